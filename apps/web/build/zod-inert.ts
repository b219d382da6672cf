/**
 * The browser build's stand-in for zod (see docs/decisions/0006-home-budget.md). The web app uses
 * the contract for paths, methods and types only: the server validates every request and answer.
 * Building the contract's schemas in the browser would cost ~24 KB gzipped on every page, so this
 * inert builder accepts any chain of zod calls and builds nothing. Validating with it is a bug, and
 * says so loudly.
 */
const VALIDATORS = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'decode', 'encode', 'spa']);

const handler: ProxyHandler<() => void> = {
  get(_target, property) {
    if (typeof property === 'string' && VALIDATORS.has(property))
      return () => {
        throw new Error('zod schemas are not built in the browser: validate on the server');
      };
    return inert;
  },
  apply: () => inert,
};

const inert: unknown = new Proxy(function inert() {}, handler);

export const z = inert;
export default inert;
