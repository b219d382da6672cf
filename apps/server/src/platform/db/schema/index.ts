// The database schema, one file per area; drizzle.config.ts reads this file, and migrations are
// generated from it (npm run db:generate).
export * from './users';
export * from './auth';
export * from './mail';
export * from './security';
export * from './home';
export * from './catalogue';
export * from './search';
export * from './commerce';
export * from './orders';
export * from './notifications';
export * from './payments';
export * from './refunds';
export * from './messages';
export * from './trust';
export * from './aftersale';
export * from './admin';
