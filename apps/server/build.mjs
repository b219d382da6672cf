// Bundles the server with esbuild: three entry points sharing chunks. @pinjam/api is TypeScript
// source, so it is bundled in; everything from node_modules stays external (native modules such
// as sharp and argon2 must). (tsup was dropped: it pulls rollup, whose platform packages are not
// all on our registry mirror, which breaks `npm ci`.)
import { build } from 'esbuild';
import { rmSync } from 'node:fs';

const here = new URL('.', import.meta.url).pathname;
rmSync(`${here}dist`, { recursive: true, force: true });

await build({
  absWorkingDir: here,
  entryPoints: {
    server: 'src/server.ts',
    'cli/create-admin': 'src/cli/create-admin.ts',
    // The embedded Pusher endpoint's own process (decision 0044), started by the server.
    'realtime-hub': 'src/platform/realtime/hub-process.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  plugins: [
    {
      // Packages from node_modules stay imports; workspace packages (@pinjam/*) are bundled.
      name: 'externalise-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@pinjam/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: 'info',
});
