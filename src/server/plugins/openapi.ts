import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { isAdminApiPath, OPEN_ADMIN_ROUTES } from '../lib/http/admin-api-paths.ts';
import { ADMIN, PUBLIC, SECURITY_SCHEMES } from '../lib/http/api-security.ts';
import { answers } from '../lib/http/answers.ts';
import { operationIdFor, withMediaTypes } from './openapi-operations.ts';
import { publicDocument } from './openapi-public.ts';

/** The public document: every operation but the admin API's. */
export const OPENAPI_JSON_PATH = '/api/docs';
export const OPENAPI_UI_PATH = '/api/docs/ui';
/**
 * The full document, admin operations included. It lives under the admin API so that the admin
 * guard answers it like every admin operation, and so that the admin cookie (which browsers send
 * only to /api/admin) reaches it.
 */
export const ADMIN_OPENAPI_JSON_PATH = '/api/admin/docs';

const SHARED_DESCRIPTION = 'State-changing calls must come from the site itself (Origin / Sec-Fetch-Site).';
const FULL_DESCRIPTION =
  'Every call the status board makes. Browsers authenticate with cookies: `sid` (signed in) and `admin_sid` (admin panel). ' + SHARED_DESCRIPTION;
const PUBLIC_DESCRIPTION =
  "The status board's public calls. Browsers authenticate with the `sid` cookie (signed in). " +
  SHARED_DESCRIPTION +
  ` The admin panel's calls are listed for admins only, at ${ADMIN_OPENAPI_JSON_PATH}.`;

/** The two documents in the browsable UI, the public one first (it opens on it). */
const UI_DOCUMENTS = [
  { url: OPENAPI_JSON_PATH, name: 'Public API' },
  { url: ADMIN_OPENAPI_JSON_PATH, name: 'Full API with the admin panel (admins only)' },
];

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
  ['/embed', 'embed'],
  ['/badge.svg', 'embed'],
];

function defaultTag(url: string): string {
  return TAGS_BY_PREFIX.find(([prefix]) => url.startsWith(prefix))?.[1] ?? 'public';
}

/** Outside /api, the answers meant for other programs and sites: probes, metrics, the feed, and what other sites embed. */
export const DOCUMENTED_OUTSIDE_API: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics', '/status.atom', '/embed', '/badge.svg']);

/** Only the API belongs in the document: never the SPA's pages (one of them is the private admin entry). */
function isDocumented(url: string): boolean {
  return (url.startsWith('/api/') && !url.startsWith(OPENAPI_JSON_PATH)) || DOCUMENTED_OUTSIDE_API.has(url);
}

/** Who may call a route that does not say: the admin guard's routes need the admin session, every other one is public. */
function defaultSecurity(url: string) {
  return isAdminApiPath(url) && !OPEN_ADMIN_ROUTES.has(url) ? ADMIN : PUBLIC;
}

/**
 * The OpenAPI document, built from every route's zod schemas: the public part at /api/docs as
 * JSON for anyone, with a browsable UI at /api/docs/ui, and the full one for admins
 * (adminOpenApiRoutes). Register before any route: @fastify/swagger collects routes as they are
 * added.
 */
export async function registerOpenApi(app: FastifyInstance, options: { title: string; version: string; publicUrl: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: options.title,
        version: options.version,
        description: FULL_DESCRIPTION,
      },
      servers: [{ url: options.publicUrl }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    // Each operation as documented: its tags, a stable operationId, who may call it and the media
    // types it serves, from the route's own schema where it says, else derived from its path.
    transform: (input) => {
      const { url, route } = input;
      if (!isDocumented(url)) return { schema: { ...input.schema, hide: true }, url };
      const schema = input.schema ?? {};
      return zodTransform({
        ...input,
        schema: {
          ...schema,
          tags: schema.tags ?? [defaultTag(url)],
          operationId: schema.operationId ?? operationIdFor([route.method].flat()[0]!, url),
          security: schema.security ?? defaultSecurity(url),
          response: withMediaTypes(schema.response),
        },
      });
    },
  });
  let publicCopy: object | undefined;
  const publicOne = () => (publicCopy ??= publicDocument(app.swagger(), PUBLIC_DESCRIPTION));
  await app.register(swaggerUi, {
    routePrefix: OPENAPI_UI_PATH,
    staticCSP: false,
    // The standalone layout's bar is where the UI offers its documents to choose from.
    uiConfig: { docExpansion: 'list', deepLinking: true, layout: 'StandaloneLayout', urls: UI_DOCUMENTS },
    // The UI's own copies (json, yaml) are the public document too.
    transformSpecification: publicOne,
    transformSpecificationClone: false,
  });
  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return publicOne();
  });
}

const openApiDocument = z
  .looseObject({
    openapi: z.string(),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  })
  .describe('An OpenAPI 3.1 document');

/**
 * GET /api/admin/docs: the full document, admin operations included. Register it with the other
 * route plugins, after the admin guard, which refuses anyone without an admin session and marks
 * its answers no-store.
 */
export const adminOpenApiRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    ADMIN_OPENAPI_JSON_PATH,
    {
      schema: {
        summary: "The full API document, with the admin panel's operations",
        operationId: 'getFullApiDocument',
        tags: ['admin'],
        security: ADMIN,
        response: answers({ 200: openApiDocument }),
      },
    },
    () => {
      return app.swagger() as unknown as z.infer<typeof openApiDocument>;
    },
  );
};
