import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { LOCALES } from './locales.ts';

/**
 * The catalogues are kept complete: both languages hold the same messages, every message parses and
 * takes the same placeholders and tags in both, every message is used by the code, and the code
 * names no message the catalogues lack. `npm test` runs this.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const catalogueDir = path.join(here, 'catalogues');
const src = path.resolve(here, '../..');

type Catalogue = Record<string, string>;

function readArea(locale: string, file: string): Catalogue {
  return JSON.parse(fs.readFileSync(path.join(catalogueDir, locale, file), 'utf8')) as Catalogue;
}

const areaFiles = (locale: string) =>
  fs
    .readdirSync(path.join(catalogueDir, locale))
    .filter((f) => f.endsWith('.json'))
    .sort();
const english = Object.fromEntries(areaFiles('en-CA').map((file) => [file, readArea('en-CA', file)]));
/** An area's file, and the part of it kept for later (`<area>.later.json`: scripts/first-screen-messages.mjs). */
const areaOf = (file: string) => file.split('.')[0]!;
const areas = [...new Set(Object.keys(english).map(areaOf))];
const allIds = Object.values(english).flatMap((catalogue) => Object.keys(catalogue));

/** Placeholder names and numbered tags of a message: what a translation must keep. */
function shapeOf(text: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , format] = token;
      if (name !== '#') names.add(`{${name}}`);
      if (format && typeof format === 'object') {
        for (const [key, choice] of Object.entries(format)) if (key !== 'offset' && Array.isArray(choice)) walk(choice as CompiledMessage);
      }
    }
  };
  walk(compileMessageOrThrow(text));
  for (const tag of text.matchAll(/<(\d+)\/?>/g)) names.add(`<${tag[1]}>`);
  return [...names].sort();
}

function sourceFiles(): { file: string; text: string }[] {
  return fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes(`i18n${path.sep}catalogues`))
    .map((file) => ({ file, text: fs.readFileSync(path.join(src, file), 'utf8') }));
}

describe('the message catalogues', () => {
  it('have the same areas in every language', () => {
    for (const locale of LOCALES) expect(areaFiles(locale), locale).toEqual(Object.keys(english));
  });

  it('name each message after its area, once across all areas', () => {
    for (const [file, catalogue] of Object.entries(english)) {
      const area = areaOf(file);
      for (const id of Object.keys(catalogue)) expect(id.startsWith(`${area}.`), `${id} in ${file}`).toBe(true);
    }
    expect(new Set(allIds).size).toBe(allIds.length);
  });

  for (const locale of LOCALES.filter((l) => l !== 'en-CA')) {
    it(`hold every English message in ${locale}, no more, with the same placeholders and tags`, () => {
      const problems: string[] = [];
      for (const [file, source] of Object.entries(english)) {
        const translated = readArea(locale, file);
        for (const id of Object.keys(source)) if (!(id in translated)) problems.push(`${locale}/${file}: missing ${id}`);
        for (const id of Object.keys(translated)) if (!(id in source)) problems.push(`${locale}/${file}: ${id} is not in English`);
        for (const [id, text] of Object.entries(translated)) {
          if (!(id in source)) continue;
          if (!text.trim()) problems.push(`${locale}/${file}: ${id} is empty`);
          try {
            const want = shapeOf(source[id]!).join(' ');
            const got = shapeOf(text).join(' ');
            if (want !== got) problems.push(`${locale}/${file}: ${id} takes ${got || 'nothing'}, English takes ${want || 'nothing'}`);
          } catch (error) {
            problems.push(`${locale}/${file}: ${id}: ${(error as Error).message}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('parse as ICU MessageFormat in English', () => {
    const problems: string[] = [];
    for (const [file, catalogue] of Object.entries(english)) {
      for (const [id, text] of Object.entries(catalogue)) {
        try {
          compileMessageOrThrow(text);
        } catch (error) {
          problems.push(`${file}: ${id}: ${(error as Error).message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  const files = sourceFiles();
  const idPattern = new RegExp(`['"\`]((?:${areas.map((a) => a.replace(/[-.]/g, '\\$&')).join('|')})\\.[A-Za-z0-9_.-]+)['"\`]`, 'g');
  const named = new Map<string, string[]>();
  for (const { file, text } of files) {
    for (const match of text.matchAll(idPattern)) {
      // An audit log's action names ("newsletter.confirm", keys of its label table) share the ids'
      // shape but name no message.
      if (/\baction:\s*$/.test(text.slice(Math.max(0, match.index - 12), match.index))) continue;
      const isKey = /[{,]\s*$/.test(text.slice(Math.max(0, match.index - 40), match.index)) && /^\s*:/.test(text.slice(match.index + match[0].length));
      if (isKey) continue;
      named.set(match[1]!, [...(named.get(match[1]!) ?? []), file]);
    }
  }

  it('are all used by the code', () => {
    expect(allIds.filter((id) => !named.has(id))).toEqual([]);
  });

  it('hold every message the code names', () => {
    const known = new Set(allIds);
    expect([...named].filter(([id]) => !known.has(id)).map(([id, where]) => `${id} (${where.join(', ')})`)).toEqual([]);
  });

  it('are looked up by ids written out in full (a built id cannot be checked: keep a table of msg() ids)', () => {
    const built = files.flatMap(({ file, text }) => [...text.matchAll(/\b(?:t|msg|translate)\(\s*`[^`]*\$\{/g)].map(() => file));
    expect(built).toEqual([]);
  });
});
