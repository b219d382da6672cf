import { keys } from '@pinjam/api/keys';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs/promises';
import path from 'node:path';
import { activeHomeImages } from '../services/home-images';
import { readSystemDetails } from '../services/system-details';

/** The part of Vite's build manifest (build.manifest) the hints read. */
type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/** The home page's module in the web app's build manifest. */
const HOME_PAGE = 'src/pages/home/HomePage.tsx';

const attr = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** JSON inside <script type="application/json">: no '<' may end the element early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');

async function readManifest(web: string): Promise<Manifest | null> {
  try {
    return JSON.parse(await fs.readFile(path.join(web, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/**
 * The page chunk's own files and those it imports that the entry does not already load: without
 * these links the browser learns of the page's chunk only after the entry has run.
 */
function chunkLinks(manifest: Manifest, key: string): string {
  const loadedByEntry = new Set<string>();
  const walk = (k: string, into: Set<string>) => {
    if (into.has(k) || !manifest[k]) return;
    into.add(k);
    for (const dep of manifest[k].imports ?? []) walk(dep, into);
  };
  for (const [k, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(k, loadedByEntry);
  const page = new Set<string>();
  walk(key, page);
  const links: string[] = [];
  const css = new Set<string>();
  for (const k of page) {
    const chunk = manifest[k];
    if (!chunk || loadedByEntry.has(k)) continue;
    if (chunk.file.endsWith('.js')) links.push(`<link rel="modulepreload" crossorigin href="/${attr(chunk.file)}">`);
    for (const file of chunk.css ?? []) css.add(file);
  }
  for (const k of loadedByEntry) for (const file of manifest[k]?.css ?? []) css.delete(file);
  for (const file of css) links.push(`<link rel="stylesheet" crossorigin href="/${attr(file)}">`);
  return links.join('');
}

/**
 * What index.html carries for the home page (the first page most visitors see): its chunk
 * preloaded, the first banner image fetched early, and the banner, advert and footer data the
 * page would otherwise ask for after the scripts ran (the app's SWR cache starts from them).
 * Any failure only loses the hints; the page still works.
 */
export async function homeHints(app: FastifyInstance, web: string): Promise<string> {
  try {
    const [manifest, images, details] = await Promise.all([
      readManifest(web),
      activeHomeImages(app.db, app.storage),
      readSystemDetails(app.db),
    ]);
    const banner = images.bannerImages[0]?.path;
    const fallback = { [keys.activeAdvertImages]: images, [keys.systemDetails]: { details } };
    return [
      manifest ? chunkLinks(manifest, HOME_PAGE) : '',
      banner ? `<link rel="preload" as="image" fetchpriority="high" href="${attr(banner)}">` : '',
      `<script type="application/json" id="swr-fallback">${scriptJson(fallback)}</script>`,
    ].join('');
  } catch (error) {
    app.log.warn({ err: error }, 'home page hints failed');
    return '';
  }
}
