import type { FastifyPluginAsync } from 'fastify';
import { etagOf } from '#server/lib/etag.js';
import type { AccessStatusResponse } from '#shared/onboarding/clinic-access.js';
import type { ClinicHeartbeat } from './clinic-heartbeat.ts';
import type { Whitelist } from './whitelist.service.ts';
import type { FirstScreen } from '#server/lib/first-screen.js';
import { jsonAnswerHeaders, servePolled, writeConditional, type Polled } from '#server/lib/fast-path.js';
import { accessStatusAnswers } from './access.schemas.ts';

function answer(status: AccessStatusResponse) {
  const json = JSON.stringify(status);
  return { body: Buffer.from(json), etag: etagOf(json) };
}

// The only three answers there are, serialised once.
const ANSWERS = {
  none: answer({ hasAccess: false, clinicRegistered: false }),
  network: answer({ hasAccess: true, clinicRegistered: false }),
  clinic: answer({ hasAccess: true, clinicRegistered: true }),
} as const;

/**
 * GET /api/clinic/access-status: polled every 60 s by every open dashboard, so it is answered
 * from the in-memory whitelist and its heartbeat is only noted in memory: no query per request.
 */
export const accessRoutes: FastifyPluginAsync<{ whitelist: Whitelist; heartbeat: ClinicHeartbeat; firstScreen: FirstScreen; polled: Polled }> = async (
  app,
  { whitelist, heartbeat, firstScreen, polled },
) => {
  /** The caller's answer; a registered clinic asking is a sign of life (a page load as much as a poll). */
  const answerFor = (address: string) => {
    const entry = whitelist.match(address)?.payload;
    if (entry?.clinicRegistered && entry.clinicAccessId) heartbeat.seen(entry.clinicAccessId);
    return !entry ? READY.none : entry.clinicRegistered ? READY.clinic : READY.network;
  };
  // Each answer's header blocks are made once, the security headers included.
  const headersOf = jsonAnswerHeaders(polled.securityHeaders, (etag) => ({ 'cache-control': 'no-cache, private', vary: 'x-forwarded-for', etag }));
  const ready = (answer: { body: Buffer; etag: string }) => ({ ...answer, ...headersOf(answer) });
  const READY = { none: ready(ANSWERS.none), network: ready(ANSWERS.network), clinic: ready(ANSWERS.clinic) };

  firstScreen.provide('/api/clinic/access-status', (request) => {
    const chosen = answerFor(request.ip);
    return { etag: chosen.etag, body: () => chosen.body.toString('utf8') };
  });
  servePolled(
    app,
    polled,
    '/api/clinic/access-status',
    {
      logLevel: 'warn',
      config: { session: false },
      schema: { summary: "Whether the caller's network is a registered clinic's (whitelisted), and which clinic", response: accessStatusAnswers },
    },
    (request, response) => {
      const chosen = answerFor(polled.clientAddress(request));
      writeConditional(request, response, chosen.etag, chosen.notModified, chosen.full);
    },
  );
};
