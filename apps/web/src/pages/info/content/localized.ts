import { locale, useMessages } from '@pinjam/ui';

/**
 * One page's content in every language it has been written in. English is required and is the
 * fallback: a page not yet translated shows in English rather than breaking.
 */
export type Localized<T> = { en: T } & Partial<Record<string, T>>;

/** The content for the current locale (the i18n layer's `locale` store), else the English. */
export function useLocalized<T>(content: Localized<T>): T {
  const code = useMessages(locale);
  return content[code] ?? content.en;
}
