import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { createFastPath, jsonAnswerHeaders } from './fast-path.ts';

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
    expect(ready.notModified).toEqual(['x-content-type-options', 'nosniff', 'cache-control', 'private, no-cache', 'etag', '"v1"']);
    expect(ready.full.headers).toEqual([
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
