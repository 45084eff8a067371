import { describe, expect, it } from 'vitest';
import { feedAttacks } from '../../../../../bench/feed-attacks.ts';
import { readFeedReading } from './vendor-feed-reading.ts';
import { ReadingError } from './vendor-reading.ts';

/*
 * Feeds written to stall the reader, each up to the 1 MB a vendor page may be: each is read or
 * refused, never left hanging or thrown as anything but a reading error. How fast is the bench's
 * question (`npm run bench -- feeds`, target under 100 ms each; the reader this replaced took
 * 9.8 s for the first and 152 s for a quarter of the second): a test does not time anything.
 */
const context = { now: new Date('2026-06-15T16:00:00Z') };

function outcome(xml: string): string {
  try {
    return `read: ${readFeedReading(xml, context).state}`;
  } catch (error) {
    if (error instanceof ReadingError) return 'refused';
    throw error;
  }
}

describe('the feed reader under attack', () => {
  it.each(feedAttacks().map((attack) => [attack.name, attack.xml] as const))('%s: read or refused, the same way each time', (_name, xml) => {
    expect(outcome(xml)).toMatch(/^(read: \w+|refused)$/);
    expect(outcome(xml)).toBe(outcome(xml));
  });

  it('refuses document types (so entity bombs and external entities), undeclared entities, deep nesting and unclosed documents', () => {
    const outcomes = Object.fromEntries(feedAttacks().map((attack) => [attack.name, outcome(attack.xml)]));
    expect(outcomes).toEqual({
      '96 KB of unclosed <item>': 'refused',
      'a megabyte of < in a title': 'refused',
      'a megabyte of &lt; in a description': 'read: warning',
      'a megabyte of unclosed <strong> in a description': 'read: warning',
      '10,000-deep nesting': 'refused',
      'a billion laughs': 'refused',
      'an external entity': 'refused',
      'an undeclared entity': 'refused',
      'a megabyte of unclosed CDATA': 'refused',
      '100,000 small items': 'read: warning',
    });
  });
});
