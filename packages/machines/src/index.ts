// @pinjam/machines: the product's behaviour as XState machines. xstate only: every side effect
// is a named actor or action that the app provides with `machine.provide(...)`.
export * from './auth';
