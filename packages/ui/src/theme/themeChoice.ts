/**
 * The visitor's colour theme: 'system' (the default) follows the device's light or dark setting;
 * 'light' and 'dark' hold whatever the device says. The choice is kept in the browser's storage
 * and shown as `<html data-theme>`, which the CSS in themeChoice.css.ts reads (decision 0017).
 * Plain functions: the app, its boot script and the tests share them.
 */
export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];
export type ResolvedTheme = Exclude<ThemeChoice, 'system'>;

/** The storage key. 'system' is kept as no key at all, so a visitor who never chose has none. */
export const THEME_STORAGE_KEY = 'theme';
/** The attribute on <html> the CSS reads; index.html starts it at 'system'. */
export const THEME_ATTRIBUTE = 'data-theme';
export const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

/** Anything read back from storage: a choice we know, else 'system' (old or foreign values). */
export function parseThemeChoice(value: unknown): ThemeChoice {
  return themeChoices.includes(value as ThemeChoice) ? (value as ThemeChoice) : 'system';
}

/** The theme the page shows for a choice, given whether the device asks for dark. */
export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): ResolvedTheme {
  switch (choice) {
    case 'system':
      return systemPrefersDark ? 'dark' : 'light';
    case 'light':
    case 'dark':
      return choice;
    default:
      return choice satisfies never;
  }
}

/** What storage keeps for a choice: null means 'remove the key'. */
export function storedThemeValue(choice: ThemeChoice): Exclude<ThemeChoice, 'system'> | null {
  return choice === 'system' ? null : choice;
}

/** Shows a choice on the page: the CSS does the rest, before and after the app has started. */
export function applyThemeChoice(root: Pick<Element, 'setAttribute'>, choice: ThemeChoice): void {
  root.setAttribute(THEME_ATTRIBUTE, choice);
}
