import type { FastifyPluginAsync } from 'fastify';
import { etagOf } from '#server/lib/http/etag.js';
import type { AccessStatusResponse } from '#shared/onboarding/clinic-access.js';
import type { ClinicHeartbeat } from './clinic-heartbeat.ts';
import type { Whitelist } from './whitelist.service.ts';
import type { FirstScreen } from '#server/lib/http/first-screen.js';
import type { Polled } from '#server/lib/http/polled.js';
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
    return !entry ? ANSWERS.none : entry.clinicRegistered ? ANSWERS.clinic : ANSWERS.network;
  };
  firstScreen.provide('/api/clinic/access-status', (request) => {
    const chosen = answerFor(request.ip);
    return { etag: chosen.etag, body: () => chosen.body.toString('utf8') };
  });
  polled.serve(
    app,
    '/api/clinic/access-status',
    {
      logLevel: 'warn',
      config: { session: false },
      schema: { summary: "Whether the caller's network is a registered clinic's (whitelisted), and which clinic", response: accessStatusAnswers },
    },
    { headers: { 'cache-control': 'no-cache, private', vary: 'x-forwarded-for' }, snapshotOf: (_request, clientIp) => answerFor(clientIp()) },
  );
};
