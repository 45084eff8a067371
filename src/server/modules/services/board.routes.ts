import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Polled, PolledPath } from '#server/lib/http/polled.js';
import { compressedAnswers } from '#server/lib/http/precompressed.js';
import type { FirstScreen } from '#server/lib/http/first-screen.js';
import { SERVICE_TYPES, type ServiceType } from '#shared/status/services.js';
import {
  BOARD_MESSAGES,
  boardAnswers,
  boardSectionAnswers,
  boardSectionParams,
  boardServicesAnswers,
  boardServicesQuery,
  type ServiceDirectory,
  type ServicesSnapshot,
} from '../status/index.ts';

/**
 * What the dashboard reads, sized by what it shows rather than by the board (docs/product/board.md,
 * "Large boards"): GET /api/board (the counts, the problems, the claims network; every service
 * while the board is small), each section's services when it is opened, and a clinic's own
 * services by id. The first two are polled answers from memory (ADR 24), made once per snapshot
 * (a section's when first asked for) and compressed once, off the event loop when large.
 */
export const boardRoutes: FastifyPluginAsync<{ directory: ServiceDirectory; firstScreen: FirstScreen; polled: Polled }> = async (
  app,
  { directory, firstScreen, polled },
) => {
  const onError = (error: unknown) => app.log.warn({ err: error }, 'could not compress a board answer; it is sent uncompressed');
  const boardOf = compressedAnswers((snapshot: ServicesSnapshot) => ({ etag: snapshot.board.etag, body: snapshot.board.body }), {
    brotliQuality: 5,
    onError,
  });
  const headers = { 'cache-control': 'no-cache', vary: 'accept-encoding' };

  firstScreen.provide(
    '/api/board',
    () => {
      const { board } = directory.view.get();
      return { etag: board.etag, body: () => board.json };
    },
    { pages: ['/'] },
  );
  polled.serve(
    app,
    '/api/board',
    {
      logLevel: 'warn',
      config: { session: false },
      schema: {
        tags: ['status'],
        summary: 'The dashboard’s answer: the whole board’s counts and state, its problems and the claims network (every service on a small board)',
        response: boardAnswers,
      },
    },
    { headers, snapshotOf: (request) => boardOf(directory.view.get(), request) },
  );

  const sections = Object.fromEntries(
    SERVICE_TYPES.map((type): [ServiceType, PolledPath] => {
      const sectionOf = compressedAnswers(
        (snapshot: ServicesSnapshot) => {
          const { etag, body } = snapshot.section(type);
          return { etag, body };
        },
        { brotliQuality: 5, onError },
      );
      return [type, { headers, snapshotOf: (request) => sectionOf(directory.view.get(), request) }];
    }),
  );
  polled.serveEach(
    app,
    '/api/board/sections/:type',
    {
      logLevel: 'warn',
      config: { session: false },
      schema: {
        tags: ['status'],
        summary: 'One section’s services (insurance, internet or voip), for a section opened on the dashboard',
        params: boardSectionParams,
        response: boardSectionAnswers,
      },
    },
    sections,
    (request, reply) => reply.code(404).send({ message: BOARD_MESSAGES.unknownSection((request.params as { type: string }).type) }),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/board/services',
    {
      logLevel: 'warn',
      config: { session: false },
      schema: {
        tags: ['status'],
        summary: 'Some services by id (a clinic’s own, on a board too large to send whole)',
        querystring: boardServicesQuery,
        response: boardServicesAnswers,
      },
    },
    (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return directory.view.get().pick(request.query.ids);
    },
  );
};
