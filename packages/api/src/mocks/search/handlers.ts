import { HttpResponse } from 'msw';
import { contract, searchQuery, type SearchResult } from '../../contract';
import { INVALID, SERVER_ERROR } from '../answers';
import { mockEndpoint, mockError, mockPending } from '../endpoint';
import { searchDemoItems, zeroCounts } from './fixtures';

const { items } = contract;

/** Search over the fixtures; bad parameters get the contract's own 422, as from the server. */
function searchFixtures(url: URL): Response {
  const parsed = searchQuery.safeParse(Object.fromEntries(url.searchParams));
  if (parsed.success) return HttpResponse.json(searchDemoItems(parsed.data));
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues)
    (errors[issue.path.join('.') || 'query'] ??= []).push(issue.message);
  return HttpResponse.json({ message: INVALID, errors }, { status: 422 });
}

export const searchHandlers = {
  default: [mockEndpoint(items.search, ({ request }) => searchFixtures(new URL(request.url)))],
  empty: [
    mockEndpoint(items.search, ({ request }) => {
      const url = new URL(request.url);
      const result: SearchResult = {
        items: [],
        total: 0,
        page: Number(url.searchParams.get('page') ?? 1) || 1,
        per_page: Number(url.searchParams.get('per_page') ?? 24) || 24,
        counts: zeroCounts(),
      };
      return HttpResponse.json(result);
    }),
  ],
  invalid: [mockError(items.search, 422, { message: INVALID, errors: { per_page: ['Must be at most 48'] } })],
  error: [mockError(items.search, 500, SERVER_ERROR)],
  slow: [mockPending(items.search)],
};
