import { describe, expect, test } from 'vitest';
import {
  activeFilterCount,
  applyChange,
  clearFilters,
  rawSearch,
  readFilters,
  searchHref,
  searchTitle,
} from './searchParams';

const read = (query: string) => readFilters(rawSearch(new URLSearchParams(query)));

describe('reading a search URL', () => {
  test('an empty URL is every item, newest first, page 1 of 24', () => {
    expect(read('')).toEqual({
      q: '',
      category: '',
      district: '',
      date: null,
      type: '',
      minPrice: null,
      maxPrice: null,
      sort: 'newest',
      page: 1,
      perPage: 24,
    });
  });

  test('words make best match the order unless another is chosen', () => {
    expect(read('q=camra').sort).toBe('relevance');
    expect(read('q=camra&sort=price_asc').sort).toBe('price_asc');
  });

  test('names from links and older data are read as the controls show them', () => {
    const filters = read(
      'category=Drones&district=Temborong&type=rent&min_price=1000&max_price=5000&date=2030-01-02',
    );
    expect(filters).toMatchObject({
      category: 'drones',
      district: 'Temburong',
      type: 'rent',
      minPrice: 1000,
      maxPrice: 5000,
      date: '2030-01-02',
    });
  });

  test('nonsense shows as no filter in the controls, but stays raw for the server to judge', () => {
    const params = new URLSearchParams('page=abc&category=boats&min_price=1.5&sort=cheapest');
    expect(readFilters(rawSearch(params))).toMatchObject({
      page: 1,
      category: '',
      minPrice: null,
      sort: 'newest',
    });
    expect(rawSearch(params)).toEqual({ page: 'abc', category: 'boats', min_price: '1.5', sort: 'cheapest' });
  });

  // The contract's searchQuery is the rule now: what the server would refuse shows as no filter.
  test('values out of the contract’s ranges read as absent: page 5000, 100 a page, 30 February', () => {
    expect(read('page=5000&per_page=100&date=2030-02-30&min_price=0100')).toMatchObject({
      page: 1,
      perPage: 24,
      date: null,
      minPrice: null,
    });
  });

  test('blank parameters are left out', () => {
    expect(rawSearch(new URLSearchParams('q=%20&district=&page=2'))).toEqual({ page: '2' });
  });
});

describe('changing a search', () => {
  test('a filter goes back to page 1 and keeps the others, unknown ones included', () => {
    const next = applyChange(new URLSearchParams('q=tent&page=3&utm_source=mail'), { district: 'Tutong' });
    expect(next.toString()).toBe('q=tent&utm_source=mail&district=Tutong');
  });

  test('an empty value removes its parameter', () => {
    expect(applyChange(new URLSearchParams('q=tent&type=rent'), { type: '', q: null }).toString()).toBe('');
  });

  test('choosing a page keeps the filters; page 1 is the plain address', () => {
    const params = new URLSearchParams('category=drones');
    expect(applyChange(params, { page: 2 }).toString()).toBe('category=drones&page=2');
    expect(applyChange(new URLSearchParams('category=drones&page=2'), { page: 1 }).toString()).toBe(
      'category=drones',
    );
  });

  test('clearing filters keeps the words and the order', () => {
    const params = new URLSearchParams(
      'q=tent&category=sports&district=Belait&min_price=100&sort=newest&page=2',
    );
    expect(clearFilters(params).toString()).toBe('q=tent&sort=newest');
  });

  test('a price range counts as one filter; words and order are not filters', () => {
    expect(activeFilterCount(rawSearch(new URLSearchParams('q=a&sort=newest')))).toBe(0);
    expect(activeFilterCount(rawSearch(new URLSearchParams('category=drones&min_price=1&max_price=9')))).toBe(
      2,
    );
    expect(activeFilterCount(rawSearch(new URLSearchParams('max_price=9&type=buy&date=2030-01-01')))).toBe(3);
  });

  test('the address of a search', () => {
    expect(searchHref('/search', new URLSearchParams())).toBe('/search');
    expect(searchHref('/search', new URLSearchParams('q=a b'))).toBe('/search?q=a+b');
  });
});

describe("a search's title", () => {
  const title = (query: string) => searchTitle(read(query), (q) => `Search: ${q}`);

  test('words name the search, whatever the filters', () => {
    expect(title('q=camera')).toBe('Search: camera');
    expect(title('q=camera&category=drones&district=Tutong')).toBe('Search: camera');
  });

  test("without words, the category's name does", () => {
    expect(title('category=drones')).toBe('Drones');
    expect(title('category=film-photography')).toBe('Film & Photography');
  });

  test("a plain browse, or a category that does not exist, keeps the route's title", () => {
    expect(title('')).toBeNull();
    expect(title('district=Tutong&sort=newest')).toBeNull();
    expect(title('category=spaceships')).toBeNull();
  });
});
