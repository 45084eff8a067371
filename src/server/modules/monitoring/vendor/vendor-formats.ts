import type { VendorState } from '#server/modules/status/index.js';
import { dateOf, hasEnded, isObject, list, text, webLink, type Json } from './vendor-json.ts';
import { ReadingError, stateOfWord, type ReadingContext, type VendorReading } from './vendor-reading.ts';

/*
 * The two JSON formats status pages publish, read with the meaning each vendor documents: an
 * Atlassian Statuspage summary (/api/v2/summary.json, one chosen component) and a Better Stack
 * page (/index.json, JSON:API). A page that is not what it claims to be, or that does not list
 * the chosen component, is a ReadingError; a state the vendor does not document is unknown.
 */

/** Statuspage API v2: a component's status. */
const STATUSPAGE_COMPONENT: Record<string, VendorState> = {
  operational: 'online',
  degraded_performance: 'warning',
  partial_outage: 'warning',
  major_outage: 'offline',
  under_maintenance: 'maintenance',
};
/** Statuspage API v2: an incident's status ("investigating", "identified", "monitoring" are open; "postmortem" follows "resolved"). */
const STATUSPAGE_INCIDENT_CLOSED = new Set(['resolved', 'postmortem']);
/** Statuspage API v2: a scheduled maintenance's status ("scheduled" is upcoming). */
const STATUSPAGE_MAINTENANCE_NOW = new Set(['in_progress', 'verifying']);
const STATUSPAGE_MAINTENANCE_DONE = new Set(['completed']);

const namesComponent = (entry: Json, componentId: string) => list(entry.components).some((c) => isObject(c) && c.id === componentId);
const startOf = (value: unknown) => dateOf(value)?.getTime() ?? Number.MAX_SAFE_INTEGER;

/** An incident's status, or its newest update's when the incident does not say. */
function incidentStatus(incident: Json): string {
  const own = text(incident.status);
  if (own) return own;
  const updates = list(incident.incident_updates).filter(isObject);
  const newest = [...updates].sort((a, b) => (dateOf(b.created_at)?.getTime() ?? 0) - (dateOf(a.created_at)?.getTime() ?? 0))[0];
  return (newest && text(newest.status)) ?? '';
}

/** A Statuspage summary: the chosen component's status, its newest open incident, and its maintenance that has not ended. */
export function readStatuspageSummary(body: unknown, componentId: string, context: ReadingContext): VendorReading {
  if (!isObject(body) || !Array.isArray(body.components)) throw new ReadingError('not a Statuspage summary (no components list)');
  const component = body.components.find((entry) => isObject(entry) && entry.id === componentId);
  if (!isObject(component)) throw new ReadingError(`the summary has no component ${componentId}`, true);
  const reading = stateOfWord(STATUSPAGE_COMPONENT, text(component.status) ?? '');
  const pageUrl = (isObject(body.page) ? text(body.page.url) : null) ?? context.pageUrl;
  // Statuspage shows incidents and maintenances alike at /incidents/<id>.
  const linkOf = (entry: Json) => webLink(entry.shortlink) ?? (pageUrl && text(entry.id) ? webLink(`/incidents/${String(entry.id)}`, pageUrl) : null);

  const open = list(body.incidents)
    .filter(isObject)
    .filter((incident) => !STATUSPAGE_INCIDENT_CLOSED.has(incidentStatus(incident)));
  const incident = open.find((entry) => namesComponent(entry, componentId)) ?? (reading.state === 'online' ? undefined : open[0]);

  // Maintenance for this component, or for the whole page, that has not ended: the one under way, else the next to start.
  const maintenances = list(body.scheduled_maintenances)
    .filter(isObject)
    .filter((m) => list(m.components).length === 0 || namesComponent(m, componentId))
    .filter((m) => !STATUSPAGE_MAINTENANCE_DONE.has(text(m.status) ?? '') && !hasEnded(dateOf(m.scheduled_until), context.now));
  const current = maintenances.find((m) => STATUSPAGE_MAINTENANCE_NOW.has(text(m.status) ?? ''));
  const next = current ?? [...maintenances].sort((a, b) => startOf(a.scheduled_for) - startOf(b.scheduled_for))[0];

  return {
    ...reading,
    // The vendor says its maintenance is under way: the component is under maintenance, whatever its own light says.
    state: current && reading.state === 'online' ? 'maintenance' : reading.state,
    incident: incident ? { title: text(incident.name) ?? 'Incident', url: linkOf(incident) } : null,
    maintenance: next
      ? { title: text(next.name) ?? 'Scheduled maintenance', startsAt: dateOf(next.scheduled_for), endsAt: dateOf(next.scheduled_until), url: linkOf(next) }
      : null,
  };
}

