import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** An onSend hook: `cache-control: no-store` on an answer that has not chosen its own caching. */
export async function noStoreUnlessSet<T>(_request: FastifyRequest, reply: FastifyReply, payload: T): Promise<T> {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  return payload;
}

/**
 * Every answer of this plugin's routes (errors included) is kept by no browser or proxy unless
 * the route sets its own cache-control: a group whose answers are personal or change by the
 * second says so once, where it is registered, rather than in each route.
 */
export function noStoreByDefault(app: FastifyInstance): void {
  app.addHook('onSend', noStoreUnlessSet);
}
