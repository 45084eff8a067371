import http from 'node:http';
import https from 'node:https';
import { StringDecoder } from 'node:string_decoder';
import { pinnedLookup } from './pinned-lookup.ts';
import { describeError, failedProbe, timedOut, timedOutProbe } from './probe-errors.ts';
import { performanceStopwatch, type PinnedAddresses, type ProbeResult, type ProbeSpec, type Stopwatch } from './types.ts';

/** The most of a body read to look for the keyword. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
const USER_AGENT = 'ClinicStatusBoard-Monitor/1.0';

/**
 * GET the URL once, on a fresh connection to a vetted address, under one hard deadline that
 * covers connect, headers and body. Redirects are not followed (a 3xx is judged by the
 * expected status range), so a redirect cannot lead a check somewhere it may not go.
 * Latency is the time to the response headers. `reportedTimeoutMs` is the timeout the error names
 * when the deadline passes: the check's own, when part of it went on resolving the host.
 */
export function httpProbe(
  spec: ProbeSpec,
  url: string,
  addresses: PinnedAddresses,
  stopwatch: Stopwatch = performanceStopwatch,
  reportedTimeoutMs = spec.timeoutMs,
): Promise<ProbeResult> {
  return new Promise((resolve) => {
    const elapsed = stopwatch();
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    let settled = false;
    // Once headers came, a deadline that passes is the target's slowness, not the network's.
    let answered = false;
    const finish = (result: ProbeResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(result);
    };
    const timer = setTimeout(
      () => finish(answered ? { ok: false, latencyMs: null, error: timedOut(reportedTimeoutMs) } : timedOutProbe(reportedTimeoutMs)),
      spec.timeoutMs,
    );
    const request = client.request(target, {
      method: 'GET',
      agent: false,
      lookup: pinnedLookup(addresses),
      headers: { 'user-agent': USER_AGENT, accept: '*/*', 'accept-encoding': 'identity', connection: 'close' },
    });
    request.on('error', (error) => finish(failedProbe(error)));
    request.on('response', (response) => {
      const latencyMs = Math.round(elapsed());
      answered = true;
      const status = response.statusCode ?? 0;
      if (status < spec.expectedStatusMin || status > spec.expectedStatusMax) {
        finish({ ok: false, latencyMs, error: `HTTP ${status}; expected ${spec.expectedStatusMin}-${spec.expectedStatusMax}` });
        return;
      }
      const keyword = spec.keyword;
      if (!keyword) {
        finish({ ok: true, latencyMs });
        return;
      }
      const decoder = new StringDecoder('utf8');
      let text = '';
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        // Search only where a match could newly end: the tail before this chunk plus the chunk.
        const from = Math.max(0, text.length - keyword.length + 1);
        bytes += chunk.length;
        text += decoder.write(chunk);
        if (text.indexOf(keyword, from) >= 0) finish({ ok: true, latencyMs });
        else if (bytes >= BODY_LIMIT_BYTES) finish({ ok: false, latencyMs, error: `Keyword "${keyword}" not found in the first 1 MB` });
      });
      response.on('end', () => finish({ ok: false, latencyMs, error: `Keyword "${keyword}" not found in the response` }));
      response.on('error', (error) => finish({ ok: false, latencyMs, error: describeError(error) }));
    });
    request.end();
  });
}
