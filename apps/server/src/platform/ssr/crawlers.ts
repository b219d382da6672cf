import type { FastifyInstance, FastifyReply } from 'fastify';
import { escape } from '../mail/templates';
import { routesModule } from './page-routes';

/** The most addresses one sitemap may hold (sitemaps.org). */
export const SITEMAP_URLS_MAX = 50_000;

/**
 * Pages the sitemap lists by the thousand (items), as the module that owns them says: the sitemap
 * index names `pages()` sitemaps of the source, and each is read on its own, so neither the index
 * nor a sitemap reads more than SITEMAP_URLS_MAX rows, at any number of listings.
 */
export interface SitemapSource {
  /** How many sitemaps the source takes now; found without counting its rows. */
  pages(): Promise<number>;
  /** Sitemap `n`'s paths ('/view-item/12'), at most SITEMAP_URLS_MAX, and when each last changed. */
  page(n: number): Promise<Array<{ path: string; changed: Date }>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sitemaps: Map<string, SitemapSource>;
  }
}

/** What the web build says crawlers may read and must not (apps/web/src/routes/server.ts). */
interface CrawlerPaths {
  listed: string[];
  keptOut: string[];
}

async function crawlerPaths(app: FastifyInstance, web: string | null): Promise<CrawlerPaths> {
  const said = web ? (await routesModule(app, web))?.crawlerPaths : undefined;
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.startsWith('/')) : [];
  const paths = typeof said === 'object' && said !== null ? (said as Partial<CrawlerPaths>) : {};
  return { listed: strings(paths.listed), keptOut: strings(paths.keptOut) };
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAPS_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const send = (reply: FastifyReply, type: string, body: string) =>
  reply.header('cache-control', 'public, max-age=3600').type(type).send(body);

const urlset = (entries: Array<{ loc: string; changed?: Date }>) =>
  `${XML_HEAD}<urlset xmlns="${SITEMAPS_NS}">\n${entries
    .map(
      ({ loc, changed }) =>
        `<url><loc>${escape(loc)}</loc>${changed ? `<lastmod>${changed.toISOString()}</lastmod>` : ''}</url>`,
    )
    .join('\n')}\n</urlset>\n`;

/**
 * robots.txt (the API and the app's private pages kept out, the sitemap named) and the sitemaps:
 * an index of the pages' sitemap and each source's (`app.sitemaps`, added by modules).
 */
export function crawlerRoutes(app: FastifyInstance, web: string | null): void {
  app.decorate('sitemaps', new Map());
  const site = app.config.publicUrl;
  const hidden = { schema: { hide: true } };

  app.get('/robots.txt', hidden, async (_request, reply) => {
    const { keptOut } = await crawlerPaths(app, web);
    const lines = ['User-agent: *', 'Disallow: /api/', ...keptOut.map((path) => `Disallow: ${path}`)];
    return send(reply, 'text/plain; charset=utf-8', `${lines.join('\n')}\n\nSitemap: ${site}/sitemap.xml\n`);
  });

  app.get('/sitemap.xml', hidden, async (_request, reply) => {
    const names = ['pages'];
    for (const [source, sitemap] of app.sitemaps) {
      const pages = await sitemap.pages();
      for (let n = 0; n < pages; n++) names.push(`${source}-${n}`);
    }
    const entries = names.map(
      (name) => `<sitemap><loc>${escape(`${site}/sitemaps/${name}.xml`)}</loc></sitemap>`,
    );
    return send(
      reply,
      'application/xml; charset=utf-8',
      `${XML_HEAD}<sitemapindex xmlns="${SITEMAPS_NS}">\n${entries.join('\n')}\n</sitemapindex>\n`,
    );
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', hidden, async (request, reply) => {
    const { file } = request.params;
    if (file === 'pages.xml') {
      const { listed } = await crawlerPaths(app, web);
      return send(
        reply,
        'application/xml; charset=utf-8',
        urlset(listed.map((path) => ({ loc: `${site}${path}` }))),
      );
    }
    const [, name, page] = /^([a-z-]+)-(\d{1,6})\.xml$/.exec(file) ?? [];
    const source = name ? app.sitemaps.get(name) : undefined;
    const n = Number(page);
    if (!source || n >= (await source.pages())) return reply.code(404).send({ message: 'Not found.' });
    const entries = (await source.page(n)).map(({ path, changed }) => ({ loc: `${site}${path}`, changed }));
    return send(reply, 'application/xml; charset=utf-8', urlset(entries));
  });
}
