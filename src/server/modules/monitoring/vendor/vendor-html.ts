/*
 * The HTML that feeds carry inside their text (an RSS description, an Atom content of type html),
 * read in one pass each: no regular expression here can backtrack over the whole text, so a
 * description of a megabyte of "<" costs a megabyte of work, not its square.
 */

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '\u2013', mdash: '\u2014', hellip: '\u2026' };
/** Bounded on every side: at most one short match is tried at each "&". */
const ENTITY = /&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi;

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/** The words of an HTML fragment: tags dropped (each a space), entities decoded, white space collapsed. */
export function htmlToText(html: string): string {
  let out = '';
  let from = 0;
  for (;;) {
    const open = html.indexOf('<', from);
    if (open === -1) {
      out += html.slice(from);
      break;
    }
    out += `${html.slice(from, open)} `;
    const close = html.indexOf('>', open + 1);
    // A "<" that never closes ends the text: what follows is not words.
    if (close === -1) break;
    from = close + 1;
  }
  return decodeEntities(out).replace(/\s+/g, ' ').trim();
}

/** A `<strong>` passage of the fragment, as words, and whether " - " follows it (a Statuspage update's label). */
export interface StrongPassage {
  text: string;
  labelsUpdate: boolean;
}

/**
 * The `<strong>` passages of an HTML fragment, in order, at most `max`. Statuspage writes each
 * update as "<strong>Resolved</strong> - text", newest first, and a maintenance's window as
 * "<strong>THIS IS A SCHEDULED EVENT ...</strong>".
 */
export function strongPassages(html: string, max = 50): StrongPassage[] {
  const lower = html.toLowerCase();
  const found: StrongPassage[] = [];
  let from = 0;
  while (found.length < max) {
    const open = lower.indexOf('<strong', from);
    if (open === -1) break;
    const start = lower.indexOf('>', open + 7);
    if (start === -1) break;
    const end = lower.indexOf('</strong>', start + 1);
    if (end === -1) break;
    const after = html.slice(end + 9, end + 9 + 40);
    found.push({ text: htmlToText(html.slice(start + 1, end)), labelsUpdate: /^(?:\s|&nbsp;)*(?:-|&#45;|\u2013|&ndash;)/.test(after) });
    from = end + 9;
  }
  return found;
}
