import type { Config } from '#server/config.js';
import { REFUSALS, targetPolicy } from '../check-target.ts';
import { vettedRequester, type OutboundNetwork, type Requester } from '../outbound-request.ts';

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

/** How a page may be reached: a page on the provider's own network may use private addresses and plain http. */
export interface PageAccess {
  allowPrivate: boolean;
}

export class VendorFetchError extends Error {
  override name = 'VendorFetchError';
  constructor(
    message: string,
    /** Asking again soon will not help: the page as it stands cannot be used (too large, moved, gone, refused). */
    readonly lasting = false,
  ) {
    super(message);
  }
}

export type FetchPage = (url: string, validators: Validators, access: PageAccess) => Promise<PageAnswer>;

/** Answers that say the address itself is wrong; other failures (5xx, 429, timeouts) may pass. */
const LASTING_STATUS = new Set([400, 401, 403, 404, 405, 406, 410, 414, 451]);

/**
 * Reads a vendor's status page politely, through the vetted requester: over https only unless
 * the link is for a page on the provider's own network (and the board allows private monitoring
 * at all), a conditional GET (If-None-Match, If-Modified-Since) so an unchanged page costs the
 * vendor a 304, no redirects followed, at most 1 MB read.
 */
export function vendorPageFetcher(
  config: Pick<Config, 'publicUrl' | 'port' | 'monitor'>,
  options: { timeoutMs?: number; network?: OutboundNetwork } = {},
): FetchPage {
  const policy = targetPolicy(config);
  const requesters: Record<'strict' | 'private', Requester> = {
    strict: vettedRequester({ ...policy, allowPrivate: false }, options.network),
    private: vettedRequester(policy, options.network),
  };
  const timeoutMs = options.timeoutMs ?? VENDOR_TIMEOUT_MS;
  return async (url, validators, access) => {
    const privateAllowed = access.allowPrivate && policy.allowPrivate;
    if (!privateAllowed && !url.startsWith('https:')) throw new VendorFetchError('the page is not on https://, and only https:// pages are read', true);
    const answer = await requesters[privateAllowed ? 'private' : 'strict']({
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
      const message = error instanceof Error ? error.message : String(error);
      throw new VendorFetchError(message, isLasting(message));
    });
    if (answer.status === 304) return { kind: 'unchanged' };
    if (answer.status >= 300 && answer.status < 400) {
      const location = header(answer.headers.location);
      throw new VendorFetchError(`HTTP ${answer.status}: the page moved${location ? ` to ${location}` : ''}; link that address instead`, true);
    }
    if (answer.status !== 200) throw new VendorFetchError(`HTTP ${answer.status}`, LASTING_STATUS.has(answer.status));
    return { kind: 'changed', body: answer.body, validators: { etag: header(answer.headers.etag), lastModified: header(answer.headers['last-modified']) } };
  };
}

/** Too large, or an address the board may not reach: the same answer next minute. */
function isLasting(message: string): boolean {
  return (
    message.startsWith('the answer is larger than') || message === 'not a web address' || Object.values(REFUSALS).some((refusal) => message.includes(refusal))
  );
}

function header(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first && first.length <= 500 ? first : null;
}
