import { createServer, ServerResponse, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFastPath, headerBlock, IDLE_KEEP_ALIVE_MS, polledServer, writeConditional } from './fast-path.ts';
import { HeaderBlock, NOT_REUSABLE } from './header-block.ts';

/*
 * A polled answer reuses the header bytes node:http made for the same block earlier in the same
 * second. These tests hold it, over real sockets, to the bytes a plain `writeHead` server sends
 * for the same requests: kept alive, closed, HTTP/1.0, pipelined, 304 and 200 mixed.
 */

const ETAG = '"v7"';
const BODY = Buffer.from('{"services":[]}');
const security = { 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' };
const own = { 'cache-control': 'no-cache', etag: ETAG };
const notModified = headerBlock(security, own);
const full = { headers: headerBlock(security, { ...own, 'content-type': 'application/json; charset=utf-8', 'content-length': BODY.length }), body: BODY };

/** The answer as every server of this app wrote it before header blocks were reused. */
const plainServer = () =>
  createServer((request, response) => {
    if (request.headers['if-none-match'] === ETAG) response.writeHead(304, notModified.list as string[]).end();
    else response.writeHead(200, full.headers.list as string[]).end(BODY);
  });

/**
 * The clock node:http dates its headers by. The clock-proof runs shift the global Date (hours
 * away from it), which the fast path must not be given: the real one, read another way.
 */
const wallClock = () => performance.timeOrigin + performance.now();

function reusingServer(): Server {
  const fastPath = createFastPath(undefined, wallClock);
  fastPath.get('/thing', (request, response) => writeConditional(request, response, ETAG, notModified, full));
  return polledServer(fastPath, (_request, response) => response.writeHead(404).end());
}

async function listen(server: Server): Promise<number> {
  server.keepAliveTimeout = IDLE_KEEP_ALIVE_MS;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Writes `raw` in one piece and answers every byte the server sent until it closed the connection. */
function exchange(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(raw));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
  });
}

const get = (headers: string[] = [], version = '1.1') => [`GET /thing HTTP/${version}`, 'Host: localhost', ...headers, '', ''].join('\r\n');
const closing = get(['Connection: close']);
const dates = (raw: string) => [...raw.matchAll(/\r\nDate: ([^\r]*)\r\n/g)].map((match) => match[1]!);
const undated = (raw: string) => raw.replace(/\r\nDate: [^\r]*\r\n/g, '\r\nDate: -\r\n');

