import type { FastifyBaseLogger } from 'fastify';
import Pusher from 'pusher';
import type { Credentials, RealtimeSettings } from './settings';
import type { RealtimeEvent } from './types';

const SOCKET_ID = /^\d+\.\d+$/;
/** Pusher's batch_events takes at most 10 events. */
const BATCH = 10;

export function sdk(
  credentials: Credentials,
  settings: RealtimeSettings,
  host: string,
  port: number | undefined,
) {
  return new Pusher({
    appId: credentials.appId,
    key: credentials.key,
    secret: credentials.secret,
    cluster: settings.cluster,
    host,
    ...(port !== undefined && { port: String(port) }),
    useTLS: settings.useTLS,
    timeout: 5_000,
  });
}

/** Publishes through the SDK, throwing on failure (the job retries; `publish` logs). */
export async function deliver(
  pusher: Pusher,
  events: ReadonlyArray<RealtimeEvent>,
  socketId: string | null | undefined,
): Promise<void> {
  const exclude = socketId && SOCKET_ID.test(socketId) ? { socket_id: socketId } : {};
  for (let i = 0; i < events.length; i += BATCH) {
    const batch = events.slice(i, i + BATCH).map(({ channel, event, data }) => ({
      channel,
      name: event,
      data: typeof data === 'string' ? data : JSON.stringify(data ?? {}),
      ...exclude,
    }));
    if (batch.length === 1) {
      const [one] = batch;
      await pusher.trigger(one!.channel, one!.name, one!.data, exclude);
    } else await pusher.triggerBatch(batch);
  }
}

/** What a failed publish may log: the status and the channels, never the signed URL. */
export function failureForLog(error: unknown, events: ReadonlyArray<RealtimeEvent>) {
  const { status, body } = (error ?? {}) as { status?: number; body?: string };
  return {
    status: status ?? null,
    reason: status
      ? String(body ?? '').slice(0, 200)
      : (error as Error)?.message?.split('\n', 1)[0]?.slice(0, 200),
    channels: [...new Set(events.map((e) => e.channel))].slice(0, 10),
  };
}

export function logFailure(log: FastifyBaseLogger, error: unknown, events: ReadonlyArray<RealtimeEvent>) {
  log.warn({ realtime: failureForLog(error, events) }, 'realtime: publishing failed');
}
