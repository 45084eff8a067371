import type { FastifyPluginAsync } from 'fastify';
import type { StatusSummary } from '#shared/status/incidents.js';
import type { AppParts } from '#server/lib/app-parts.js';
import type { ServiceDirectory, ServicesSnapshot } from '../status/index.ts';
import { buildAtomFeed } from './atom.ts';
import { OVERALL_STATES, overallSummary } from '#shared/status/board-status.js';
import { maintenanceKey, memoAnswer, visibleMaintenance } from './public-answers.ts';
import { sendAnswer } from './send-answer.ts';
import type { StatusSnapshot, StatusView } from './status-view.ts';
import { atomFeedAnswers, statusSummaryAnswers } from './incidents.schemas.ts';

export type StatusFeedRoutesParts = Pick<AppParts, 'clock' | 'config'> & { statusView: StatusView; directory: ServiceDirectory };

/** Tells people outside the dashboard: a JSON summary for tools and an Atom feed for readers. */
export const statusFeedRoutes: FastifyPluginAsync<StatusFeedRoutesParts> = async (app, deps) => {
  const view = deps.statusView;
  const providerName = deps.config.publicConfig.provider.name;
  const selfUrl = `${deps.config.publicUrl}/status.atom`;

  const summary = memoAnswer((services: ServicesSnapshot, snapshot: StatusSnapshot, now: number): string => {
    const list = services.services.map(({ id, name, type, status, source, stale, monitorOffline, incident, override, maintenance, unknown }) => ({
      id,
      name,
      type,
      status,
      source: source ?? 'manual',
      ...(stale ? { stale } : {}),
      ...(monitorOffline ? { monitorOffline } : {}),
      ...(incident ? { incident } : {}),
      ...(override ? { override } : {}),
      ...(maintenance ? { maintenance } : {}),
      ...(unknown ? { unknown } : {}),
    }));
    const visible = visibleMaintenance(snapshot, now);
    const overall = overallSummary(services.services);
    const answer: StatusSummary = {
      overall: overall.state,
      sentence: overall.sentence,
      coverage: overall.coverage,
      // The latest change this answer knows of: a service's check, or an incident's update.
      updatedAt: latest([...services.services.map((s) => s.lastChecked ?? null), ...snapshot.active.map((i) => i.updatedAt)]) ?? snapshot.since.toISOString(),
      services: list,
      activeIncidents: snapshot.active,
      upcomingMaintenance: [...visible.active, ...visible.upcoming],
    };
    return JSON.stringify(answer);
  });

  app.get(
    '/api/status/summary',
    {
      logLevel: 'warn',
      config: { session: false },
      schema: {
        tags: ['status'],
        summary: `Overall state (${OVERALL_STATES.join(', ')}), services, active incidents, maintenance`,
        response: statusSummaryAnswers,
      },
    },
    (request, reply) => {
      const services = deps.directory.view.get();
      const snapshot = view.get();
      const now = deps.clock.nowMs();
      const key = `${services.etag}:${snapshot.version}:${maintenanceKey(visibleMaintenance(snapshot, now))}`;
      return sendAnswer(request, reply, summary(key, services, snapshot, now));
    },
  );

  const feed = memoAnswer((snapshot: StatusSnapshot) =>
    buildAtomFeed(
      {
        id: selfUrl,
        title: `${providerName} status`,
        selfUrl,
        alternateUrl: `${deps.config.publicUrl}/`,
        updated: snapshot.feed[0]?.updated ?? snapshot.since.toISOString(),
        author: providerName,
      },
      snapshot.feed,
    ),
  );

  // Outside /api, so a reader finds it at the site's root; a route wins over the SPA's catch-all 404.
  app.get(
    '/status.atom',
    {
      logLevel: 'warn',
      config: { session: false },
      schema: { tags: ['status'], summary: 'Atom feed of incident updates and maintenance announcements (latest 50)', response: atomFeedAnswers },
    },
    (request, reply) => {
      const snapshot = view.get();
      return sendAnswer(request, reply, feed(String(snapshot.version), snapshot), 'application/atom+xml; charset=utf-8');
    },
  );
};

function latest(isoTimes: (string | null)[]): string | null {
  let best: string | null = null;
  for (const at of isoTimes) if (at && (best === null || at > best)) best = at;
  return best;
}
