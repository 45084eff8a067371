// Keeps the messages of the public pages in two parts (src/client/i18n/i18n.ts): `<area>.json`,
// fetched before the first screen is drawn, holds exactly the ids the first screen's code names;
// `<area>.later.json` holds the rest (dialogs, the pages that come later), fetched with that code.
// Which code is on the first screen is read off the build: the scripts / loads up front, and the
// chunks hydration waits for (the incident cards, the wall display's page).
//
//   node scripts/first-screen-messages.mjs --check [--dir dist/client]   fails, naming them, on first-screen ids kept for later
//   node scripts/first-screen-messages.mjs --write   moves every public id to the part it belongs in
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const catalogues = path.join(root, 'src/shared/i18n/catalogues');
const LOCALES = ['en-CA', 'fr-CA'];
/** Areas never on the first screen, whole: the admin panel's, the server's, and the later pages'. */
const NOT_FIRST_SCREEN = /^(admin-|server-)|^(legal|contact|signin)$/;
/** Areas kept whole on the first screen: tiny; `time` is read as one file by src/shared/time-words.ts, and `validation` is found by its English (src/client/i18n/localize-message.ts), never by its ids. */
const KEPT_WHOLE = new Set(['common', 'time', 'validation']);
/** Code fetched in a chunk of its own that a page drawn on the server waits for before hydrating (app.tsx preparePage). */
const HYDRATION_WAITS_FOR = ['features/incidents/incident-banner-content.tsx', 'pages/display-page.tsx'];

export function firstScreenSources(clientDir) {
  const html = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const initial = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]));
  const sources = [];
  for (const file of fs.readdirSync(path.join(clientDir, 'assets')).filter((f) => f.endsWith('.js.map'))) {
    const map = JSON.parse(fs.readFileSync(path.join(clientDir, 'assets', file), 'utf8'));
    const names = map.sources ?? [];
    const wanted = initial.has(file.replace(/\.map$/, '')) || names.some((s) => HYDRATION_WAITS_FOR.some((w) => s.endsWith(w)));
    if (wanted) sources.push(...(map.sourcesContent ?? []).filter(Boolean));
  }
  return sources;
}

function readJson(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

function publicAreas() {
  return fs
    .readdirSync(path.join(catalogues, 'en-CA'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => /** @type {string} */ (f.split('.')[0]))
    .filter((area, i, all) => all.indexOf(area) === i && !NOT_FIRST_SCREEN.test(area));
}

export function splitPlan(clientDir) {
  const text = firstScreenSources(clientDir).join('\n');
  const plan = [];
  for (const area of publicAreas()) {
    const now = readJson(path.join(catalogues, 'en-CA', `${area}.json`));
    const later = readJson(path.join(catalogues, 'en-CA', `${area}.later.json`));
    for (const id of [...Object.keys(now), ...Object.keys(later)]) {
      const used = KEPT_WHOLE.has(area) || text.includes(`'${id}'`) || text.includes(`"${id}"`) || text.includes(`\`${id}\``);
      plan.push({ area, id, first: used, isFirst: id in now });
    }
  }
  return plan;
}

function write(plan) {
  for (const locale of LOCALES) {
    for (const area of new Set(plan.map((p) => p.area))) {
      const firstFile = path.join(catalogues, locale, `${area}.json`);
      const laterFile = path.join(catalogues, locale, `${area}.later.json`);
      const all = { ...readJson(firstFile), ...readJson(laterFile) };
      const first = {};
      const later = {};
      for (const { id, first: isFirst } of plan.filter((p) => p.area === area)) (isFirst ? first : later)[id] = all[id];
      fs.writeFileSync(firstFile, `${JSON.stringify(first, null, 2)}\n`);
      if (Object.keys(later).length > 0) fs.writeFileSync(laterFile, `${JSON.stringify(later, null, 2)}\n`);
      else fs.rmSync(laterFile, { force: true });
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dirFlag = process.argv.indexOf('--dir');
  const plan = splitPlan(dirFlag > 0 ? path.resolve(process.argv[dirFlag + 1] ?? '') : path.join(root, 'dist/client'));
  if (process.argv.includes('--write')) {
    write(plan);
    console.log(`${plan.filter((p) => p.first).length} ids on the first screen, ${plan.filter((p) => !p.first).length} later`);
  } else {
    const misplaced = plan.filter((p) => p.first && !p.isFirst).map((p) => p.id);
    if (misplaced.length > 0) {
      console.error(`The first screen names ids kept for later: ${misplaced.join(', ')}\nRun: node scripts/first-screen-messages.mjs --write`);
      process.exit(1);
    }
  }
}
