import { defineConfig } from 'drizzle-kit';

// Only `generate` is used: migrations are plain SQL committed under drizzle/ and applied by the
// server at boot (src/platform/db/migrate.ts), so no database URL is needed here.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/platform/db/schema/index.ts',
  out: './drizzle',
});
