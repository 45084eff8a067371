// Real Lighthouse for the page case (bench/page.ts): its default mobile profile (Moto G Power
// screen, simulated slow 4G, CPU slowed 4x), the performance category only, in Debian's Chromium
// launched as the end-to-end specs launch it. Each run gets a fresh browser, as the Lighthouse
// CLI gives each of its runs; the figures are the medians over the runs. Lighthouse itself calls
// nothing outside (no update check; error reporting is off unless asked for).
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '#tests/e2e/support/chromium.ts';

// Even with background networking off, Chromium 156 still asks Google for the time, signed-in
// accounts and component updates: no name resolves but the board's own address, so those fail
// on the spot instead of leaving the machine.
const OFFLINE = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1';

export interface LighthouseFigures {
  /** The performance score, 0 to 100. */
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
}

export interface LighthouseDay {
  version: string;
  median: LighthouseFigures;
  runs: LighthouseFigures[];
  /** Lighthouse's own warnings (a slow host, a redirect...), each once. */
  warnings: string[];
  /** The runs done again and why (Lighthouse's error codes). */
  retried: string[];
  /** Lighthouse's measure of this machine's speed during the runs (median): lower when it is busy. */
  benchmarkIndex: number;
}

// Lighthouse now and then loses the navigation in its own trace (NO_NAVSTART, two runs in some
// thirty here) and asks to be run again: a run that ends in such an error is done again, this many
// times at most, and reported.
const RETRIES = 2;

/** A run that Lighthouse could not finish; another may. */
class RunFailed extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(`Lighthouse: ${code}: ${message}`);
    this.code = code;
  }
}

interface Run {
  version: string;
  figures: LighthouseFigures;
  warnings: string[];
  benchmarkIndex: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const metric = (lhr: Result, audit: string) => {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${audit}: ${lhr.audits[audit]?.errorMessage ?? 'audit missing'}`);
  return value;
};

/**
 * Requests that went anywhere but the board's own server. The page case runs offline: a request
 * elsewhere would be waited on (or fail) and skew the figures, so it stops the bench.
 */
function requestsElsewhere(lhr: Result, origin: string): string[] {
  const items = (lhr.audits['network-requests']?.details as { items?: { url?: string }[] } | undefined)?.items ?? [];
  return items.map((item) => item.url ?? '').filter((url) => /^(https?|wss?):/.test(url) && new URL(url).origin !== origin);
}

async function runOnce(url: string): Promise<Run> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS, OFFLINE], logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new RunFailed(lhr.runtimeError.code, lhr.runtimeError.message);
    const elsewhere = requestsElsewhere(lhr, new URL(url).origin);
    if (elsewhere.length > 0) throw new Error(`the page reached beyond the local server: ${elsewhere.join(', ')}`);
    const score = lhr.categories.performance?.score;
    if (score === null || score === undefined) throw new Error('Lighthouse gave no performance score');
    return {
      version: lhr.lighthouseVersion,
      figures: {
        score: Math.round(score * 100),
        fcp: metric(lhr, 'first-contentful-paint'),
        lcp: metric(lhr, 'largest-contentful-paint'),
        tbt: metric(lhr, 'total-blocking-time'),
        cls: metric(lhr, 'cumulative-layout-shift'),
        speedIndex: metric(lhr, 'speed-index'),
      },
      warnings: lhr.runWarnings.map(String),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

export async function runLighthouse(url: string, runs: number): Promise<LighthouseDay> {
  const results: Run[] = [];
  const retried: string[] = [];
  while (results.length < runs) {
    try {
      results.push(await runOnce(url));
    } catch (error) {
      if (!(error instanceof RunFailed) || retried.length >= RETRIES) throw error;
      retried.push(error.code);
    }
  }
  const all = results.map((r) => r.figures);
  const pick = (key: keyof LighthouseFigures) => median(all.map((f) => f[key]));
  return {
    version: results[0]?.version ?? 'none',
    median: { score: pick('score'), fcp: pick('fcp'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls'), speedIndex: pick('speedIndex') },
    runs: all,
    warnings: [...new Set(results.flatMap((r) => r.warnings))],
    retried,
    benchmarkIndex: median(results.map((r) => r.benchmarkIndex)),
  };
}
