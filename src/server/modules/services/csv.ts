/*
 * A small CSV reader (RFC 4180, and what spreadsheets write besides): values separated by commas,
 * or by semicolons when the header row has semicolons and no commas (French-Canadian Excel saves
 * so); values in double quotes may hold separators, line breaks and doubled quotes (""); rows end
 * with CRLF, LF or CR; a byte order mark at the start is dropped; blank lines are skipped.
 */

export interface CsvRecord {
  /** The record's values, as written (quotes removed, nothing trimmed). */
  values: string[];
  /** The line of the file the record starts on, from 1. */
  line: number;
  /** The record's row as a spreadsheet numbers it: blank lines count, a quoted line break does not. */
  row: number;
}

/** A quoted value that never closes: nothing after it can be read for sure. */
export class CsvUnclosedQuoteError extends Error {
  constructor(readonly line: number) {
    super(`unclosed quote from line ${line}`);
    this.name = 'CsvUnclosedQuoteError';
  }
}

/** The separator of the header row: a semicolon when it has semicolons outside quotes and no commas. */
export function separatorOf(text: string): ',' | ';' {
  let quoted = false;
  let semicolons = 0;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') return ',';
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > 0 ? ';' : ',';
}

export function parseCsv(input: string): CsvRecord[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const separator = separatorOf(text);
  const records: CsvRecord[] = [];
  let values: string[] = [];
  let value = '';
  let line = 1;
  let recordLine = 1;
  let row = 0;
  let i = 0;

  const endValue = () => {
    values.push(value);
    value = '';
  };
  const endRecord = () => {
    endValue();
    row += 1;
    // A blank line is one empty value: skipped, as spreadsheets leave them at the end.
    if (values.length > 1 || values[0] !== '') records.push({ values, line: recordLine, row });
    values = [];
  };

  while (i < text.length) {
    const char = text[i]!;
    if (char === '"' && value === '') {
      // A quoted value: up to the quote that is not doubled.
      const opened = line;
      i += 1;
      for (;;) {
        if (i >= text.length) throw new CsvUnclosedQuoteError(opened);
        const inner = text[i]!;
        if (inner === '"') {
          if (text[i + 1] === '"') {
            value += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        if (inner === '\n' || (inner === '\r' && text[i + 1] !== '\n')) line += 1;
        value += inner;
        i += 1;
      }
      // Text after the closing quote (`"a"b`) is kept, as spreadsheets read it.
      continue;
    }
    if (char === separator) {
      endValue();
      i += 1;
    } else if (char === '\r' || char === '\n') {
      endRecord();
      i += char === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
    } else {
      value += char;
      i += 1;
    }
  }
  if (value !== '' || values.length > 0) endRecord();
  return records;
}
