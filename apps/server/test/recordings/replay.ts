import fs from 'node:fs';
import path from 'node:path';
import './node20';
import nock from 'nock';

/*
 * Recorded HTTP exchanges with Stripe and PayPal, replayed with nock: this machine has no network.
 * Each JSON file is one scenario, written from the providers' documented request and response
 * shapes (ids made up). A replay answers the exchanges in order and keeps what was sent, so a
 * test can check the headers (Idempotency-Key, PayPal-Request-Id) and bodies the adapter sent.
 */

interface Exchange {
  method: 'GET' | 'POST';
  path: string;
  status: number;
  response?: unknown;
}

interface Recording {
  description: string;
  exchanges: Exchange[];
}

export interface SentRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** Form fields (Stripe) or JSON (PayPal), parsed. */
  body: Record<string, unknown>;
}

const parse = (text: string): Record<string, unknown> => {
  if (!text) return {};
  if (text.startsWith('{')) return JSON.parse(text) as Record<string, unknown>;
  return Object.fromEntries(new URLSearchParams(text)); // Stripe's form encoding: metadata[part]=…
};

/** Sets up one scenario's exchanges on `origin`; the list fills as the adapter calls. */
export function replay(origin: string, file: string): SentRequest[] {
  const recording = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')) as Recording;
  const sent: SentRequest[] = [];
  for (const exchange of recording.exchanges) {
    nock(origin)
      .intercept(exchange.path, exchange.method)
      // nock 15 hands a reply function the fetch Request (one parameter; two would mean a callback).
      .reply(async (request: Request) => {
        const body = parse(await request.text());
        const headers = Object.fromEntries(request.headers);
        sent.push({ method: exchange.method, path: new URL(request.url).pathname, headers, body });
        return [
          exchange.status,
          exchange.response === undefined ? '' : JSON.stringify(exchange.response),
          { 'content-type': 'application/json', 'request-id': 'req_recorded' },
        ];
      });
  }
  return sent;
}

/** PayPal's client-credentials token, asked for before the first call (and kept by the SDK). */
export function payPalToken(origin: string) {
  nock(origin)
    .post('/v1/oauth2/token')
    .reply(200, {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: 'A21AArecordedAccessToken',
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: 32400,
      nonce: '2026-11-24T06:00:00ZrecordedNonce',
    })
    .persist();
}

/** Exchanges set up and never asked for (PayPal's token aside): the adapter made fewer calls than recorded. */
export function unusedReplays(): string[] {
  return nock.pendingMocks().filter((mock) => !mock.includes('/v1/oauth2/token'));
}

export function resetReplays() {
  nock.cleanAll();
}

/** Real test-mode keys in the environment turn the replays off (docs/server.md, Payments). */
export function startReplays() {
  // Nothing leaves the machine but the test's own database and app.
  nock.disableNetConnect();
  nock.enableNetConnect(/^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/);
}

export function stopReplays() {
  nock.cleanAll();
  nock.enableNetConnect();
}
