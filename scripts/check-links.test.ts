import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM without types (it runs in `npm run checks` before anything is compiled)
import { checkLinks, commentsOf } from './check-links.mjs';

interface Problem {
  file: string;
  line: number;
  reason: string;
  target: string;
}

const checker = path.join(import.meta.dirname, 'check-links.mjs');
const roots: string[] = [];

/** A small repository in a temporary folder: the files given, under git, nothing committed. */
function repository(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-links-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  execFileSync('git', ['init', '-q'], { cwd: root });
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

// What a clone does not hold, spelled in pieces so that this file's own text cites nothing.
const SPEC = ['SPEC', 'md'].join('.');
const DESIGN = ['DESIGN', 'md'].join('.');
const ISSUE = (n: number) => ['issue', String(n)].join(' ');

/** A repository whose every link and citation leads somewhere. */
const GOOD: Record<string, string> = {
  'README.md': [
    '# Board',
    'See [the rules](docs/product/board.md#cards), [the decisions](docs/decisions/) and [a site](https://example.ca/x.md).',
    'Mail [us](mailto:team@example.ca); [top](#board); `[not a link](nowhere.md)`.',
    '```',
    '[inside a fence](nowhere.md)',
    '```',
  ].join('\n'),
  'docs/product/board.md': 'Back to the [index](../../README.md) and [ADR 16](../decisions/0016-fast.md).\n',
  'docs/decisions/0016-fast.md': '# 16. Fast\n',
  '.gitignore': 'deploy/.env\n',
  'deploy/compose.yaml': '# Copy deploy/.env.example to deploy/.env; see docs/product/board.md and ADR 16.\nimage: x\n',
  'deploy/.env.example': 'PORT=5000\n',
  'src/app.ts': [
    '// The rule: docs/product/board.md (ADR 0016). An address such as /api/docs/ui is not a path.',
    "const url = 'docs/missing.md'; // strings are not comments",
    `const text = 'cites ${SPEC} in a string, which a comment check leaves alone';`,
    'const re = /\\/\\/ not a comment/;',
    '/* Block comments count: docs/decisions/0016-fast.md */',
    'export { url, text, re };',
  ].join('\n'),
};

describe('check-links', () => {
  it('passes a repository whose links and citations all lead somewhere', () => {
    expect(checkLinks(repository(GOOD))).toEqual([]);
  });

  it('(a) fails a relative Markdown link to a file or folder that does not exist', () => {
    const root = repository({
      ...GOOD,
      'docs/product/board.md': 'See [the admin page](admin.md#getting-in) and [old notes](../notes/).\n',
    });
    expect(checkLinks(root)).toEqual([
      { file: 'docs/product/board.md', line: 1, reason: 'links to a file that does not exist', target: 'admin.md#getting-in' },
      { file: 'docs/product/board.md', line: 1, reason: 'links to a file that does not exist', target: '../notes/' },
    ] satisfies Problem[]);
  });

  it('(b) fails a source comment naming a missing Markdown file, docs/ or deploy/ path, or ADR', () => {
    const root = repository({
      ...GOOD,
      'src/rules.ts': ['/**', ' * See docs/product/alerts.md and deploy/nginx.conf,', ' * and ADR 23 and docs/decisions/0016.', ' */', 'export {};'].join('\n'),
      'deploy/nginx.conf': '# in front of deploy/missing.yaml\n',
    });
    const problems: Problem[] = checkLinks(root);
    expect(problems.map((p) => `${p.file}:${p.line} ${p.target}`)).toEqual([
      'deploy/nginx.conf:1 deploy/missing.yaml',
      'src/rules.ts:2 docs/product/alerts.md',
      'src/rules.ts:3 ADR 23',
      'src/rules.ts:3 docs/decisions/0016',
    ]);
  });

  it('(c) fails a comment or a document citing what lives outside the repository', () => {
    const root = repository({
      ...GOOD,
      'src/rules.ts': `// The claims card (${SPEC} section 4, ${ISSUE(13)}, point 8).\nexport {};\n`,
      'scripts/job.sql': `-- Hand-edited (${ISSUE(9)}).\nselect 1;\n`,
      'docs/product/board.md': `Deviations are listed in ${DESIGN}.\n`,
    });
    const problems: Problem[] = checkLinks(root);
    expect(problems.map((p) => `${p.file}:${p.line} ${p.reason}: ${p.target}`)).toEqual([
      `docs/product/board.md:1 cites a document outside the repository: ${DESIGN}`,
      `scripts/job.sql:1 cites an issue outside the repository: ${ISSUE(9)}`,
      `src/rules.ts:1 cites a document outside the repository: ${SPEC}`,
      `src/rules.ts:1 cites an issue outside the repository: ${ISSUE(13)}`,
    ]);
  });

  it('reads comments only, past strings, template literals and regular expressions', () => {
    const source = ["const a = 'x // y';", 'const b = `${a} // z`; // here', 'const c = /\\/\\//g; /* and', 'here */'].join('\n');
    expect(
      commentsOf(source, 'js')
        .split('\n')
        .map((line: string) => line.trim()),
    ).toEqual(['', '// here', '/* and', 'here */']);
  });

  it('lists each problem as file:line and exits 1 from the command line, 0 when all is well', () => {
    const bad = repository({ ...GOOD, 'SECURITY.md': 'Report per [the policy](docs/policy.md).\n' });
    const failed = spawnSync(process.execPath, [checker, bad], { encoding: 'utf8' });
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('SECURITY.md:1: links to a file that does not exist: docs/policy.md');

    const passed = spawnSync(process.execPath, [checker, repository(GOOD)], { encoding: 'utf8' });
    expect(passed.status).toBe(0);
  });
});
