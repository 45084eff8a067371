import { SaxesParser } from 'saxes';

/*
 * An RSS 2.0, RSS 1.0 or Atom 1.0 feed read by a streaming XML parser, in one pass over at most
 * the bytes the fetch allows: no document type is accepted (so no entity is defined by the
 * feed, let alone expanded, and nothing external is fetched: XML's five predefined entities and
 * character references are all it may use), elements nest at most MAX_DEPTH deep, each field
 * keeps at most FIELD_CHARS characters, and reading stops at the MAX_ENTRIES-th entry.
 */

export const MAX_ENTRIES = 50;
export const MAX_DEPTH = 32;
export const FIELD_CHARS = 20_000;

export class FeedError extends Error {
  override name = 'FeedError';
}

export interface FeedEntry {
  title: string;
  /** The title is HTML (Atom type="html"), not plain text. */
  titleIsHtml: boolean;
  /** The entry's web page, as given (not yet vetted). */
  link: string | null;
  /** The entry's story: an RSS description (HTML), an Atom content or summary. */
  body: string;
  bodyIsHtml: boolean;
  /** When it was published or last updated, as the feed wrote it. */
  date: string | null;
}

export interface Feed {
  format: 'rss' | 'atom';
  /** Newest first, as feeds list them; at most MAX_ENTRIES. */
  entries: FeedEntry[];
}

const ROOTS: Record<string, Feed['format']> = { rss: 'rss', 'rdf:rdf': 'rss', feed: 'atom' };
const ENTRY_NAMES = new Set(['item', 'entry']);
const BODY_NAMES = ['description', 'content', 'summary', 'encoded'];
const DATE_NAMES = ['pubdate', 'published', 'updated', 'date'];

/** Stops the parser once enough entries are read: thrown from a handler, caught below. */
class Enough extends Error {}

interface Draft {
  fields: Map<string, string>;
  htmlFields: Set<string>;
  atomLink: string | null;
}

const localName = (name: string) => {
  const lower = name.toLowerCase();
  return lower === 'rdf:rdf' ? lower : lower.slice(lower.indexOf(':') + 1);
};

export function parseFeed(xml: string): Feed {
  const parser = new SaxesParser({ position: false });
  const entries: FeedEntry[] = [];
  let format: Feed['format'] | null = null;
  let depth = 0;
  let entryDepth = -1;
  let draft: Draft | null = null;
  // The field being read: its name and the depth of its element.
  let field: { name: string; depth: number } | null = null;

  const append = (text: string) => {
    if (!draft || !field) return;
    const known = draft.fields.get(field.name) ?? '';
    if (known.length < FIELD_CHARS) draft.fields.set(field.name, known + text.slice(0, FIELD_CHARS - known.length));
  };

  parser.on('doctype', () => {
    throw new FeedError('the feed declares a document type, which feeds never need; it is not read');
  });
  parser.on('opentag', (tag) => {
    depth += 1;
    if (depth > MAX_DEPTH) throw new FeedError(`the feed nests elements more than ${MAX_DEPTH} deep`);
    const name = localName(tag.name);
    if (depth === 1) {
      format = ROOTS[name] ?? null;
      if (!format) throw new FeedError('not an RSS or Atom feed');
      return;
    }
    if (!draft) {
      if (ENTRY_NAMES.has(name)) {
        draft = { fields: new Map(), htmlFields: new Set(), atomLink: null };
        entryDepth = depth;
      }
      return;
    }
    if (depth !== entryDepth + 1 || field) return;
    const attributes = tag.attributes as Record<string, string>;
    if (name === 'link' && attributes.href !== undefined) {
      const rel = attributes.rel ?? 'alternate';
      if (rel === 'alternate' && draft.atomLink === null) draft.atomLink = attributes.href;
      return;
    }
    if (draft.fields.has(name)) return;
    draft.fields.set(name, '');
    const type = (attributes.type ?? '').toLowerCase();
    if (name === 'description' || name === 'encoded' || type === 'html' || type === 'xhtml' || type === 'text/html') draft.htmlFields.add(name);
    field = { name, depth };
  });
  parser.on('text', append);
  parser.on('cdata', append);
  parser.on('closetag', () => {
    if (field && depth === field.depth) field = null;
    if (draft && depth === entryDepth) {
      entries.push(entryOf(draft));
      draft = null;
      entryDepth = -1;
      if (entries.length >= MAX_ENTRIES) throw new Enough();
    }
    depth -= 1;
  });

  try {
    // Some servers put a line break before the XML declaration, which XML forbids; nothing else is forgiven.
    parser.write(xml.trimStart()).close();
  } catch (error) {
    if (!(error instanceof Enough)) {
      if (error instanceof FeedError) throw error;
      throw new FeedError(`not a well-formed feed (${error instanceof Error ? error.message.slice(0, 200) : String(error)})`);
    }
  }
  if (!format) throw new FeedError('not an RSS or Atom feed');
  return { format, entries };
}

function entryOf(draft: Draft): FeedEntry {
  const first = (names: string[]) => names.find((name) => draft.fields.has(name));
  const bodyName = first(BODY_NAMES);
  const dateName = first(DATE_NAMES);
  const rssLink = draft.fields.get('link')?.trim();
  return {
    title: draft.fields.get('title') ?? '',
    titleIsHtml: draft.htmlFields.has('title'),
    link: draft.atomLink ?? (rssLink || null),
    body: bodyName ? draft.fields.get(bodyName)! : '',
    bodyIsHtml: bodyName ? draft.htmlFields.has(bodyName) : false,
    date: dateName ? draft.fields.get(dateName)!.trim() || null : null,
  };
}
