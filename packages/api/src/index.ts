export * from './contract';
export * from './domain';
export * from './client';
export * from './hooks';
export * from './keys';
