import { describe, expect, it } from 'vitest';
import {
  applyThemeChoice,
  parseThemeChoice,
  resolveTheme,
  storedThemeValue,
  themeChoices,
} from './themeChoice';

describe('parseThemeChoice', () => {
  it.each(themeChoices)('given the stored value %s / it reads it back as that choice', (choice) =>
    expect(parseThemeChoice(choice)).toBe(choice),
  );

  it.each([null, undefined, '', 'Dark', 'sepia', '"dark"', 1, {}])(
    'given %j (nothing, or a value it does not know) / it falls back to system',
    (value) => expect(parseThemeChoice(value)).toBe('system'),
  );
});

describe('resolveTheme', () => {
  it('given system / it follows the device: dark when it asks for dark, light otherwise', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
  });

  it('given an explicit choice / it holds whatever the device asks for', () => {
    for (const systemPrefersDark of [true, false]) {
      expect(resolveTheme('light', systemPrefersDark)).toBe('light');
      expect(resolveTheme('dark', systemPrefersDark)).toBe('dark');
    }
  });
});

describe('storedThemeValue', () => {
  it('given system / it keeps no value at all (the default needs no key)', () =>
    expect(storedThemeValue('system')).toBeNull());

  it('given light or dark / it keeps the choice, which reads back the same', () => {
    for (const choice of ['light', 'dark'] as const) {
      expect(storedThemeValue(choice)).toBe(choice);
      expect(parseThemeChoice(storedThemeValue(choice))).toBe(choice);
    }
  });
});

describe('applyThemeChoice', () => {
  it('given a choice / it shows it as data-theme on the root, where the CSS reads it', () => {
    const attributes = new Map<string, string>();
    const root = { setAttribute: (name: string, value: string) => void attributes.set(name, value) };
    applyThemeChoice(root, 'dark');
    expect(attributes.get('data-theme')).toBe('dark');
    applyThemeChoice(root, 'system');
    expect(attributes.get('data-theme')).toBe('system');
  });
});
