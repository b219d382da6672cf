// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browserThemeStore, memoryThemeStore } from './theme';

const root = () => document.documentElement;

describe('the browser theme store', () => {
  beforeEach(() => {
    localStorage.clear();
    root().setAttribute('data-theme', 'system');
  });

  it('given no choice kept / when made / it reads system and shows it on <html>', () => {
    const store = browserThemeStore();
    expect(store.read()).toBe('system');
    expect(root().dataset.theme).toBe('system');
  });

  it('given dark kept from an earlier visit / when made / it reads dark and shows it at once', () => {
    localStorage.setItem('theme', 'dark');
    expect(browserThemeStore().read()).toBe('dark');
    expect(root().dataset.theme).toBe('dark');
  });

  it('given a value it does not know under the key / when made / it falls back to system', () => {
    localStorage.setItem('theme', 'sepia');
    expect(browserThemeStore().read()).toBe('system');
  });

  it('on choosing light / it keeps it, shows it and tells every listener', () => {
    const store = browserThemeStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.write('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(root().dataset.theme).toBe('light');
    expect(store.read()).toBe('light');
    expect(listener).toHaveBeenCalledOnce();
  });

  it('on choosing system again / it removes the key (the default needs none)', () => {
    localStorage.setItem('theme', 'dark');
    const store = browserThemeStore();
    store.write('system');
    expect(localStorage.getItem('theme')).toBeNull();
    expect(root().dataset.theme).toBe('system');
  });

  it('given storage that refuses to write / on choosing / the page still follows the choice', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    const store = browserThemeStore(refusing);
    store.write('dark');
    expect(store.read()).toBe('dark');
    expect(root().dataset.theme).toBe('dark');
  });

  it('given another tab chooses dark / on the storage event / this tab follows', () => {
    const store = browserThemeStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    localStorage.setItem('theme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    expect(store.read()).toBe('dark');
    expect(root().dataset.theme).toBe('dark');
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
    localStorage.removeItem('theme');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: null }));
    expect(listener).toHaveBeenCalledOnce();
  });

  it('given an event about another key / it changes nothing', () => {
    const store = browserThemeStore();
    const listener = vi.fn();
    store.subscribe(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'shopping_cart', newValue: '[]' }));
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('the memory theme store', () => {
  it('holds the choice it was given, tells listeners of a change, and touches no page', () => {
    root().setAttribute('data-theme', 'system');
    const store = memoryThemeStore('light');
    const listener = vi.fn();
    store.subscribe(listener);
    store.write('dark');
    expect(store.read()).toBe('dark');
    expect(listener).toHaveBeenCalledOnce();
    expect(root().dataset.theme).toBe('system');
  });
});
