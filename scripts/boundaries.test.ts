import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';

/*
 * Proves that each boundary rule of .dependency-cruiser.cjs bites (docs/architecture.md): a tiny
 * project laid out like ours is written to a temporary directory, one file per broken rule, and
 * the real rule set must flag exactly the rule that file breaks. A lint that never fails would
 * pass `npm run lint` just as well, so this is what makes the lint worth trusting.
 */

const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as IConfiguration;
const roots: string[] = [];

afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

function project(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

async function violations(root: string): Promise<string[]> {
  const previous = process.cwd();
  process.chdir(root);
  try {
    const { tsConfig: _tsConfig, ...options } = config.options ?? {};
    const result = await cruise(['src'], { ...options, ruleSet: { forbidden: config.forbidden }, validate: true });
    const output = result.output as ICruiseResult;
    return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
  } finally {
    process.chdir(previous);
  }
}

// A small project that follows every rule; each case adds the one file that breaks one.
const clean = {
  'src/server/db/open.ts': 'export type Db = { query(): void };\n',
  'src/server/lib/time/clock.ts': 'export const now = () => 0;\n',
  'src/server/modules/a/a.service.ts': "import type { Db } from '../../db/open.ts';\nexport const a = (db: Db) => db;\n",
  'src/server/modules/a/a.routes.ts': "import { a } from './a.service.ts';\nexport const routes = a;\n",
  'src/server/modules/a/index.ts': "export { a } from './a.service.ts';\n",
  'src/server/modules/b/b.service.ts': "import { a } from '../a/index.ts';\nexport const b = a;\n",
  'src/server/serve.ts': 'export const serve = () => 0;\n',
  'src/server/app.ts': "import { a } from './modules/a/index.ts';\nexport const app = a;\n",
  'src/server/main.ts': "export const start = () => import('./serve.ts');\n",
  'src/client/lib/api.ts': 'export const get = () => 0;\n',
  'src/client/features/one/one.tsx': "import { get } from '../../lib/api.ts';\nexport const one = get;\n",
  'src/client/features/two/two.tsx': "import { get } from '../../lib/api.ts';\nexport const two = get;\n",
  'src/client/pages/page.tsx':
    "import { one } from '../features/one/one.tsx';\nimport { two } from '../features/two/two.tsx';\nexport const page = [one, two];\n",
};

describe('the boundary rules (.dependency-cruiser.cjs)', () => {
  it('pass a project that keeps them', async () => {
    expect(await violations(project(clean))).toEqual([]);
  });

  it('refuse a file cycle', async () => {
    const found = await violations(
      project({
        ...clean,
        'src/server/modules/a/a.service.ts': "import { x } from './x.ts';\nexport const a = x;\n",
        'src/server/modules/a/x.ts': "import { a } from './a.service.ts';\nexport const x = () => a;\n",
      }),
    );
    expect(found.some((v) => v.startsWith('no-cycle: src/server/modules/a/'))).toBe(true);
  });

  it('refuse a folder cycle made of files that do not form a cycle themselves', async () => {
    const found = await violations(
      project({
        ...clean,
        'src/server/lib/time/zone.ts': "import type { Db } from '../../db/open.ts';\nexport type Zone = Db;\n",
        'src/server/db/steps.ts': "import { now } from '../lib/time/clock.ts';\nexport const step = now;\n",
      }),
    );
    expect(found.filter((v) => v.startsWith('no-cycle:'))).toEqual([]);
    expect(found.some((v) => v.startsWith('no-folder-cycle:'))).toBe(true);
  });

  it('refuse a lower server layer importing a higher one', async () => {
    const found = await violations(
      project({ ...clean, 'src/server/lib/time/clock.ts': "import { a } from '../../modules/a/index.ts';\nexport const now = () => a;\n" }),
    );
    expect(found).toEqual(['server-layers: src/server/lib/time/clock.ts -> src/server/modules/a/index.ts']);
  });

  it('refuse reaching into another module past its entry', async () => {
    const found = await violations(project({ ...clean, 'src/server/modules/b/b.service.ts': "import { a } from '../a/a.service.ts';\nexport const b = a;\n" }));
    expect(found).toEqual(['module-through-its-entry: src/server/modules/b/b.service.ts -> src/server/modules/a/a.service.ts']);
  });

  it('refuse a file directly in modules/, whether it imports, is imported, or neither', async () => {
    const found = await violations(
      project({
        ...clean,
        'src/server/modules/shared.ts': "import type { Db } from '../db/open.ts';\nexport type Shared = Db;\n",
        'src/server/modules/b/b.service.ts': "import type { Shared } from '../shared.ts';\nexport const b = (shared: Shared) => shared;\n",
        'src/server/modules/alone.ts': 'export const alone = 1;\n',
      }),
    );
    expect(found).toEqual([
      'modules-only-in-folders: src/server/modules/alone.ts -> src/server/modules/alone.ts',
      'modules-only-in-folders: src/server/modules/b/b.service.ts -> src/server/modules/shared.ts',
      'modules-only-in-folders: src/server/modules/shared.ts -> src/server/db/open.ts',
    ]);
  });

  it('refuse the composition root, the command line or the data steps reaching into a module past its entry', async () => {
    const found = await violations(
      project({
        ...clean,
        'src/server/app.ts': "import { a } from './modules/a/a.service.ts';\nexport const app = a;\n",
        'src/server/cli/make-a.ts': "import { routes } from '../modules/a/a.routes.ts';\nexport const makeA = routes;\n",
        'src/server/data-steps/a-step.ts':
          "import { a } from '../modules/a/index.ts';\nimport { routes } from '../modules/a/a.routes.ts';\nexport const step = [a, routes];\n",
      }),
    );
    expect(found).toEqual([
      'server-reaches-modules-through-entries: src/server/app.ts -> src/server/modules/a/a.service.ts',
      'server-reaches-modules-through-entries: src/server/cli/make-a.ts -> src/server/modules/a/a.routes.ts',
      'server-reaches-modules-through-entries: src/server/data-steps/a-step.ts -> src/server/modules/a/a.routes.ts',
    ]);
  });

  it('refuse a route that imports database code', async () => {
    const found = await violations(
      project({ ...clean, 'src/server/modules/a/a.routes.ts': "import type { Db } from '../../db/open.ts';\nexport type Routes = Db;\n" }),
    );
    expect(found).toEqual(['routes-without-database: src/server/modules/a/a.routes.ts -> src/server/db/open.ts']);
  });

  it('refuse a route that writes a schema of its own instead of taking it from its schemas file', async () => {
    const found = await violations(
      project({ ...clean, 'src/server/modules/a/a.routes.ts': "import { z } from 'zod';\nexport const params = z.object({});\n" }),
    );
    expect(found).toEqual(['routes-without-schemas: src/server/modules/a/a.routes.ts -> zod']);
  });

  it('refuse a server entry that loads the app before its start-up checks', async () => {
    const found = await violations(project({ ...clean, 'src/server/main.ts': "import { serve } from './serve.ts';\nexport const start = serve;\n" }));
    expect(found).toEqual(['entry-checks-before-the-app-loads: src/server/main.ts -> src/server/serve.ts']);
  });

  it('refuse one client feature importing another', async () => {
    const found = await violations(
      project({ ...clean, 'src/client/features/two/two.tsx': "import { one } from '../one/one.tsx';\nexport const two = one;\n" }),
    );
    expect(found).toEqual(['no-cross-feature: src/client/features/two/two.tsx -> src/client/features/one/one.tsx']);
  });

  it('refuse shared client code that imports a feature, and a feature that imports a page', async () => {
    const found = await violations(
      project({
        ...clean,
        'src/client/lib/api.ts': "import { one } from '../features/one/one.tsx';\nexport const get = () => one;\n",
        'src/client/features/two/two.tsx': "import { page } from '../../pages/page.tsx';\nexport const two = page;\n",
      }),
    );
    expect(found).toContain('client-shared-layers-stay-shared: src/client/lib/api.ts -> src/client/features/one/one.tsx');
    expect(found).toContain('features-without-pages: src/client/features/two/two.tsx -> src/client/pages/page.tsx');
  });
});
