import { describe, expect, it } from 'vitest';
import { appConfigFromEnv, defaultRateLimits, loadEnv } from '../src/env';

describe('loadEnv', () => {
  it('fills every default when nothing is set', () => {
    expect(loadEnv({})).toEqual({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      MAIL_FROM: 'Pinjam <hello@pinjam.bn>',
      LOG_LEVEL: 'info',
      SEED_DEMO: false,
      TOKEN_TTL_DAYS: 7,
      RATE_LIMIT_MULTIPLIER: 1,
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', SMTP_URL: ' ', PORT: '' })).toMatchObject({ PORT: 3000 });
    expect(loadEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('reads flags and numbers', () => {
    const env = loadEnv({ SEED_DEMO: 'true', PORT: '8080', TOKEN_TTL_DAYS: '1' });
    expect(env).toMatchObject({ SEED_DEMO: true, PORT: 8080, TOKEN_TTL_DAYS: 1 });
  });

  it('names every bad variable in one message', () => {
    expect(() =>
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'not a url', SEED_DEMO: 'maybe' }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*SMTP_URL[\s\S]*SEED_DEMO/);
  });
});

describe('appConfigFromEnv', () => {
  it('derives PUBLIC_URL from the port and makes DATA_DIR absolute', () => {
    const config = appConfigFromEnv(loadEnv({ PORT: '4000' }), 'postgres://x');
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(config.dataDir).toMatch(/^\/.*\/data$/);
    expect(config.smtpUrl).toBeNull();
    expect(config.rateLimits).toEqual(defaultRateLimits);
    expect(config.tokenTtlMs).toBe(7 * 86_400_000);
  });

  it('drops a trailing slash from PUBLIC_URL and scales rate limits', () => {
    const config = appConfigFromEnv(
      loadEnv({ PUBLIC_URL: 'https://pinjam.bn/', RATE_LIMIT_MULTIPLIER: '50' }),
      'postgres://x',
    );
    expect(config.publicUrl).toBe('https://pinjam.bn');
    expect(config.rateLimits.login.max).toBe(500);
  });

  it('reads TRUST_PROXY as a boolean, a hop count or a list', () => {
    const trust = (v: string) => appConfigFromEnv(loadEnv({ TRUST_PROXY: v }), 'postgres://x').trustProxy;
    expect(trust('true')).toBe(true);
    expect(trust('10.0.0.0/8,127.0.0.1')).toBe('10.0.0.0/8,127.0.0.1');
    const hops = trust('1') as (address: string, hop: number) => boolean;
    expect([hops('a', 0), hops('a', 1)]).toEqual([true, false]);
  });
});
