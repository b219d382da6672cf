import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// The dev server proxies the API to a server started separately (npm run dev starts both).
const API = process.env.PINJAM_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
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
  optimizeDeps: {
    include: [
      '@vanilla-extract/css',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
  },
});
