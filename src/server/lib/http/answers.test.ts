import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answers, sendConditional, sendNothing } from './answers.ts';

async function appWith(
  handler: (reply: { code(status: number): { send(payload: never): unknown } }) => unknown,
  schema = answers({ 200: z.object({ name: z.string() }) }),
) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.withTypeProvider<ZodTypeProvider>().get('/thing', { schema: { response: schema } }, async (_request, reply) => handler(reply) as never);
  await app.ready();
  return app;
}

describe('answers', () => {
  it('serialises through the schema: a field the schema does not name never leaves the server', async () => {
    const app = await appWith(() => ({ name: 'Sun Life', passwordHash: 'x' }));
    const response = await app.inject({ method: 'GET', url: '/thing' });
    expect(response.json()).toEqual({ name: 'Sun Life' });
  });

  it('refuses to send an answer that breaks its schema, rather than send something else', async () => {
    const app = await appWith(() => ({ title: 'no name' }));
    const response = await app.inject({ method: 'GET', url: '/thing' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('no name');
  });

  it('sends errors with their message, and keeps any extra field an error carries', async () => {
    const app = await appWith((reply) => reply.code(409).send({ message: 'Already resolved', retryAfter: 5 } as never));
    const response = await app.inject({ method: 'GET', url: '/thing' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Already resolved', retryAfter: 5 });
  });

  it('sends 204 and 304 with no body at all, and pre-serialised bytes as they are, or 304 when the caller holds them', async () => {
    const empty = await appWith((reply) => sendNothing(reply, 304), answers({ 200: z.object({ name: z.string() }), 304: z.null() }));
    const notModified = await empty.inject({ method: 'GET', url: '/thing' });
    expect([notModified.statusCode, notModified.body]).toEqual([304, '']);

    const answer = { body: Buffer.from('{"name":"ready"}'), etag: '"v1"' };
    const ready = await appWith((reply) => sendConditional({ headers: {} }, reply as never, answer));
    const bytes = await ready.inject({ method: 'GET', url: '/thing' });
    expect(bytes.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(bytes.body).toBe('{"name":"ready"}');

    const held = await appWith((reply) => sendConditional({ headers: { 'if-none-match': '"v1"' } }, reply as never, answer));
    const again = await held.inject({ method: 'GET', url: '/thing' });
    expect([again.statusCode, again.body, again.headers.etag]).toEqual([304, '', '"v1"']);
  });
});
