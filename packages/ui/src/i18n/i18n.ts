import { atom } from 'nanostores';
import { createI18n, type ComponentsJSON } from '@nanostores/i18n';

/**
 * The one i18n layer for the ui components and the app. English is the base: each component
 * declares its own texts with `i18n('ComponentName', { ... })` (the seed's texts verbatim). Another
 * language is one JSON file keyed by those component names (`{ "Navigation": { "browse": "…" } }`),
 * registered in `translations` below and added to `availableLocales`: no component changes.
 */
export const availableLocales = ['en'] as const;
export type Locale = (typeof availableLocales)[number];

/** The current locale. The app may set it from a setting or the browser. */
export const locale = atom<string>('en');

const translations: Record<string, () => Promise<ComponentsJSON>> = {
  // ms: () => import('./locales/ms.json').then((m) => m.default),
};

export const i18n = createI18n(locale, {
  baseLocale: 'en',
  get: (code) => translations[code]?.() ?? Promise.resolve({}),
});

export { count, params } from '@nanostores/i18n';
