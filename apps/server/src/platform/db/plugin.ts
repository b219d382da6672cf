import fp from 'fastify-plugin';
import { createDb, type Db } from './client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** The pool lives as long as the app: closing the app ends it. */
export const dbPlugin = fp<{ url: string }>(
  async (app, { url }) => {
    const { db, pool } = createDb(url, (error) =>
      app.log.error({ err: error }, 'idle database connection failed'),
    );
    app.decorate('db', db);
    app.addHook('onClose', () => pool.end());
  },
  { name: 'db' },
);
