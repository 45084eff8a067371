import type { Requester } from '../outbound-request.ts';

/** A status page is small; anything bigger is not one. */
export const VENDOR_BODY_LIMIT_BYTES = 1024 * 1024;
export const VENDOR_TIMEOUT_MS = 10_000;
const USER_AGENT = 'ClinicStatusBoard-VendorStatus/1.0';

/** What we last heard from the page, for a conditional request. */
export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type PageAnswer = { kind: 'changed'; body: string; validators: Validators } | { kind: 'unchanged' };

export class VendorFetchError extends Error {
  override name = 'VendorFetchError';
}

export type FetchPage = (url: string, validators: Validators) => Promise<PageAnswer>;

/**
 * Reads a vendor's status page politely, through the vetted requester: a conditional GET
 * (If-None-Match, If-Modified-Since) so an unchanged page costs the vendor a 304, no redirects
 * followed, at most 1 MB read.
 */
export function vendorPageFetcher(request: Requester, timeoutMs = VENDOR_TIMEOUT_MS): FetchPage {
  return async (url, validators) => {
    const answer = await request({
      method: 'GET',
      url,
      timeoutMs,
      maxBytes: VENDOR_BODY_LIMIT_BYTES,
      headers: {
        'user-agent': USER_AGENT,
        accept: 'application/json, application/rss+xml, application/atom+xml, application/xml;q=0.9, */*;q=0.5',
        ...(validators.etag ? { 'if-none-match': validators.etag } : {}),
        ...(validators.lastModified ? { 'if-modified-since': validators.lastModified } : {}),
      },
    }).catch((error: unknown) => {
      throw new VendorFetchError(error instanceof Error ? error.message : String(error));
    });
    if (answer.status === 304) return { kind: 'unchanged' };
    if (answer.status >= 300 && answer.status < 400) {
      const location = header(answer.headers.location);
      throw new VendorFetchError(`HTTP ${answer.status}: the page moved${location ? ` to ${location}` : ''}; link that address instead`);
    }
    if (answer.status !== 200) throw new VendorFetchError(`HTTP ${answer.status}`);
    return { kind: 'changed', body: answer.body, validators: { etag: header(answer.headers.etag), lastModified: header(answer.headers['last-modified']) } };
  };
}

function header(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first && first.length <= 500 ? first : null;
}
