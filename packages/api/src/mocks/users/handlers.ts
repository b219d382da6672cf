import { HttpResponse } from 'msw';
import { contract } from '../../contract';
import { SERVER_ERROR } from '../answers';
import { mockEndpoint, mockError, mockPending } from '../endpoint';
import { users } from './accounts';
import { profiles } from './fixtures';

const { account, profiles: profileApi } = contract;

/** The signed-in user (GET /api/user/get/): Siti. Part of `authHandlers.default`. */
export const accountHandlers = {
  default: [mockEndpoint(account.get, () => ({ user: users.siti }))],
  error: [mockError(account.get, 500, SERVER_ERROR)],
  slow: [mockPending(account.get)],
};

const PROFILE_NOT_FOUND = { message: 'This profile does not exist.' };

export const profileHandlers = {
  default: [
    mockEndpoint(profileApi.get, ({ params }) => {
      const user = profiles[Number(params.id)];
      return user ? HttpResponse.json({ user }) : HttpResponse.json(PROFILE_NOT_FOUND, { status: 404 });
    }),
  ],
  /** A member with no active listings. */
  empty: [
    mockEndpoint(profileApi.get, ({ params }) =>
      HttpResponse.json({
        user: { ...(profiles[Number(params.id)] ?? profiles[users.siti.id]!), items: [] },
      }),
    ),
  ],
  notFound: [mockError(profileApi.get, 404, PROFILE_NOT_FOUND)],
  error: [mockError(profileApi.get, 500, SERVER_ERROR)],
  slow: [mockPending(profileApi.get)],
};
