// The human-readable table; the JSON in bench/results/latest.json carries the same figures.

export function printTable(cases, target) {
  const head = ['case', 'app req/s', 'app p99 ms', 'base req/s', 'base p99 ms', 'ratio', `>= ${target}`, 'CPU us/req app', 'base'];
  const rows = cases.map((c) => [
    c.name,
    fmt(c.app.requestsPerSec),
    String(c.app.p99Ms),
    fmt(c.baseline.requestsPerSec),
    String(c.baseline.p99Ms),
    c.ratio.toFixed(2),
    `${c.pass ? 'PASS' : 'FAIL'}${c.noisy ? '?' : ''}`,
    us(c.app.serverCpuUsPerRequest),
    us(c.baseline.serverCpuUsPerRequest),
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
