// @ts-check
/*
 * Import boundaries that need to know which folder the importing file is in: "another module",
 * "another page". ESLint's no-restricted-imports sees only the import's text, so it cannot tell
 * `../catalogue/items.repository` written in catalogue (fine) from the same text written in
 * search (not fine). This rule resolves relative imports against the file's own path and
 * compares the two folders. The boundaries no-restricted-imports can say are in eslint.config.js.
 * Decision 0023; tested by tools/eslint/boundaries.test.ts.
 */
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** A path relative to the repository, with forward slashes. */
const fromRoot = (file) => path.relative(root, file).split(path.sep).join('/');

const serverModule = /^apps\/server\/src\/modules\/([^/]+)\//;
/** The files of a module that are its own business: its routes and its SQL. */
const privatePart = /(^|\/)[^/]*\.(routes|repository)(\.[cm]?[jt]sx?)?$|\/(routes|repository)(\/|$)/;
const webPage = /^apps\/web\/src\/pages\/([^/]+)\/([A-Za-z0-9]+Page)(\/|$)/;

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: "No module reaches into another's routes or SQL; no page imports another page" },
    messages: {
      otherModule:
        "Module '{{from}}' imports '{{source}}', the {{part}} of module '{{to}}'. A module calls another " +
        "module's service, never its routes or repository: the other module owns its SQL and HTTP, " +
        'and may change them without looking for callers (docs/conventions.md, Server).',
      otherPage:
        "Page '{{from}}' imports '{{source}}' from page '{{to}}'. A page never imports another page: " +
        'pages load as separate chunks and change alone. Move what both need into features/ or ' +
        'shared/ (docs/conventions.md, Web app).',
    },
    schema: [],
  },
  create(context) {
    const file = fromRoot(context.filename);
    const inModule = serverModule.exec(file);
    const inPage = webPage.exec(file);
    if (!inModule && !inPage) return {};

    /** @param {import('eslint').Rule.Node & { source?: { value?: unknown } | null }} node */
    function check(node) {
      const source = node.source && typeof node.source.value === 'string' ? node.source.value : null;
      if (!source || !source.startsWith('.')) return;
      const target = fromRoot(path.resolve(path.dirname(context.filename), source));
      if (inModule) {
        const to = serverModule.exec(`${target}/`);
        const part = privatePart.exec(target);
        if (to && to[1] !== inModule[1] && part) {
          context.report({
            node,
            messageId: 'otherModule',
            data: {
              from: inModule[1],
              to: to[1],
              source,
              part: (part[2] ?? part[4]) === 'routes' ? 'routes' : 'repository',
            },
          });
        }
      }
      if (inPage) {
        const to = webPage.exec(`${target}/`);
        if (to && (to[1] !== inPage[1] || to[2] !== inPage[2])) {
          context.report({
            node,
            messageId: 'otherPage',
            data: { from: `${inPage[1]}/${inPage[2]}`, to: `${to[1]}/${to[2]}`, source },
          });
        }
      }
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { meta: { name: 'pinjam-boundaries' }, rules: { boundaries: rule } };
