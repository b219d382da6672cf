import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** HMAC-SHA256 hex of `socket_id:channel` or `socket_id:channel:channel_data` (channel authorisation). */
export const channelSignature = (secret: string, payload: string) => hmac(secret, payload);

/** HMAC-SHA256 hex of `socket_id::user::user_data` (pusher:signin). */
export const userSignature = (secret: string, socketId: string, userData: string) =>
  hmac(secret, `${socketId}::user::${userData}`);

/** Compares two hex digests in constant time (a wrong length is simply wrong). */
export function verifyHex(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const md5Hex = (body: string) => createHash('md5').update(body, 'utf8').digest('hex');

/** How far an HTTP API request's auth_timestamp may be from our clock, as Pusher's: 600 s. */
const TIMESTAMP_WINDOW_SECONDS = 600;

/** The query of a raw URL as pairs, percent-decoded (a bad escape keeps the text as it is). */
function queryPairs(rawQuery: string): Array<[string, string]> {
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  };
  return rawQuery
    .split('&')
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf('=');
      return at < 0 ? [decode(part), ''] : [decode(part.slice(0, at)), decode(part.slice(at + 1))];
    });
}

export interface SignedRequest {
  method: string;
  /** The path, without the query. */
  path: string;
  rawQuery: string;
  /** The raw body, '' for none. */
  body: string;
}

/**
 * Checks a Pusher HTTP API request: auth_key is ours, auth_version 1.0, auth_timestamp within
 * 600 s, body_md5 the body's (when there is one), and auth_signature the HMAC-SHA256 hex of
 * `METHOD\npath\nquery` where the query is every parameter but auth_signature, keys lower-cased,
 * sorted by key, `key=value` joined by `&`. Null when it holds, else why not.
 */
export function checkRequestSignature(
  request: SignedRequest,
  credentials: { key: string; secret: string },
  nowSeconds = Date.now() / 1000,
): string | null {
  const params = new Map<string, string>();
  for (const [key, value] of queryPairs(request.rawQuery)) params.set(key.toLowerCase(), value);
  const signature = params.get('auth_signature');
  if (params.get('auth_key') !== credentials.key) return 'Unknown auth_key.';
  if (params.get('auth_version') !== '1.0') return 'auth_version must be 1.0.';
  const timestamp = Number(params.get('auth_timestamp'));
  if (!Number.isFinite(timestamp) || Math.abs(nowSeconds - timestamp) > TIMESTAMP_WINDOW_SECONDS)
    return `auth_timestamp must be within ${TIMESTAMP_WINDOW_SECONDS} s of the server's clock.`;
  if (request.body !== '' && params.get('body_md5') !== md5Hex(request.body))
    return 'body_md5 does not match the body.';
  if (!signature) return 'auth_signature is missing.';
  params.delete('auth_signature');
  const query = [...params.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const expected = hmac(credentials.secret, `${request.method.toUpperCase()}\n${request.path}\n${query}`);
  return verifyHex(signature, expected) ? null : 'Invalid signature.';
}
