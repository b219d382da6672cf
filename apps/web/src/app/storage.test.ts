// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { storedUser, users } from '@pinjam/api/mocks';
import { browserSessionStorage } from './storage';

describe('the browser session storage', () => {
  beforeEach(() => localStorage.clear());

  it('given an ordinary user / on write / it stores the user with token and marks is_user', () => {
    browserSessionStorage().write(storedUser(users.siti));
    expect(JSON.parse(localStorage.getItem('user')!).token).toBe('token-2');
    expect(localStorage.getItem('is_admin')).toBe('false');
    expect(localStorage.getItem('is_user')).toBe('true');
  });

  it('given an admin (role_id 2) / on write / it marks is_admin', () => {
    browserSessionStorage().write(storedUser(users.admin));
    expect(localStorage.getItem('is_admin')).toBe('true');
    expect(localStorage.getItem('is_user')).toBe('false');
  });

  it('on clear / it removes the user, the flags and payment data but keeps the cart', () => {
    const storage = browserSessionStorage();
    storage.write(storedUser(users.siti));
    localStorage.setItem('payment_paypal_order', 'x');
    localStorage.setItem('shopping_cart', '[]');
    storage.clear();
    expect(storage.read()).toBeNull();
    expect(localStorage.getItem('is_user')).toBeNull();
    expect(localStorage.getItem('payment_paypal_order')).toBeNull();
    expect(localStorage.getItem('shopping_cart')).toBe('[]');
  });

  it('given garbage under the user key / on read / it answers no session', () => {
    localStorage.setItem('user', '{not json');
    expect(browserSessionStorage().read()).toBeNull();
  });
});
