import type { EndpointDef } from './endpoint';
import { account, auth, password } from './auth';
import { dev, helpers } from './helpers';
import { items, profiles } from './items';

export * from './endpoint';
export * from './models';
export * from './auth';
export * from './helpers';
export * from './catalogue';
export * from './items';
export * from './notifications';
export * from './numbers';
export * from './text';
export { seedCalls } from './seed-calls';

/** Every endpoint the server serves, by area. */
export const contract = { auth, password, account, helpers, dev, items, profiles } as const;

export const allEndpoints: EndpointDef[] = Object.values(contract).flatMap((area) =>
  Object.values(area as Record<string, EndpointDef>),
);
