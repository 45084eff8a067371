import type { Locale } from '#shared/i18n/locales.js';

/** One entry as the feed writes it, in one language. */
export interface AtomEntry {
  /** A urn:uuid: (the row's own id), stable for as long as the row lives. */
  id: string;
  title: string;
  /** ISO. */
  updated: string;
  author: string;
  /** Plain text; escaped here. */
  content: string;
  /** Categories, for readers that filter ("incident", "maintenance"). */
  category: string;
}

/** One entry of the status feed, written once in each language the feed speaks (feed-entries.ts). */
export interface FeedEntry {
  id: string;
  /** ISO: the order of the feed, and its own `updated`. */
  updated: string;
  written: Record<Locale, AtomEntry>;
}

export interface FeedHead {
  id: string;
  title: string;
  selfUrl: string;
  alternateUrl: string;
  /** ISO; the newest entry's time, or when the feed became empty. */
  updated: string;
  author: string;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Text safe in XML content and attribute values. Characters XML 1.0 forbids (most C0
 * controls, lone surrogates, U+FFFE/FFFF) are dropped: an admin's pasted text must never make
 * the whole feed unreadable.
 */
export function xmlEscape(text: string): string {
  return text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

const element = (name: string, text: string) => `<${name}>${xmlEscape(text)}</${name}>`;

/** An Atom 1.0 document (RFC 4287) in `lang` (an xml:lang tag); entries as given (the caller sorts and limits them). */
export function buildAtomFeed(head: FeedHead, entries: readonly AtomEntry[], lang = 'en'): string {
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xmlEscape(lang)}">`,
    `  ${element('id', head.id)}`,
    `  ${element('title', head.title)}`,
    `  ${element('updated', head.updated)}`,
    `  <link rel="self" type="application/atom+xml" href="${xmlEscape(head.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlEscape(head.alternateUrl)}"/>`,
    `  <author>${element('name', head.author)}</author>`,
  ];
  for (const entry of entries) {
    lines.push(
      '  <entry>',
      `    ${element('id', entry.id)}`,
      `    ${element('title', entry.title)}`,
      `    ${element('updated', entry.updated)}`,
      `    <author>${element('name', entry.author)}</author>`,
      `    <category term="${xmlEscape(entry.category)}"/>`,
      `    <link rel="alternate" type="text/html" href="${xmlEscape(head.alternateUrl)}"/>`,
      `    <content type="text">${xmlEscape(entry.content)}</content>`,
      '  </entry>',
    );
  }
  lines.push('</feed>', '');
  return lines.join('\n');
}
