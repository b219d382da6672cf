// The contract, one file per area named as the server's modules (auth, users, catalogue, search,
// home, dev), plus the pieces they share (endpoint, models, text, numbers). `contract`'s groups
// keep the seed's names (`items`, `account`, `helpers`…); each endpoint's `tag` is its area.
import type { EndpointDef } from './endpoint';
import { auth, password } from './auth';
import { catalogue } from './catalogue';
import { checkout } from './checkout';
import { dev } from './dev';
import { listings } from './listings';
import { messages } from './messages';
import { notifications } from './notifications';
import { orders } from './orders';
import { requests } from './requests';
import { payments } from './payments';
import { helpers } from './home';
import { search } from './search';
import { account, profiles } from './users';
import { adminVerification, verification } from './verification';
import { activity } from './activity';
import { dashboard } from './dashboard';
import { adminFinance, finance } from './finance';
import { ratings } from './ratings';
import { adminDeliveries } from './deliveries';
import { adminContent } from './admin-content';
import { adminSettings } from './admin-settings';
import { audit } from './audit';
import { adminOrders } from './admin-orders';
import { adminUsers } from './admin-users';
import { adminPayments } from './admin-payments';

export * from './endpoint';
export * from './models';
export * from './auth';
export * from './users';
export * from './catalogue';
export * from './listings';
export * from './search';
export * from './home';
export * from './dev';
export * from './checkout';
export * from './requests';
export * from './orders';
export * from './order-issues';
export * from './payments';
export * from './notifications';
export * from './messages';
export * from './verification';
export * from './realtime';
export * from './activity';
export * from './dashboard';
export * from './finance';
export * from './ratings';
export * from './deliveries';
export * from './admin-content';
export * from './admin-settings';
export * from './audit';
export * from './admin-users';
export * from './admin-lists';
export * from './admin-orders';
export * from './admin-payments';
export * from './numbers';
export * from './text';
// The contract's zod (zod/mini, English messages): for code that builds on its schemas.
export { z, preprocess } from './zod';
export { seedCalls } from './seed-calls';

/** The seed's items group: the catalogue's item endpoints (reads, then the listing form's writes) and search. */
export const items = { ...catalogue, ...listings, ...search } as const;

/** Every endpoint the server serves, by group. */
export const contract = {
  auth,
  password,
  account,
  helpers,
  dev,
  items,
  profiles,
  payments,
  checkout,
  requests,
  orders,
  messages,
  notifications,
  dashboard,
  activity,
  ratings,
  verification,
  adminVerification,
  finance,
  adminFinance,
  adminDeliveries,
  adminContent,
  adminSettings,
  audit,
  adminUsers,
  adminOrders,
  adminPayments,
} as const;

/** The areas, as the server's modules and the endpoints' tags name them. */
export const contractAreas = [
  'auth',
  'users',
  'catalogue',
  'search',
  'home',
  'dev',
  'payments',
  'checkout',
  'requests',
  'orders',
  'messages',
  'notifications',
  'dashboard',
  'activity',
  'ratings',
  'verification',
  'finance',
  'deliveries',
  'admin-content',
  'admin-settings',
  'audit',
  'admin-users',
  'admin-orders',
  'admin-payments',
] as const;
export type ContractArea = (typeof contractAreas)[number];

export const allEndpoints: EndpointDef[] = Object.values(contract).flatMap((area) =>
  Object.values(area as Record<string, EndpointDef>),
);
