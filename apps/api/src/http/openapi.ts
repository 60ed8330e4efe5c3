import { CSRF_HEADER } from '@marketplace/contracts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config';
import { sessionCookieName } from '../modules/auth';

/**
 * The OpenAPI document, generated from the same zod schemas the routes validate with, at
 * /api/openapi.json; a browsable version (served from local files only) at /api/docs.
 */
export async function registerOpenApi(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Handyhub API',
        version: '1.0.0',
        description:
          'The marketplace API. Reached by browsers through the site\'s `/api` proxy (same origin). ' +
          `State-changing requests must send \`${CSRF_HEADER}: handyhub\`; errors always have the body \`{ error: { code, message, fieldErrors?, retryAfterSeconds? } }\`.`,
      },
      components: {
        securitySchemes: {
          sessionCookie: { type: 'apiKey', in: 'cookie', name: sessionCookieName(config) },
          csrfHeader: { type: 'apiKey', in: 'header', name: CSRF_HEADER, description: 'Always `handyhub`.' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { deepLinking: true, tryItOutEnabled: false } });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
