import http from 'node:http';
import https from 'node:https';
import { resolveCheckHost, type Lookup, type TargetPolicy } from '../check-target.ts';
import { pinnedLookup } from '../checks/pinned-lookup.ts';
import { describeError, timedOut } from '../checks/probe-errors.ts';

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
 * Reads a vendor's status page politely and safely: a conditional GET (If-None-Match,
 * If-Modified-Since) so an unchanged page costs the vendor a 304; the address vetted as a
 * check's is (no private or metadata addresses unless MONITOR_ALLOW_PRIVATE) and connected to
 * as vetted; no redirects followed; one deadline for the whole exchange; at most 1 MB read.
 */
export function vendorPageFetcher(policy: TargetPolicy, options: { lookup?: Lookup; timeoutMs?: number } = {}): FetchPage {
  const timeoutMs = options.timeoutMs ?? VENDOR_TIMEOUT_MS;
  return async (address, validators) => {
    const url = new URL(address);
    const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
    const addresses = await resolveCheckHost(url.hostname.replace(/^\[|\]$/g, ''), port, policy, options.lookup).catch((error: unknown) => {
      throw new VendorFetchError(describeError(error));
    });
    return new Promise<PageAnswer>((resolve, reject) => {
      const client = url.protocol === 'https:' ? https : http;
      let done = false;
      const finish = (outcome: PageAnswer | Error) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        request.destroy();
        if (outcome instanceof Error) reject(outcome);
        else resolve(outcome);
      };
      const timer = setTimeout(() => finish(new VendorFetchError(timedOut(timeoutMs))), timeoutMs);
      const request = client.request(url, {
        method: 'GET',
        agent: false,
        lookup: pinnedLookup(addresses),
        headers: {
          'user-agent': USER_AGENT,
          accept: 'application/json, application/rss+xml, application/atom+xml, application/xml;q=0.9, */*;q=0.5',
          'accept-encoding': 'identity',
          connection: 'close',
          ...(validators.etag ? { 'if-none-match': validators.etag } : {}),
          ...(validators.lastModified ? { 'if-modified-since': validators.lastModified } : {}),
        },
      });
      request.on('error', (error) => finish(new VendorFetchError(describeError(error))));
      request.on('response', (response) => {
        const status = response.statusCode ?? 0;
        if (status === 304) return finish({ kind: 'unchanged' });
        if (status >= 300 && status < 400) {
          return finish(
            new VendorFetchError(
              `HTTP ${status}: the page moved${response.headers.location ? ` to ${response.headers.location}` : ''}; link that address instead`,
            ),
          );
        }
        if (status !== 200) return finish(new VendorFetchError(`HTTP ${status}`));
        const chunks: Buffer[] = [];
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes > VENDOR_BODY_LIMIT_BYTES) return finish(new VendorFetchError('The page is larger than 1 MB: not a status page'));
          chunks.push(chunk);
        });
        response.on('end', () =>
          finish({
            kind: 'changed',
            body: Buffer.concat(chunks).toString('utf8'),
            validators: { etag: header(response.headers.etag), lastModified: header(response.headers['last-modified']) },
          }),
        );
        response.on('error', (error) => finish(new VendorFetchError(describeError(error))));
      });
      request.end();
    });
  };
}

function header(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first && first.length <= 500 ? first : null;
}
