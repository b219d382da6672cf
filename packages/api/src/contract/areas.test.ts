import { describe, expect, it } from 'vitest';
import { allEndpoints, contract, contractAreas } from './index';

const tagsOf = (group: Record<string, { tag: string }>) => new Set(Object.values(group).map((e) => e.tag));

describe('the contract’s areas', () => {
  it('tag every endpoint with one of the areas the server’s modules are named after', () => {
    const unknown = allEndpoints.filter((e) => !(contractAreas as readonly string[]).includes(e.tag));
    expect(unknown.map((e) => `${e.method} ${e.path} (${e.tag})`)).toEqual([]);
  });

  it('give every area at least one endpoint', () => {
    const tags = new Set(allEndpoints.map((e) => e.tag));
    expect([...contractAreas].filter((area) => !tags.has(area))).toEqual([]);
  });

  it('keep the seed’s group names while tagging by area: items is the catalogue plus search', () => {
    const { search, ...catalogue } = contract.items;
    expect(search.tag).toBe('search');
    expect(tagsOf(catalogue)).toEqual(new Set(['catalogue']));
    expect(tagsOf({ ...contract.auth, ...contract.password })).toEqual(new Set(['auth']));
    expect(tagsOf({ ...contract.account, ...contract.profiles })).toEqual(new Set(['users']));
    expect(tagsOf(contract.helpers)).toEqual(new Set(['home']));
    expect(tagsOf(contract.dev)).toEqual(new Set(['dev']));
  });

  it('list each endpoint once, with a distinct method and path', () => {
    const routes = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
