export * as Dialog from './Dialog';
export { dialogSizes } from './Dialog';
