/**
 * The contract's schemas for code that validates in the browser (the listing form, the search
 * URL), with the zod that builds them. The same modules as `@pinjam/api/contract` in dev, Storybook
 * and tests; in the web app's production build this entry, and everything it reaches, is the one
 * place real zod ships (apps/web/vite.config.ts, decision 0022): elsewhere the contract is paths,
 * methods and types.
 */
export * from './contract';
