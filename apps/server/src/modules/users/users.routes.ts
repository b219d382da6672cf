import { contract } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import { clientGone } from '../../platform/http/multipart';
import { route } from '../../platform/http/route';
import { changePassword, confirmEmailChange, toUserDto } from '../auth';
import * as settings from './settings.service';
import { publicProfile } from './users.service';

const { account, profiles } = contract;

export async function userRoutes(app: FastifyInstance): Promise<void> {
  route(app, account.get, async ({ session }) => ({ user: toUserDto(session.user) }));

  route(app, profiles.get, async ({ params }) => ({ user: await publicProfile(app, params.id) }), {
    refusals: [404],
  });

  // ─── Settings (issue 15) ───────────────────────────────────────────────────────────────────
  route(app, account.getData, async ({ session }) => ({
    data: await settings.settingsOf(app, session.user),
  }));
  route(
    app,
    account.updateSettings,
    async ({ session, body, request }) => settings.updateSettings(app, session.user, body, request.ip),
    { refusals: [429] },
  );
  route(app, account.bankDetails, async ({ session, body }) =>
    settings.saveBankDetails(app, session.user.id, body),
  );
  route(app, account.avatar, async ({ session, files, reply }) =>
    settings.changeAvatar(app, session.user.id, files.image![0]!.path, clientGone(reply)),
  );
  route(app, account.getAvatar, async ({ session }) => ({
    avatar: session.user.avatar_path ? { path: session.user.avatar_path } : null,
  }));
  route(app, account.confirmEmail, async ({ params }) => confirmEmailChange(app, params.token));
  route(app, account.cancelEmailChange, async ({ session }) =>
    settings.cancelEmailChangeOf(app, session.user),
  );
  route(
    app,
    account.updatePassword,
    async ({ session, body, request }) => changePassword(app, session, body, request.ip),
    { refusals: [429] },
  );
}
