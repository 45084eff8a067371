import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COOKIE_NAMES, type CookieKey } from './cookies.ts';
import { SITE_COOKIES } from './site-cookies.ts';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(): { file: string; text: string }[] {
  return fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => ({ file, text: fs.readFileSync(path.join(src, file), 'utf8') }));
}

/**
 * The cookies policy lists exactly the cookies the product sets (docs/product/accounts.md).
 * Every place that sets one (the server's reply.setCookie, the browser's
 * preference cookie writer) must name it through COOKIE_NAMES, so reading the code tells which
 * cookies exist; the policy table is SITE_COOKIES itself.
 */
describe('the cookies the product sets', () => {
  const files = sourceFiles();
  const setters = files.flatMap(({ file, text }) =>
    [...text.matchAll(/(?:\.setCookie|writePreferenceCookie)\(\s*([^,]+),/g)].map((match) => ({ file, argument: match[1]!.trim() })),
  );

  it('are all set under a name from COOKIE_NAMES, on the server and in the browser', () => {
    expect(setters.length).toBeGreaterThanOrEqual(SITE_COOKIES.length);
    const loose = setters.filter(({ file, argument }) => {
      if (file.endsWith(path.join('lib', 'preference-cookie.ts'))) return false;
      return !/^(?:COOKIE_NAMES\.\w+|'\w+')$/.test(argument);
    });
    expect(loose).toEqual([]);
    const direct = files.filter(({ file, text }) => /document\.cookie\s*=/.test(text) && !file.endsWith(path.join('lib', 'preference-cookie.ts')));
    expect(direct.map((f) => f.file)).toEqual([]);
  });

  it('are exactly the cookies the policy lists', () => {
    const keyOf = (argument: string): string => {
      const named = /^COOKIE_NAMES\.(\w+)$/.exec(argument)?.[1];
      if (named) return named;
      return /^'(\w+)'$/.exec(argument)![1]!;
    };
    const set = new Set(setters.filter(({ file }) => !file.endsWith(path.join('lib', 'preference-cookie.ts'))).map(({ argument }) => keyOf(argument)));
    const listed = new Set(SITE_COOKIES.map((cookie) => cookie.key));
    expect([...set].sort()).toEqual([...listed].sort());
    expect(Object.keys(COOKIE_NAMES).sort()).toEqual([...listed].sort());
    for (const key of listed) expect(COOKIE_NAMES[key as CookieKey]).toMatch(/^[a-z_]+$/);
  });
});
