export * from './contract';
export * from './domain';
export * from './client';
export * from './hooks.tsx';
export * from './keys';
