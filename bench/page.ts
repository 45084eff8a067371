// The page case of `npm run bench -- page` (docs/performance.md), on a quiet day and on an
// incident day. First a probe of our own: the built dashboard in Chromium on a throttled phone
// (Lighthouse's slow 4G: 150 ms, 1.6 Mbit/s down, 750 kbit/s up; CPU slowed 4x), five fresh
// loads, reporting the medians of first contentful paint, when the status first shows, LCP and
// cumulative layout shift, and the bytes the first load moved. Then real Lighthouse, its default
// mobile profile, three runs (bench/lighthouse.ts). Run from the repository root after a build.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { startLiveServer } from '#tests/support/live-server.ts';
import { launchBrowser } from '#tests/e2e/support/browser.ts';
import { makeIncidentDay } from '#tests/e2e/support/incident-day.ts';
import { runLighthouse, type LighthouseDay } from './lighthouse.ts';
import { printLargeBoard, runLargeBoardBench } from './large-board-page.ts';

const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 5);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PHONE = { width: 390, height: 844 };
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
export const PAGE_TARGETS = { score: 95, cls: 0.02, initialKb: 170 };

export interface PageFigures {
  fcp: number;
  status: number;
  lcp: number;
  cls: number;
  transferKb: number;
}

export interface DayFigures {
  probe: PageFigures;
  lighthouse: LighthouseDay;
}

type Days = { quiet: DayFigures; incident: DayFigures };

// Runs in the page before anything else: layout shifts, LCP, and the moment the banner first says something real.
const PROBE = `
  window.__bench = { cls: 0, lcp: 0, status: 0 };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__bench.cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => { const all = l.getEntries(); window.__bench.lcp = all[all.length - 1].startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  const seen = () => {
    const region = document.querySelector('[aria-labelledby="board-heading"] [role="status"]');
    if (!window.__bench.status && region && region.textContent && !/Checking services/.test(region.textContent)) {
      window.__bench.status = performance.now();
      return true;
    }
    return false;
  };
  new MutationObserver((_, observer) => { if (seen()) observer.disconnect(); }).observe(document, { childList: true, subtree: true, characterData: true });
`;

async function loadOnce(browser: Browser, url: string): Promise<PageFigures> {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'en-CA' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    let bytes = 0;
    cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
      bytes += event.encodedDataLength;
    });
    await page.addInitScript(PROBE);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => (window as unknown as { __bench: { status: number } }).__bench.status > 0, undefined, { timeout: 30_000 });
    // Late shifts (a banner after its own request) count: wait past the requests a first screen makes.
    await page.waitForTimeout(3_000);
    const figures = await page.evaluate(() => {
      const bench = (window as unknown as { __bench: { cls: number; lcp: number; status: number } }).__bench;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return { fcp, status: bench.status, lcp: bench.lcp, cls: bench.cls };
    });
    return { ...figures, transferKb: bytes / 1024 };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function measure(browser: Browser, url: string): Promise<PageFigures> {
  await loadOnce(browser, url); // warm the server's caches; not counted
  const runs: PageFigures[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await loadOnce(browser, url));
  return {
    fcp: median(runs.map((r) => r.fcp)),
    status: median(runs.map((r) => r.status)),
    lcp: median(runs.map((r) => r.lcp)),
    cls: median(runs.map((r) => r.cls)),
    transferKb: median(runs.map((r) => r.transferKb)),
  };
}

/**
 * A copy of the build to serve from, the client and the server's renderer beside it (dist/ssr):
 * other tasks rebuild dist/, emptying it first, while the bench runs for minutes. The copy sits
 * under node_modules/.cache, where the renderer still finds the packages it imports.
 */
function snapshotBuild(clientDir: string): { clientDir: string; remove: () => void } {
  const cache = path.resolve(import.meta.dirname, '../node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const into = fs.mkdtempSync(path.join(cache, 'bench-page-'));
  const remove = () => fs.rmSync(into, { recursive: true, force: true });
  try {
    fs.cpSync(clientDir, path.join(into, 'client'), { recursive: true });
    const renderer = path.join(clientDir, '..', 'ssr');
    if (fs.existsSync(renderer)) fs.cpSync(renderer, path.join(into, 'ssr'), { recursive: true });
    const html = fs.readFileSync(path.join(into, 'client', 'index.html'), 'utf8');
    const missing = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!).filter((file) => !fs.existsSync(path.join(into, 'client', file)));
    if (missing.length > 0) throw new Error(`${clientDir} changed while it was copied (another build?): ${missing.join(', ')} missing; run again`);
  } catch (error) {
    remove();
    throw error;
  }
  return { clientDir: path.join(into, 'client'), remove };
}

