import { desc, eq, inArray } from 'drizzle-orm';
import { maintenanceWindowWords } from '#shared/maintenance-window-words.js';
import { lowerFirst } from '#shared/time-words.js';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#shared/i18n/locales.js';
import { translator, type Translator } from '#server/lib/i18n/translator.js';
import type { Db } from '#server/db/open.js';
import { incidents, incidentServices, incidentUpdates, maintenanceWindows, services } from '#server/db/schema.js';
import { FEED_ENTRIES, type IncidentStatus, type Maintenance } from '#shared/status/incidents.js';
import type { AtomEntry, FeedEntry } from './atom.ts';
import { loadMaintenance } from './maintenance.service.ts';

/** An incident's status in words, as the feed says it. */
const STATUS_WORDS: Record<IncidentStatus, string> = {
  investigating: 'server-feed.status.investigating',
  identified: 'server-feed.status.identified',
  monitoring: 'server-feed.status.monitoring',
  resolved: 'server-feed.status.resolved',
};

/**
 * When a maintenance window runs, for a feed read any time later: dates with their year, in the
 * provider's time zone ("Tue, Jun 16, 2026, 10:00 to 11:30 p.m. MDT"), in `locale`.
 */
export function feedWindowWords(window: Pick<Maintenance, 'startsAt' | 'endsAt'>, timeZone: string, locale: Locale = DEFAULT_LOCALE): string {
  return maintenanceWindowWords(window, { timeZone, words: translator(locale) }).text;
}

/**
 * A text the provider wrote, in the feed's language: the French when they wrote one, else the
 * English, which a French feed marks as such.
 */
function providerText(t: Translator, english: string, french: string | null | undefined): string {
  if (t.locale === DEFAULT_LOCALE) return english;
  return french?.trim() ? french : t.t('server-feed.englishOnly', { text: english });
}

interface UpdateRow {
  id: string;
  status: string;
  message: string;
  messageFr: string | null;
  createdAt: Date;
  by: string | null;
  title: string;
  titleFr: string | null;
}

function incidentEntry(u: UpdateRow, names: string[], providerName: string, t: Translator): AtomEntry {
  const status = STATUS_WORDS[u.status as IncidentStatus];
  const label = status ? t.t(status) : u.status;
  const lines = [
    t.t('server-feed.incident.update', { status: label, message: providerText(t, u.message, u.messageFr) }),
    names.length > 0 ? t.t('server-feed.affected', { names: names.join(', ') }) : '',
  ];
  return {
    id: `urn:uuid:${u.id}`,
    title: t.t('server-feed.incident.title', { status: label, title: providerText(t, u.title, u.titleFr) }),
    updated: u.createdAt.toISOString(),
    author: u.by ?? providerName,
    content: lines.filter(Boolean).join('\n\n'),
    category: 'incident',
  };
}

function maintenanceEntry(window: Maintenance, providerName: string, timeZone: string, t: Translator): AtomEntry {
  const description = window.description ? providerText(t, window.description, window.descriptionFr) : '';
  const when = feedWindowWords(window, timeZone, t.locale);
  const lines = [
    // English opens the time with its day ("Scheduled for Tue, Jun 16"); French writes it inside the sentence ("Prévu : mar. 16 juin").
    t.t('server-feed.maintenance.when', { when: t.locale === DEFAULT_LOCALE ? when : lowerFirst(t, when) }),
    window.services.length > 0 ? t.t('server-feed.affected', { names: window.services.map((s) => s.name).join(', ') }) : '',
    description,
  ];
  return {
    id: `urn:uuid:${window.id}`,
    title: t.t('server-feed.maintenance.title', { title: providerText(t, window.title, window.titleFr) }),
    updated: window.createdAt,
    author: providerName,
    content: lines.filter(Boolean).join('\n\n'),
    category: 'maintenance',
  };
}

/** An entry written in every language the feed speaks. */
function inEveryLanguage(id: string, updated: string, write: (t: Translator) => AtomEntry): FeedEntry {
  return { id, updated, written: Object.fromEntries(LOCALES.map((locale) => [locale, write(translator(locale))])) as Record<Locale, AtomEntry> };
}

/**
 * The Atom feed's entries: every incident update and every maintenance announcement, newest
 * first, the latest 50 of them together, each written in English and in French. Service names
 * are the provider's own, as written.
 */
export async function loadFeedEntries(db: Db, options: { providerName: string; timeZone: string; now: Date }): Promise<FeedEntry[]> {
  const updates = await db
    .select({
      id: incidentUpdates.id,
      incidentId: incidentUpdates.incidentId,
      status: incidentUpdates.status,
      message: incidentUpdates.message,
      messageFr: incidentUpdates.messageFr,
      createdAt: incidentUpdates.createdAt,
      by: incidentUpdates.createdByName,
      title: incidents.title,
      titleFr: incidents.titleFr,
    })
    .from(incidentUpdates)
    .innerJoin(incidents, eq(incidents.id, incidentUpdates.incidentId))
    .orderBy(desc(incidentUpdates.createdAt), desc(incidentUpdates.id))
    .limit(FEED_ENTRIES);
  const incidentIds = [...new Set(updates.map((u) => u.incidentId))];
  const affected =
    incidentIds.length === 0
      ? []
      : await db
          .select({ incidentId: incidentServices.incidentId, name: services.name })
          .from(incidentServices)
          .innerJoin(services, eq(services.id, incidentServices.serviceId))
          .where(inArray(incidentServices.incidentId, incidentIds))
          .orderBy(services.sortOrder, services.name);

  const latestWindows = await db.select({ id: maintenanceWindows.id }).from(maintenanceWindows).orderBy(desc(maintenanceWindows.createdAt)).limit(FEED_ENTRIES);
  const windows =
    latestWindows.length === 0
      ? []
      : await loadMaintenance(
          db,
          inArray(
            maintenanceWindows.id,
            latestWindows.map((w) => w.id),
          ),
          options.now,
        );

  const entries: FeedEntry[] = [
    ...updates.map((u) => {
      const names = affected.filter((a) => a.incidentId === u.incidentId).map((a) => a.name);
      return inEveryLanguage(`urn:uuid:${u.id}`, u.createdAt.toISOString(), (t) => incidentEntry(u, names, options.providerName, t));
    }),
    ...windows.map((w) => inEveryLanguage(`urn:uuid:${w.id}`, w.createdAt, (t) => maintenanceEntry(w, options.providerName, options.timeZone, t))),
  ];
  entries.sort((a, b) => b.updated.localeCompare(a.updated) || b.id.localeCompare(a.id));
  return entries.slice(0, FEED_ENTRIES);
}
