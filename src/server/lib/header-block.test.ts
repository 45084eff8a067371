import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFastPath, headerBlock, IDLE_KEEP_ALIVE_MS, polledServer, writeConditional } from './fast-path.ts';

/*
 * The fast path's answers hold, over real sockets, to the bytes a plain `writeHead` server sends
 * for the same requests: kept alive, closed, HTTP/1.0, pipelined, 304 and 200 mixed.
 */

const ETAG = '"v7"';
const BODY = Buffer.from('{"services":[]}');
const security = { 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' };
const own = { 'cache-control': 'no-cache', etag: ETAG };
const notModified = headerBlock(security, own);
const full = { headers: headerBlock(security, { ...own, 'content-type': 'application/json; charset=utf-8', 'content-length': BODY.length }), body: BODY };

/** The answer as a plain node:http server writes it. */
const plainServer = () =>
  createServer((request, response) => {
    if (request.headers['if-none-match'] === ETAG) response.writeHead(304, notModified.list as string[]).end();
    else response.writeHead(200, full.headers.list as string[]).end(BODY);
  });

/** The real clock, read another way: the clock-proof runs shift the global Date hours away from it. */
const wallClock = () => performance.timeOrigin + performance.now();

function fastPathServer(): Server {
  const fastPath = createFastPath();
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

describe('answers written by the fast path', () => {
  const servers = { plain: plainServer(), fast: fastPathServer() };
  let plain = 0;
  let fast = 0;
  beforeAll(async () => {
    plain = await listen(servers.plain);
    fast = await listen(servers.fast);
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
    const [expected, actual] = await Promise.all([exchange(plain, raw), exchange(fast, raw)]);
    expect(undated(actual)).toBe(undated(expected));
    for (const date of dates(actual)) expect(Math.abs(Date.parse(date) - wallClock())).toBeLessThan(5_000);
  });
});
