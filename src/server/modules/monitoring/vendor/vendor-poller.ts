import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '#server/db/open.js';
import { vendorStatusLinks, type VendorStatusLinkRow } from '#server/db/schema.js';
import { settleService } from '#server/modules/status/index.js';
import { readBetterStackIndex, readStatuspageSummary } from './vendor-formats.ts';
import { readFeedReading } from './vendor-feed-reading.ts';
import { ReadingError, type VendorReading } from './vendor-reading.ts';
import { VendorFetchError, type FetchPage, type PageAnswer, type Validators } from './vendor-fetch.ts';

/** At most one request a minute to any one page, however many services read it. */
export const VENDOR_POLL_MS = 60_000;
/** After failures the wait doubles, up to half an hour. */
export const VENDOR_BACKOFF_CAP_MS = 30 * 60_000;
/** Pages polled in one pass at most (the rest are due again next pass). */
const PAGES_PER_PASS = 25;

export type VendorKind = VendorStatusLinkRow['kind'];

/** Where each kind's machine-readable status lives, from the page address the admin gave. */
export function feedAddressOf(kind: VendorKind, pageUrl: string): string {
  if (kind === 'feed') return pageUrl;
  const url = new URL(pageUrl);
  const suffix = kind === 'statuspage' ? '/api/v2/summary.json' : '/index.json';
  if (!url.pathname.endsWith(suffix)) url.pathname = `${url.pathname.replace(/\/+$/, '')}${suffix}`;
  url.search = '';
  url.hash = '';
  return url.toString();
}

/** The wait before polling again after `failures` failures in a row. */
export function backoffMs(failures: number): number {
  return Math.min(VENDOR_POLL_MS * 2 ** Math.min(failures, 10), VENDOR_BACKOFF_CAP_MS);
}

/** What the page says about this link's component (or the page as a whole), in our words. */
export function readingOf(link: Pick<VendorStatusLinkRow, 'kind' | 'component' | 'pageUrl'>, body: string, now: Date): VendorReading {
  const context = { now, pageUrl: link.pageUrl };
  if (link.kind === 'feed') return readFeedReading(body, context);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new ReadingError('the page is not JSON');
  }
  if (link.kind === 'statuspage') {
    if (!link.component) throw new ReadingError('no Statuspage component chosen', true);
    return readStatuspageSummary(json, link.component, context);
  }
  return readBetterStackIndex(json, link.component, context);
}

export interface VendorPollDeps {
  db: Db;
  fetchPage: FetchPage;
  log: { warn(obj: unknown, msg?: string): void };
}

export interface VendorPollReport {
  /** Pages requested. */
  pages: number;
  /** Services whose effective status moved. */
  changed: number;
  /** Links whose reading or polling state moved (the board's "2 min ago" with them). */
  updated: number;
}

/**
 * One pass over the vendor pages that are due: each page is requested once (conditionally) for
 * every service that reads it, each service's reading stored and its status settled by the
 * status module in one transaction. A page that fails keeps each service's last reading, which
 * goes stale (precedence.ts) instead of vouching for "online", and is asked again later and
 * later; a page that cannot be used as it stands (too large, moved, not a status page, no such
 * component) makes the service's status unknown at once.
 */
export async function pollDueVendorPages(deps: VendorPollDeps, now: Date): Promise<VendorPollReport> {
  const due = await deps.db.select().from(vendorStatusLinks).where(lte(vendorStatusLinks.nextPollAt, now)).orderBy(vendorStatusLinks.nextPollAt).limit(200);
  const pages = new Map<string, VendorStatusLinkRow[]>();
  for (const link of due) {
    const page = pageKey(link);
    if (page && (pages.has(page) || pages.size < PAGES_PER_PASS)) pages.set(page, [...(pages.get(page) ?? []), link]);
  }
  const report: VendorPollReport = { pages: pages.size, changed: 0, updated: 0 };
  for (const [page, dueLinks] of pages) {
    // Every link to this page moves with it, due or not, so the page is asked once a minute at most.
    const links = await deps.db
      .select()
      .from(vendorStatusLinks)
      .where(and(eq(vendorStatusLinks.kind, dueLinks[0]!.kind), inArray(vendorStatusLinks.pageUrl, [...new Set(dueLinks.map((l) => l.pageUrl))])));
    const sharing = links.filter((link) => pageKey(link) === page);
    // Unlinked since the list of due pages was read.
    if (sharing.length === 0) continue;
    const answer = await fetchOnce(deps, feedAddressOf(sharing[0]!.kind, sharing[0]!.pageUrl), sharing);
    for (const link of sharing) {
      try {
        const moved = await store(deps.db, link, answer, now);
        report.updated += 1;
        if (moved) report.changed += 1;
      } catch (error) {
        deps.log.warn({ err: error, serviceId: link.serviceId }, 'could not store a vendor status reading');
      }
    }
  }
  return report;
}

