import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

/*
 * Messages the code still writes in English (the shared validation messages, the API's error texts)
 * are shown in the reader's language by looking the English up: an exact text gives its message id,
 * and a text made with values ("A service named Manulife already exists") matches its message's
 * English form ("A service named {name} already exists"), which gives the values back. The message
 * is then written in the reader's language with those values. A text the catalogue does not know
 * (a provider's own words, a text already translated) is not found: the caller shows it unchanged.
 */

/** Values read back out of an English text: numbers where the message counts or formats them. */
export type FoundValues = Record<string, string | number>;

export interface FoundMessage {
  id: string;
  values: FoundValues;
}

export interface MessageLookup {
  /**
   * The message whose English is `text`, with its values; undefined when no message reads so.
   * `leadingPlaceholder: false` leaves out messages that start with a value ("{field} must be…"),
   * for texts that may be someone's own words rather than ours.
   */
  find(text: string, options?: { leadingPlaceholder?: boolean }): FoundMessage | undefined;
}

type Group = { name: string; kind: 'text' | 'number' } | { name: string; kind: 'choice'; value: string | number };

interface Pattern {
  id: string;
  regex: RegExp;
  groups: Group[];
  /** Characters of fixed text: of two patterns that match, the more specific one wins. */
  literal: number;
  leadingPlaceholder: boolean;
}

/** A value: at least one character, as few as let the rest of the text match. */
const TEXT = '([\\s\\S]+?)';
/** A number as English writes it: 1234, 1,234 or 12.5. */
const NUMBER = '(-?\\d[\\d,]*(?:\\.\\d+)?)';
const CHOICE_FORMATS = new Set(['plural', 'selectordinal', 'select']);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function asTokens(message: unknown): CompiledMessage {
  if (typeof message === 'string') return [message];
  return Array.isArray(message) ? (message as CompiledMessage) : [];
}

/** The regular expression that reads an English message's text, and what each of its groups holds. */
function patternOf(id: string, message: CompiledMessage): Pattern {
  const groups: Group[] = [];
  let literal = 0;
  const walk = (tokens: CompiledMessage, pluralName: string | null): string => {
    let source = '';
    for (const token of tokens) {
      if (typeof token === 'string') {
        if (pluralName !== null && token === '#') {
          groups.push({ name: pluralName, kind: 'number' });
          source += NUMBER;
        } else {
          literal += token.length;
          source += escapeRegExp(token);
        }
        continue;
      }
      const [name, format, choices] = token;
      if (format && CHOICE_FORMATS.has(format) && choices && typeof choices === 'object') {
        const branches = Object.entries(choices as Record<string, unknown>).filter(([key, branch]) => key !== 'offset' && branch !== undefined);
        const plural = format === 'select' ? null : name;
        const alternatives = branches.map(([key, branch]) => {
          // An empty group marks the branch taken: its key is the value when the branch writes no number.
          groups.push({ name, kind: 'choice', value: choiceValue(key, format) });
          return `()${walk(asTokens(branch), plural)}`;
        });
        source += `(?:${alternatives.join('|')})`;
      } else {
        groups.push({ name, kind: format === 'number' ? 'number' : 'text' });
        source += format === 'number' ? NUMBER : TEXT;
      }
    }
    return source;
  };
  const source = walk(message, null);
  const first = message[0];
  return { id, regex: new RegExp(`^${source}$`), groups, literal, leadingPlaceholder: first !== undefined && typeof first !== 'string' };
}

/** The value a plural or select branch stands for: =2 is 2, English's "one" is 1, a select key is itself. */
function choiceValue(key: string, format: string): string | number {
  if (format === 'select') return key;
  if (/^=\d+$/.test(key)) return Number(key.slice(1));
  return key === 'one' ? 1 : key === 'zero' ? 0 : Number.NaN;
}

function readValues(pattern: Pattern, match: RegExpExecArray): FoundValues {
  const values: FoundValues = {};
  pattern.groups.forEach((group, index) => {
    const text = match[index + 1];
    if (text === undefined) return;
    if (group.kind === 'choice') {
      if (!(group.name in values)) values[group.name] = group.value;
    } else if (group.kind === 'number') {
      values[group.name] = Number(text.replace(/,/g, ''));
    } else {
      // A bare whole number is still a number: a French plural counts it.
      values[group.name] = /^-?\d{1,15}$/.test(text) ? Number(text) : text;
    }
  });
  return values;
}

/** A lookup over `english`: message ids and their English, as the catalogue holds them compiled. */
export function createMessageLookup(english: Readonly<Record<string, unknown>>): MessageLookup {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [id, message] of Object.entries(english)) {
    const tokens = asTokens(message);
    if (tokens.every((token) => typeof token === 'string')) {
      const text = tokens.join('');
      if (!exact.has(text)) exact.set(text, id);
    } else {
      patterns.push(patternOf(id, tokens));
    }
  }
  patterns.sort((a, b) => b.literal - a.literal);
  return {
    find(text, options = {}) {
      const id = exact.get(text);
      if (id !== undefined) return { id, values: {} };
      for (const pattern of patterns) {
        if (options.leadingPlaceholder === false && pattern.leadingPlaceholder) continue;
        const match = pattern.regex.exec(text);
        if (match) return { id: pattern.id, values: readValues(pattern, match) };
      }
      return undefined;
    },
  };
}

/**
 * `text` in the reader's language: the message it is the English of, written by `translate` with its
 * values (each value that is itself one of the messages translated too: a field's name, the reason
 * inside a longer sentence); `text` unchanged when no message reads so.
 */
export function localizeWith(
  lookup: MessageLookup,
  translate: (id: string, values: FoundValues) => string,
  text: string,
  options: { leadingPlaceholder?: boolean } = {},
  depth = 0,
): string {
  const found = lookup.find(text, options);
  if (!found) return text;
  const values: FoundValues = {};
  for (const [name, value] of Object.entries(found.values)) {
    values[name] = typeof value === 'string' && depth < 2 ? localizeWith(lookup, translate, value, {}, depth + 1) : value;
  }
  return translate(found.id, values);
}
