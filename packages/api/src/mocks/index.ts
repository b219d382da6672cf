export * from './endpoint';
export * from './fixtures';
export * from './handlers';
