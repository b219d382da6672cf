import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createSsrState, drawnPages, serverPage, type PageParts } from './page-hints';
import { escape } from '../mail/templates';
import { crawlerRoutes } from './crawlers';
import { forgetDrawings } from './drawings';
import { pageAnswer } from './page-routes';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * index.html with this response's CSP nonce, as Vite's convention has it: a
 * `<meta property="csp-nonce" nonce="…">` the app hands to libraries that inject <style> tags
 * (Radix's scroll lock, through get-nonce's setNonce). Read per request: it is small, and a
 * rebuilt web app shows without a restart.
 */
async function sendIndex(
  reply: FastifyReply,
  web: string,
  page?: Partial<PageParts> & { description?: string | null },
): Promise<FastifyReply> {
  let html = await fs.readFile(path.join(web, 'index.html'), 'utf8');
  // Replaced through functions: the parts carry members' words (item titles), and a '$&' or "$'"
  // in a replacement string would be read as a pattern.
  if (page?.head) html = html.replace('</head>', () => `${page.head}</head>`);
  if (page?.description)
    html = html.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escape(page.description!)}">`,
    );
  if (page?.title)
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escape(page.title!)}</title>`);
  if (page?.root) {
    html = html.replace('<div id="root"></div>', () => `<div id="root">${page.root}</div>`);
    // The page paints from the markup and one stylesheet; its scripts only make it interactive.
    // /boot.js starts them once the page has loaded (or on the first touch, key or focus), so
    // they neither share the network with the stylesheet and the first banner nor hold the
    // main thread before they have painted. It runs as soon as it arrives and holds the first
    // paint until then (blocking="render"): a member's navbar greets them from the first frame.
    html = html
      .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
      .replace(
        /<script type="module" crossorigin src="([^"]+)"><\/script>/,
        '<script type="module" src="/boot.js" data-entry="$1" async blocking="render"></script>',
      );
  }
  if (page?.bodyClass)
    html = html.replace(/<body(?=[\s>])/i, `<body class="${page.bodyClass.replaceAll('"', '')}"`);
  // The browser's pusher-js settings (platform/realtime): the key and where to connect, never the secret.
  const realtime = reply.server.realtime?.browser;
  if (realtime) {
    const content = escape(JSON.stringify(realtime));
    html = html.replace('</head>', () => `<meta name="pinjam-realtime" content="${content}"></head>`);
  }
  const nonce = reply.cspNonce?.style ?? '';
  const meta = `<meta property="csp-nonce" nonce="${nonce}">`;
  let withNonce: string;
  if (html.includes('csp-nonce')) withNonce = html.replaceAll('__CSP_NONCE__', nonce);
  else if (/<head[^>]*>/i.test(html)) withNonce = html.replace(/<head([^>]*)>/i, `<head$1>${meta}`);
  else withNonce = html.replace(/^(\s*<!doctype[^>]*>)?/i, `$1${meta}`);
  // Returned: an async handler that sends without returning the reply lets @fastify/compress
  // stream an empty body for pages above its synchronous threshold.
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(withNonce);
}

/**
 * Whether a request for `url` wants a page: it names text/html, or it names no type at all (no
 * Accept, or only the wildcards: curl, and the link-preview crawlers of WhatsApp and Facebook,
 * send nothing else). A client that names another type (application/json) gets the JSON 404, and
 * so does a wildcard request for a file (a missing `/assets/….js`: a script's request is a
 * wildcard too).
 */
function asksForPage(url: string, accept = ''): boolean {
  if (accept.includes('text/html')) return true;
  const types = accept
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean);
  if (!types.every((type) => type === '*/*' || type === 'text/*')) return false;
  const last = url.split(/[?#]/)[0]!.split('/').pop() ?? '';
  return !/\.[a-z0-9]+$/i.test(last);
}

/** The page at `url` as index.html, drawn in the browser, with its status and title (page-routes.ts). */
const answerPage = (app: FastifyInstance, web: string, url: string, reply: FastifyReply) =>
  pageAnswer(app, web, url).then(({ status, ...page }) => sendIndex(reply.code(status), web, page));

/**
 * Uploaded files under /uploads (random names, so cacheable forever), the built web app when
 * there is one (hashed /assets cached forever, everything else revalidated), and the 404s:
 * JSON for the API, index.html for any other page a browser asks for (client-side routes).
 */
export const staticPlugin = fp<{ dataDir: string; webDist: string | null }>(
  async (app, { dataDir, webDist }) => {
    app.decorate('pageRecords', new Map());
    app.decorate('ssr', createSsrState());
    app.decorate('pagesChanged', (route: string, params?: Record<string, string>) =>
      forgetDrawings(app.ssr.drawn, route, params),
    );
    const uploads = path.join(dataDir, 'uploads');
    await fs.mkdir(uploads, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploads,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      // Files being written (platform/storage/local.ts) are never served under their temporary names.
      allowedPath: (pathName) => !pathName.endsWith('.tmp'),
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
    });

    const web = webDist && existsSync(path.join(webDist, 'index.html')) ? webDist : null;
    crawlerRoutes(app, web);
    if (web) {
      const assets = path.join(web, 'assets') + path.sep;
      await app.register(fastifyStatic, {
        root: web,
        prefix: '/',
        index: false, // index.html always goes through sendIndex, for its nonce
        // The API's paths are never files.
        allowedPath: (pathName) => !pathName.startsWith('/api/'),
        // The build writes .br and .gz beside each asset (vite-plugin-compression2).
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, file) =>
          reply.header('cache-control', file.startsWith(assets) ? IMMUTABLE : 'no-cache'),
      });
      // The pages the web build says it draws (the home page, the information pages, search and
      // items: decisions 0013 and 0051) are drawn on the server; a build without that list has
      // its pages drawn in the browser. A page the public may not see (a hidden item) is not drawn.
      const drawn = await drawnPages(app, web);
      for (const [path, page] of Object.entries(drawn)) {
        app.get(path, { schema: { hide: true } }, async (request, reply) => {
          // A client naming another type (application/json) gets the JSON 404, as on any path.
          if (!asksForPage(request.url, request.headers.accept))
            return reply.code(404).send({ message: 'Not found.' });
          const answer = await pageAnswer(app, web, request.url);
          if (answer.status !== 200) return sendIndex(reply.code(answer.status), web, answer);
          const parts = await serverPage(app, web, { url: request.url, ...page });
          return sendIndex(reply, web, {
            ...parts,
            title: answer.title ?? parts.title,
            head: parts.head + answer.head,
            description: answer.description,
          });
        });
      }
      // The folder itself would be @fastify/static's (a 403): the home page, drawn or not, is a page.
      if (!Object.hasOwn(drawn, '/'))
        app.get('/', { schema: { hide: true } }, (request, reply) =>
          answerPage(app, web, request.url, reply),
        );
      app.get('/index.html', { schema: { hide: true } }, (_request, reply) => sendIndex(reply, web));
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url;
      // '//api/…' is the API's address too (a path with an empty segment): never a page.
      const rooted = url.replace(/^\/+/, '/');
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !rooted.startsWith('/api/') &&
        !rooted.startsWith('/uploads/') &&
        asksForPage(url, request.headers.accept);
      // The app's 404 page, and an item or profile the public may not see, answer 404.
      if (web && isPage) return answerPage(app, web, url, reply);
      const message = url.startsWith('/api/')
        ? `There is no ${request.method} ${url.split('?')[0]} endpoint.`
        : 'Not found.';
      reply.code(404).send({ message });
    });
  },
  { name: 'static' },
);
