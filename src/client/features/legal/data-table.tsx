import type { ReactNode } from 'react';
import { useT, type Translate } from '#client/i18n/use-t.ts';

export interface DataTableColumn<Row> {
  /** The message id of the column's name (kept with msg()), shown in the page's language. */
  header: string;
  /** The row's text for this column, in the page's language. */
  cell: (row: Row, t: Translate) => ReactNode;
  /** Tailwind width class for the wide layout. */
  width?: string;
}

interface DataTableProps<Row> {
  /** The table's name, already in the page's language. */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}

/**
 * A real table from the small breakpoint up; on phones each row becomes a card with the
 * first column as its title and the other column names as labels: four columns cannot be
 * read at 390 px.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey }: DataTableProps<Row>) {
  const { t } = useT();
  return (
    <div>
      <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs sm:block">
        <table className="w-full border-collapse text-left text-sm leading-6">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={`px-4 py-3 ${column.width ?? ''}`}>
                  {t(column.header)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="align-top">
                {columns.map((column, index) =>
                  index === 0 ? (
                    <th key={column.header} scope="row" className="px-4 py-3 font-semibold text-slate-900">
                      {column.cell(row, t)}
                    </th>
                  ) : (
                    <td key={column.header} className="px-4 py-3 text-slate-700">
                      {column.cell(row, t)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 sm:hidden" aria-label={caption}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-xl border border-slate-200 bg-white p-4 text-sm leading-6 shadow-xs">
            <p className="font-semibold text-slate-900">{columns[0]?.cell(row, t)}</p>
            <dl className="mt-2 grid gap-2">
              {columns.slice(1).map((column) => (
                <div key={column.header}>
                  <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t(column.header)}</dt>
                  <dd className="text-slate-800">{column.cell(row, t)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
