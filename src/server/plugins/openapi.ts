import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { isAdminApiPath, OPEN_ADMIN_ROUTES } from '../lib/admin-api-paths.ts';

export const OPENAPI_JSON_PATH = '/api/docs';
export const OPENAPI_UI_PATH = '/api/docs/ui';

const zodTransform = createJsonSchemaTransform({ skipList: [] });

/** Tags by path, for routes that do not name their own: the UI groups operations by them. */
const TAGS_BY_PREFIX: readonly [prefix: string, tag: string][] = [
  ['/api/admin/', 'admin'],
  ['/api/auth/', 'sign-in'],
  ['/api/login', 'sign-in'],
  ['/api/logout', 'sign-in'],
  ['/api/callback', 'sign-in'],
  ['/api/clinic', 'clinics'],
  ['/api/notifications', 'notifications'],
  ['/api/track/', 'analytics'],
  ['/api/services', 'status'],
  ['/api/status', 'status'],
  ['/healthz', 'operations'],
  ['/readyz', 'operations'],
  ['/metrics', 'operations'],
];

function defaultTag(url: string): string {
  return TAGS_BY_PREFIX.find(([prefix]) => url.startsWith(prefix))?.[1] ?? 'public';
}

const OPERATIONS_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** Only the API belongs in the document: never the SPA's pages (one of them is the private admin entry). */
function isDocumented(url: string): boolean {
  return (url.startsWith('/api/') && !url.startsWith(OPENAPI_JSON_PATH)) || OPERATIONS_PATHS.has(url) || url === '/status.atom';
}

/**
 * The OpenAPI document, built from every route's zod schemas (issue 5), at /api/docs as JSON
 * with a browsable UI at /api/docs/ui. Register before any route: @fastify/swagger collects
 * routes as they are added.
 */
export async function registerOpenApi(app: FastifyInstance, options: { title: string; version: string; publicUrl: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: options.title,
        version: options.version,
        description:
          'Every call the status board makes. Browsers authenticate with cookies: `sid` (signed in) and `admin_sid` (admin panel). ' +
          'State-changing calls must come from the site itself (Origin / Sec-Fetch-Site).',
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'A signed-in user (e-mail code or OpenID Connect).' },
          adminSession: { type: 'apiKey', in: 'cookie', name: 'admin_sid', description: 'An admin session (8 hours).' },
        },
      },
    },
    transform: (input) => {
      if (!isDocumented(input.url)) return { schema: { ...input.schema, hide: true }, url: input.url };
      const tags = input.schema?.tags ?? [defaultTag(input.url)];
      const result = zodTransform({ ...input, schema: { ...input.schema, tags } });
      if (isAdminApiPath(input.url) && !OPEN_ADMIN_ROUTES.has(input.url)) {
        return { ...result, schema: { ...result.schema, security: [{ adminSession: [] }] } };
      }
      return result;
    },
  });
  await app.register(swaggerUi, {
    routePrefix: OPENAPI_UI_PATH,
    staticCSP: false,
    uiConfig: { docExpansion: 'list', deepLinking: true, layout: 'BaseLayout' },
  });
  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
}
