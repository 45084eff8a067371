import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;
// Read as text, not imported: importing it would tune this test process too.
const tuning = fs.readFileSync(path.join(here, 'runtime-tuning.ts'), 'utf8');

describe('runtime tuning of the server process', () => {
  it('is the first thing the server entry imports, before any module that allocates', () => {
    const main = fs.readFileSync(path.join(here, 'main.ts'), 'utf8');
    const firstImport = /^import\s[^;]*;/m.exec(main)?.[0];
    expect(firstImport).toBe("import './runtime-tuning.ts';");
  });

  it('turns V8 allocation-site pretenuring off', () => {
    expect(tuning).toContain("v8.setFlagsFromString('--no-allocation-site-pretenuring');");
  });

  it('keeps the maps that inline caches have seen beyond two major collections', () => {
    expect(tuning).toContain("v8.setFlagsFromString('--retain-maps-for-n-gc=1000000');");
  });

  it("keeps one of nextTick's objects alive, taken before the warm-up, so an idle heap never loses its maps", () => {
    expect(tuning).toMatch(/^export const keptTick: object = /m);
    expect(tuning.indexOf('export const keptTick')).toBeLessThan(tuning.search(/^warmUpNextTick\(\);$/m));
  });

  it('gets a real tick object from this Node.js (loaded in a process of its own)', () => {
    const script = `const { keptTick } = await import(${JSON.stringify(path.join(here, 'runtime-tuning.ts'))});
      console.log(JSON.stringify([Object.getOwnPropertySymbols(keptTick).map(String), Object.keys(keptTick)]));`;
    const shape = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(JSON.parse(shape)).toEqual([
      ['Symbol(async_id_symbol)', 'Symbol(trigger_async_id_symbol)'],
      ['callback', 'args'],
    ]);
  });

  it('optimises process.nextTick on start-up, with enough calls to get it optimised', () => {
    expect(tuning).toMatch(/^warmUpNextTick\(\);$/m);
    const calls = Number(/NEXT_TICK_WARM_UP_CALLS = ([\d_]+);/.exec(tuning)?.[1]?.replaceAll('_', ''));
    // A thousand calls left every process slow (ADR 16); fifty thousand, none.
    expect(calls).toBeGreaterThanOrEqual(50_000);
  });
});
