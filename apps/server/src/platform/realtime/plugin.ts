import fp from 'fastify-plugin';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Pusher from 'pusher';
import { z } from 'zod';
import { defineJob } from '../jobs/define';
import { authRoutes, ONLINE_CHANNEL, socketUser } from './auth-routes';
import { closeHub, onSocketUpgrade, socketEndpoint } from './endpoint';
import { pusherHttpApi } from './http-api';
import { answerBeforeFastify } from './http-api-serve';
import { Hub } from './hub';
import { startHubProcess } from './hub-client';
import { deliver, logFailure, sdk } from './publisher';
import { browserConfig, DEFAULT_CLUSTER, resolveCredentials, type RealtimeSettings } from './settings';
import type { ChannelRule, Realtime, RealtimeEvent } from './types';

export interface RealtimePluginOptions {
  /** Unset: the embedded endpoint, with credentials generated in DATA_DIR. */
  settings?: RealtimeSettings;
  dataDir: string;
  publicUrl: string;
  /**
   * The private channels (by prefix) on which pusher-js may send client events to the embedded
   * endpoint (typing in a conversation); every other channel refuses them.
   */
  clientEventChannels?: readonly string[];
}

const eventsPayload = z.object({
  events: z.array(z.object({ channel: z.string(), event: z.string(), data: z.unknown() })).min(1),
});

/**
 * A server that handed sockets to a child process asks each such child, on close, whether those
 * sockets have closed; a child that has ended is dropped from that list, but with none left Node
 * waits for ever (net.Server#close with `_usingWorkers` and no `_workers`). That happens when the
 * hub's process was restarted and got no socket since: then there is no one to ask.
 */
function forgetEndedHubs(server: Server) {
  const tracked = server as Server & { _usingWorkers?: boolean; _workers?: unknown[] };
  if (tracked._usingWorkers && tracked._workers?.length === 0) tracked._usingWorkers = false;
}

/** The loopback address the SDK reaches this server at, from where it listens. */
function selfHost(address: AddressInfo): string {
  if (address.address === '0.0.0.0' || address.address === '::') return '127.0.0.1';
  return address.family === 'IPv6' ? `[${address.address}]` : address.address;
}

/**
 * Realtime (issue 14, decision 0028): events go out through the `pusher` SDK, to the embedded
 * Pusher-protocol endpoint on this server's own port (PUSHER_HOST unset) or to Pusher Channels
 * or Soketi (PUSHER_HOST set, the embedded endpoint off). Channel and user authentication for
 * pusher-js are ours either way.
 */
