// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildAtomFeed, xmlEscape, type AtomEntry } from './atom.ts';

/** jsdom's DOMParser is a conforming XML parser (happy-dom's is not, so this file keeps jsdom): a document that is not well-formed comes back as a parsererror. */
function parseXml(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent ?? ''}`);
  return doc;
}

const head = {
  id: 'https://status.example.ca/status.atom',
  title: 'Rocky Mountain IT & Co status',
  selfUrl: 'https://status.example.ca/status.atom',
  alternateUrl: 'https://status.example.ca/',
  updated: '2026-06-15T16:00:00.000Z',
  author: 'Rocky Mountain IT & Co',
};

const entry = (over: Partial<AtomEntry> = {}): AtomEntry => ({
  id: 'urn:uuid:5b0f3b4e-4a3e-4c1e-9a55-0c5e5d8a1f10',
  title: 'Investigating: Claims <down> & slow',
  updated: '2026-06-15T15:00:00.000Z',
  author: 'Dana',
  content: 'We see "errors" from <Sun Life> & Manulife.\n\nAffected services: Sun Life',
  category: 'incident',
  ...over,
});

describe('xmlEscape', () => {
  it('escapes markup characters and drops characters XML forbids', () => {
    expect(xmlEscape(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
    expect(xmlEscape('bell\u0007 nul\u0000 tab\tok \uD83D\uDE00 lone\uD800')).toBe('bell nul tab\tok \uD83D\uDE00 lone');
  });
});

describe('buildAtomFeed', () => {
  it('is well-formed Atom 1.0 and keeps every text as it was written', () => {
    const xml = buildAtomFeed(head, [
      entry(),
      entry({ id: 'urn:uuid:00000000-0000-4000-8000-000000000001', title: 'Scheduled maintenance: ]]> & <b>', category: 'maintenance' }),
    ]);
    const doc = parseXml(xml);
    const feed = doc.documentElement;
    expect(feed.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(feed.localName).toBe('feed');
    expect(doc.querySelector('feed > title')?.textContent).toBe('Rocky Mountain IT & Co status');
    expect(doc.querySelector('feed > link[rel="self"]')?.getAttribute('href')).toBe(head.selfUrl);
    const entries = [...doc.querySelectorAll('entry')];
    expect(entries).toHaveLength(2);
    expect(entries[0]?.querySelector('title')?.textContent).toBe('Investigating: Claims <down> & slow');
    expect(entries[0]?.querySelector('content')?.textContent).toBe(entry().content);
    expect(entries[1]?.querySelector('title')?.textContent).toBe('Scheduled maintenance: ]]> & <b>');
    expect(xml).toContain('Claims &lt;down&gt; &amp; slow');
  });

  it('is well-formed with no entries', () => {
    const doc = parseXml(buildAtomFeed(head, []));
    expect(doc.querySelectorAll('entry')).toHaveLength(0);
    expect(doc.querySelector('feed > updated')?.textContent).toBe(head.updated);
  });

  it('the checker itself refuses broken XML', () => {
    expect(() => parseXml('<feed><title>a & b</title></feed>')).toThrow();
    expect(() => parseXml('<feed><title>a</feed>')).toThrow();
  });
});
