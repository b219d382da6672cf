import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';

// The dev server proxies the API to a server started separately (npm run dev starts both).
const API = process.env.PINJAM_API_URL ?? 'http://127.0.0.1:3000';

// React Router's package resolves to its development build everywhere (remix-run/react-router
// #14102): the same code with its development warnings switched on. The browser's build takes
// the production build beside it, which leaves them out.
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // Brotli and gzip copies of every text asset, served as they are by the server (preCompressed).
    // (Not for the server's renderer, dist-ssr: Node reads it from disk.)
    !isSsrBuild &&
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        threshold: 1024,
        include: /\.(js|mjs|css|svg|json)$/,
      }),
    !isSsrBuild && modulesPerChunk(),
    isSsrBuild && serverPagesInManifest(),
  ],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': API,
      '/uploads': API,
      '/broadcasting': { target: API, ws: true },
      '/app': { target: API, ws: true },
    },
  },
  resolve: {
    alias:
      command === 'build' && !isSsrBuild
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
  optimizeDeps: {
    include: [
      '@vanilla-extract/css',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    ],
  },
  build: {
    target: 'es2022',
    // The server build (`vite build --ssr`): the renderer, and what the server knows of the
    // app's routes (src/routes/server.ts) as a small module of its own.
    ...(isSsrBuild && {
      rolldownOptions: { input: { 'entry-server': 'src/entry-server.tsx', routes: 'src/routes/server.ts' } },
    }),
    sourcemap: true,
    manifest: !isSsrBuild,
    // One stylesheet for the whole app (~15 KB compressed): a page paints after one request
    // instead of a dozen small ones queued on HTTP/1.1's six connections.
    cssCodeSplit: false,
    reportCompressedSize: false,
  },
}));

/**
 * Fails the server build when a page the server draws (src/routes/serverPages.ts) names a module
 * the browser build's manifest does not have: the server would find no chunk to preload for it,
 * and say nothing. Reads what the server will read: the routes.js just built, and the manifest of
 * the browser build made before it (`npm run build` makes both, in that order).
 */
function serverPagesInManifest(): Plugin {
  let root = '';
  return {
    name: 'pinjam:server-pages-in-manifest',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async writeBundle(options) {
      const manifestFile = path.join(root, 'dist', '.vite', 'manifest.json');
      if (!fs.existsSync(manifestFile))
        this.error(`${manifestFile} is missing: build the browser app before the server's (npm run build)`);
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
      const routesFile = pathToFileURL(path.join(options.dir!, 'routes.js')).href;
      const { serverPages } = (await import(routesFile)) as {
        serverPages?: Record<string, { module: string }>;
      };
      if (!serverPages) this.error('dist-ssr/routes.js exports no serverPages (src/routes/server.ts)');
      const missing = Object.entries(serverPages).filter(([, page]) => !(page.module in manifest));
      if (missing.length > 0)
        this.error(
          `src/routes/serverPages.ts names modules the browser build does not have: ${missing
            .map(([url, page]) => `${url} → ${page.module}`)
            .join(', ')}`,
        );
    },
  };
}

/**
 * Writes dist/.vite/modules.json: each chunk's modules (relative to the repository) and how many
 * bytes of each it kept, so that scripts/check-bundle.mjs can say what a build ships (decision
 * 0023: what no screen uses stays out of the bundles).
 */
function modulesPerChunk(): Plugin {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  return {
    name: 'pinjam:modules-per-chunk',
    apply: 'build',
    writeBundle(options, bundle) {
      const chunks: Record<string, Record<string, number>> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        chunks[chunk.fileName] = Object.fromEntries(
          Object.entries(chunk.modules).map(([id, m]) => [
            path.relative(root, id.replace(/^\0/, '')).split(path.sep).join('/'),
            m.renderedLength,
          ]),
        );
      }
      const file = path.join(options.dir!, '.vite', 'modules.json');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `${JSON.stringify(chunks, null, 1)}\n`);
    },
  };
}
