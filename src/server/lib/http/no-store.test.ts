import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { noStoreByDefault } from './no-store.ts';

async function appWithGroup() {
  const app = Fastify();
  await app.register(async (group) => {
    noStoreByDefault(group);
    group.get('/plain', async () => ({ ok: true }));
    group.get('/own', async (_request, reply) => reply.header('cache-control', 'public, max-age=60').send({ ok: true }));
    group.get('/fails', async () => {
      throw new Error('broken');
    });
  });
  app.get('/outside', async () => ({ ok: true }));
  return app;
}

describe('noStoreByDefault', () => {
  it('marks the group’s answers no-store, refusals and errors included, unless a route chose its own caching', async () => {
    const app = await appWithGroup();
    expect((await app.inject({ url: '/plain' })).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ url: '/own' })).headers['cache-control']).toBe('public, max-age=60');
    const failed = await app.inject({ url: '/fails' });
    expect(failed.statusCode).toBe(500);
    expect(failed.headers['cache-control']).toBe('no-store');
    await app.close();
  });

  it('leaves routes outside the group alone', async () => {
    const app = await appWithGroup();
    expect((await app.inject({ url: '/outside' })).headers['cache-control']).toBeUndefined();
    await app.close();
  });
});
