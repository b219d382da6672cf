import { paths, type RouteHandle, type RouteName } from './paths';

/**
 * The app's route table as plain data: every route, the layout it is drawn in and who may see
 * it. `routes.tsx` builds the router from it; the server (through the build's `routes.js`,
 * `server.ts`) and the every-route journey read it too, so a route added here is known to all
 * three the day it is added. No React, no styles: Node imports it as it is.
 */
export interface RouteEntry extends RouteHandle {
  name: RouteName;
  layout: 'public' | 'dashboard';
}

/** Who may see a route (the guard reads these from the route's handle). */
type Access = Omit<RouteHandle, 'name'>;

const user = { requiresAuth: true } as const;
const admin = { requiresAuth: true, requiresAdmin: true } as const;
const guest = { guestOnly: true } as const;

const pub = (name: RouteName, access: Access = {}): RouteEntry => ({ name, layout: 'public', ...access });
const dash = (name: RouteName, access: Access = user): RouteEntry => ({
  name,
  layout: 'dashboard',
  ...access,
});

export const routeTable: readonly RouteEntry[] = [
  // Public layout (docs/product.md §2 and docs/product.md)
  pub('home'),
  pub('search'),
  pub('view-item'),
  pub('signup', guest),
  pub('login', guest),
  pub('password-reset'),
  pub('password-reset-request'),
  pub('email-activated'),
  pub('email-token-invalid'),
  pub('signup-success'),
  pub('about-us'),
  pub('how-it-works'),
  pub('faq'),
  pub('terms-of-service'),
  pub('privacy-policy'),
  pub('shopping-cart'),
  pub('checkout', user),
  pub('checkout-paypal', user),
  pub('dev-mailbox'),
  pub('profile', user),
  // Dashboard layout (requires login)
  dash('dashboard'),
  dash('my-settings'),
  dash('my-items'),
  dash('view-items'),
  dash('add-item'),
  dash('edit-item'),
  dash('messages'),
  dash('my-orders'),
  dash('my-order-detail'),
  dash('my-order-invoice'),
  dash('customer-orders'),
  dash('my-credit-note'),
  dash('my-requests'),
  dash('customer-requests'),
  dash('my-activity'),
  dash('my-finance'),
  dash('my-ratings'),
  dash('verification'),
  // Admin (dashboard layout, requiresAdmin)
  dash('admin-users', admin),
  dash('admin-user', admin),
  dash('admin-user-verification', admin),
  dash('admin-deliveries', admin),
  dash('admin-finances', admin),
  dash('admin-settings', admin),
  dash('admin-payments', admin),
  dash('admin-payment', admin),
  dash('admin-adverts', admin),
  dash('admin-audit', admin),
  dash('admin-orders', admin),
  dash('admin-order', admin),
];

// ─── Matching ────────────────────────────────────────────────────────────────────────────────

export interface RouteMatch {
  route: RouteEntry;
  /** The path's parameters, decoded: '/view-item/12' → { id: '12' }. */
  params: Record<string, string>;
}

interface Compiled {
  route: RouteEntry;
  pattern: RegExp;
  keys: string[];
  /** Static segments outrank parameters when two patterns match (React Router ranks so too). */
  score: number;
}

const escapeRegExp = (text: string) => text.replace(/[\\.*+?^${}|()[\]]/g, '\\$&');

/** As React Router compiles a path: case-insensitive, any trailing slashes, a parameter per segment. */
function compile(route: RouteEntry): Compiled {
  const keys: string[] = [];
  let score = 0;
  const source = paths[route.name]
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) {
        score += 10;
        return `/${escapeRegExp(segment)}`;
      }
      keys.push(segment.slice(1));
      score += 3;
      return '/([^/]+)';
    })
    .join('');
  return { route, keys, score, pattern: new RegExp(`^${source || '/'}/*$`, 'i') };
}

const compiled = routeTable.map(compile).sort((a, b) => b.score - a.score);

/** React Router decodes the path before matching; a malformed escape stays as written. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/**
 * The app's route at `pathname` (no query string), or null when the app has none there and
 * shows its '404 - Page not found' page.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const decoded = decodePath(pathname);
  for (const { route, pattern, keys } of compiled) {
    const found = pattern.exec(decoded);
    if (found)
      return {
        route,
        params: Object.fromEntries(keys.map((key, i) => [key, found[i + 1]!.replace(/%2F/g, '/')])),
      };
  }
  return null;
}
