import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { whitelistAddSchema } from '#shared/onboarding/admin-whitelist.js';
import { addWhitelistEntry, listWhitelistEntries, removeWhitelistEntry, type AdminWhitelistDeps } from './whitelist.service.ts';
import { adminActorOf } from '#server/modules/admin-auth/index.js';
import { idParams, sendNothing } from '#server/lib/http/answers.js';
import { whitelistAddAnswers, whitelistListAnswers, whitelistRemoveAnswers } from './access.schemas.ts';

/** The admin panel's IP Whitelist widget: list, add and remove entries. */
export const adminWhitelistRoutes: FastifyPluginAsync<AdminWhitelistDeps> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/whitelist',
    { schema: { tags: ['admin'], summary: 'Every IP whitelist entry, newest first, with the linked clinic name', response: whitelistListAnswers } },
    async () => {
      return listWhitelistEntries(deps);
    },
  );

  api.post(
    '/api/admin/whitelist',
    { schema: { tags: ['admin'], summary: 'Whitelist an IPv4/IPv6 address or CIDR range', body: whitelistAddSchema, response: whitelistAddAnswers } },
    async (request, reply) => {
      const entry = await addWhitelistEntry(deps, request.body, adminActorOf(request));
      return reply.code(201).send(entry);
    },
  );

  api.delete(
    '/api/admin/whitelist/:id',
    { schema: { tags: ['admin'], summary: 'Remove a whitelist entry; the network loses access at once', params: idParams, response: whitelistRemoveAnswers } },
    async (request, reply) => {
      await removeWhitelistEntry(deps, request.params.id, adminActorOf(request));
      return sendNothing(reply, 204);
    },
  );
};
