import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Pusher from 'pusher';
import { HttpError } from '../http/errors';
import { validChannelName } from './hub';
import type { ChannelRule } from './types';

const SOCKET_ID = /^\d+\.\d+$/;

/** Each user's own private channels: `private-chat.{id}` and the like belong to user {id}. */
const OWN_CHANNELS = ['private-chat.', 'private-request.', 'private-order.', 'private-payout.'];
export const ONLINE_CHANNEL = 'presence-online';

/**
 * Who a socket signs in as (`pusher:signin`): one session of the user, not the user, so that
 * ending a session closes its own sockets and no other device's (Realtime.terminateSessions).
 */
export const socketUser = (userId: number, sessionId: number) => `${userId}.${sessionId}`;

/** A presence member's details, from the session (never from the client). */
const memberInfo = (user: { name: string }) => ({ name: user.name.slice(0, 200) });

async function signedInSession(request: FastifyRequest) {
  const header = request.headers.authorization;
  const session = await request.server.findSession(header);
  if (!session)
    throw new HttpError(
      401,
      header ? 'Your session has ended. Please log in again.' : 'Please log in to continue.',
    );
  return session;
}

/** The form pusher-js posts; a bad field is a 422 with a message per field. */
function formFields(request: FastifyRequest, names: ReadonlyArray<'socket_id' | 'channel_name'>) {
  const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
    string,
    unknown
  >;
  const errors: Record<string, string[]> = {};
  const socketId = body.socket_id;
  const channel = body.channel_name;
  if (typeof socketId !== 'string' || !SOCKET_ID.test(socketId))
    errors.socket_id = ['The socket id is not valid: the one pusher-js was given on connecting.'];
  if (names.includes('channel_name') && !validChannelName(channel))
    errors.channel_name = ['Channel names are 1 to 164 letters, digits and _-=@,.;'];
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'The given data was invalid.', errors);
  return { socketId: socketId as string, channel: channel as string };
}

/**
 * Channel authorisation (`/broadcasting/auth`, alias `/pusher/auth`) and user authentication
 * (`/broadcasting/user-auth`) for pusher-js, with the bearer token as the API's calls. The
 * signatures come from the `pusher` SDK, so they suit whichever server the app uses.
 */
export function authRoutes(signer: () => Pusher, rules: ReadonlyMap<string, ChannelRule>) {
  const mayJoin = async (userId: number, channel: string): Promise<boolean> => {
    if (channel === ONLINE_CHANNEL) return true;
    for (const prefix of OWN_CHANNELS)
      if (channel.startsWith(prefix)) return channel.slice(prefix.length) === String(userId);
    for (const [prefix, rule] of rules)
      if (channel.startsWith(prefix)) return rule(userId, channel.slice(prefix.length));
    return false;
  };

  return async (app: FastifyInstance) => {
    // pusher-js posts forms; only these routes read them (the API refuses anything but JSON).
    await app.register(formbody, { bodyLimit: 4096 });

    const authorise = async (request: FastifyRequest) => {
      const { user } = await signedInSession(request);
      const { socketId, channel } = formFields(request, ['socket_id', 'channel_name']);
      const allowed =
        (channel.startsWith('private-') || channel.startsWith('presence-')) &&
        !channel.startsWith('private-encrypted-') &&
        (await mayJoin(user.id, channel));
      if (!allowed) throw new HttpError(403, 'You may not subscribe to this channel.');
      if (channel.startsWith('presence-'))
        return signer().authorizeChannel(socketId, channel, {
          user_id: String(user.id),
          user_info: memberInfo(user),
        });
      return signer().authorizeChannel(socketId, channel);
    };
    const schema = { hide: true };
    app.post('/broadcasting/auth', { schema }, authorise);
    app.post('/pusher/auth', { schema }, authorise);
    app.post('/broadcasting/user-auth', { schema }, async (request) => {
      const { user, sessionId } = await signedInSession(request);
      const { socketId } = formFields(request, ['socket_id']);
      return signer().authenticateUser(socketId, {
        id: socketUser(user.id, sessionId),
        user_info: memberInfo(user),
      });
    });
  };
}
