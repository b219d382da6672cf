import { describe, expect, it } from 'vitest';
import { storedUser, users } from '@pinjam/api/mocks';
import { markStoredSession } from './sessionMark';

/** Just what the mark touches of <html>. */
function fakeRoot() {
  const properties = new Map<string, string>();
  const root = {
    dataset: {} as Record<string, string>,
    style: { setProperty: (k: string, v: string) => properties.set(k, v) },
  };
  return { root: root as unknown as HTMLElement, dataset: root.dataset, properties };
}

describe('marking a stored session before the app restores it', () => {
  it('given a stored member / it marks <html data-session> with their first name as a CSS string', () => {
    const { root, dataset, properties } = fakeRoot();
    markStoredSession({ ...storedUser(users.siti), name: '  Siti   Rahman ' }, root);
    expect(dataset.session).toBe('');
    expect(properties.get('--pinjam-session-name')).toBe('"Siti"');
  });

  it('given a name with quotes and backslashes / the CSS string keeps them as text', () => {
    const { root, properties } = fakeRoot();
    markStoredSession({ ...storedUser(users.siti), name: 'A"b\\c d' }, root);
    expect(properties.get('--pinjam-session-name')).toBe('"A\\"b\\\\c"');
  });

  it('given no stored session / it marks nothing', () => {
    const { root, dataset, properties } = fakeRoot();
    markStoredSession(null, root);
    expect(dataset).toEqual({});
    expect(properties.size).toBe(0);
  });
});
