/**
 * Every named route of docs/product.md §2 and docs/product.md, with its path. Links and redirects use the
 * names through `pathTo`, so a path changes in one place.
 */
export const paths = {
  // Public
  home: '/',
  search: '/search',
  'view-item': '/view-item/:id',
  signup: '/signup',
  login: '/login',
  'password-reset': '/password-reset',
  'password-reset-request': '/password-reset/request/:token',
  'email-activated': '/email-activated',
  'email-token-invalid': '/email-token-invalid',
  'signup-success': '/signup-success',
  'about-us': '/about-us',
  'how-it-works': '/how-it-works',
  faq: '/faq',
  'terms-of-service': '/terms-of-service',
  'privacy-policy': '/privacy-policy',
  'shopping-cart': '/cart',
  checkout: '/checkout',
  'checkout-paypal': '/checkout/paypal/:paymentId',
  'dev-mailbox': '/dev/mailbox',
  // Requires login
  profile: '/profile/:id',
  // Dashboard layout (requires login)
  dashboard: '/dashboard',
  'my-settings': '/settings',
  'my-items': '/my-items',
  'view-items': '/view-items',
  'add-item': '/add-item',
  'edit-item': '/edit-item/:id',
  messages: '/messages',
  'my-orders': '/my-orders',
  'my-order-detail': '/my-orders/order-details/:id',
  'my-order-invoice': '/my-orders/order-invoice/:id',
  'customer-orders': '/customer-orders',
  'my-credit-note': '/customer-orders/credit-note/:id',
  'my-requests': '/my-requests',
  'customer-requests': '/customer-requests',
  'my-activity': '/my-activity',
  'my-finance': '/my-finance',
  'my-ratings': '/my-ratings',
  verification: '/verification',
  // Admin (dashboard layout, requiresAdmin)
  'admin-users': '/admin/users',
  'admin-user': '/admin/users/user/:id',
  'admin-user-verification': '/admin/user-verification',
  'admin-deliveries': '/admin/deliveries',
  'admin-finances': '/admin/finances',
  'admin-settings': '/admin/settings',
  'admin-payments': '/admin/payments',
  'admin-payment': '/admin/payments/payment/:id',
  'admin-adverts': '/admin/adverts',
  'admin-audit': '/admin/audit',
  'admin-orders': '/admin/orders',
  'admin-order': '/admin/orders/order/:id',
} as const;

export type RouteName = keyof typeof paths;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsFor<N extends RouteName> = [ParamNames<(typeof paths)[N]>] extends [never]
  ? []
  : [params: Record<ParamNames<(typeof paths)[N]>, string | number>];

/** The URL of a named route: `pathTo('view-item', { id: 3 })` → '/view-item/3'. */
export function pathTo<N extends RouteName>(name: N, ...[params]: ParamsFor<N>): string {
  return (paths[name] as string).replace(/:([A-Za-z]+)/g, (_, key: string) =>
    encodeURIComponent(String((params as Record<string, string | number>)[key])),
  );
}

export interface RouteHandle {
  name: RouteName | 'not-found';
  requiresAuth?: boolean;
  requiresAdmin?: boolean;
  /** Pages a signed-in user is sent away from (seed: login and signup). */
  guestOnly?: boolean;
}
