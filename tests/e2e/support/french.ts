import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { translator, type MessageValues } from '#server/lib/i18n/translator.js';

const CATALOGUES = path.resolve(import.meta.dirname, '../../../src/shared/i18n/catalogues');

/** A message as the French catalogue words it (what a French reader must see). */
export function fr(id: string, values?: MessageValues): string {
  return translator('fr-CA').t(id, values);
}

/** A message as the English catalogue words it. */
export function en(id: string, values?: MessageValues): string {
  return translator('en-CA').t(id, values);
}

function read(locale: string): Record<string, string> {
  const dir = path.join(CATALOGUES, locale);
  return Object.assign({}, ...fs.readdirSync(dir).map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>));
}

/**
 * English phrases a French page must not show: each English message, cut at its placeholders and
 * tags, whose French differs, keeping the pieces of three words or more (short words such as
 * "Slack" or "OK" are the same in both languages).
 */
const ENGLISH_PHRASES: string[] = (() => {
  const english = read('en-CA');
  const french = read('fr-CA');
  const phrases = new Set<string>();
  for (const [id, text] of Object.entries(english)) {
    if (french[id] === text) continue;
    for (const piece of text.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?\d+>|[#:;.!?()«»“”"]/)) {
      const words = piece.trim();
      if (words.split(/\s+/).length >= 3 && !french[id]!.includes(words)) phrases.add(words);
    }
  }
  return [...phrases];
})();

/**
 * The product's English phrases the page shows: none on a page in French, except inside elements
 * marked lang="en" (the provider's own words, which it wrote in English only, marked as such).
 */
export async function englishOnPage(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    for (const element of clone.querySelectorAll('[lang^="en"], script, style, [hidden]')) element.remove();
    return clone.innerText ?? clone.textContent ?? '';
  });
  return ENGLISH_PHRASES.filter((phrase) => text.includes(phrase));
}
