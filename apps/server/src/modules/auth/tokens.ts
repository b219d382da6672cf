import { createHash, randomBytes } from 'node:crypto';

/**
 * Opaque random tokens (bearer, activation, reset). Only their SHA-256 is stored: the token has
 * 256 bits of entropy, so a fast hash is enough and a leaked table holds nothing usable.
 */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
