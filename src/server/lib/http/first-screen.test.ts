import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { createFirstScreen } from './first-screen.ts';

describe('the first screen', () => {
  it('gives each page the answers provided for it, and every page those provided for all', async () => {
    const firstScreen = createFirstScreen();
    const answer = (name: string) => () => ({ etag: `"${name}"`, body: () => JSON.stringify(name) });
    firstScreen.provide('/api/notices', answer('notices'));
    firstScreen.provide('/api/board', answer('board'), { pages: ['/'] });
    firstScreen.provide('/api/services', answer('services'), { pages: ['/display'] });
    const request = {} as FastifyRequest;

    const board = await firstScreen.compose(request, '/');
    expect(JSON.parse(board.json())).toEqual({ '/api/notices': 'notices', '/api/board': 'board' });
    const display = await firstScreen.compose(request, '/display');
    expect(JSON.parse(display.json())).toEqual({ '/api/notices': 'notices', '/api/services': 'services' });
    expect(board.key).not.toBe(display.key);
  });
});
