import type { UserRow } from '../db/schema';

/** Who is calling: a signed-in user's session, as the auth module finds it from a bearer token. */
export interface Session {
  user: UserRow;
  tokenId: number;
  sessionId: number;
  /** When the session ends at the latest (its absolute lifetime). */
  sessionExpiresAt: Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The session behind an `Authorization` header, or null. The auth module provides it; the
     * route helper asks it on every `user` and `admin` endpoint.
     */
    findSession(header: string | undefined): Promise<Session | null>;
  }
}
