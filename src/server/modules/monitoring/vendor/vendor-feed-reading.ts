import { FeedError, parseFeed, type FeedEntry } from './vendor-feed.ts';
import { htmlToText, strongPassages } from './vendor-html.ts';
import { hasEnded, webLink } from './vendor-json.ts';
import { ReadingError, type ReadingContext, type VendorReading } from './vendor-reading.ts';

/*
 * What an incident feed says. Statuspage's history.rss and history.atom write each incident or
 * maintenance as an entry whose story lists its updates newest first, each labelled
 * ("<strong>Resolved</strong> - ..."), a maintenance's story opening with its window ("THIS IS A
 * SCHEDULED EVENT Apr 7, 13:00 - 17:00 UTC"). Those labels are read as Statuspage documents
 * them. A feed without them (any other vendor's) says what happened, not how bad it is: its
 * newest entry is an open incident unless its first words say it is over.
 */

/** Statuspage's update labels, by what they mean. */
const INCIDENT_OPEN = new Set(['investigating', 'identified', 'monitoring', 'update']);
const INCIDENT_CLOSED = new Set(['resolved', 'postmortem']);
const MAINTENANCE_UPCOMING = new Set(['scheduled']);
const MAINTENANCE_NOW = new Set(['in progress', 'verifying']);
const MAINTENANCE_DONE = new Set(['completed']);
const SCHEDULED_EVENT = 'THIS IS A SCHEDULED EVENT';

/** A plain feed's first words that say an entry is over. */
const OVER = /\b(resolved|completed|recovered|operational|postmortem)\b/i;

type EntryMeaning =
  | { kind: 'open'; word: string }
  | { kind: 'closed'; word: string }
  | { kind: 'upcoming'; window: Window | null }
  | { kind: 'maintenance-now'; word: string; window: Window | null }
  | { kind: 'unknown'; word: string }
  | { kind: 'plain'; over: boolean };

