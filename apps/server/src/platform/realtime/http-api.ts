// Pusher's HTTP API, answered from the hub: publishing events and reading channels and users.
// How a request reaches it over HTTP is in http-api-serve.ts.
import { z } from 'zod';
import { limits, validChannelName, type Hub, type OutgoingEvent } from './hub';
import type { Credentials } from './settings';
import { checkRequestSignature } from './signing';

const SOCKET_ID = /^\d+\.\d+$/;
/** What a publisher may POST in one request (Pusher's own limit is lower: 10 events of 10 KB). */
export const BODY_LIMIT = 1024 * 1024;

const eventFields = {
  name: z.string().min(1).max(limits.eventName),
  data: z.string(),
  socket_id: z.string().regex(SOCKET_ID).optional(),
  info: z.string().optional(),
};
const eventBody = z
  .object({
    ...eventFields,
    channels: z.array(z.string()).min(1).max(100).optional(),
    channel: z.string().optional(),
  })
  .refine((body) => body.channels || body.channel, { message: 'channels or channel is required' });
const batchBody = z.object({
  batch: z
    .array(z.object({ ...eventFields, channel: z.string() }))
    .min(1)
    .max(10),
});

/** An answer: JSON for success, the error as plain text (as Pusher's are). */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

export interface ApiRequest {
  method: string;
  /** The raw URL as sent: path and query (the signature covers them as they are). */
  url: string;
  /** The raw body, '' for none. */
  body: string;
}

export const fail = (status: number, message: string): ApiAnswer => ({ status, body: message });
const ok = (body: unknown): ApiAnswer => ({ status: 200, body });

/**
 * Pusher's HTTP API (the part the `pusher` SDK uses): events, batch events and the channels'
 * state under `/apps/{app_id}`, a user's connections terminated, every call signed with the app's secret (signing.ts). Answers as
 * Pusher's do: `{}` for an event, 400 for bad input, 401 for a bad signature, 404 for another app
 * or path, 413 for data over 10 KB, the error as plain text. A function of the request alone: the
 * server answers it before Fastify's router (`answerBeforeFastify`).
 */
export function pusherHttpApi(hub: Hub, credentials: Credentials) {
  const prefix = `/apps/${credentials.appId}/`;

  const parse = <S extends z.ZodType>(body: string, schema: S): z.output<S> | string => {
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return 'The body is not JSON.';
    }
    const result = schema.safeParse(json);
    return result.success
      ? result.data
      : result.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
  };

  const infoOf = (channel: string, info: string | undefined) => {
    const wanted = new Set((info ?? '').split(',').filter(Boolean));
    const answer: Record<string, number> = {};
    if (wanted.has('subscription_count')) answer.subscription_count = hub.subscriptionCount(channel);
    if (wanted.has('user_count') && channel.startsWith('presence-'))
      answer.user_count = hub.users(channel).length;
    return answer;
  };

  /** Each event in a batch, or one per channel of a single event: checked whole, then sent. */
  const publishAll = (
    entries: ReadonlyArray<{ channel: string; name: string; data: string; socket_id?: string }>,
  ): ApiAnswer | null => {
    const events: OutgoingEvent[] = entries.map((e) => ({
      channel: e.channel,
      name: e.name,
      data: e.data,
      socketId: e.socket_id,
    }));
    for (const event of events) {
      if (!validChannelName(event.channel))
        return fail(400, `Invalid channel name: ${String(event.channel).slice(0, 200)}`);
      if (Buffer.byteLength(event.data) > limits.eventData)
        return fail(413, `An event's data is at most ${limits.eventData / 1024} KB.`);
    }
    for (const event of events) hub.publish(event);
    return null;
  };

  const events = (text: string): ApiAnswer => {
    const body = parse(text, eventBody);
    if (typeof body === 'string') return fail(400, body);
    const names = body.channels ?? [body.channel!];
    const refused = publishAll(names.map((channel) => ({ ...body, channel })));
    if (refused) return refused;
    if (!body.info) return ok({});
    return ok({ channels: Object.fromEntries(names.map((name) => [name, infoOf(name, body.info)])) });
  };

  const batchEvents = (text: string): ApiAnswer => {
    const body = parse(text, batchBody);
    if (typeof body === 'string') return fail(400, body);
    const refused = publishAll(body.batch);
    if (refused) return refused;
    if (!body.batch.some((e) => e.info)) return ok({});
    return ok({ batch: body.batch.map((e) => infoOf(e.channel, e.info)) });
  };

  const channels = (query: URLSearchParams): ApiAnswer => {
    const prefixFilter = query.get('filter_by_prefix') ?? '';
    const wantsUsers = (query.get('info') ?? '').split(',').includes('user_count');
    if (wantsUsers && !prefixFilter.startsWith('presence-'))
      return fail(400, 'user_count is only available with filter_by_prefix=presence-');
    const found: Record<string, Record<string, number>> = {};
    for (const name of hub.channels.keys())
      if (name.startsWith(prefixFilter) && !name.startsWith('#'))
        found[name] = wantsUsers ? infoOf(name, 'user_count') : {};
    return ok({ channels: found });
  };

  const channel = (name: string, query: URLSearchParams): ApiAnswer => {
    const info = query.get('info') ?? undefined;
    if (!validChannelName(name)) return fail(400, 'Invalid channel name.');
    if ((info ?? '').split(',').includes('user_count') && !name.startsWith('presence-'))
      return fail(400, 'user_count is only available on presence channels');
    return ok({ occupied: hub.subscriptionCount(name) > 0, ...infoOf(name, info) });
  };

  const users = (name: string): ApiAnswer => {
    if (!validChannelName(name) || !name.startsWith('presence-'))
      return fail(400, 'Users are only available on presence channels.');
    return ok({ users: hub.users(name).map((id) => ({ id })) });
  };

  /** A channel name from its path segment, or null when its escapes are broken. */
  const decoded = (segment: string) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return null;
    }
  };

  return function answer({ method, url, body }: ApiRequest): ApiAnswer {
    const at = url.indexOf('?');
    const path = at < 0 ? url : url.slice(0, at);
    const rawQuery = at < 0 ? '' : url.slice(at + 1);
    if (!path.startsWith(prefix)) return fail(404, 'Unknown app.');
    const problem = checkRequestSignature({ method, path, rawQuery, body }, credentials);
    if (problem) return fail(401, problem);

    // A trailing slash changes nothing (as for the app's own routes).
    const [resource, segment, more, ...rest] = path.slice(prefix.length).replace(/\/$/, '').split('/');
    if (method === 'POST' && segment === undefined) {
      if (resource === 'events') return events(body);
      if (resource === 'batch_events') return batchEvents(body);
    }
    // The SDK's terminateUserConnections: POST /users/{id}/terminate_connections (body `{}`).
    if (method === 'POST' && resource === 'users' && more === 'terminate_connections' && rest.length === 0) {
      const id = segment === undefined ? null : decoded(segment);
      if (!id || id.length > limits.memberId) return fail(400, 'Invalid user id.');
      hub.terminateUser(id);
      return ok({});
    }
    if (method === 'GET' && resource === 'channels' && rest.length === 0) {
      const query = new URLSearchParams(rawQuery);
      if (segment === undefined) return channels(query);
      const name = decoded(segment);
      if (name === null) return fail(400, 'Invalid channel name.');
      if (more === undefined) return channel(name, query);
      if (more === 'users') return users(name);
    }
    return fail(404, 'Not found.');
  };
}
