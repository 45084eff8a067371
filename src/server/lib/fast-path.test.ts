import { Agent, get as httpGet, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { createFastPath, jsonAnswerHeaders, polledServer, type RawAnswer } from './fast-path.ts';

const request = (method: string, url: string) => ({ method, url }) as IncomingMessage;
const response = {} as ServerResponse;

describe('createFastPath', () => {
  it('answers only a plain GET of a registered path, and leaves everything else to the framework', () => {
    const fastPath = createFastPath();
    const answer = vi.fn();
    fastPath.get('/api/services', answer);
    expect(fastPath.dispatch(request('GET', '/api/services'), response)).toBe(true);
    expect(answer).toHaveBeenCalledTimes(1);
    for (const [method, url] of [
      ['HEAD', '/api/services'],
      ['POST', '/api/services'],
      ['GET', '/api/services?x=1'],
      ['GET', '/api/services/'],
      ['GET', '/api/notifications'],
    ] as const) {
      expect(fastPath.dispatch(request(method, url), response), `${method} ${url}`).toBe(false);
    }
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it('records each answer in its route series, by status code', () => {
    const recorded: string[] = [];
    const fastPath = createFastPath((method, route) => (statusCode) => recorded.push(`${method} ${route} ${statusCode}`));
    let status = 200;
    fastPath.get('/api/services', (_request, res) => {
      res.statusCode = status;
    });
    const res = {} as ServerResponse;
    fastPath.dispatch(request('GET', '/api/services'), res);
    status = 304;
    fastPath.dispatch(request('GET', '/api/services'), res);
    expect(recorded).toEqual(['GET /api/services 200', 'GET /api/services 304']);
  });

  it('records nothing when the answer leaves the request to the framework', () => {
    const recorded: number[] = [];
    const fastPath = createFastPath(() => (statusCode) => recorded.push(statusCode));
    fastPath.get('/api/notifications', () => false);
    expect(fastPath.dispatch(request('GET', '/api/notifications'), response)).toBe(false);
    expect(recorded).toEqual([]);
    expect(fastPath.answered).toBe(0);
  });

  it('answers nothing once closed, so the framework can refuse requests while the server stops', () => {
    const fastPath = createFastPath();
    const answer = vi.fn();
    fastPath.get('/api/services', answer);
    fastPath.close();
    expect(fastPath.dispatch(request('GET', '/api/services'), response)).toBe(false);
    expect(answer).not.toHaveBeenCalled();
  });
});

describe('header blocks of JSON answers made elsewhere', () => {
  it('puts the security headers first, then the answer own and its length, and makes them once per answer', () => {
    const own = vi.fn((etag: string) => ({ 'cache-control': 'private, no-cache', etag }));
    const headersOf = jsonAnswerHeaders({ 'x-content-type-options': 'nosniff' }, own);
    const answer = { body: Buffer.from('{"notices":["é"]}'), etag: '"v1"' };
    const ready = headersOf(answer);
    // Flat lists of names and values, as writeHead takes them without walking an object.
    expect(ready.notModified.list).toEqual(['x-content-type-options', 'nosniff', 'cache-control', 'private, no-cache', 'etag', '"v1"']);
    expect(ready.full.headers.list).toEqual([
      'x-content-type-options',
      'nosniff',
      'cache-control',
      'private, no-cache',
      'etag',
      '"v1"',
      'content-type',
      'application/json; charset=utf-8',
      'content-length',
      '18',
    ]);
    expect(ready.full.body).toBe(answer.body);
    expect(headersOf(answer)).toBe(ready);
    expect(own).toHaveBeenCalledTimes(1);
  });
});

describe('the polled server', () => {
  /** Two requests, one after the other, on a keep-alive connection of their own. */
  async function twoRequestsOnOneSocket(url: string, paths: [string, string]): Promise<void> {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (const path of paths) {
        const res = await fetchWith(agent, `${url}${path}`);
        expect(res).toBe(204);
      }
    } finally {
      agent.destroy();
    }
  }

  function fetchWith(agent: Agent, url: string): Promise<number | undefined> {
    return new Promise((resolve, reject) => {
      httpGet(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      }).on('error', reject);
    });
  }

  it('gives every connection one shape, whenever its answers first read the peer address', async () => {
    const fastPath = createFastPath();
    const noAddress: RawAnswer = (_request, response) => {
      response.writeHead(204).end();
    };
    const withAddress: RawAnswer = (request, response) => {
      void request.socket.remoteAddress;
      response.writeHead(204).end();
    };
    fastPath.get('/plain', noAddress);
    fastPath.get('/address', withAddress);
    const server = polledServer(fastPath, (_request, response) => response.writeHead(404).end());
    const sockets: Socket[] = [];
    server.on('connection', (socket: Socket) => sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const url = `http://127.0.0.1:${port}`;
      // One connection reads the address in its first answer, the other only after its first
      // answer has set the keep-alive timeout: before the fix, their properties came in two orders.
      await twoRequestsOnOneSocket(url, ['/address', '/plain']);
      await twoRequestsOnOneSocket(url, ['/plain', '/address']);
      expect(sockets).toHaveLength(2);
      expect(Object.keys(sockets[1]!)).toEqual(Object.keys(sockets[0]!));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
