import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { createFastPath } from './fast-path.ts';

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

  it('answers nothing once closed, so the framework can refuse requests while the server stops', () => {
    const fastPath = createFastPath();
    const answer = vi.fn();
    fastPath.get('/api/services', answer);
    fastPath.close();
    expect(fastPath.dispatch(request('GET', '/api/services'), response)).toBe(false);
    expect(answer).not.toHaveBeenCalled();
  });
});
