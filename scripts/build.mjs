// Builds the client (Vite) and the server (tsc), copies the SQL migrations beside the
// compiled server, pre-compresses the client's assets and reports what `/` downloads.
// `--no-check`: the caller has just type-checked these sources (npm test runs `npm run typecheck`
// before its end-to-end build), so tsc only emits.
// tsc is TypeScript 7's native compiler (package alias typescript7; ADR 20). The package named
// typescript stays at 6.0 for the tools that load TypeScript's JavaScript API (typescript-eslint,
// dependency-cruiser), which 7.0 does not have.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const tsc = path.join(root, 'node_modules', 'typescript7', 'bin', 'tsc');
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit' });

fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
run(bin('vite'), ['build', '--logLevel', 'warn']);
// The manifest goes beside the client, not in it: the server reads it, nobody downloads it.
fs.renameSync(path.join(root, 'dist/client/.vite/manifest.json'), path.join(root, 'dist/client-manifest.json'));
fs.rmSync(path.join(root, 'dist/client/.vite'), { recursive: true, force: true });
// The server's renderer of the board and the wall display (src/client/entry-server.tsx), one
// self-contained file: the production tree has no React of its own.
run(bin('vite'), ['build', '--logLevel', 'warn', '--ssr', 'entry-server.tsx', '--outDir', '../../dist/ssr']);
run(process.execPath, [tsc, '-p', 'tsconfig.server.json', ...(process.argv.slice(2).includes('--no-check') ? ['--noCheck'] : [])]);
fs.cpSync(path.join(root, 'src/server/db/migrations'), path.join(root, 'dist/server/db/migrations'), { recursive: true });
// The server reads the message catalogues (mails, channel messages, API answers) from beside itself.
fs.cpSync(path.join(root, 'src/shared/i18n/catalogues'), path.join(root, 'dist/shared/i18n/catalogues'), { recursive: true });
writeDistPackage();

const clientDir = path.join(root, 'dist/client');
inlineStylesheets(clientDir);
for (const file of walk(clientDir)) {
  if (!/\.(js|css|html|svg|json)$/.test(file) || file.endsWith('index.html')) continue;
  const data = fs.readFileSync(file);
  if (data.length < 1024) continue;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

const { initialAssets, gzipBytes } = initialDownload(clientDir);
console.log(`\nInitial download of / (gzipped): ${(gzipBytes / 1024).toFixed(1)} KB in ${initialAssets.length} files`);
for (const a of initialAssets) console.log(`  ${(a.file ?? '').padEnd(48)} ${(a.gzip / 1024).toFixed(1).padStart(7)} KB`);
// The budget for HTML, JS and CSS of the first load of / (ADR 25; 165 KB since French, ADR 26; 170 KB since large boards, ADR 27).
const BUDGET_KB = 170;
if (gzipBytes / 1024 > BUDGET_KB) console.warn(`WARNING: over the ${BUDGET_KB} KB budget for /`);

/**
 * The compiled server keeps the source's subpath imports (`#server/lib/time/clock.js`): tsc rewrites
 * only relative specifiers. dist/ gets a package.json of its own, the nearest one to every
 * compiled file, that maps them to the compiled files; the root package.json maps them to the
 * sources for the tools that run those (Vitest, tsx, TypeScript, ESLint, dependency-cruiser).
 */
function writeDistPackage() {
  const imports = { '#server/*.js': './server/*.js', '#shared/*.js': './shared/*.js' };
  fs.writeFileSync(path.join(root, 'dist/package.json'), `${JSON.stringify({ type: 'module', private: true, imports }, null, 2)}\n`);
}

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * The stylesheet goes into index.html itself: the page paints without waiting for a second
 * request (a round trip of 150 ms or more on a phone), and the board's HTML is loaded once and
 * kept open all day. The file stays in assets/ for anything that links it.
 */
function inlineStylesheets(dir) {
  const file = path.join(dir, 'index.html');
  const html = fs.readFileSync(file, 'utf8');
  const inlined = html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (_, href) => {
    const css = fs.readFileSync(path.join(dir, href), 'utf8');
    if (css.includes('</style')) throw new Error(`${href} cannot be inlined: it contains "</style"`);
    return `<style>${css}</style>`;
  });
  fs.writeFileSync(file, inlined);
}

/** What the first load of / moves: index.html (styles inlined) and the JS it loads up front (entry and module preloads). */
export function initialDownload(dir) {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
  const page = { file: '/index.html', gzip: zlib.gzipSync(html, { level: 9 }).length };
  const initialAssets = [
    page,
    ...[...new Set(refs)].map((ref) => {
      const data = fs.readFileSync(path.join(dir, ref));
      return { file: ref, gzip: zlib.gzipSync(data, { level: 9 }).length };
    }),
  ];
  return { initialAssets, gzipBytes: initialAssets.reduce((sum, a) => sum + a.gzip, 0) };
}
