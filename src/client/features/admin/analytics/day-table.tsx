import type { DayCount } from '#shared/admin/analytics.js';
import { useT } from '#client/i18n/use-t.ts';
import { formatCount, formatDayLong } from './analytics-format.ts';

/** The numbers behind a day chart, newest first, in a scrollable (and keyboard-scrollable) box. */
export function DayTable({ id, title, days, hidden }: { id: string; title: string; days: DayCount[]; hidden: boolean }) {
  const { t, locale } = useT();
  return (
    <div
      id={id}
      hidden={hidden}
      role="region"
      aria-label={t('admin-analytics.table.label', { title })}
      tabIndex={0}
      className="max-h-64 overflow-y-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{t('admin-analytics.table.caption', { title })}</caption>
        <thead className="sticky top-0 bg-slate-50 text-xs font-medium text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {t('admin-analytics.table.day')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('admin-analytics.table.clicks')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {[...days].reverse().map((d) => (
            <tr key={d.date}>
              <th scope="row" className="px-3 py-1.5 text-left font-normal text-slate-700">
                {formatDayLong(d.date, locale)}
              </th>
              <td className="px-3 py-1.5 text-right text-slate-900 tabular-nums">{formatCount(d.count, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
