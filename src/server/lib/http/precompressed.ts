import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One answer body kept ready in the encodings browsers ask for, made once and sent many times. */
export interface Precompressed {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** Bodies smaller than this go out as they are: a compressed copy would save less than its headers. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * @param brotliQuality 11 for what is made once (pages at start-up); lower for answers made again
 *   on every change, where the best ratio is not worth blocking the event loop (5: a few ms for 10 KB).
 */
export function precompress(body: Buffer | string, brotliQuality = 11): Precompressed {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  if (identity.length < COMPRESS_MIN_BYTES) return { identity, gzip: identity, br: identity };
  return {
    identity,
    gzip: zlib.gzipSync(identity, { level: 9 }),
    br: zlib.brotliCompressSync(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
  };
}

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, then gzip, else none.
 * An encoding listed with q=0 is refused, as RFC 9110 says.
 */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  // No header: scripts and monitors that poll the board (and the bench's wrk) send none.
  if (acceptEncoding === undefined) return 'identity';
  if (typeof acceptEncoding === 'string') {
    const known = chosenFor.get(acceptEncoding);
    if (known) return known;
  }
  const chosen = parseAcceptEncoding(acceptEncoding);
  // Browsers send a handful of distinct values: remember them (a bounded few, never every header seen).
  if (typeof acceptEncoding === 'string' && chosenFor.size < 64) chosenFor.set(acceptEncoding, chosen);
  return chosen;
}

export type Encoding = 'br' | 'gzip' | 'identity';
const chosenFor = new Map<string, Encoding>();

function parseAcceptEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/** A Vary value that also names accept-encoding (added once, whatever the case it was written in). */
export function varyWithEncoding(vary: string | undefined): string {
  if (!vary) return 'accept-encoding';
  return /accept-encoding/i.test(vary) ? vary : `${vary}, accept-encoding`;
}

/** Sends the body in the encoding the request accepts; caches in between are told it varies. */
export function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, body: Precompressed): FastifyReply {
  const vary = reply.getHeader('vary');
  reply.header('vary', varyWithEncoding(vary === undefined ? undefined : String(vary)));
  if (body.gzip === body.identity) return reply.send(body.identity);
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return reply.send(body.identity);
  return reply.header('content-encoding', encoding).send(body[encoding]);
}

/** A Precompressed copy of each value's body, made the first time it is asked for and forgotten with the value. */
export function precompressedCache<T extends object>(bodyOf: (value: T) => Buffer, brotliQuality?: number): (value: T) => Precompressed {
  const made = new WeakMap<T, Precompressed>();
  return (value) => {
    let body = made.get(value);
    if (!body) {
      body = precompress(bodyOf(value), brotliQuality);
      made.set(value, body);
    }
    return body;
  };
}
