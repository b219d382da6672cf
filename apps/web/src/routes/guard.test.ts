import { describe, expect, it } from 'vitest';
import { guardRedirect, mayShow } from './guard';
import type { RouteHandle } from './paths';

const visitor = { restoring: false, signedIn: false, isAdmin: false };
const member = { restoring: false, signedIn: true, isAdmin: false };
const admin = { restoring: false, signedIn: true, isAdmin: true };
const dashboard: RouteHandle = { name: 'dashboard', requiresAuth: true };
const adminUsers: RouteHandle = { name: 'admin-users', requiresAuth: true, requiresAdmin: true };
const login: RouteHandle = { name: 'login', guestOnly: true };
const home: RouteHandle = { name: 'home' };

describe('the navigation guard', () => {
  it('given a visitor / on a route requiring auth / it redirects to /login', () => {
    expect(guardRedirect([dashboard], visitor)).toBe('/login');
  });
  it('given a signed-in user / on /login / it redirects to /dashboard', () => {
    expect(guardRedirect([login], member)).toBe('/dashboard');
  });
  it('given a user who was sent to log in from a page / once signed in / it returns them there', () => {
    expect(guardRedirect([login], { ...member, returnTo: '/view-item/3?tab=rent' })).toBe(
      '/view-item/3?tab=rent',
    );
  });
  it('given a return address that is not a path of this site / once signed in / it goes to /dashboard', () => {
    for (const returnTo of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      'view-item/3',
      null,
    ])
      expect(guardRedirect([login], { ...member, returnTo }), String(returnTo)).toBe('/dashboard');
  });
  it('given a signed-in user who is not an admin / on an admin route / it redirects to /dashboard', () => {
    expect(guardRedirect([adminUsers], member)).toBe('/dashboard');
  });
  it('given an admin / on an admin route / it lets the page show', () => {
    expect(guardRedirect([adminUsers], admin)).toBeNull();
  });
  it('given a visitor / on an admin route / it redirects to /login', () => {
    expect(guardRedirect([adminUsers], visitor)).toBe('/login');
  });
  it('given anyone / on a public route / it lets the page show, even while restoring', () => {
    expect(guardRedirect([home], { ...visitor, restoring: true })).toBeNull();
  });
  it('given the stored session is still being read / on a guarded route / it waits', () => {
    expect(guardRedirect([dashboard], { ...visitor, restoring: true })).toBeUndefined();
  });
});

describe('whether a page may be drawn (while a redirect is on its way)', () => {
  it('given a visitor / a page that needs a login / it is not drawn, so none of its calls go out', () => {
    expect(mayShow([dashboard], visitor)).toBe(false);
    expect(mayShow([adminUsers], visitor)).toBe(false);
  });
  it('given a member / an admin page / it is not drawn; their own pages are', () => {
    expect(mayShow([adminUsers], member)).toBe(false);
    expect(mayShow([dashboard], member)).toBe(true);
    expect(mayShow([adminUsers], admin)).toBe(true);
  });
  it('given the session is being read or left / a guarded page waits; public pages and /login show', () => {
    expect(mayShow([dashboard], { ...member, restoring: true })).toBe(false);
    expect(mayShow([home], { ...visitor, restoring: true })).toBe(true);
    expect(mayShow([login], member)).toBe(true);
  });
});
