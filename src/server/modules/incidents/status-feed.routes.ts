import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#shared/i18n/locales.js';
import { parameterLocale } from '#server/lib/i18n/lang-query.js';
import { translator } from '#server/lib/i18n/translator.js';
import type { StatusSummary } from '#shared/status/incidents.js';
import type { AppParts } from '#server/lib/app-parts.js';
import type { ServiceDirectory, ServicesSnapshot } from '../status/index.ts';
import { buildAtomFeed } from './atom.ts';
import { OVERALL_STATES, overallSummary } from '#shared/status/board-status.js';
import { maintenanceKey, memoAnswer, visibleMaintenance, type Answer } from './public-answers.ts';
import { sendAnswer } from './send-answer.ts';
import type { StatusSnapshot, StatusView } from './status-view.ts';
import { atomFeedAnswers, statusSummaryAnswers } from './incidents.schemas.ts';
import { FEED_LANGUAGE_NOTE, feedQuerySchema } from './status-feed.schemas.ts';
import { embedSentence } from '../embed/index.ts';

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
      // One answer for every caller (it is kept and served from memory): both languages in it.
      sentenceFr: embedSentence(overall, translator('fr-CA').t),
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

  /** The feed in each language, each kept until the content changes. */
  const feeds = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      memoAnswer((snapshot: StatusSnapshot) =>
        buildAtomFeed(
          {
            id: selfUrl,
            title: translator(locale).t('server-feed.title', { provider: providerName }),
            selfUrl,
            alternateUrl: `${deps.config.publicUrl}/`,
            updated: snapshot.feed[0]?.updated ?? snapshot.since.toISOString(),
            author: providerName,
          },
          snapshot.feed.map((entry) => entry.written[locale]),
          locale === DEFAULT_LOCALE ? 'en' : locale,
        ),
      ),
    ]),
  ) as Record<Locale, (key: string, snapshot: StatusSnapshot) => Answer>;

  // Outside /api, so a reader finds it at the site's root; a route wins over the SPA's catch-all 404.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/status.atom',
    {
      logLevel: 'warn',
      config: { session: false },
      schema: {
        tags: ['status'],
        summary: 'Atom feed of incident updates and maintenance announcements (latest 50)',
        description: FEED_LANGUAGE_NOTE,
        querystring: feedQuerySchema,
        response: atomFeedAnswers,
      },
    },
    (request, reply) => {
      const snapshot = view.get();
      // Named in the address (a reader sends no cookie of ours), else the request's language.
      const locale = parameterLocale(request, reply, request.query.lang);
      return sendAnswer(request, reply, feeds[locale](String(snapshot.version), snapshot), 'application/atom+xml; charset=utf-8');
    },
  );
};

function latest(isoTimes: (string | null)[]): string | null {
  let best: string | null = null;
  for (const at of isoTimes) if (at && (best === null || at > best)) best = at;
  return best;
}
