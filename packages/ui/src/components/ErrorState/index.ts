export { ErrorState, errorStateLayouts, type ErrorStateProps } from './ErrorState';
