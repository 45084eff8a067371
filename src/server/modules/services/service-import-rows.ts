import { AppError } from '#server/lib/errors.js';
import { SERVICE_IMPORT_COLUMNS, SERVICE_IMPORT_MAX_ROWS, SERVICE_IMPORT_MESSAGES, type ImportColumn } from '#shared/status/service-admin.js';
import { CsvUnclosedQuoteError, parseCsv } from './csv.ts';

/*
 * An import file as rows to validate: JSON rows as they come, CSV records as the same objects
 * (`check_target` becomes `check.target`). Problems of the whole file (a quote never closed, a
 * column nobody knows, too many rows) refuse the file; a row's own problems refuse that row.
 */

export type ImportFormat = 'json' | 'csv';

/** A problem found while reading a row, before its values are validated. */
export interface RowProblem {
  field?: string;
  message: string;
}

export interface ImportRow {
  /** CSV: the row as a spreadsheet numbers it (the header is row 1); JSON: its place in the list, from 1. */
  row: number;
  data: unknown;
  problems: RowProblem[];
}

const BY_NAME = new Map<string, ImportColumn>(
  SERVICE_IMPORT_COLUMNS.flatMap((column) => [[column.column, column] as const, [column.field.toLowerCase(), column] as const]),
);
const BY_FIELD = new Map<string, ImportColumn>(SERVICE_IMPORT_COLUMNS.map((column) => [column.field, column]));

/** How a refusal names a field: the CSV column the admin wrote, or the JSON path. */
export function fieldName(path: string, format: ImportFormat): string {
  return format === 'csv' ? (BY_FIELD.get(path)?.column ?? path) : path;
}

function checkRowCount(count: number): void {
  if (count === 0) throw new AppError('validation', SERVICE_IMPORT_MESSAGES.empty);
  if (count > SERVICE_IMPORT_MAX_ROWS) throw new AppError('payload_too_large', SERVICE_IMPORT_MESSAGES.tooManyRows(count));
}

export function rowsOfJson(services: readonly unknown[]): ImportRow[] {
  checkRowCount(services.length);
  return services.map((data, index) => ({ row: index + 1, data, problems: [] }));
}

const TRUE_WORDS = new Set(['true', 'yes', '1', 'oui', 'vrai']);
const FALSE_WORDS = new Set(['false', 'no', '0', 'non', 'faux']);

export function rowsOfCsv(text: string): ImportRow[] {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvUnclosedQuoteError) throw new AppError('validation', SERVICE_IMPORT_MESSAGES.unclosedQuote(error.line));
    throw error;
  }
  const [header, ...body] = records;
  if (!header) throw new AppError('validation', SERVICE_IMPORT_MESSAGES.empty);
  const columns = headerColumns(header.values);
  checkRowCount(body.length);
  return body.map((record) => rowOfRecord(record.values, record.row, columns));
}

/** The header's columns in order; null for a column without a name (spreadsheets add them), whose values are ignored. */
function headerColumns(names: readonly string[]): (ImportColumn | null)[] {
  const columns: (ImportColumn | null)[] = [];
  for (const raw of names) {
    const name = raw.trim();
    if (name === '') {
      columns.push(null);
      continue;
    }
    const column = BY_NAME.get(name.toLowerCase());
    if (!column) throw new AppError('validation', SERVICE_IMPORT_MESSAGES.unknownColumn(name));
    if (columns.includes(column)) throw new AppError('validation', SERVICE_IMPORT_MESSAGES.repeatedColumn(column.column));
    columns.push(column);
  }
  for (const required of ['name', 'type']) {
    if (!columns.some((column) => column?.column === required)) throw new AppError('validation', SERVICE_IMPORT_MESSAGES.missingColumn(required));
  }
  return columns;
}

/** A record as the object a JSON row would be: blank cells left out, numbers and yes/no read as such. */
function rowOfRecord(values: readonly string[], row: number, columns: readonly (ImportColumn | null)[]): ImportRow {
  const problems: RowProblem[] = [];
  if (values.length > columns.length && values.slice(columns.length).some((value) => value.trim() !== '')) {
    problems.push({ message: SERVICE_IMPORT_MESSAGES.extraValues(row) });
  }
  const data: Record<string, unknown> = {};
  const check: Record<string, unknown> = {};
  columns.forEach((column, index) => {
    const text = (values[index] ?? '').trim();
    if (!column || text === '') return;
    let value: unknown = text;
    if (column.number && /^-?\d+$/.test(text)) value = Number(text);
    if (column.boolean) {
      const word = text.toLowerCase();
      if (!TRUE_WORDS.has(word) && !FALSE_WORDS.has(word)) {
        problems.push({ field: column.column, message: SERVICE_IMPORT_MESSAGES.booleanValue });
        return;
      }
      value = TRUE_WORDS.has(word);
    }
    if (column.field.startsWith('check.')) check[column.field.slice('check.'.length)] = value;
    else data[column.field] = value;
  });
  if (Object.keys(check).length > 0) data.check = check;
  return { row, data, problems };
}
