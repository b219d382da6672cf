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
      OUTBOX_RETENTION_DAYS: 7,
      PAYPAL_ENV: 'sandbox',
      PUSHER_CLUSTER: 'mt1',
      REALTIME_HUB: 'process',
    });
  });

  it('given PUSHER_HOST / asks for the credentials there, and maps Pusher Channels and Soketi for the browser', () => {
    expect(() => loadEnv({ PUSHER_HOST: 'soketi.example.com' })).toThrow(
      /PUSHER_APP_ID: required with PUSHER_HOST[\s\S]*PUSHER_KEY[\s\S]*PUSHER_SECRET/,
    );
    expect(() => loadEnv({ PUSHER_PORT: '6001' })).toThrow(/PUSHER_HOST: required when PUSHER_PORT is set/);
    const keys = { PUSHER_APP_ID: '1', PUSHER_KEY: 'app-key', PUSHER_SECRET: 'app-secret' };
    const soketi = appConfigFromEnv(
      loadEnv({ ...keys, PUSHER_HOST: 'localhost', PUSHER_PORT: '6001', PUSHER_USE_TLS: 'false' }),
      'postgres://x@y/z',
    );
    expect(soketi.realtime).toMatchObject({ host: 'localhost', port: 6001, useTLS: false, appId: '1' });
    expect(soketi.pusherHost).toBe('localhost:6001');
    const hosted = appConfigFromEnv(
      loadEnv({ ...keys, PUSHER_HOST: 'api-ap1.pusher.com', PUSHER_CLUSTER: 'ap1' }),
      'postgres://x@y/z',
    );
    expect(hosted.realtime).toMatchObject({ host: 'api-ap1.pusher.com', useTLS: true, cluster: 'ap1' });
    expect(hosted.pusherHost).toBe('ws-ap1.pusher.com');
    expect(appConfigFromEnv(loadEnv({}), 'postgres://x@y/z')).toMatchObject({
      pusherHost: null,
      realtime: { host: null, hub: 'process' },
    });
  });

  it('runs the embedded hub in its own process unless REALTIME_HUB=inline, on REALTIME_HUB_PORT when set', () => {
    const inline = appConfigFromEnv(loadEnv({ REALTIME_HUB: 'inline' }), 'postgres://x@y/z');
    expect(inline.realtime).toMatchObject({ hub: 'inline', hubPort: undefined });
    const onPort = appConfigFromEnv(loadEnv({ REALTIME_HUB_PORT: '3292' }), 'postgres://x@y/z');
    expect(onPort.realtime).toMatchObject({ hub: 'process', hubPort: 3292 });
    expect(() => loadEnv({ REALTIME_HUB: 'thread' })).toThrow(/REALTIME_HUB/);
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
    // The address the server prints at boot: an email's link opens the same site (same login).
    expect(config.publicUrl).toBe('http://127.0.0.1:4000');
    expect(appConfigFromEnv(loadEnv({ HOST: '0.0.0.0' }), 'postgres://x').publicUrl).toBe(
      'http://localhost:3000',
    );
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
    expect(config.rateLimits.loginPerAccount.max).toBe(500);
  });

  it('reads TRUST_PROXY as a boolean, a hop count or a list', () => {
    const trust = (v: string) => appConfigFromEnv(loadEnv({ TRUST_PROXY: v }), 'postgres://x').trustProxy;
    expect(trust('true')).toBe(true);
    expect(trust('10.0.0.0/8,127.0.0.1')).toBe('10.0.0.0/8,127.0.0.1');
    const hops = trust('1') as (address: string, hop: number) => boolean;
    expect([hops('a', 0), hops('a', 1)]).toEqual([true, false]);
  });
});

describe('S3 storage variables', () => {
  const bucket = {
    S3_BUCKET: 'pinjam-files',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret',
    S3_PUBLIC_URL: 'https://files.pinjam.bn/',
  };
  const s3 = (vars: Record<string, string>) => appConfigFromEnv(loadEnv(vars), 'postgres://x').s3;

  it('leaves files on the local disk when S3_BUCKET is unset', () => {
    expect(s3({})).toBeNull();
  });

  it('reads an AWS bucket: virtual-hosted, us-east-1 unless told, public URL without the slash', () => {
    expect(s3(bucket)).toEqual({
      bucket: 'pinjam-files',
      endpoint: null,
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      forcePathStyle: false,
      publicUrl: 'https://files.pinjam.bn',
    });
    expect(s3({ ...bucket, S3_REGION: 'ap-southeast-1' })?.region).toBe('ap-southeast-1');
  });

  it('uses path-style URLs with an endpoint (MinIO) unless S3_FORCE_PATH_STYLE says otherwise', () => {
    const minio = { ...bucket, S3_ENDPOINT: 'http://127.0.0.1:9000/' };
    expect(s3(minio)).toMatchObject({ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true });
    expect(s3({ ...minio, S3_FORCE_PATH_STYLE: 'false' })?.forcePathStyle).toBe(false);
  });

  it('names every missing companion of S3_BUCKET', () => {
    expect(() => loadEnv({ S3_BUCKET: 'pinjam-files' })).toThrow(
      /S3_ACCESS_KEY_ID: required with S3_BUCKET[\s\S]*S3_SECRET_ACCESS_KEY: required with S3_BUCKET[\s\S]*S3_PUBLIC_URL: required with S3_BUCKET/,
    );
  });

  it('refuses S3 settings without S3_BUCKET rather than quietly storing files locally', () => {
    expect(() => loadEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'minio' })).toThrow(
      'S3_BUCKET: required when S3_ENDPOINT, S3_ACCESS_KEY_ID are set',
    );
  });

  it('checks the bucket name and the URLs', () => {
    expect(() =>
      loadEnv({
        ...bucket,
        S3_BUCKET: 'Pinjam_Files',
        S3_ENDPOINT: 'minio:9000',
        S3_PUBLIC_URL: 'files.pinjam.bn',
      }),
    ).toThrow(
      /S3_BUCKET: use a bucket name[\s\S]*S3_ENDPOINT: use http\(s\)[\s\S]*S3_PUBLIC_URL: use http\(s\)/,
    );
    expect(() => loadEnv({ ...bucket, S3_PUBLIC_URL: 'https://cdn.pinjam.bn/?v=1' })).toThrow(
      'S3_PUBLIC_URL: use a base URL without ?query or #fragment',
    );
  });

  it('refuses http images for an https site', () => {
    expect(() =>
      loadEnv({ ...bucket, PUBLIC_URL: 'https://pinjam.bn', S3_PUBLIC_URL: 'http://files.pinjam.bn' }),
    ).toThrow('S3_PUBLIC_URL: must be https when PUBLIC_URL is');
    expect(() => loadEnv({ ...bucket, PUBLIC_URL: 'https://pinjam.bn' })).not.toThrow();
  });
});

