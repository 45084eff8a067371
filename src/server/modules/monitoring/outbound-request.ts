import http from 'node:http';
import https from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { LookupAddress } from 'node:dns';
import type { Config } from '#server/config.js';
import { resolveCheckHost, targetPolicy, type Lookup, type TargetPolicy } from './check-target.ts';
import { pinnedLookup } from './checks/pinned-lookup.ts';
import { describeError, timedOut } from './checks/probe-errors.ts';

export interface OutboundRequest {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /** Bodies longer than this are refused (GET) or cut (POST answers are only logged). */
  maxBytes: number;
}

export interface OutboundAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export class OutboundError extends Error {
  override name = 'OutboundError';
}

export type Requester = (request: OutboundRequest) => Promise<OutboundAnswer>;

/**
 * The internet as a requester sees it: how names resolve, and where a vetted request really
 * connects (the vetted address of the address asked for). Production uses the system's; tests
 * stand in for the internet here, after the vetting, which stays real.
 */
export interface OutboundNetwork {
  lookup?: Lookup;
  route?: (url: URL, vetted: LookupAddress[]) => { url: URL; addresses: LookupAddress[] };
}

/**
 * A request our server makes to an address someone else gave it (a vendor's status page, an
 * alert channel's webhook): the host is vetted as a check target is (no loopback, private,
 * link-local or metadata addresses unless the policy allows private ones; never the board
 * itself), the connection goes to the vetted address, redirects are not followed, one deadline
 * covers the whole exchange and the answer is read up to a limit. Problems become an
 * OutboundError whose message a person can read.
 */
export function vettedRequester(policy: TargetPolicy, options: OutboundNetwork = {}): Requester {
  return async (request) => {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      throw new OutboundError('not a web address');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new OutboundError('not a web address');
    const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
    const addresses = await resolveCheckHost(url.hostname.replace(/^\[|\]$/g, ''), port, policy, options.lookup).catch((error: unknown) => {
      throw new OutboundError(describeError(error));
    });
    const route = options.route?.(url, addresses) ?? { url, addresses };
    return new Promise<OutboundAnswer>((resolve, reject) => {
      const client = route.url.protocol === 'https:' ? https : http;
      let done = false;
      const finish = (outcome: OutboundAnswer | Error) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        call.destroy();
        if (outcome instanceof Error) reject(outcome);
        else resolve(outcome);
      };
      const timer = setTimeout(() => finish(new OutboundError(timedOut(request.timeoutMs))), request.timeoutMs);
      const call = client.request(route.url, {
        method: request.method,
        agent: false,
        lookup: pinnedLookup(route.addresses),
        // A routed request still names the host it was meant for, as it would have on the internet.
        headers: { ...(route.url === url ? {} : { host: url.host }), 'accept-encoding': 'identity', connection: 'close', ...request.headers },
      });
      call.on('error', (error) => finish(new OutboundError(describeError(error))));
      call.on('response', (response) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        const answer = () => ({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes <= request.maxBytes) chunks.push(chunk);
          else if (request.method === 'GET') finish(new OutboundError(`the answer is larger than ${Math.round(request.maxBytes / 1024)} KB`));
          else finish(answer());
        });
        response.on('end', () => finish(answer()));
        response.on('error', (error) => finish(new OutboundError(describeError(error))));
      });
      call.end(request.body);
    });
  };
}

/**
 * Where alert channels may send: subscribers choose these addresses, so the private network,
 * loopback, link-local, cloud metadata and reserved addresses are refused whatever
 * MONITOR_ALLOW_PRIVATE says (that flag lets the admin's own checks reach private hosts).
 */
export function channelPolicy(config: Pick<Config, 'publicUrl' | 'port' | 'monitor'>): TargetPolicy {
  return { ...targetPolicy(config), allowPrivate: false };
}

const PRIVATE_FLAG_NOTE = /unless MONITOR_ALLOW_PRIVATE=true/g;

/**
 * The vetted requester under the channel policy, at every send (names are resolved and vetted
 * again each time). Its refusals name the rule as it applies to channels, for the admin's log.
 */
export function channelRequester(config: Pick<Config, 'publicUrl' | 'port' | 'monitor'>, network: OutboundNetwork = {}): Requester {
  const request = vettedRequester(channelPolicy(config), network);
  return (outbound) =>
    request(outbound).catch((error: unknown) => {
      if (error instanceof OutboundError)
        throw new OutboundError(error.message.replace(PRIVATE_FLAG_NOTE, 'from alert channels, whatever MONITOR_ALLOW_PRIVATE says'));
      throw error;
    });
}
