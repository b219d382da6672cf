import multipart from '@fastify/multipart';
import { clientEventChannels } from '@pinjam/api/contract';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './env';
import { registerErrorHandler } from './platform/http/errors';
import { errorForLog, requestForLog } from './platform/security/log-safety';
import { openApiPlugin } from './platform/http/openapi';
import { dbPlugin } from './platform/db/plugin';
import { jobsPlugin } from './platform/jobs/plugin';
import { mailPlugin } from './platform/mail/plugin';
import { paymentsPlugin } from './platform/payments/plugin';
import { realtimePlugin } from './platform/realtime/plugin';
import { maintenancePlugin } from './platform/maintenance';
import { securityPlugin } from './platform/security/plugin';
import compress from '@fastify/compress';
import { staticPlugin } from './platform/ssr/static';
import { storagePlugin } from './platform/storage/plugin';
import { uploadsPlugin } from './platform/security/uploads';
import { authModule } from './modules/auth';
import { activityModule } from './modules/activity';
import { adminContentModule } from './modules/admin-content';
import { adminUsersModule } from './modules/admin-users';
import { adminOrdersModule } from './modules/admin-orders';
import { adminPaymentsModule } from './modules/admin-payments';
import { auditModule } from './modules/audit';
import { catalogueModule } from './modules/catalogue';
import { checkoutModule } from './modules/checkout';
import { dashboardModule } from './modules/dashboard';
import { deliveriesModule } from './modules/deliveries';
import { homeModule } from './modules/home';
import { messagesModule } from './modules/messages';
import { notificationsModule } from './modules/notifications';
import { ordersModule } from './modules/orders';
import { moneyModule } from './modules/payments';
import { payoutsModule } from './modules/payouts';
import { ratingsModule } from './modules/ratings';
import { requestsModule } from './modules/requests';
import { searchModule } from './modules/search';
import { usersModule } from './modules/users';
import { verificationModule } from './modules/verification';
import { devMailboxRoutes } from './platform/mail/dev-mailbox';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

// Fields the contract gives no message of its own read "This field is required." when missing,
// rather than zod's "expected string, received undefined".
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' && issue.input === undefined ? 'This field is required.' : undefined,
});

function logger(config: AppConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    // Tokens in URLs and the values of failed SQL statements never reach a log (log-safety.ts).
    serializers: { req: requestForLog, err: errorForLog },
    ...(config.logStream && { stream: config.logStream }),
    ...(config.prettyLogs && {
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
    }),
  };
}

/**
 * The whole HTTP app, not listening. Tests build it per file and call `inject`; server.ts
 * listens. Plugins load on `ready()` (or the first `inject`), so a caller may still add hooks.
 */
export function buildApp(config: AppConfig): FastifyInstance {
  const app = Fastify({
    logger: logger(config),
    // The seed writes some paths with a trailing slash and some without.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024, // JSON; multipart files have their own limits per endpoint
    connectionTimeout: 120_000, // idle sockets
    requestTimeout: 60_000, // a whole request, uploads included
    keepAliveTimeout: 10_000,
    forceCloseConnections: 'idle',
    // Errors raised before routing (bad percent-encoding, an unparsable URL) get the usual shape,
    // without echoing the URL back.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply).code(status).send({ message: 'The URL is not valid.' });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler); // responses must match the contract, extra keys dropped
  app.decorate('config', config);
  app.decorateRequest('session', null);
  registerErrorHandler(app);

  // The API speaks JSON and multipart only: text/plain gets 415 rather than a confusing 422.
  // An empty JSON body (a POST with nothing to say, e.g. logout) counts as no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  // A path with an empty, '.' or '..' segment names nothing we serve: the usual not-found (the
  // file server would otherwise answer its own 403), before any route or file is looked up.
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404) return; // already headed for the not-found answer
    const pathOnly = request.url.split('?', 1)[0]!;
    if (/\/\/|\/\.{1,2}(\/|$)/.test(pathOnly)) return reply.callNotFound();
  });

  app.register(dbPlugin, { url: config.databaseUrl });
  // Closing waits up to 10 s for running jobs; those still running are failed and retried later.
  app.register(jobsPlugin, { workers: true, stopTimeoutMs: 10_000 });
  app.register(mailPlugin, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    publicUrl: config.publicUrl,
    devMailbox: config.devMailbox,
  });
  app.register(securityPlugin, {
    publicUrl: config.publicUrl,
    pusherHost: config.pusherHost,
    rateLimits: config.rateLimits,
    imageOrigin: config.s3?.publicUrl ?? null,
    redisUrl: config.redisUrl,
    stripe: Boolean(config.payments?.stripe),
  });
  // API answers and index.html compressed on the fly (brotli or gzip, above 1 KB); the built assets
  // are compressed once at build time and served as they are (static.ts, preCompressed).
  app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  app.register(multipart);
  app.register(uploadsPlugin, {
    dataDir: config.dataDir,
    poolSize: config.imagePoolSize,
    queueSize: config.imageQueueSize,
  });
  app.register(openApiPlugin, { https: config.publicUrl.startsWith('https:') });
  app.register(storagePlugin, { dataDir: config.dataDir, s3: config.s3 });
  app.register(maintenancePlugin, { outboxRetentionMs: config.outboxRetentionMs });
  app.register(staticPlugin, { dataDir: config.dataDir, webDist: config.webDist });
  app.register(paymentsPlugin, { keys: config.payments });
  app.register(realtimePlugin, {
    settings: config.realtime,
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    clientEventChannels,
  });

  app.register(devMailboxRoutes);

  // First: the other modules register their kinds of notice with it as they start.
  app.register(notificationsModule);
  app.register(auditModule);
  app.register(moneyModule);
  app.register(authModule);
  app.register(usersModule);
  app.register(homeModule);
  app.register(catalogueModule);
  app.register(searchModule);
  app.register(ordersModule);
  app.register(requestsModule);
  app.register(checkoutModule);
  app.register(messagesModule);
  app.register(verificationModule);
  app.register(dashboardModule);
  app.register(activityModule);
  app.register(payoutsModule);
  app.register(ratingsModule);
  app.register(deliveriesModule);
  app.register(adminContentModule);
  app.register(adminUsersModule);
  app.register(adminOrdersModule);
  app.register(adminPaymentsModule);
  return app;
}
