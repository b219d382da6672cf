export { notProvided } from './notProvided';
export { formatBnd, isCents } from './money';
export { wait, never } from './fakeTiming';