interface Window {
  startsAt: Date;
  endsAt: Date;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WINDOW = /^(\w{3}) (\d{1,2}), (\d{1,2}):(\d{2}) - (?:(\w{3}) (\d{1,2}), )?(\d{1,2}):(\d{2}) (UTC|GMT)$/i;

/**
 * "Apr 7, 13:00 - 17:00 UTC" or "Apr 7, 22:00 - Apr 8, 04:00 UTC", the year taken from when the
 * entry was published (a window in January announced in December is next year's). Windows
 * written in another zone than UTC are not guessed at: null.
 */
export function scheduledWindow(words: string, reference: Date): Window | null {
  // Statuspage wraps the day and the times in <var> elements: their tags leave a space before the comma.
  const match = WINDOW.exec(
    words
      .slice(SCHEDULED_EVENT.length, SCHEDULED_EVENT.length + 100)
      .replace(/ ,/g, ',')
      .trim(),
  );
  if (!match) return null;
  const [, startMonth, startDay, startHour, startMinute, endMonth, endDay, endHour, endMinute] = match;
  const month = MONTHS.indexOf(startMonth!.toLowerCase());
  const lastMonth = endMonth ? MONTHS.indexOf(endMonth.toLowerCase()) : month;
  if (month < 0 || lastMonth < 0) return null;
  let year = reference.getUTCFullYear();
  const at = (y: number, m: number, d: string, h: string, min: string) => new Date(Date.UTC(y, m, Number(d), Number(h), Number(min)));
  if (at(year, month, startDay!, startHour!, startMinute!).getTime() < reference.getTime() - 60 * 86_400_000) year += 1;
  const startsAt = at(year, month, startDay!, startHour!, startMinute!);
  let endsAt = at(lastMonth < month ? year + 1 : year, lastMonth, endDay ?? startDay!, endHour!, endMinute!);
  if (!endMonth && endsAt <= startsAt) endsAt = new Date(endsAt.getTime() + 86_400_000);
  return Number.isNaN(startsAt.getTime()) || Number.isNaN(endsAt.getTime()) || endsAt <= startsAt ? null : { startsAt, endsAt };
}

function dateOf(raw: string | null): Date | null {
  if (!raw) return null;
  const at = new Date(raw);
  return Number.isNaN(at.getTime()) ? null : at;
}

function titleOf(entry: FeedEntry): string {
  return (entry.titleIsHtml ? htmlToText(entry.title) : entry.title.replace(/\s+/g, ' ').trim()) || 'Incident';
}

function meaningOf(entry: FeedEntry, now: Date): EntryMeaning {
  const passages = entry.bodyIsHtml ? strongPassages(entry.body) : [];
  const header = passages.find((p) => p.text.toUpperCase().startsWith(SCHEDULED_EVENT));
  const label = passages.find((p) => p.labelsUpdate && !p.text.toUpperCase().startsWith(SCHEDULED_EVENT))?.text.toLowerCase();
  const window = header ? scheduledWindow(header.text, dateOf(entry.date) ?? now) : null;
  if (label !== undefined) {
    if (INCIDENT_CLOSED.has(label) || MAINTENANCE_DONE.has(label)) return { kind: 'closed', word: label };
    if (MAINTENANCE_NOW.has(label)) return { kind: 'maintenance-now', word: label, window };
    if (MAINTENANCE_UPCOMING.has(label) || (header && INCIDENT_OPEN.has(label))) return { kind: 'upcoming', window };
    if (INCIDENT_OPEN.has(label)) return { kind: 'open', word: label };
    return { kind: 'unknown', word: label.slice(0, 50) };
  }
  if (header) return { kind: 'upcoming', window };
  // A plain feed: the first words of the story (or of the title) say whether it is over.
  const story = (entry.bodyIsHtml ? htmlToText(entry.body.slice(0, 4000)) : entry.body.slice(0, 4000)).slice(0, 300);
  const firstWords = story.split(/ - |\. /)[0] ?? '';
  return { kind: 'plain', over: OVER.test(firstWords) || OVER.test(titleOf(entry).slice(0, 100).split(/[:-]/)[0] ?? '') };
}

/** An RSS or Atom incident feed, read once in linear time (vendor-feed.ts). */
export function readFeedReading(xml: string, context: ReadingContext): VendorReading {
  let entries: FeedEntry[];
  try {
    entries = parseFeed(xml).entries;
  } catch (error) {
    if (error instanceof FeedError) throw new ReadingError(error.message);
    throw error;
  }
  const quiet: VendorReading = { state: 'online', unknown: null, vendorWord: 'no incidents', incident: null, maintenance: null };
  const newest = entries[0];
  if (!newest) return quiet;
  const linkOf = (entry: FeedEntry) => webLink(entry.link, context.pageUrl);
  const read = entries.map((entry) => ({ entry, meaning: meaningOf(entry, context.now) }));
  const first = read[0]!.meaning;

  if (first.kind === 'plain') {
    return first.over
      ? { ...quiet, vendorWord: 'resolved' }
      : { state: 'warning', unknown: null, vendorWord: 'open incident', incident: { title: titleOf(newest), url: linkOf(newest) }, maintenance: null };
  }

  // Labelled entries: any open incident in the feed is open now; a maintenance under way or still to come is one.
  const open = read.find((r) => r.meaning.kind === 'open');
  const now = read.find((r) => r.meaning.kind === 'maintenance-now');
  const upcoming = read
    .filter((r) => r.meaning.kind === 'upcoming' && !hasEnded((r.meaning as { window: Window | null }).window?.endsAt ?? null, context.now))
    .sort((a, b) => startOf(a.meaning) - startOf(b.meaning))[0];
  const maintenanceEntry = now ?? upcoming;
  const maintenanceWindow = maintenanceEntry ? (maintenanceEntry.meaning as { window: Window | null }).window : null;
  const maintenance = maintenanceEntry
    ? {
        title: titleOf(maintenanceEntry.entry),
        startsAt: maintenanceWindow?.startsAt ?? null,
        endsAt: maintenanceWindow?.endsAt ?? null,
        url: linkOf(maintenanceEntry.entry),
      }
    : null;

  if (open) {
    const word = (open.meaning as { word: string }).word;
    return { state: 'warning', unknown: null, vendorWord: word, incident: { title: titleOf(open.entry), url: linkOf(open.entry) }, maintenance };
  }
  if (now) return { state: 'maintenance', unknown: null, vendorWord: (now.meaning as { word: string }).word, incident: null, maintenance };
  if (first.kind === 'unknown') return { state: null, unknown: 'unknown-state', vendorWord: first.word, incident: null, maintenance };
  return { ...quiet, vendorWord: first.kind === 'closed' ? first.word : 'no open incidents', maintenance };
}

function startOf(meaning: EntryMeaning): number {
  return 'window' in meaning && meaning.window ? meaning.window.startsAt.getTime() : Number.MAX_SAFE_INTEGER;
}
