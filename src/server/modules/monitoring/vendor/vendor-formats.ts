import type { VendorState } from '../../status/index.ts';

/*
 * Vendors' own public status (issue 15, point 3), read from the three formats status pages
 * publish: an Atlassian Statuspage summary (/api/v2/summary.json, one chosen component), a
 * Better Stack page (/index.json, JSON:API), or an RSS/Atom incident feed. Each parser is pure
 * and defensive: a page that is not what it claims to be is a ReadingError, never "online".
 */

export interface VendorIncident {
  title: string;
  /** Where the vendor tells the story; only http(s) links are kept. */
  url: string | null;
}

export interface VendorReading {
  state: VendorState;
  /** The vendor's own word for it ("partial_outage", "degraded"), for the admin panel. */
  vendorWord: string;
  /** The vendor's open incident that concerns the component, when there is one. */
  incident: VendorIncident | null;
}

export class ReadingError extends Error {
  override name = 'ReadingError';
}

const STATUSPAGE_STATES: Record<string, VendorState> = {
  operational: 'online',
  degraded_performance: 'warning',
  partial_outage: 'warning',
  major_outage: 'offline',
  under_maintenance: 'maintenance',
};

const BETTER_STACK_STATES: Record<string, VendorState> = {
  operational: 'online',
  degraded: 'warning',
  downtime: 'offline',
  maintenance: 'maintenance',
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function webLink(value: unknown, base?: string): string | null {
  const raw = text(value);
  if (!raw) return null;
  try {
    const url = new URL(raw, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A Statuspage summary: the chosen component's status, and the newest open incident naming it. */
export function readStatuspageSummary(body: unknown, componentId: string): VendorReading {
  if (!isObject(body) || !Array.isArray(body.components)) throw new ReadingError('not a Statuspage summary (no components list)');
  const component = body.components.find((entry) => isObject(entry) && entry.id === componentId);
  if (!isObject(component)) throw new ReadingError(`the summary has no component ${componentId}`);
  const word = text(component.status) ?? '';
  const state = STATUSPAGE_STATES[word];
  if (!state) throw new ReadingError(`unknown Statuspage component status "${word}"`);
  const pageUrl = isObject(body.page) ? (text(body.page.url) ?? undefined) : undefined;
  const open = list(body.incidents).filter(isObject);
  const naming = open.find((incident) => list(incident.components).some((entry) => isObject(entry) && entry.id === componentId));
  const incident = naming ?? (state === 'online' ? undefined : open[0]);
  return {
    state,
    vendorWord: word,
    incident: incident
      ? {
          title: text(incident.name) ?? 'Incident',
          url: webLink(incident.shortlink) ?? (pageUrl && text(incident.id) ? webLink(`/incidents/${String(incident.id)}`, pageUrl) : null),
        }
      : null,
  };
}

/**
 * A Better Stack page: the named resource's status when one is chosen (by id or public name),
 * else the page's aggregate state; the newest unresolved status report as the incident.
 */
export function readBetterStackIndex(body: unknown, resource?: string | null): VendorReading {
  if (!isObject(body) || !isObject(body.data) || !isObject(body.data.attributes)) throw new ReadingError('not a Better Stack status page (no data.attributes)');
  const included = list(body.included).filter(isObject);
  let word: string | null;
  if (resource) {
    const match = included.find(
      (entry) => entry.type === 'status_page_resource' && (entry.id === resource || (isObject(entry.attributes) && entry.attributes.public_name === resource)),
    );
    if (!match || !isObject(match.attributes)) throw new ReadingError(`the page has no resource "${resource}"`);
    word = text(match.attributes.status);
  } else {
    word = text(body.data.attributes.aggregate_state);
  }
  const state = BETTER_STACK_STATES[word ?? ''];
  if (!state) throw new ReadingError(`unknown Better Stack status "${word ?? ''}"`);
  const pageUrl = text(body.data.attributes.url) ?? undefined;
  const report = included.find((entry) => entry.type === 'status_report' && isObject(entry.attributes) && entry.attributes.aggregate_state !== 'resolved');
  const attributes = report && isObject(report.attributes) ? report.attributes : null;
  return {
    state,
    vendorWord: word!,
    incident:
      attributes && state !== 'online' ? { title: text(attributes.title) ?? 'Incident', url: webLink(attributes.url, pageUrl) ?? webLink(pageUrl) } : null,
  };
}

const RESOLVED = /\b(resolved|completed|recovered|operational)\b/i;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string): string {
  const unwrapped = raw.replace(/^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/, '$1');
  return unwrapped
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

function element(xml: string, name: string): string | null {
  const match = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`, 'i').exec(xml);
  return match ? match[1]! : null;
}

/**
 * An RSS or Atom incident feed (Statuspage's history.rss, most vendors' incident feeds). A feed
 * says what happened, not how bad it is: its newest entry is an open incident (warning) unless
 * its latest words say it was resolved; an empty feed is a quiet vendor (online).
 */
export function readIncidentFeed(xml: string): VendorReading {
  if (!/<(rss|feed|rdf:RDF)[\s>]/i.test(xml)) throw new ReadingError('not an RSS or Atom feed');
  const entries = [...xml.matchAll(/<(item|entry)(?:\s[^>]*)?>([\s\S]*?)<\/\1>/gi)].map((match) => match[2]!);
  const newest = entries[0];
  if (newest === undefined) return { state: 'online', vendorWord: 'no incidents', incident: null };
  const title = decode(element(newest, 'title') ?? '') || 'Incident';
  const story = decode(element(newest, 'description') ?? element(newest, 'content') ?? element(newest, 'summary') ?? '');
  const atomLink = /<link\b[^>]*href="([^"]+)"/i.exec(newest)?.[1];
  const url = webLink(atomLink ?? decode(element(newest, 'link') ?? ''));
  // Statuspage writes the updates newest first ("Resolved - ...", "Monitoring - ..."): the first word decides.
  const latest = story.split(/\s-\s|\.\s/)[0] ?? '';
  if (RESOLVED.test(latest) || RESOLVED.test(title.split(/[:-]/)[0] ?? '')) return { state: 'online', vendorWord: 'resolved', incident: null };
  return { state: 'warning', vendorWord: 'open incident', incident: { title, url } };
}
