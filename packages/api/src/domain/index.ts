// @pinjam/api/domain: the rules the server and the client must both apply the same way. Pure
// TypeScript: no zod, React or fetch, so packages/machines (xstate only) and the server can
// import it, and the web app's browser build carries no contract to use it.
export * from './money';
export * from './dates';
export * from './rental-bounds';
export * from './cart';
export * from './pricing';
export * from './statuses';
export * from './notifications';
export * from './contact-masking';
