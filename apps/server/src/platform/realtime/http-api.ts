import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { limits, validChannelName, type Hub, type OutgoingEvent } from './hub';
import type { Credentials } from './settings';
import { checkRequestSignature } from './signing';

const SOCKET_ID = /^\d+\.\d+$/;

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

/** Pusher's error answers are plain text. */
const fail = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).type('text/plain; charset=utf-8').send(message);

/**
 * Pusher's HTTP API (the part the `pusher` SDK uses): events, batch events and the channels'
 * state, every call signed with the app's secret (signing.ts). Answers as Pusher's do: `{}` for
 * an event, 400 for bad input, 401 for a bad signature, 404 for another app, 413 for data
 * over 10 KB, the error as plain text.
 */
export function httpApi(hub: Hub, credentials: Credentials) {
  return async (app: FastifyInstance) => {
    // Pusher's API, not ours: out of the OpenAPI document.
    app.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true };
    });
    // The signature covers the body's exact bytes (body_md5): keep them.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
      done(null, body),
    );

    app.addHook('onRequest', async (request, reply) => {
      const { appId } = request.params as { appId: string };
      if (appId !== credentials.appId) return fail(reply, 404, 'Unknown app.');
    });
    app.addHook('preHandler', async (request, reply) => {
      const url = request.raw.url ?? '';
      const at = url.indexOf('?');
      const problem = checkRequestSignature(
        {
          method: request.method,
          path: at < 0 ? url : url.slice(0, at),
          rawQuery: at < 0 ? '' : url.slice(at + 1),
          body: typeof request.body === 'string' ? request.body : '',
        },
        credentials,
      );
      if (problem) return fail(reply, 401, problem);
    });

    // Signed JSON between servers: no page headers (CSP with its nonces, permissions) and no
    // compression of a few bytes — the per-request work a browser's page needs, not a publisher.
    const serverToServer = { helmet: false, compress: false } as const;

    const parse = <S extends z.ZodType>(request: FastifyRequest, schema: S): z.output<S> | string => {
      let json: unknown;
      try {
        json = JSON.parse(typeof request.body === 'string' ? request.body : '');
      } catch {
        return 'The body is not JSON.';
      }
      const result = schema.safeParse(json);
      return result.success
        ? result.data
        : result.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
    };

    const check = (events: OutgoingEvent[]): [number, string] | null => {
      for (const event of events) {
        if (!validChannelName(event.channel))
          return [400, `Invalid channel name: ${String(event.channel).slice(0, 200)}`];
        if (Buffer.byteLength(event.data) > limits.eventData)
          return [413, `An event's data is at most ${limits.eventData / 1024} KB.`];
      }
      return null;
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
      reply: FastifyReply,
      entries: ReadonlyArray<{ channel: string; name: string; data: string; socket_id?: string }>,
    ) => {
      const events = entries.map((e) => ({
        channel: e.channel,
        name: e.name,
        data: e.data,
        socketId: e.socket_id,
      }));
      const problem = check(events);
      if (problem) return fail(reply, ...problem);
      for (const event of events) hub.publish(event);
      return null;
    };

    app.post('/events', serverToServer, async (request, reply) => {
      const body = parse(request, eventBody);
      if (typeof body === 'string') return fail(reply, 400, body);
      const names = body.channels ?? [body.channel!];
      const refused = publishAll(
        reply,
        names.map((channel) => ({ ...body, channel })),
      );
      if (refused) return refused;
      if (!body.info) return {};
      return { channels: Object.fromEntries(names.map((name) => [name, infoOf(name, body.info)])) };
    });

    app.post('/batch_events', serverToServer, async (request, reply) => {
      const body = parse(request, batchBody);
      if (typeof body === 'string') return fail(reply, 400, body);
      const refused = publishAll(reply, body.batch);
      if (refused) return refused;
      if (!body.batch.some((e) => e.info)) return {};
      return { batch: body.batch.map((e) => infoOf(e.channel, e.info)) };
    });

    app.get('/channels', serverToServer, async (request, reply) => {
      const { filter_by_prefix: prefix = '', info } = request.query as Record<string, string | undefined>;
      const wantsUsers = (info ?? '').split(',').includes('user_count');
      if (wantsUsers && !prefix.startsWith('presence-'))
        return fail(reply, 400, 'user_count is only available with filter_by_prefix=presence-');
      const channels: Record<string, Record<string, number>> = {};
      for (const name of hub.channels.keys())
        if (name.startsWith(prefix) && !name.startsWith('#'))
          channels[name] = wantsUsers ? infoOf(name, 'user_count') : {};
      return { channels };
    });

    app.get('/channels/:channel', serverToServer, async (request, reply) => {
      const { channel } = request.params as { channel: string };
      const { info } = request.query as Record<string, string | undefined>;
      if (!validChannelName(channel)) return fail(reply, 400, 'Invalid channel name.');
      if ((info ?? '').split(',').includes('user_count') && !channel.startsWith('presence-'))
        return fail(reply, 400, 'user_count is only available on presence channels');
      return { occupied: hub.subscriptionCount(channel) > 0, ...infoOf(channel, info) };
    });

    app.get('/channels/:channel/users', serverToServer, async (request, reply) => {
      const { channel } = request.params as { channel: string };
      if (!validChannelName(channel) || !channel.startsWith('presence-'))
        return fail(reply, 400, 'Users are only available on presence channels.');
      return { users: hub.users(channel).map((id) => ({ id })) };
    });
  };
}
