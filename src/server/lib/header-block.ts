import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The fields node:http keeps on a response between `writeHead` and `end`. They are not in its
 * types but have been its way of holding a response's header since its first versions (the
 * public `headersSent` reads `_header`); `HeaderBlock` checks them before it relies on them.
 */
interface ResponseInternals {
  _header: string | null;
  _headerSent: boolean;
  _hasBody: boolean;
  _expect_continue?: boolean;
  maxRequestsOnConnectionReached?: boolean;
}

/** The answer is not one whose header may be reused (see HeaderBlock). */
export const NOT_REUSABLE = -1;

/**
 * The time an answer may reuse a header made this second, or NOT_REUSABLE: only HTTP/1.1, kept
 * alive, no 100-continue pending and not a connection's last allowed request, the answer whose
 * status line and connection headers node:http writes alike every time. `wallClock` must be the
 * clock node:http dates its headers by.
 */
export function headerReusableAt(request: IncomingMessage, response: ServerResponse, wallClock: () => number): number {
  const raw = response as unknown as ResponseInternals;
  const common =
    request.httpVersionMajor === 1 &&
    request.httpVersionMinor === 1 &&
    response.shouldKeepAlive === true &&
    raw._expect_continue === false &&
    raw.maxRequestsOnConnectionReached !== true;
  return common ? wallClock() : NOT_REUSABLE;
}

/** The bytes node:http wrote for one status and block, and the second their Date header names. */
interface Made {
  status: number;
  statusMessage: string;
  hasBody: boolean;
  header: string;
  second: number;
}

/**
 * A polled answer's headers (security headers included), as the flat list of names and values
 * `writeHead` takes: given an object, node:http walks it with for...in and hasOwnProperty on every
 * answer.
 *
 * It also keeps the header bytes node:http made of the list, and gives them to the next answers
 * of the same second (issue 13, point 8; ADR 16). `writeHead` checks every name and value,
 * matches each name against the ones it treats specially and joins them into one string, on
 * every answer. With the 20 or so headers these answers carry, a bare node:http server answered
 * 47,000 to 56,000 requests a second with `writeHead` and 64,000 to 71,000 with the header made
 * once a second (wrk, 50 connections, 2026-11-27).
 *
 * The bytes are node:http's own, made by its `writeHead` on a real answer of this server, so they
 * carry its status line, Date, Connection and Keep-Alive exactly as it writes them; they are kept
 * only while their Date is the current second. Only the fast path reuses them (`reusableAt`), and
 * only for the common answer, whose header depends on nothing but the status, the list, the time
 * and the server's keep-alive settings: HTTP/1.1, kept alive, no `Expect` pending, not the last
 * request a connection may make. Anything else, and every answer through Fastify or `inject`,
 * gets `writeHead`. A block belongs to one app, so to one server and its settings.
 */
export class HeaderBlock {
  private made: Made | undefined;

  constructor(readonly list: readonly string[]) {}

  /**
   * Writes `status` and this block's headers. `reusableAt` is the wall-clock time (ms) when the
   * answer may reuse a header node:http made this second, or NOT_REUSABLE.
   */
  writeHead(response: ServerResponse, status: number, reusableAt: number): void {
    const raw = response as unknown as ResponseInternals;
    if (reusableAt === NOT_REUSABLE) {
      response.writeHead(status, this.list as string[]);
      return;
    }
    const second = Math.floor(reusableAt / 1000);
    const made = this.made;
    if (made !== undefined && made.second === second && made.status === status && raw._header === null) {
      response.statusCode = status;
      response.statusMessage = made.statusMessage;
      if (!made.hasBody) raw._hasBody = false;
      raw._header = made.header;
      raw._headerSent = false;
      return;
    }
    response.writeHead(status, this.list as string[]);
    this.made = madeOf(raw, response, status, second);
  }
}

/**
 * What `writeHead` just made, if it can be given to the next answers of this second: node:http
 * still holds its header as one unsent string, and that string is dated this second (its own
 * Date comes from a cache it renews by timer, which can lag the clock by a moment).
 */
function madeOf(raw: ResponseInternals, response: ServerResponse, status: number, second: number): Made | undefined {
  if (typeof raw._header !== 'string' || raw._headerSent !== false || typeof raw._hasBody !== 'boolean') return undefined;
  // RFC 9110's IMF-fixdate, as node:http writes it.
  if (!raw._header.includes(`\r\nDate: ${new Date(second * 1000).toUTCString()}\r\n`)) return undefined;
  return { status, statusMessage: response.statusMessage, hasBody: raw._hasBody, header: raw._header, second };
}
