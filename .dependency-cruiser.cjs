// @ts-check
/**
 * The server's module walls and the runtime cycles, checked by dependency-cruiser on every lint
 * (`npm run lint`; decision 0023). Known violations that are being worked off are listed in
 * .dependency-cruiser-known-violations.json: a new one fails; `scripts/house-shape.mjs` prints
 * how many are left.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'through-index',
      comment:
        "A server module is used through its index.ts: another module's files are its own business " +
        'and may change without looking for callers.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: { path: '^apps/server/src/modules/[^/]+/(?!index\\.ts$)', pathNot: '^apps/server/src/modules/$1/' },
    },
    {
      name: 'module-cycle',
      comment:
        'No two server modules import each other, directly or round a ring: arrows between modules ' +
        'point one way, so a module can be read, tested and changed from its dependencies up.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/server/src/modules/[^/]+$' },
      to: { path: '^apps/server/src/modules/[^/]+$', circular: true },
    },
    {
      name: 'file-cycle',
      comment:
        'No runtime import cycle between files anywhere in the apps and packages (type-only imports may).',
      severity: 'error',
      from: { path: '^(apps|packages)/[^/]+/src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'sql-in-repository',
      comment:
        "A module's SQL lives in its *.repository.ts files: only they import drizzle-orm or the " +
        'schema (types excepted), so every query a module runs is in one place to read and to index.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/', pathNot: '\\.repository\\.ts$' },
      to: {
        path: ['(^|/)node_modules/drizzle-orm/', '^apps/server/src/platform/db/schema/'],
        dependencyTypesNot: ['type-only'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(stories|test)\\.tsx?$|/dist/' },
    tsPreCompilationDeps: true,
  },
};
