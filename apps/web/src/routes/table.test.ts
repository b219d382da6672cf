import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths, pathTo } from './paths';
import { matchRoute, routeTable } from './table';
import { routeDescriptionTexts } from './descriptionTexts';
import { pageAt } from './server';
import { documentTitle, routeTitleTexts } from './titleTexts';

// The router's own view of the table: the paths in their layouts, with the 404 route last.
const routerRoutes = [
  {
    children: [
      ...routeTable.map((r) =>
        paths[r.name] === '/' ? { index: true, id: r.name } : { path: paths[r.name], id: r.name },
      ),
      { path: '*', id: 'not-found' },
    ],
  },
];
const routerMatch = (pathname: string) =>
  matchRoutes(routerRoutes, pathname)?.at(-1) as
    { route: { id?: string }; params: Record<string, string | undefined> } | undefined;

const samples = [
  '/',
  '//',
  '/search',
  '/search/',
  '/SEARCH',
  '/view-item/12',
  '/view-item/abc',
  '/view-item/12/more',
  '/view-item',
  '/view-item/caf%C3%A9',
  '/password-reset',
  '/password-reset/request/tok-123',
  '/password-reset/request/a%2Fb',
  '/password-reset/request',
  '/checkout',
  '/checkout/paypal/PAY-9',
  '/profile/3',
  '/my-orders/order-details/7',
  '/my-orders/order-invoice/7',
  '/customer-orders/credit-note/7',
  '/admin/users',
  '/admin/users/user/4',
  '/admin/users/user',
  '/admin',
  '/admin/orders/order/9',
  '/dev/mailbox',
  '/no/such/page',
  '/index.html',
  '/about-us/extra',
];

describe('the route table', () => {
  it('given every named path / it lists each exactly once', () => {
    expect(routeTable.map((r) => r.name).sort()).toEqual(Object.keys(paths).sort());
  });

  it('given any path / the route it matches is the one React Router draws', () => {
    for (const pathname of samples) {
      const ours = matchRoute(pathname);
      const router = routerMatch(pathname);
      expect(ours?.route.name ?? 'not-found', pathname).toBe(router?.route.id);
      if (ours) expect(ours.params, pathname).toEqual(router?.params);
    }
  });

  it('given each route with its parameters filled / it matches that route', () => {
    for (const { name } of routeTable) {
      const url = (paths[name] as string).replace(/:([A-Za-z]+)/g, '42');
      expect(matchRoute(url)?.route.name, url).toBe(name);
    }
    expect(matchRoute(pathTo('view-item', { id: 12 }))?.params).toEqual({ id: '12' });
  });

  it('given a path the app does not have / it matches nothing', () => {
    for (const pathname of ['/no/such/page', '/view-item', '/view-item/1/2', '/admin', '/favicon.ico'])
      expect(matchRoute(pathname), pathname).toBeNull();
  });
});

describe("the server's view of a page", () => {
  it('given a route / it is titled with the route and the site, with its sentence and canonical path', () => {
    expect(pageAt('/About-Us/')).toEqual({
      name: 'about-us',
      params: {},
      title: 'About us · Pinjam',
      description: routeDescriptionTexts['about-us'],
      canonical: '/about-us',
    });
    expect(pageAt('/view-item/5')).toEqual({
      name: 'view-item',
      params: { id: '5' },
      title: 'Item · Pinjam',
      description: null,
      canonical: '/view-item/5',
    });
  });

  it('given a search / titled after its words or category, its canonical path keeping only those', () => {
    expect(pageAt('/search', '?sort=price_asc&q=tent+hire&page=3')).toMatchObject({
      title: 'Search: tent hire · Pinjam',
      canonical: '/search?q=tent+hire',
      description: expect.stringContaining('“tent hire”') as unknown,
    });
    expect(pageAt('/search', '?category=drones&district=Tutong')).toMatchObject({
      title: 'Drones · Pinjam',
      canonical: '/search?category=drones',
    });
    expect(pageAt('/search', '?category=nonsense')).toMatchObject({
      title: 'Browse items · Pinjam',
      canonical: '/search',
      description: routeDescriptionTexts.search,
    });
  });

  it('given an unknown path / it has no name, the 404 title and no canonical path', () => {
    expect(pageAt('/nothing/here')).toEqual({
      name: null,
      params: {},
      title: 'Page not found · Pinjam',
      description: null,
      canonical: null,
    });
  });

  it('given a title / the tab reads it then the site, and the site alone without one', () => {
    expect(documentTitle('Perception Tribe 9.5 sit-on-top kayak')).toBe(
      'Perception Tribe 9.5 sit-on-top kayak · Pinjam',
    );
    expect(documentTitle(null)).toBe('Pinjam');
    expect(documentTitle('')).toBe('Pinjam');
    expect(routeTitleTexts['not-found']).toBe('Page not found');
  });
});