/** Better Stack: a resource's status and the page's aggregate state ("not_monitored" is a resource nobody watches now). */
const BETTER_STACK_STATES: Record<string, VendorState> = {
  operational: 'online',
  degraded: 'warning',
  downtime: 'offline',
  maintenance: 'maintenance',
};
/** A status report whose state for the resource is one of these is still open. */
const BETTER_STACK_OPEN = new Set(['degraded', 'downtime']);

/** Where a Better Stack page lives: its custom domain, else its subdomain, else the address it was read from. */
function betterStackBase(attributes: Json, pageUrl: string | undefined): string | null {
  const domain = text(attributes.custom_domain);
  if (domain) return webLink(`https://${domain}/`);
  const subdomain = text(attributes.subdomain);
  if (subdomain && /^[a-z0-9-]{1,63}$/i.test(subdomain)) return `https://${subdomain}.betteruptime.com/`;
  return pageUrl ? webLink('/', pageUrl) : null;
}

/**
 * A Better Stack page: the named resource's status when one is chosen (by id or public name),
 * else the page's aggregate state; its newest open status report about the resource as the
 * incident, and its maintenance report that has not ended. index.json gives a report no address:
 * its page is /incident/<id> (or /maintenance/<id>) on the status page's own domain.
 */
export function readBetterStackIndex(body: unknown, resource: string | null | undefined, context: ReadingContext): VendorReading {
  if (!isObject(body) || !isObject(body.data) || !isObject(body.data.attributes)) throw new ReadingError('not a Better Stack status page (no data.attributes)');
  const page = body.data.attributes;
  const included = list(body.included).filter(isObject);
  let word: string;
  let resourceId: string | null = null;
  if (resource) {
    const match = included.find(
      (entry) =>
        entry.type === 'status_page_resource' && (String(entry.id) === resource || (isObject(entry.attributes) && entry.attributes.public_name === resource)),
    );
    if (!match || !isObject(match.attributes)) throw new ReadingError(`the page has no resource "${resource}"`, true);
    word = text(match.attributes.status) ?? '';
    resourceId = String(match.id);
  } else {
    word = text(page.aggregate_state) ?? '';
  }
  const reading: Pick<VendorReading, 'state' | 'unknown' | 'vendorWord'> =
    word === 'not_monitored' ? { state: null, unknown: 'not-monitored', vendorWord: word } : stateOfWord(BETTER_STACK_STATES, word);

  const base = betterStackBase(page, context.pageUrl);
  const linkOf = (report: Json, path: 'incident' | 'maintenance') => (base && report.id !== undefined ? webLink(`${path}/${String(report.id)}`, base) : null);
  const reports = included
    .filter((entry) => entry.type === 'status_report' && isObject(entry.attributes))
    .map((entry): Json => ({ ...(entry.attributes as Json), id: entry.id }));
  // A report's state for the resource: its entry among the affected resources; with no resource chosen, the report's own.
  const stateFor = (report: Json): string | null => {
    if (!resourceId) return text(report.aggregate_state);
    const affected = list(report.affected_resources)
      .filter(isObject)
      .find((entry) => String(entry.status_page_resource_id) === resourceId);
    return affected ? text(affected.status) : null;
  };
  const open = reports.find((report) => report.report_type !== 'maintenance' && BETTER_STACK_OPEN.has(stateFor(report) ?? ''));
  const maintenance = reports
    .filter((report) => report.report_type === 'maintenance' && (!resourceId || stateFor(report) !== null) && !hasEnded(dateOf(report.ends_at), context.now))
    .sort((a, b) => startOf(a.starts_at) - startOf(b.starts_at))[0];

  return {
    ...reading,
    incident: open && reading.state !== 'online' ? { title: text(open.title) ?? 'Incident', url: linkOf(open, 'incident') } : null,
    maintenance: maintenance
      ? {
          title: text(maintenance.title) ?? 'Scheduled maintenance',
          startsAt: dateOf(maintenance.starts_at),
          endsAt: dateOf(maintenance.ends_at),
          url: linkOf(maintenance, 'maintenance'),
        }
      : null,
  };
}
