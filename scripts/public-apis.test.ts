import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The project's own ESLint configuration, run on code that sits (by its path) in production code. */
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

async function publicApiErrors(code: string, filePath = 'src/server/lib/fixture.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('the public-APIs-only lint rule (ADR 21)', () => {
  // Loading the configuration (typescript-eslint and its parser) takes seconds on a busy machine.
  beforeAll(() => publicApiErrors(''), 60_000);

  it.each([
    ['a private field of a node:http response', "import type { ServerResponse } from 'node:http';\nexport const f = (r: ServerResponse) => r._header;\n"],
    [
      'a private field written',
      "import type { ServerResponse } from 'node:http';\nexport const f = (r: ServerResponse & { _hasBody: boolean }) => { r._hasBody = false; };\n",
    ],
    ['a private field by its quoted name', "export const f = (s: Record<string, unknown>) => s['_handle'];\n"],
    ['V8 flags set at run time', "import v8 from 'node:v8';\nv8.setFlagsFromString('--no-allocation-site-pretenuring');\n"],
    ['V8 flags through a named import', "import { setFlagsFromString } from 'node:v8';\nsetFlagsFromString('--retain-maps-for-n-gc=1');\n"],
    ['process.binding', "export const tcp = (process as unknown as { binding(n: string): unknown }).binding('tcp_wrap');\n"],
    ['internalBinding', 'declare const internalBinding: (name: string) => unknown;\nexport const b = internalBinding("http_parser");\n'],
  ])('refuses %s', async (_what, code) => {
    expect(await publicApiErrors(code)).not.toHaveLength(0);
  });

  it('bites in client and shared code too', async () => {
    const code = 'export const f = (r: { _private: number }) => r._private;\n';
    expect(await publicApiErrors(code, 'src/client/lib/fixture.ts')).not.toHaveLength(0);
    expect(await publicApiErrors(code, 'src/shared/fixture.ts')).not.toHaveLength(0);
  });

  it('lets public APIs and our own names with an underscore prefix stay', async () => {
    const code = [
      "import { performance } from 'node:perf_hooks';",
      "import type { ServerResponse } from 'node:http';",
      'export const f = (r: ServerResponse, _unused: number) => { r.writeHead(200, ["a", "b"]); return performance.now(); };',
      'const _local = 1;',
      'export const g = () => _local;',
      '',
    ].join('\n');
    expect(await publicApiErrors(code)).toEqual([]);
  });
});
