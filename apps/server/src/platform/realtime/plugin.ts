import fp from 'fastify-plugin';
import type { ChannelRule, Realtime } from './types';

/**
 * PLACEHOLDER while the realtime endpoint is being built (issue 14): it keeps the interface the
 * modules call and publishes nothing. The realtime work replaces this file.
 */
export const realtimePlugin = fp(
  async (app) => {
    const rules = new Map<string, ChannelRule>();
    const realtime: Realtime = {
      async publish() {},
      async publishInTx() {},
      allowChannels(prefix, rule) {
        rules.set(prefix, rule);
      },
      async onlineUsers() {
        return new Set();
      },
    };
    app.decorate('realtime', realtime);
  },
  { name: 'realtime', dependencies: ['db', 'jobs'] },
);