describe('header blocks reused within a second', () => {
  const servers = { plain: plainServer(), reusing: reusingServer() };
  let plain = 0;
  let reusing = 0;
  beforeAll(async () => {
    plain = await listen(servers.plain);
    reusing = await listen(servers.reusing);
  });
  afterAll(async () => {
    await Promise.all(Object.values(servers).map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it.each([
    ['answers one after another on a kept-alive connection', [get(), get(), get([`If-None-Match: ${ETAG}`]), get(), closing]],
    ['several requests sent at once (pipelined)', [`${get()}${get([`If-None-Match: ${ETAG}`])}${get()}${closing}`]],
    ['an HTTP/1.0 request, which ends its connection', [get([], '1.0')]],
    ['an HTTP/1.0 request that asks to be kept alive', [get(['Connection: keep-alive'], '1.0'), closing]],
    // HTTP/1.0 has no chunked answers: node:http closes after a 304 it cannot frame otherwise.
    ['a 304 kept alive, then one asked for in HTTP/1.0', [get([`If-None-Match: ${ETAG}`]), get(['Connection: keep-alive', `If-None-Match: ${ETAG}`], '1.0')]],
    ['a request whose client closes the connection after it', [closing]],
    ['a request that waits for 100 Continue', [get(['Expect: 100-continue']), closing]],
  ])('sends the bytes a plain writeHead server sends: %s', async (_case, requests) => {
    const raw = requests.join('');
    const [expected, actual] = await Promise.all([exchange(plain, raw), exchange(reusing, raw)]);
    expect(undated(actual)).toBe(undated(expected));
    for (const date of dates(actual)) expect(Math.abs(Date.parse(date) - wallClock())).toBeLessThan(5_000);
  });

  it("makes a block's header once per second, not once per answer", async () => {
    const writeHead = vi.spyOn(ServerResponse.prototype, 'writeHead');
    try {
      const answers = 20;
      const raw = await exchange(reusing, `${get().repeat(answers - 1)}${closing}`);
      expect(raw.match(/HTTP\/1\.1 200 OK\r\n/g)).toHaveLength(answers);
      // The last answer closes the connection and is never reused; the others make the header at
      // most once per second they span (and again while node:http's own Date lags the clock).
      expect(writeHead.mock.calls.length).toBeLessThanOrEqual(5);
    } finally {
      writeHead.mockRestore();
    }
  });

  it('keeps the Date header current: a header made in an earlier second is made again', () => {
    const block = new HeaderBlock(['etag', ETAG]);
    const at = Date.parse('Fri, 27 Nov 2026 15:00:00 GMT');
    const first = fakeResponse('Fri, 27 Nov 2026 15:00:00 GMT');
    block.writeHead(first, 200, at + 100);
    const sameSecond = fakeResponse('Fri, 27 Nov 2026 15:00:00 GMT');
    block.writeHead(sameSecond, 200, at + 900);
    expect(sameSecond.writeHead).not.toHaveBeenCalled();
    expect([sameSecond.statusCode, sameSecond.statusMessage]).toEqual([200, 'OK']);
    expect((sameSecond as unknown as { _header: string })._header).toBe((first as unknown as { _header: string })._header);
    const nextSecond = fakeResponse('Fri, 27 Nov 2026 15:00:01 GMT');
    block.writeHead(nextSecond, 200, at + 1_000);
    expect(nextSecond.writeHead).toHaveBeenCalledTimes(1);
  });

  it("never reuses a header dated another second than the clock's, nor one node:http did not leave as a string", () => {
    const at = Date.parse('Fri, 27 Nov 2026 15:00:00 GMT');
    const lagging = new HeaderBlock(['etag', ETAG]);
    lagging.writeHead(fakeResponse('Fri, 27 Nov 2026 14:59:59 GMT'), 200, at);
    const next = fakeResponse('Fri, 27 Nov 2026 15:00:00 GMT');
    lagging.writeHead(next, 200, at + 10);
    expect(next.writeHead).toHaveBeenCalledTimes(1);

    const unknownInternals = new HeaderBlock(['etag', ETAG]);
    unknownInternals.writeHead(fakeResponse(undefined), 200, at);
    const after = fakeResponse(undefined);
    unknownInternals.writeHead(after, 200, at + 10);
    expect(after.writeHead).toHaveBeenCalledTimes(1);
  });

  it('leaves answers that are not the common case to writeHead every time', () => {
    const block = new HeaderBlock(['etag', ETAG]);
    const responses = [0, 1, 2].map(() => fakeResponse('Fri, 27 Nov 2026 15:00:00 GMT'));
    for (const response of responses) block.writeHead(response, 200, NOT_REUSABLE);
    for (const response of responses) expect(response.writeHead).toHaveBeenCalledTimes(1);
  });
});

/** A response whose writeHead leaves a header dated `date` as node:http does (or, undefined, leaves none). */
function fakeResponse(date: string | undefined): ServerResponse & { writeHead: ReturnType<typeof vi.fn> } {
  const response = { _header: null as string | null, _headerSent: false, _hasBody: true, statusCode: 200, statusMessage: '' };
  const writeHead = vi.fn((status: number) => {
    response.statusCode = status;
    response.statusMessage = 'OK';
    if (date !== undefined) response._header = `HTTP/1.1 ${status} OK\r\netag: ${ETAG}\r\nDate: ${date}\r\n\r\n`;
  });
  return Object.assign(response, { writeHead }) as unknown as ServerResponse & { writeHead: ReturnType<typeof vi.fn> };
}
