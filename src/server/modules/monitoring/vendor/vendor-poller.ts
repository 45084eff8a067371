import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../../db/open.ts';
import { vendorStatusLinks, type VendorStatusLinkRow } from '../../../db/schema.ts';
import { settleService } from '../../status/index.ts';
import { ReadingError, readBetterStackIndex, readIncidentFeed, readStatuspageSummary, type VendorReading } from './vendor-formats.ts';
import type { FetchPage, PageAnswer } from './vendor-fetch.ts';

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

function readingOf(link: Pick<VendorStatusLinkRow, 'kind' | 'component'>, body: string): VendorReading {
  if (link.kind === 'feed') return readIncidentFeed(body);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new ReadingError('the page is not JSON');
  }
  if (link.kind === 'statuspage') {
    if (!link.component) throw new ReadingError('no Statuspage component chosen');
    return readStatuspageSummary(json, link.component);
  }
  return readBetterStackIndex(json, link.component);
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
 * status module in one transaction. A page that fails or cannot be read keeps its last reading,
 * which goes stale (precedence.ts) instead of vouching for "online"; the page is then asked
 * again later and later.
 */
export async function pollDueVendorPages(deps: VendorPollDeps, now: Date): Promise<VendorPollReport> {
  const due = await deps.db.select().from(vendorStatusLinks).where(lte(vendorStatusLinks.nextPollAt, now)).orderBy(vendorStatusLinks.nextPollAt).limit(200);
  const pages = new Map<string, VendorStatusLinkRow[]>();
  for (const link of due) {
    const address = safeAddress(link);
    if (address && (pages.has(address) || pages.size < PAGES_PER_PASS)) pages.set(address, [...(pages.get(address) ?? []), link]);
  }
  const report: VendorPollReport = { pages: pages.size, changed: 0, updated: 0 };
  for (const [address, dueLinks] of pages) {
    // Every link to this page moves with it, due or not, so the page is asked once a minute at most.
    const links = await deps.db
      .select()
      .from(vendorStatusLinks)
      .where(and(eq(vendorStatusLinks.kind, dueLinks[0]!.kind), inArray(vendorStatusLinks.pageUrl, [...new Set(dueLinks.map((l) => l.pageUrl))])));
    const sharing = links.filter((link) => safeAddress(link) === address);
    const answer = await fetchOnce(deps, address, sharing);
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

function safeAddress(link: VendorStatusLinkRow): string | null {
  try {
    return feedAddressOf(link.kind, link.pageUrl);
  } catch {
    return null;
  }
}

async function fetchOnce(deps: VendorPollDeps, address: string, links: readonly VendorStatusLinkRow[]): Promise<PageAnswer | Error> {
  // A 304 must refer to a body every one of them has read: a newly linked service needs the body.
  const known = links.every((link) => link.readAt) ? links.find((link) => link.etag || link.lastModified) : undefined;
  try {
    return await deps.fetchPage(address, { etag: known?.etag ?? null, lastModified: known?.lastModified ?? null });
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** Stores one service's outcome and settles its status, in one transaction; answers whether the status moved. */
async function store(db: Db, link: VendorStatusLinkRow, answer: PageAnswer | Error, now: Date): Promise<boolean> {
  let update: Partial<typeof vendorStatusLinks.$inferInsert>;
  let outcome: Record<string, unknown>;
  try {
    if (answer instanceof Error) throw answer;
    if (answer.kind === 'unchanged') {
      if (!link.readAt) throw new ReadingError('the page answered "not modified" before it was ever read');
      update = { readAt: now, failures: 0, lastError: null, nextPollAt: new Date(now.getTime() + VENDOR_POLL_MS) };
      outcome = { vendorWord: link.vendorWord, unchanged: true };
    } else {
      const reading = readingOf(link, answer.body);
      update = {
        state: reading.state,
        vendorWord: reading.vendorWord.slice(0, 100),
        incidentTitle: reading.incident?.title.slice(0, 300) ?? null,
        incidentUrl: reading.incident?.url?.slice(0, 2000) ?? null,
        readAt: now,
        etag: answer.validators.etag,
        lastModified: answer.validators.lastModified,
        failures: 0,
        lastError: null,
        nextPollAt: new Date(now.getTime() + VENDOR_POLL_MS),
      };
      outcome = { vendorWord: reading.vendorWord };
    }
  } catch (error) {
    const failures = link.failures + 1;
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    // Validators dropped: after a failure the next request asks for the whole page.
    update = { failures, lastError: message, nextPollAt: new Date(now.getTime() + backoffMs(failures)), etag: null, lastModified: null };
    outcome = { error: message };
  }
  return db.transaction(async (tx) => {
    await tx
      .update(vendorStatusLinks)
      .set({ ...update, lastPolledAt: now, updatedAt: now })
      .where(eq(vendorStatusLinks.serviceId, link.serviceId));
    const settled = await settleService(tx, link.serviceId, { now, cause: 'vendor', actor: null, details: outcome });
    return settled?.changed ?? false;
  });
}
