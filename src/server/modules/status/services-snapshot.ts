import { createHash } from 'node:crypto';
import type { BoardAnswer } from '#shared/status/board.js';
import { isInSection, SERVICE_TYPES, type Service, type ServiceType } from '#shared/status/services.js';
import { etagOf } from '#server/lib/http/etag.js';
import { boardAnswer, BOARD_LIMITS, type BoardLimits } from './board-answer.ts';

/** A JSON answer made once: its text, its bytes and its strong ETag. */
export interface JsonAnswer {
  json: string;
  body: Buffer;
  etag: string;
}

/**
 * Every service with its status, and the answers made from them, once per change (never per
 * request). Each service is serialised once per snapshot; the answers that every poll needs (the
 * board, the ETags) are made with it, the large ones (every service, a section's services) only
 * when first asked for: at 20,000 services the whole list is 4 MB, and most snapshots are
 * replaced before anyone asks for it.
 */
export interface ServicesSnapshot {
  /** In board order. */
  services: Service[];
  /** The ETag of GET /api/services: a hash of its body, made without building the body. */
  etag: string;
  /** The body of GET /api/services, made on first use. */
  readonly body: Buffer;
  /** The same, as text (the wall display's first screen). */
  readonly json: string;
  /** GET /api/board. */
  board: JsonAnswer & { answer: BoardAnswer };
  /** GET /api/board/sections/:type, made on first use; its ETag is the section's version. */
  section(type: ServiceType): JsonAnswer;
  /** The services of these ids that exist, in board order (GET /api/board/services). */
  pick(ids: readonly string[]): Service[];
}

/** The ETag etagOf() would give '[' + parts.join(',') + ']', without making that string. */
function listEtag(parts: readonly string[]): string {
  const hash = createHash('sha1').update('[');
  parts.forEach((part, index) => hash.update(index === 0 ? part : `,${part}`));
  return `"${hash.update(']').digest('base64url')}"`;
}

const listJson = (parts: readonly string[]) => `[${parts.join(',')}]`;

/** A value made the first time it is read. */
function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** @param parts each service's JSON, when the caller made them already (a slice at a time, between polls). */
export function servicesSnapshot(
  services: Service[],
  limits: BoardLimits = BOARD_LIMITS,
  parts = services.map((service) => JSON.stringify(service)),
): ServicesSnapshot {
  const sectionParts = Object.fromEntries(SERVICE_TYPES.map((type) => [type, parts.filter((_part, index) => isInSection(services[index]!, type))])) as Record<
    ServiceType,
    string[]
  >;
  const versions = Object.fromEntries(SERVICE_TYPES.map((type) => [type, listEtag(sectionParts[type])])) as Record<ServiceType, string>;
  const answer = boardAnswer(services, versions, limits);
  const boardJson = JSON.stringify(answer);

  const json = lazy(() => listJson(parts));
  const body = lazy(() => Buffer.from(json()));
  const sections = Object.fromEntries(
    SERVICE_TYPES.map((type) => [
      type,
      lazy((): JsonAnswer => {
        const text = listJson(sectionParts[type]);
        return { json: text, body: Buffer.from(text), etag: versions[type] };
      }),
    ]),
  ) as Record<ServiceType, () => JsonAnswer>;
  const positions = lazy(() => new Map(services.map((service, position) => [service.id, position])));

  return {
    services,
    etag: listEtag(parts),
    get body() {
      return body();
    },
    get json() {
      return json();
    },
    board: { answer, json: boardJson, body: Buffer.from(boardJson), etag: etagOf(boardJson) },
    section: (type) => sections[type](),
    pick(ids) {
      const found = ids.map((id) => positions().get(id)).filter((position) => position !== undefined);
      return [...new Set(found)].sort((a, b) => a - b).map((position) => services[position]!);
    },
  };
}
