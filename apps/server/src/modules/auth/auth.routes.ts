import { contract } from '@pinjam/api/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientGone } from '../../platform/http/multipart';
import { route } from '../../platform/http/route';
import * as auth from './auth.service';

const { auth: api, password } = contract;

const caller = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export async function authRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.signup, async ({ body, files, request, reply }) =>
    auth.signup(
      app,
      { ...body, avatarFile: files.avatar?.[0]?.path },
      { ...caller(request), signal: clientGone(reply) },
    ),
  );
  route(app, api.activate, async ({ params }) => auth.activate(app, params.token));
  route(app, api.resendActivation, async ({ body, request }) =>
    auth.resendActivation(app, body.email, caller(request)),
  );
  route(app, api.login, async ({ body, request }) => auth.login(app, body, caller(request)), {
    refusals: [403, 429],
  });
  route(app, api.refresh, async ({ session }) => auth.refresh(app, session));
  route(app, api.logout, async ({ session }) => auth.logout(app, session));

  route(
    app,
    password.create,
    async ({ body, request }) => auth.requestPasswordReset(app, body.email, caller(request)),
    { refusals: [429] },
  );
  route(app, password.find, async ({ params }) => auth.findPasswordReset(app, params.token), {
    refusals: [404],
  });
  route(app, password.reset, async ({ body, request }) => auth.resetPassword(app, body, caller(request)), {
    refusals: [429],
  });
}
