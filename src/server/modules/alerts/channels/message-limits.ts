/**
 * Cutting text to a receiving service's length limit after it is escaped: the limit counts the
 * escaped form (Slack's `&amp;` is five characters), and a cut falls between two characters, never
 * inside one (a surrogate pair) or inside an escape.
 */

export const ELLIPSIS = '\u2026';

/** Lengths are UTF-16 code units, which is never less than what a service counts as characters. */
export function escapedWithin(text: string, limit: number, escape: (char: string) => string): { text: string; cut: boolean } {
  let out = '';
  for (const char of text) {
    const piece = escape(char);
    if (out.length + piece.length > limit) return { text: out, cut: true };
    out += piece;
  }
  return { text: out, cut: false };
}

/** The escaped text, or as much of it as fits with an ellipsis when it is too long. */
export function escapedOrCut(text: string, limit: number, escape: (char: string) => string): string {
  const whole = escapedWithin(text, limit, escape);
  if (!whole.cut) return whole.text;
  return `${escapedWithin(text, limit - ELLIPSIS.length, escape).text.trimEnd()}${ELLIPSIS}`;
}

export interface MessageLine {
  /** Markup before the text, already escaped (`• *Manulife*: `). */
  open: string;
  /** The text, not yet escaped: what is cut when the whole is too long. */
  text: string;
  /** Markup after the text (a closing `*`). */
  close: string;
}

/**
 * The lines joined with newlines, within `limit`: when they do not all fit, the text is cut at
 * the last line that fits in part, an ellipsis marks the cut, and `more` (a link to where the
 * rest can be read) ends the message.
 */
export function linesWithin(lines: MessageLine[], limit: number, more: string, escape: (char: string) => string): string {
  const render = (line: MessageLine) => `${line.open}${escapedWithin(line.text, Infinity, escape).text}${line.close}`;
  const whole = lines.map(render).join('\n');
  if (whole.length <= limit) return whole;
  const budget = limit - more.length;
  let out = '';
  for (const line of lines) {
    const separator = out ? '\n' : '';
    const room = budget - out.length - separator.length - line.open.length - line.close.length - ELLIPSIS.length;
    const fitted = escapedWithin(line.text, Math.max(0, room), escape);
    if (!fitted.cut) {
      out += `${separator}${line.open}${fitted.text}${line.close}`;
      continue;
    }
    if (fitted.text.trim()) out += `${separator}${line.open}${fitted.text.trimEnd()}${ELLIPSIS}${line.close}`;
    break;
  }
  return out ? `${out}${more}` : more.replace(/^\s+/, '');
}