export const realtimePlugin = fp<RealtimePluginOptions>(
  async (app, options) => {
    const settings = options.settings ?? { host: null, useTLS: false, cluster: DEFAULT_CLUSTER };
    const credentials = await resolveCredentials(settings, options.dataDir);
    const external = settings.host !== null;
    const rules = new Map<string, ChannelRule>();
    const signer = sdk(credentials, settings, settings.host ?? '127.0.0.1', settings.port);
    let hub: Hub | null = null;

    // The SDK to publish with: the external server's, or (embedded) this server's once it listens.
    let publisher: Pusher | null = external ? signer : null;
    const publisherNow = (): Pusher | null => {
      if (publisher) return publisher;
      const address = app.server.address();
      if (!address || typeof address === 'string') return null;
      publisher = sdk(credentials, { ...settings, useTLS: false }, selfHost(address), address.port);
      return publisher;
    };

    const publishJob = defineJob(
      'realtime-publish',
      eventsPayload,
      async ({ events }, { log }) => {
        const pusher = publisherNow();
        if (!pusher) return log.debug('realtime: not listening yet, nothing published');
        await deliver(pusher, events as RealtimeEvent[], null);
      },
      // Live news, not records: a few quick retries, then the client catches up on its next refresh.
      {
        pollingIntervalSeconds: 1,
        retryLimit: 3,
        retryDelaySeconds: 2,
        retryBackoff: true,
        expireInSeconds: 60,
      },
    );
    await app.jobs.work(publishJob);

    const realtime: Realtime = {
      async publish(events, publishOptions) {
        const list = Array.isArray(events) ? events : [events];
        if (list.length === 0) return;
        const pusher = publisherNow();
        if (!pusher) return app.log.debug('realtime: not listening yet, nothing published');
        try {
          await deliver(pusher, list, publishOptions?.socketId);
        } catch (error) {
          logFailure(app.log, error, list);
        }
      },
      async publishInTx(tx, events) {
        if (events.length === 0) return;
        await app.jobs.sendInTx(tx, publishJob, { events });
      },
      async terminateSessions(userId, sessionIds) {
        const pusher = publisherNow();
        if (!pusher) return;
        await Promise.all(
          sessionIds.map(async (sessionId) => {
            const id = socketUser(userId, sessionId);
            try {
              await pusher.terminateUserConnections(id);
            } catch (error) {
              logFailure(app.log, error, [
                { channel: `#server-to-user-${id}`, event: 'terminate', data: null },
              ]);
            }
          }),
        );
      },
      allowChannels(prefix, rule) {
        if (!/^(private|presence)-/.test(prefix))
          throw new Error(`allowChannels takes private- or presence- prefixes: ${prefix}`);
        rules.set(prefix, rule);
      },
      async onlineUsers() {
        const pusher = publisherNow();
        if (!pusher) return new Set(hub?.users(ONLINE_CHANNEL).map(Number) ?? []);
        try {
          const response = await pusher.get({ path: `/channels/${ONLINE_CHANNEL}/users` });
          const { users } = (await response.json()) as { users: Array<{ id: string }> };
          return new Set(users.map((u) => Number(u.id)).filter(Number.isInteger));
        } catch (error) {
          logFailure(app.log, error, [{ channel: ONLINE_CHANNEL, event: 'users', data: null }]);
          return new Set();
        }
      },
      browser: browserConfig(settings, credentials.key, options.publicUrl),
    };
    app.decorate('realtime', realtime);
    await app.register(authRoutes(() => signer, rules));

    if (external) return;

    // The embedded endpoint: sockets at /app/{key} on this server's port, the HTTP API at /apps/{id}.
    const timeouts = {
      activityTimeoutSeconds: settings.activityTimeoutSeconds ?? 120,
      pongTimeoutSeconds: settings.pongTimeoutSeconds ?? 30,
      signinTimeoutSeconds: settings.signinTimeoutSeconds ?? 30,
      clientEventChannels: [...(options.clientEventChannels ?? [])],
    };
    if (settings.hub === 'process') {
      // In a process of its own (decision 0044): the server hands it the sockets and forwards the
      // API calls that reach this port; the SDK publishes to the hub's loopback port directly.
      const hubProcess = await startHubProcess(
        { ...credentials, ...timeouts, apiPort: settings.hubPort ?? 0 },
        app.log,
      );
      publisher = sdk(credentials, { ...settings, useTLS: false }, '127.0.0.1', hubProcess.apiPort);
      answerBeforeFastify(app.server, (request) => hubProcess.api(request), app.log);
      onSocketUpgrade(app.server, (request, socket, head) => hubProcess.upgrade(request, socket, head));
      // Closing: the sockets go first; Node's server.close() then asks the hub's process whether the
      // sockets it was handed have closed (child_process's socket lists), so the process ends after.
      app.addHook('preClose', async () => {
        await hubProcess.drain();
        forgetEndedHubs(app.server);
      });
      app.server.once('close', () => void hubProcess.end());
      return;
    }

    const embedded = new Hub({ key: credentials.key, secret: credentials.secret, ...timeouts });
    hub = embedded;
    answerBeforeFastify(app.server, pusherHttpApi(embedded, credentials), app.log);
    onSocketUpgrade(app.server, socketEndpoint(embedded));
    app.addHook('preClose', () => closeHub(embedded));
  },
  { name: 'realtime', dependencies: ['db', 'jobs'] },
);
