import { isAdminApiPath } from '../lib/http/admin-api-paths.ts';

/** The parts of an OpenAPI document this module reads; the rest is passed on as it is. */
interface OpenApiDocument {
  info: { description?: string } & Record<string, unknown>;
  paths?: Record<string, Record<string, unknown>>;
  components?: { securitySchemes?: Record<string, unknown>; schemas?: Record<string, unknown> } & Record<string, unknown>;
}

const SCHEMA_REF = /"#\/components\/schemas\/([^"]+)"/g;

/**
 * The document anyone may read: every operation but the admin API's, with only the security
 * schemes and shared schemas those operations use, so nothing in it describes the admin panel.
 * The full document is left as it is.
 */
export function publicDocument(document: object, description: string): object {
  const full = document as OpenApiDocument;
  const paths = Object.fromEntries(Object.entries(full.paths ?? {}).filter(([url]) => !isAdminApiPath(url)));
  const operations = Object.values(paths).flatMap((item) => Object.values(item));
  const usedSchemes = new Set(operations.flatMap((operation) => securityOf(operation).flatMap((requirement) => Object.keys(requirement))));
  const { securitySchemes = {}, schemas, ...components } = full.components ?? {};
  return {
    ...full,
    info: { ...full.info, description },
    paths,
    components: {
      ...components,
      securitySchemes: Object.fromEntries(Object.entries(securitySchemes).filter(([name]) => usedSchemes.has(name))),
      ...(schemas ? { schemas: schemasReachedFrom(paths, schemas) } : {}),
    },
  };
}

function securityOf(operation: unknown): Record<string, unknown>[] {
  const security = (operation as { security?: unknown } | null)?.security;
  return Array.isArray(security) ? (security as Record<string, unknown>[]) : [];
}

/** The shared schemas the paths refer to, and those these refer to in turn. */
function schemasReachedFrom(paths: unknown, schemas: Record<string, unknown>): Record<string, unknown> {
  const reached = new Map<string, unknown>();
  const pending = [JSON.stringify(paths)];
  for (let text = pending.pop(); text !== undefined; text = pending.pop()) {
    for (const [, name] of text.matchAll(SCHEMA_REF)) {
      if (reached.has(name!) || !(name! in schemas)) continue;
      reached.set(name!, schemas[name!]);
      pending.push(JSON.stringify(schemas[name!]));
    }
  }
  return Object.fromEntries(reached);
}
