// SWR hooks, one file per area (named as the server's modules) over one read hook and one write
// hook. Auth has no reads: its calls are the auth machine's actors in the app.
export * from './core';
export * from './mutation';
export * from './users';
export * from './account';
export * from './catalogue';
export * from './search';
export * from './home';
export * from './dev';
export * from './checkout';
export * from './requests';
export * from './orders';
export * from './availability';
export * from './messages';
export * from './notifications';
export * from './dashboard';
export * from './activity';
export * from './ratings';
export * from './verification';
export * from './finance';
export * from './deliveries';
export * from './admin-content';
export * from './audit';
export * from './admin-orders';
export * from './admin-payments';
export * from './admin-users';
