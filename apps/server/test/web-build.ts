import { build } from 'esbuild';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTestApp, createTestDatabase, type TestApp } from './helpers';

/**
 * The list of server-drawn pages a stand-in web build exports from `dist-ssr/routes.js`, as the
 * real one does (apps/web/src/routes/serverPages.ts): the home page and the information pages,
 * the manifest key of each page's module, the answers each reads when there is no renderer, and
 * head hints. The home page's hints name the answers it was drawn from, so a test can see that
 * the server wrote them, and from which answers.
 */
export const ROUTES_WITH_SERVER_PAGES = `
const systemDetails = '/api/helpers/system-details';
const info = (module) => ({ module, reads: [systemDetails], headHints: () => '' });
export const serverPages = {
  '/': {
    module: 'src/pages/home/HomePage/HomePage.tsx',
    reads: ['/api/helpers/active-advert-images/', systemDetails],
    headHints: (answers) =>
      '<meta name="drawn-from" content="' + Object.keys(answers).sort().join(' ') + '">',
  },
  '/about-us': info('src/pages/info/AboutUsPage/AboutUsPage.tsx'),
  '/how-it-works': info('src/pages/info/HowItWorksPage/HowItWorksPage.tsx'),
  '/faq': info('src/pages/info/FaqPage/FaqPage.tsx'),
  '/terms-of-service': info('src/pages/info/TermsOfServicePage/TermsOfServicePage.tsx'),
  '/privacy-policy': info('src/pages/info/PrivacyPolicyPage/PrivacyPolicyPage.tsx'),
};
`;

/**
 * An app on a fresh database serving a web build whose routes module is the real one (below),
 * with `renderer` as its dist-ssr/entry-server.js when given; its `close` drops the database and
 * the build too.
 */
export async function appWithRealRoutes(renderer?: string): Promise<TestApp> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'pinjam-routes-'));
  const database = await createTestDatabase();
  const webDist = await webBuildWithRealRoutes(root);
  if (renderer) await fs.writeFile(path.join(root, 'dist-ssr', 'entry-server.js'), renderer);
  const app = await buildTestApp(database.url, { webDist });
  return {
    ...app,
    async close() {
      await app.close();
      await database.drop();
      await fs.rm(root, { recursive: true, force: true });
    },
  };
}

/**
 * A web build in `root` whose routes module is the real one: the web app's route table
 * (apps/web/src/routes/server.ts), bundled as the web build bundles it into dist-ssr/routes.js,
 * beside an index.html with the real one's title and description. Answers the web folder.
 */
async function webBuildWithRealRoutes(root: string): Promise<string> {
  const dist = path.join(root, 'dist');
  await fs.mkdir(dist, { recursive: true });
  await fs.writeFile(path.join(dist, 'index.html'), REAL_INDEX);
  await build({
    entryPoints: [ROUTES_SOURCE],
    outfile: path.join(root, 'dist-ssr', 'routes.js'),
    bundle: true,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
  });
  return dist;
}

const ROUTES_SOURCE = fileURLToPath(new URL('../../web/src/routes/server.ts', import.meta.url));
const REAL_INDEX =
  '<!doctype html><html><head><meta name="description" content="Pinjam: rent, buy and sell in Brunei." /><title>Pinjam — rent, buy and sell in Brunei</title></head><body><div id="root"></div></body></html>';
