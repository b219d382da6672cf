import {
  isPresence,
  isPrivate,
  limits,
  SERVER_TO_USER,
  type Connection,
  type HubOptions,
} from './hub-protocol';
import { channelSignature, userSignature, verifyHex } from './signing';

/** A presence member as its signed channel_data names it. */
export interface PresenceMember {
  id: string;
  info: unknown;
}

/** Why a subscription is refused: the pusher:subscription_error's fields. */
export interface Refusal {
  type: string;
  error: string;
  status: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Whether `auth` (`key:signature`) is this app's key and the signature of `expected`. */
const signed = (options: HubOptions, auth: string, expected: string) => {
  const [authKey, signature] = auth.split(':', 2);
  return authKey === options.key && signature !== undefined && verifyHex(signature, expected);
};

/**
 * Whether a connection may join the channel `name` (valid already): a `#server-to-user-` channel
 * is its own signed-in user's only; private and presence channels need the app's signature; a
 * presence channel also names the member joining.
 */
export function admit(
  options: HubOptions,
  connection: Connection,
  name: string,
  fields: Record<string, unknown>,
): { member?: PresenceMember } | { refused: Refusal } {
  const auth = text(fields.auth);
  const refused = (type: string, error: string, status: number) => ({ refused: { type, error, status } });
  if (name.startsWith(SERVER_TO_USER)) {
    if (connection.userId === null || name !== `${SERVER_TO_USER}${connection.userId}`)
      return refused('AuthError', 'Sign in as this user first.', 401);
    return {};
  }
  if (isPresence(name)) {
    const channelData = text(fields.channel_data);
    const payload = `${connection.socketId}:${name}:${channelData}`;
    if (!signed(options, auth, channelSignature(options.secret, payload)))
      return refused('AuthError', 'The signature is not valid.', 401);
    const member = parseMember(channelData);
    return typeof member === 'string' ? refused('LimitReached', member, 413) : { member };
  }
  if (
    isPrivate(name) &&
    !signed(options, auth, channelSignature(options.secret, `${connection.socketId}:${name}`))
  )
    return refused('AuthError', 'The signature is not valid.', 401);
  return {};
}

/** The user a pusher:signin signs the connection in as, or null when the sign-in is not valid. */
export function signinUser(
  options: HubOptions,
  connection: Connection,
  fields: Record<string, unknown>,
): { userData: string; id: string | null } {
  const userData = text(fields.user_data);
  const valid = signed(
    options,
    text(fields.auth),
    userSignature(options.secret, connection.socketId, userData),
  );
  let id: unknown;
  try {
    id = (JSON.parse(userData) as { id?: unknown }).id;
  } catch {
    id = undefined;
  }
  if (!valid || (typeof id !== 'string' && typeof id !== 'number') || String(id).length > limits.memberId)
    return { userData, id: null };
  return { userData, id: String(id) };
}

/** A presence member from its signed channel_data, or why it is refused. */
function parseMember(channelData: string): PresenceMember | string {
  let parsed: { user_id?: unknown; user_info?: unknown };
  try {
    parsed = JSON.parse(channelData) as typeof parsed;
  } catch {
    return 'channel_data is not JSON.';
  }
  const id = parsed?.user_id;
  if ((typeof id !== 'string' && typeof id !== 'number') || String(id).length === 0)
    return 'channel_data needs a user_id.';
  if (String(id).length > limits.memberId) return `A user_id is at most ${limits.memberId} characters.`;
  const info = parsed.user_info ?? {};
  if (Buffer.byteLength(JSON.stringify(info)) > limits.memberInfo)
    return `A member's user_info is at most ${limits.memberInfo / 1024} KB.`;
  return { id: String(id), info };
}
