import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, built from the zod schemas every contract route carries (route.ts), at
 * /api/docs/json, with Swagger UI at /api/docs (its own CSP: it needs inline styles).
 */
export const openApiPlugin = fp<{ https: boolean }>(
  async (app, { https }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Pinjam API',
          version: '0.1.0',
          description:
            'Every error answers `{ message, errors?, code? }`; 422 lists each bad field in `errors`. ' +
            'Authenticated calls send `Authorization: Bearer <token>` from POST /api/auth/login.',
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Its CSP asks browsers to upgrade to https, which breaks the page on a plain-http host.
      transformStaticCSP: (csp) => (https ? csp : csp.replace(/\s*upgrade-insecure-requests;?/, '')),
    });
  },
  { name: 'openapi' },
);
