import { HttpResponse } from 'msw';
import { ACTIVITY_PAGE, activity } from '../../contract/activity';
import type { ActivityEntry } from '../../contract/activity';
import { SERVER_ERROR } from '../answers';
import { callerId } from '../caller';
import { mockEndpoint, mockError, mockPending } from '../endpoint';
import { demoActivity, everyActivityKind } from './fixtures';

/** Answers the caller's feed a page at a time, as the server does (before=id, newest first). */
const feed = (of: (userId: number) => ActivityEntry[]) =>
  mockEndpoint(activity.get, ({ request }) => {
    const before = Number(new URL(request.url).searchParams.get('before')) || Infinity;
    const older = of(callerId(request)).filter((e) => e.id < before);
    return HttpResponse.json({
      activity: older.slice(0, ACTIVITY_PAGE),
      has_more: older.length > ACTIVITY_PAGE,
    });
  });

/** The activity feed: each caller's own, paged. */
export const activityHandlers = {
  default: [feed((userId) => demoActivity[userId] ?? [])],
  /** Nothing has happened yet. */
  empty: [feed(() => [])],
  /** One entry of every kind, each side: the sentences' check. */
  everyKind: [feed(() => everyActivityKind)],
  /** The first page loads; the next one fails. */
  moreFails: [
    mockEndpoint(activity.get, ({ request }) => {
      if (new URL(request.url).searchParams.has('before'))
        return HttpResponse.json(SERVER_ERROR, { status: 500 });
      const all = demoActivity[callerId(request)] ?? [];
      return HttpResponse.json({
        activity: all.slice(0, ACTIVITY_PAGE),
        has_more: all.length > ACTIVITY_PAGE,
      });
    }),
  ],
  error: [mockError(activity.get, 500, SERVER_ERROR)],
  slow: [mockPending(activity.get)],
};
