import { promisify } from 'node:util';
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
 * Bodies at least this large are compressed on libuv's thread pool (zlib's asynchronous API), not
 * on the event loop: 4 MB of services took some 100 ms of brotli and gzip, during which no request
 * was answered. Smaller ones stay synchronous, where a few milliseconds cost less than the hand-over.
 */
export const COMPRESS_OFF_THREAD_BYTES = 64 * 1024;

const gzipOffThread = promisify(zlib.gzip);
const brotliOffThread = promisify(zlib.brotliCompress);

/**
 * precompress() for any size of body, off the event loop from COMPRESS_OFF_THREAD_BYTES. Large
 * bodies get gzip's default level: the gain of level 9 is small there and its cost is not.
 */
export async function precompressOffThread(body: Buffer | string, brotliQuality = 11): Promise<Precompressed> {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  if (identity.length < COMPRESS_OFF_THREAD_BYTES) return precompress(identity, brotliQuality);
  const [gzip, br] = await Promise.all([
    gzipOffThread(identity),
    brotliOffThread(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
  ]);
  return { identity, gzip, br };
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

/** A polled answer ready to send: its ETag and its body in every encoding (lib/http/polled.ts). */
export interface CompressedAnswer {
  etag: string;
  body: Precompressed;
}

/** The answer of each value (a snapshot), compressed once; see compressedAnswers(). */
export interface CompressedAnswers<T extends object> {
  /** Given the request, a caller that takes no compression gets the new body at once, uncompressed. */
  (value: T, request?: { headers: { 'accept-encoding'?: string | string[] | undefined } }): CompressedAnswer;
  /** Resolves once `value`'s compressed answer is made (tests and benches wait on it). */
  ready(value: T): Promise<CompressedAnswer>;
}

/**
 * The compressed answer of each value of one path, made the first time it is asked for and
 * forgotten with the value. A large body is compressed off the event loop; until it is ready the
 * path keeps sending the newest answer that is (its own ETag with it, so a caller is never told
 * an old body is the new one), or the new body uncompressed when there is none yet. Each answer
 * object is given again until the next, so polled.ts makes its headers once.
 */
export function compressedAnswers<T extends object>(
  answerOf: (value: T) => { etag: string; body: Buffer },
  options: { brotliQuality?: number; onError?: (error: unknown) => void } = {},
): CompressedAnswers<T> {
  interface Entry {
    order: number;
    ready: CompressedAnswer | undefined;
    uncompressed: CompressedAnswer;
    done: Promise<CompressedAnswer>;
  }
  const made = new WeakMap<T, Entry>();
  let madeCount = 0;
  let newest: { order: number; answer: CompressedAnswer } | undefined;
  const settle = (entry: Entry, answer: CompressedAnswer) => {
    entry.ready = answer;
    // A body compressed late never replaces a newer one that was ready first.
    if (!newest || newest.order < entry.order) newest = { order: entry.order, answer };
    return answer;
  };

  const entryOf = (value: T): Entry => {
    const known = made.get(value);
    if (known) return known;
    const { etag, body } = answerOf(value);
    const uncompressed: CompressedAnswer = { etag, body: { identity: body, gzip: body, br: body } };
    const entry: Entry = { order: ++madeCount, ready: undefined, uncompressed, done: Promise.resolve(uncompressed) };
    made.set(value, entry);
    if (body.length < COMPRESS_OFF_THREAD_BYTES) {
      entry.done = Promise.resolve(settle(entry, { etag, body: precompress(body, options.brotliQuality) }));
    } else {
      entry.done = precompressOffThread(body, options.brotliQuality).then(
        (compressed) => settle(entry, { etag, body: compressed }),
        (error: unknown) => {
          options.onError?.(error);
          return settle(entry, uncompressed);
        },
      );
    }
    return entry;
  };

  const answer = (value: T, request?: { headers: { 'accept-encoding'?: string | string[] | undefined } }): CompressedAnswer => {
    const entry = entryOf(value);
    if (entry.ready) return entry.ready;
    // A caller that takes no compression (scripts, monitors) has nothing to wait for: the new body as it is.
    if (request && chooseEncoding(request.headers['accept-encoding']) === 'identity') return entry.uncompressed;
    return newest?.answer ?? entry.uncompressed;
  };
  return Object.assign(answer, { ready: (value: T) => entryOf(value).done });
}
