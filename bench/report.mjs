// The human-readable table; the JSON in bench/results/latest.json carries the same figures.

/**
 * One row per polled answer: what the app answers on one core, how many times the need that is
 * (a dashboard's full schedule for 2,000 clinics), and a bare node:http server's figures for the
 * same bytes beside it, for reference only.
 */
export function printTable(cases, { needPerSecond, headroom }) {
  const head = ['case', 'app req/s', 'app p99 ms', 'CPU us/req', `x need (${needPerSecond}/s)`, `>= ${headroom}x`, 'bare req/s', 'app/bare'];
  const rows = cases.map((c) => [
    c.name,
    fmt(c.app.requestsPerSec),
    String(c.app.p99Ms),
    us(c.app.serverCpuUsPerRequest),
    `${Math.round(c.headroom)}x`,
    `${c.pass ? 'PASS' : 'FAIL'}${c.noisy ? '?' : ''}`,
    fmt(c.baseline.requestsPerSec),
    c.ratio.toFixed(2),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

export function printBundle(bundle) {
  const verdict = bundle.pass ? 'PASS' : 'FAIL';
  console.log(`bundle: initial download of / (gzipped) ${bundle.kb.toFixed(1)} KB in ${bundle.files} files; target <= ${bundle.targetKb} KB: ${verdict}`);
}

const fmt = (n) => Math.round(n).toLocaleString('en-CA');
const us = (n) => (n === null ? '-' : n.toFixed(1));
