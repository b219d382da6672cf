import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Uploaded files under /uploads (random names, so cacheable forever), the built web app when
 * there is one (hashed /assets cached forever, everything else revalidated), and the 404s:
 * JSON for the API, index.html for any other page a browser asks for (client-side routes).
 */
export const staticPlugin = fp<{ dataDir: string; webDist: string | null }>(
  async (app, { dataDir, webDist }) => {
    const uploads = path.join(dataDir, 'uploads');
    await fs.mkdir(uploads, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploads,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
    });

    const web = webDist && existsSync(path.join(webDist, 'index.html')) ? webDist : null;
    if (web) {
      const assets = path.join(web, 'assets') + path.sep;
      await app.register(fastifyStatic, {
        root: web,
        prefix: '/',
        cacheControl: false,
        setHeaders: (reply, file) =>
          reply.header('cache-control', file.startsWith(assets) ? IMMUTABLE : 'no-cache'),
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url;
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !url.startsWith('/api/') &&
        !url.startsWith('/uploads/') &&
        (request.headers.accept ?? '').includes('text/html');
      // Not returning the reply: a returned reply is awaited as a thenable, one more listener on
      // a response that already carries many (MaxListenersExceededWarning on every fallback).
      if (web && isPage) {
        reply.header('cache-control', 'no-cache').sendFile('index.html', web);
        return;
      }
      const message = url.startsWith('/api/')
        ? `There is no ${request.method} ${url.split('?')[0]} endpoint.`
        : 'Not found.';
      reply.code(404).send({ message });
    });
  },
  { name: 'static' },
);
