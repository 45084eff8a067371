import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM without types (the bench runs before anything is compiled)
import { interleaved, parseWrk, summarise } from '../bench/run-case.mjs';

const REPORT = `Running 10s test @ http://127.0.0.1:40123/api/services
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.10ms  312.45us  14.20ms   91.02%
    Req/Sec    45.80k     2.10k   49.01k    78.00%
  Latency Distribution
     50%  1.02ms
     75%  1.15ms
     90%  1.40ms
     99%  2.31ms
  455812 requests in 10.00s, 1.95GB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 3
Requests/sec:  45580.12
Transfer/sec:    199.53MB
`;

describe("the bench's reading of wrk's report", () => {
  it('takes the rate, the count, the median and 99th percentile, and every kind of failure', () => {
    expect(parseWrk(REPORT)).toEqual({
      requestsPerSec: 45580.12,
      totalRequests: 455812,
      p50Ms: 1.02,
      p99Ms: 2.31,
      non2xx3xx: 3,
      socketErrors: 2,
      timeouts: 1,
    });
  });

  it('reads microsecond and second latencies, and a clean run as no failures', () => {
    const clean = REPORT.replace('     50%  1.02ms', '     50%  870.00us')
      .replace('     99%  2.31ms', '     99%  1.20s')
      .replace(/ {2}Socket errors.*\n {2}Non-2xx.*\n/, '');
    expect(parseWrk(clean)).toMatchObject({ p50Ms: 0.87, p99Ms: 1200, non2xx3xx: 0, socketErrors: 0, timeouts: 0 });
  });
});

describe("the bench's pairing of app and baseline runs", () => {
  it('takes turns A B, B A, ... so each side gets as many runs, early and late alike', () => {
    expect(interleaved(5, ['app', 'baseline'])).toEqual(['app', 'baseline', 'baseline', 'app', 'app', 'baseline', 'baseline', 'app', 'app', 'baseline']);
    expect(interleaved(2, ['baseline', 'app'])).toEqual(['baseline', 'app', 'app', 'baseline']);
  });

  it("adds up one side's runs: req/s over all its seconds, CPU per request over all its requests, the worst p99", () => {
    const run = (totalRequests: number, p50Ms: number, p99Ms: number, serverMs: number | null) => ({
      totalRequests,
      seconds: 2,
      serverMs,
      othersMs: 500,
      p50Ms,
      p99Ms,
      non2xx3xx: 0,
      socketErrors: 1,
      timeouts: 0,
    });
    expect(summarise([run(100_000, 1, 3, 1000), run(60_000, 2, 9, 1000), run(80_000, 1.5, 4, 1000)])).toEqual({
      requestsPerSec: 40_000,
      serverCpuUsPerRequest: 12.5,
      otherCpuPercent: 25,
      p50Ms: 1.5,
      p99Ms: 9,
      totalRequests: 240_000,
      unexpectedStatus: 0,
      errors: 3,
      timeouts: 0,
      slices: 3,
    });
    // Without /proc there is no CPU figure, rather than a partial one.
    expect(summarise([run(100_000, 1, 3, 1000), run(60_000, 2, 9, null)]).serverCpuUsPerRequest).toBeNull();
  });
});