export async function runPageBench(clientDir: string): Promise<Days> {
  const build = snapshotBuild(clientDir);
  try {
    const server = await startLiveServer({ clientDir: build.clientDir });
    const browser = await launchBrowser();
    const url = `${server.url}/`;
    const measureDay = async (): Promise<DayFigures> => ({ probe: await measure(browser, url), lighthouse: await runLighthouse(url, LIGHTHOUSE_RUNS) });
    try {
      const quiet = await measureDay();
      await makeIncidentDay(server);
      const incident = await measureDay();
      return { quiet, incident };
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    build.remove();
  }
}

const ms = (v: number) => `${Math.round(v)} ms`.padStart(9);
const statusInFirstPaint = (f: PageFigures) => f.status <= f.fcp + 1;

function printProbe(results: Days): void {
  console.log(`\nOur probe: the dashboard on a throttled phone (CDP: slow 4G, CPU x4), medians of ${RUNS} loads:`);
  console.log('  day        FCP       status    LCP       CLS      moved');
  for (const [day, { probe: f }] of Object.entries(results)) {
    const cls = f.cls.toFixed(3);
    console.log(
      `  ${day.padEnd(9)}${ms(f.fcp)} ${ms(f.status)} ${ms(f.lcp)}   ${cls.padEnd(7)}${f.cls <= PAGE_TARGETS.cls ? ' ' : '!'} ${f.transferKb.toFixed(1)} KB`,
    );
  }
  console.log(
    `  status in the first paint: ${Object.values(results).every((d) => statusInFirstPaint(d.probe)) ? 'yes' : 'no'}; CLS target at most ${PAGE_TARGETS.cls}`,
  );
}

function printLighthouse(results: Days): void {
  const { version } = results.quiet.lighthouse;
  console.log(
    `\nLighthouse ${version}, default mobile profile (Moto G Power, simulated slow 4G, CPU x4), performance only, medians of ${LIGHTHOUSE_RUNS} runs:`,
  );
  const benchmark = Object.values(results).map((d) => Math.round(d.lighthouse.benchmarkIndex));
  console.log(`  (Lighthouse's benchmark index of this machine meanwhile: ${benchmark.join(' then ')}; lower when the machine is busy)`);
  console.log('  day        score  FCP       LCP       TBT       CLS      Speed Index  scores of the runs');
  for (const [day, { lighthouse }] of Object.entries(results)) {
    const f = lighthouse.median;
    const scores = lighthouse.runs.map((r) => r.score).join(' ');
    console.log(
      `  ${day.padEnd(9)}${String(f.score).padStart(5)}${f.score >= PAGE_TARGETS.score ? ' ' : '!'} ${ms(f.fcp)} ${ms(f.lcp)} ${ms(f.tbt)}   ${f.cls.toFixed(3).padEnd(7)}${f.cls <= PAGE_TARGETS.cls ? ' ' : '!'} ${ms(f.speedIndex)}    ${scores}`,
    );
    for (const warning of lighthouse.warnings) console.log(`  ${day} warning: ${warning}`);
    if (lighthouse.retried.length > 0) console.log(`  ${day}: ${lighthouse.retried.length} run(s) done again after ${lighthouse.retried.join(', ')}`);
  }
}

/** The page's bar for each day (ADR 25): Lighthouse score, no layout shift (ours and Lighthouse's), status in the first paint. */
function verdict({ probe, lighthouse }: DayFigures): string[] {
  const misses: string[] = [];
  const score = lighthouse.median.score;
  if (score < PAGE_TARGETS.score) misses.push(`score ${score} < ${PAGE_TARGETS.score}`);
  const cls = Math.max(probe.cls, lighthouse.median.cls);
  if (cls > PAGE_TARGETS.cls) misses.push(`CLS ${cls.toFixed(3)} > ${PAGE_TARGETS.cls}`);
  if (!statusInFirstPaint(probe)) misses.push(`status at ${Math.round(probe.status)} ms, after the first paint at ${Math.round(probe.fcp)} ms`);
  return misses;
}

function print(results: Days): void {
  printProbe(results);
  printLighthouse(results);
  console.log(`\nTargets: Lighthouse score at least ${PAGE_TARGETS.score} (median), CLS at most ${PAGE_TARGETS.cls}, status in the first paint:`);
  for (const [day, figures] of Object.entries(results)) {
    const misses = verdict(figures);
    console.log(`  ${day.padEnd(9)}${misses.length === 0 ? 'PASS' : `FAIL: ${misses.join('; ')}`}`);
  }
}

if (process.argv[1]?.endsWith('/page.ts')) {
  const clientDir = path.resolve(process.argv[2] ?? 'dist/client');
  print(await runPageBench(clientDir));
  // A board of 20,000 services: how long a section takes to open (the national-scale target: under 200 ms).
  const build = snapshotBuild(clientDir);
  try {
    printLargeBoard(await runLargeBoardBench(build.clientDir));
  } finally {
    build.remove();
  }
}
