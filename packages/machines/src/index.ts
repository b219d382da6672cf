// @pinjam/machines: the product's behaviour as XState machines. xstate only: every side effect
// is a named actor, action or delay that the app provides with `machine.provide(...)`.
export * from './auth';
export * from './cart';
export * from './checkout';
export * from './notifications';
export * from './order';
export * from './rentalRequest';
export * from './verification';
