import { useSyncExternalStore, type ReactNode } from 'react';
import {
  applyThemeChoice,
  parseThemeChoice,
  storedThemeValue,
  THEME_STORAGE_KEY,
  ThemeChoiceProvider,
  type ThemeChoice,
} from '@pinjam/ui';

/** Where the visitor's theme choice lives, and who hears when it changes. */
export interface ThemeStore {
  read(): ThemeChoice;
  write(choice: ThemeChoice): void;
  subscribe(listener: () => void): () => void;
}

/**
 * The choice in the browser's local storage ('theme': 'light' or 'dark'; no key for 'system'),
 * shown on `<html data-theme>` from the moment the store is made (the CSS does the rest). Another
 * tab's choice is followed through the storage event. When storage refuses (private modes), the
 * choice still holds for this page.
 */
export function browserThemeStore(
  storage: Storage = window.localStorage,
  root: Element = document.documentElement,
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): ThemeStore {
  const load = (): ThemeChoice => {
    try {
      return parseThemeChoice(storage.getItem(THEME_STORAGE_KEY));
    } catch {
      return 'system';
    }
  };
  let current = load();
  applyThemeChoice(root, current);
  const listeners = new Set<() => void>();
  const set = (choice: ThemeChoice) => {
    if (choice === current) return;
    current = choice;
    applyThemeChoice(root, choice);
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    // key null: the other tab cleared the whole storage.
    if (event.key === THEME_STORAGE_KEY || event.key === null) set(load());
  };
  return {
    read: () => current,
    write(choice) {
      const value = storedThemeValue(choice);
      try {
        if (value === null) storage.removeItem(THEME_STORAGE_KEY);
        else storage.setItem(THEME_STORAGE_KEY, value);
      } catch {
        // Not kept for the next visit; this page still follows it.
      }
      set(choice);
    },
    subscribe(listener) {
      if (listeners.size === 0) events.addEventListener('storage', onStorage as EventListener);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events.removeEventListener('storage', onStorage as EventListener);
      };
    },
  };
}

/** A choice held in memory and shown nowhere, for the server's renderer, stories and tests. */
export function memoryThemeStore(initial: ThemeChoice = 'system'): ThemeStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    read: () => current,
    write(choice) {
      current = choice;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

let browserStore: ThemeStore | undefined;
/** The page's one store: the browser's, made once; in memory where there is no browser. */
function defaultThemeStore(): ThemeStore {
  if (typeof window === 'undefined') return memoryThemeStore();
  return (browserStore ??= browserThemeStore());
}

/**
 * The theme choice for every ThemeSwitch in the app. A page the server drew was drawn with
 * 'system' (the server cannot read the browser's storage), so hydration starts from 'system' and
 * the switches then show the stored choice; the page's colours never wait for this (decision 0017).
 */
export function AppThemeProvider({ store, children }: { store?: ThemeStore; children: ReactNode }) {
  const themes = store ?? defaultThemeStore();
  const choice = useSyncExternalStore(themes.subscribe, themes.read, () => 'system' as const);
  return (
    <ThemeChoiceProvider choice={choice} onChoiceChange={themes.write}>
      {children}
    </ThemeChoiceProvider>
  );
}
