import { HttpResponse } from 'msw';
import { dashboard } from '../../contract/dashboard';
import type { MemberStats } from '../../contract/dashboard';
import { SERVER_ERROR } from '../answers';
import { callerId } from '../caller';
import { mockEndpoint, mockError, mockPending } from '../endpoint';
import { users } from '../users/accounts';
import { demoStats, marketplaceFixture, newMemberStats } from './fixtures';

/** The admin gets the marketplace; a member their own figures (`of`). */
const stats = (of: (userId: number) => MemberStats) =>
  mockEndpoint(dashboard.stats, ({ request }) => {
    const userId = callerId(request);
    return HttpResponse.json(
      userId === users.admin.id
        ? { member: null, marketplace: marketplaceFixture }
        : { member: of(userId), marketplace: null },
    );
  });

/** The dashboard's figures. */
export const dashboardHandlers = {
  default: [stats((userId) => demoStats[userId] ?? newMemberStats)],
  /** Nothing yet, whoever asks: the friendly start. */
  newMember: [stats(() => ({ ...newMemberStats, todos: [] }))],
  error: [mockError(dashboard.stats, 500, SERVER_ERROR)],
  slow: [mockPending(dashboard.stats)],
};
