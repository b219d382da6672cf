export { notProvided } from './notProvided';
export { wait, never } from './fakeTiming';