describe('the dev mailbox', () => {
  const mailbox = (vars: Record<string, string>) =>
    appConfigFromEnv(loadEnv(vars), 'postgres://x').devMailbox;

  it('is on for the local default: no SMTP, loopback, plain http', () => {
    expect(mailbox({})).toBe(true);
    expect(mailbox({ HOST: '::1' })).toBe(true);
    expect(mailbox({ HOST: 'localhost', PUBLIC_URL: 'http://127.0.0.1:3000' })).toBe(true);
  });

  it('is off with SMTP, on a public interface, behind https, in production or behind a proxy', () => {
    expect(mailbox({ SMTP_URL: 'smtp://mail.example.com:587' })).toBe(false);
    expect(mailbox({ HOST: '0.0.0.0' })).toBe(false);
    expect(mailbox({ HOST: '192.168.1.20' })).toBe(false);
    expect(mailbox({ PUBLIC_URL: 'https://pinjam.bn' })).toBe(false);
    expect(mailbox({ NODE_ENV: 'production' })).toBe(false);
    expect(mailbox({ TRUST_PROXY: 'true' })).toBe(false);
    expect(mailbox({ TRUST_PROXY: '1' })).toBe(false);
    expect(mailbox({ TRUST_PROXY: '127.0.0.1' })).toBe(false);
  });
});

describe('the image pool settings', () => {
  it('are unset by default (the plugin picks half the cores and a queue of 8) and read as numbers', () => {
    const config = (vars: Record<string, string>) => appConfigFromEnv(loadEnv(vars), 'postgres://x');
    expect(config({})).toMatchObject({ imagePoolSize: undefined, imageQueueSize: undefined });
    expect(config({ IMAGE_POOL_SIZE: '2', IMAGE_QUEUE_SIZE: '0' })).toMatchObject({
      imagePoolSize: 2,
      imageQueueSize: 0,
    });
    expect(() => loadEnv({ IMAGE_POOL_SIZE: '0' })).toThrow(/IMAGE_POOL_SIZE/);
  });
});

describe('payment providers', () => {
  const stripe = {
    STRIPE_SECRET_KEY: 'sk_test_51Pinjam',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_51Pinjam',
    STRIPE_WEBHOOK_SECRET: 'whsec_pinjam',
  };
  const paypal = { PAYPAL_CLIENT_ID: 'AZpinjam', PAYPAL_CLIENT_SECRET: 'EFpinjam' };

  it('given no keys / the sandbox takes both methods', () => {
    expect(appConfigFromEnv(loadEnv({}), 'postgres://x').payments).toEqual({ stripe: null, paypal: null });
  });

  it('given every key / Stripe takes cards and PayPal takes PayPal, in its sandbox unless live', () => {
    const config = appConfigFromEnv(loadEnv({ ...stripe, ...paypal }), 'postgres://x');
    expect(config.payments).toEqual({
      stripe: {
        secretKey: 'sk_test_51Pinjam',
        publishableKey: 'pk_test_51Pinjam',
        webhookSecret: 'whsec_pinjam',
      },
      paypal: { clientId: 'AZpinjam', clientSecret: 'EFpinjam', environment: 'sandbox' },
    });
    const live = appConfigFromEnv(loadEnv({ ...paypal, PAYPAL_ENV: 'live' }), 'postgres://x');
    expect(live.payments?.paypal?.environment).toBe('live');
  });

  it('given part of Stripe / names each missing key at boot', () => {
    expect(() => loadEnv({ STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: required: Stripe needs all three keys[\s\S]*STRIPE_WEBHOOK_SECRET: required/,
    );
  });

  it('given part of PayPal / names the missing one', () => {
    expect(() => loadEnv({ PAYPAL_CLIENT_SECRET: 'x' })).toThrow(/PAYPAL_CLIENT_ID: required: PayPal needs/);
  });

  it('given keys of the wrong kind or mode, or an unknown PAYPAL_ENV / says what to use', () => {
    expect(() => loadEnv({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_x' })).toThrow(
      /STRIPE_SECRET_KEY: use the secret key/,
    );
    expect(() => loadEnv({ ...stripe, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: use/,
    );
    expect(() => loadEnv({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'pk_live_x' })).toThrow(/same mode/);
    expect(() => loadEnv({ PAYPAL_ENV: 'production' })).toThrow(/PAYPAL_ENV: use sandbox or live/);
  });

  it('never puts a key in the error message', () => {
    let message = '';
    try {
      loadEnv({ STRIPE_SECRET_KEY: 'sk_live_verysecret' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/STRIPE_PUBLISHABLE_KEY/);
    expect(message).not.toContain('verysecret');
  });
});