/** Links read the same page the same way: its machine-readable address, reached with the same access. */
function pageKey(link: VendorStatusLinkRow): string | null {
  try {
    return `${link.allowPrivate ? 'private' : 'public'} ${feedAddressOf(link.kind, link.pageUrl)}`;
  } catch {
    return null;
  }
}

/**
 * The validators every link to the page agrees on: each link keeps those of the last body it
 * read (whether or not that body served it), so a 304 means "what each of you last read" to all
 * of them; a link that has read nothing yet (just linked) asks for the whole page.
 */
export function sharedValidators(links: readonly Pick<VendorStatusLinkRow, 'etag' | 'lastModified'>[]): Validators {
  const agreed = (pick: (link: (typeof links)[number]) => string | null) => {
    const first = links[0] ? pick(links[0]) : null;
    return first !== null && links.every((link) => pick(link) === first) ? first : null;
  };
  return { etag: agreed((link) => link.etag), lastModified: agreed((link) => link.lastModified) };
}

async function fetchOnce(deps: VendorPollDeps, address: string, links: readonly VendorStatusLinkRow[]): Promise<PageAnswer | Error> {
  try {
    return await deps.fetchPage(address, sharedValidators(links), { allowPrivate: links[0]!.allowPrivate });
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

type LinkUpdate = Partial<typeof vendorStatusLinks.$inferInsert>;

/** What one page answer means for one link: the columns to write, and what the status change records. */
export function outcomeFor(link: VendorStatusLinkRow, answer: PageAnswer | Error, now: Date): { update: LinkUpdate; details: Record<string, unknown> } {
  const next = new Date(now.getTime() + VENDOR_POLL_MS);
  const failed = (error: Error, extra: LinkUpdate = {}) => {
    const failures = link.failures + 1;
    const message = error.message.slice(0, 500);
    return { update: { failures, lastError: message, nextPollAt: new Date(now.getTime() + backoffMs(failures)), ...extra }, details: { error: message } };
  };
  if (answer instanceof Error) {
    // A page that cannot be used as it stands: unknown now, and the next request asks for the whole page.
    if (answer instanceof VendorFetchError && answer.lasting) return failed(answer, { problem: 'unreadable', etag: null, lastModified: null });
    return failed(answer);
  }
  if (answer.kind === 'unchanged') {
    if (!link.etag && !link.lastModified) return failed(new ReadingError('the page answered "not modified" before it was ever read'));
    // The same page as last time: this link's own conclusion from it stands.
    if (link.problem === 'missing' || link.problem === 'unreadable')
      return { update: { nextPollAt: next }, details: { unchanged: true, problem: link.problem } };
    return { update: { readAt: now, failures: 0, lastError: null, nextPollAt: next }, details: { vendorWord: link.vendorWord, unchanged: true } };
  }
  const validators = { etag: answer.validators.etag, lastModified: answer.validators.lastModified };
  let reading: VendorReading;
  try {
    reading = readingOf(link, answer.body, now);
  } catch (error) {
    if (!(error instanceof ReadingError)) throw error;
    return failed(error, { problem: error.missing ? 'missing' : 'unreadable', ...validators });
  }
  return {
    update: {
      // A state the board cannot use leaves the last usable one in place, with the reason beside it.
      ...(reading.state ? { state: reading.state } : {}),
      problem: reading.unknown,
      vendorWord: reading.vendorWord.slice(0, 100),
      incidentTitle: reading.incident?.title.slice(0, 300) ?? null,
      incidentUrl: reading.incident?.url?.slice(0, 2000) ?? null,
      maintenanceTitle: reading.maintenance?.title.slice(0, 300) ?? null,
      maintenanceStartsAt: reading.maintenance?.startsAt ?? null,
      maintenanceEndsAt: reading.maintenance?.endsAt ?? null,
      maintenanceUrl: reading.maintenance?.url?.slice(0, 2000) ?? null,
      readAt: now,
      ...validators,
      failures: 0,
      lastError: null,
      nextPollAt: next,
    },
    details: { vendorWord: reading.vendorWord, ...(reading.unknown ? { unknown: reading.unknown } : {}) },
  };
}

/** Stores one service's outcome and settles its status, in one transaction; answers whether the status moved. */
async function store(db: Db, link: VendorStatusLinkRow, answer: PageAnswer | Error, now: Date): Promise<boolean> {
  const { update, details } = outcomeFor(link, answer, now);
  return db.transaction(async (tx) => {
    await tx
      .update(vendorStatusLinks)
      .set({ ...update, lastPolledAt: now, updatedAt: now })
      .where(eq(vendorStatusLinks.serviceId, link.serviceId));
    const settled = await settleService(tx, link.serviceId, { now, cause: 'vendor', actor: null, details });
    return settled?.changed ?? false;
  });
}
