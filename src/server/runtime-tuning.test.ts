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

  it('optimises process.nextTick on start-up, with enough calls to get it optimised', () => {
    expect(tuning).toMatch(/^warmUpNextTick\(\);$/m);
    const calls = Number(/NEXT_TICK_WARM_UP_CALLS = ([\d_]+);/.exec(tuning)?.[1]?.replaceAll('_', ''));
    // A thousand calls left every process slow (ADR 16); fifty thousand, none.
    expect(calls).toBeGreaterThanOrEqual(50_000);
  });
});
