import { describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../src/env';
import { insertUser, multipart, PASSWORD, uniqueEmail, useTestApp } from './helpers';

// Production limits, unlike the other files.
const t = useTestApp({ rateLimits: defaultRateLimits });

const postLogin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('rate limits', () => {
  it('allow ten login attempts per email and refuse the eleventh with 429, even with the right password', async () => {
    const user = await insertUser(t.db);
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await postLogin(user.email, `wrong-${attempt}-password`)).statusCode).toBe(422);
    }
    const eleventh = await postLogin(user.email, PASSWORD);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({ message: 'Too many attempts. Try again in 15 minutes.' });
    expect(eleventh.headers['retry-after']).toBeDefined();
  });

  it('count each email apart, however it is cased', async () => {
    const victim = await insertUser(t.db);
    const bystander = await insertUser(t.db);
    for (let attempt = 1; attempt <= 10; attempt++) {
      await postLogin(attempt % 2 ? victim.email : victim.email.toUpperCase(), 'wrong-password');
    }
    expect((await postLogin(victim.email, PASSWORD)).statusCode).toBe(429);
    expect((await postLogin(bystander.email, PASSWORD)).statusCode).toBe(200);
  });

  it('count each client address apart', async () => {
    const user = await insertUser(t.db);
    for (let attempt = 1; attempt <= 10; attempt++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'wrong-password' },
        remoteAddress: '203.0.113.7',
      });
    }
    expect((await postLogin(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('allow five password reset emails per email in 15 minutes', async () => {
    const email = uniqueEmail('reset');
    const codes = [];
    for (let i = 0; i < 6; i++) {
      codes.push(
        (await t.app.inject({ method: 'POST', url: '/api/password/create/', payload: { email } })).statusCode,
      );
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('allow five activation resends per email in 15 minutes', async () => {
    const email = uniqueEmail('resend');
    const codes = [];
    for (let i = 0; i < 6; i++) {
      codes.push(
        (await t.app.inject({ method: 'POST', url: '/api/auth/resend-activation', payload: { email } }))
          .statusCode,
      );
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('allow ten signups per address per hour', async () => {
    const codes = [];
    for (let i = 0; i < 11; i++) {
      const body = await multipart({
        email: uniqueEmail('s'),
        name: 'Awang Ali',
        password: 'password-123',
        password_confirmation: 'password-123',
      });
      codes.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/signup',
            remoteAddress: '198.51.100.9',
            ...body,
          })
        ).statusCode,
      );
    }
    expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
