// Who is calling, read from the bearer token the mocks' sessions carry (`token-{id}`): lists and
// records that depend on the caller answer as the server would for that user.
import { users } from './users/accounts';

/** The signed-in user's id, or Siti's (the mocks' usual owner) when the call carries no token. */
export function callerId(request: Request): number {
  const match = /^Bearer token-(\d+)$/.exec(request.headers.get('authorization') ?? '');
  return match ? Number(match[1]) : users.siti.id;
}
