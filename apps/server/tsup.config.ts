import { defineConfig } from 'tsup';

// Two entry points sharing chunks. @pinjam/api is TypeScript source, so it is bundled in;
// everything from node_modules stays external (native modules such as sharp and argon2 must).
export default defineConfig({
  entry: { server: 'src/server.ts', 'cli/create-admin': 'src/cli/create-admin.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  noExternal: [/^@pinjam\//],
});
