import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { byEnvironment, classifyTests } from './test-kinds.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

function project(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'test-kinds-'));
  roots.push(root);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

// Spelled in pieces so that this file is not itself taken for a database test.
const ENGINE_VARIABLE = ['TEST', 'DB', 'ENGINE'].join('_');
const importing = (specifier: string) => ['import', `{ x } from '${specifier}';`].join(' ');

describe('classifyTests', () => {
  it('runs a test once per engine when it opens a database through a helper, directly or at one remove', () => {
    const root = project({
      'tests/support/test-database.ts': 'export const open = 1;',
      'tests/support/test-app.ts': importing('./test-database.ts'),
      'tests/support/mail.ts': 'export const mail = 1;',
      'src/server/a.test.ts': importing('../../tests/support/test-database.ts'),
      'src/server/b.test.ts': importing('../../tests/support/test-app.ts'),
      'src/server/c.test.ts': importing('../../tests/support/mail.ts'),
      'src/server/d.test.ts': `describe.runIf(process.env.${ENGINE_VARIABLE} === 'postgres')`,
      'src/client/e.test.tsx': importing('./e.tsx'),
      'scripts/f.test.ts': '',
      'src/server/g.ts': importing('../../tests/support/test-database.ts'),
      'src/server/h.test.ts': importing('#tests/support/test-app.ts'),
    });
    expect(classifyTests(root)).toEqual({
      database: ['src/server/a.test.ts', 'src/server/b.test.ts', 'src/server/d.test.ts', 'src/server/h.test.ts'],
      plain: ['src/client/e.test.tsx', 'src/server/c.test.ts', 'scripts/f.test.ts'],
    });
  });

  it('finds this project’s pure modules under the server folders as plain tests', () => {
    const kinds = classifyTests(path.resolve(import.meta.dirname, '../..'));
    expect(kinds.plain).toContain('src/server/modules/status/precedence.test.ts');
    expect(kinds.database).toContain('src/server/modules/onboarding/whitelist/access.test.ts');
    expect(kinds.database).toContain('src/server/data-steps/data-steps.test.ts');
  });
});

describe('byEnvironment', () => {
  it('groups test files by the environment their docblock names, node when none', () => {
    const root = project({
      'src/a.test.ts': 'export {};',
      'src/b.test.tsx': '// @vitest-environment happy-dom\nexport {};',
      'src/c.test.ts': '/**\n * @vitest-environment jsdom\n */\nexport {};',
      'src/d.test.tsx': '/* @vitest-environment happy-dom */\nexport {};',
      'src/e.test.ts': "const text = 'mentions @vitest-environment jsdom in a string';",
    });
    const files = ['src/a.test.ts', 'src/b.test.tsx', 'src/c.test.ts', 'src/d.test.tsx', 'src/e.test.ts'];
    expect(Object.fromEntries(byEnvironment(root, files))).toEqual({
      node: ['src/a.test.ts', 'src/e.test.ts'],
      'happy-dom': ['src/b.test.tsx', 'src/d.test.tsx'],
      jsdom: ['src/c.test.ts'],
    });
  });
});
