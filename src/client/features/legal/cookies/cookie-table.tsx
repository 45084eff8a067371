import { COOKIE_NAMES } from '#shared/sign-in/cookies.js';
import { COOKIE_KIND_IDS, SITE_COOKIES, type SiteCookie } from '#shared/sign-in/site-cookies.js';
import { msg, useT } from '#client/i18n/use-t.ts';
import { DataTable, type DataTableColumn } from '../data-table.tsx';

type CookieRow = SiteCookie & { name: string };

// The one list of cookies the product sets (shared/cookies.ts); a test keeps it exact. Its words
// are shown through their message ids, in the page's language.
const COOKIES: readonly CookieRow[] = SITE_COOKIES.map((cookie) => ({ ...cookie, name: COOKIE_NAMES[cookie.key] }));

const COLUMNS: readonly DataTableColumn<CookieRow>[] = [
  {
    header: msg('legal.cookies.table.column.cookie'),
    cell: (row, t) => (
      <>
        <span className="block">{t(row.labelId)}</span>
        <code className="font-mono text-xs font-normal break-all text-slate-600">{row.name}</code>
      </>
    ),
    width: 'w-44',
  },
  { header: msg('legal.cookies.table.column.purpose'), cell: (row, t) => t(row.purposeId) },
  { header: msg('legal.cookies.table.column.duration'), cell: (row, t) => t(row.durationId, row.durationValues), width: 'w-36' },
  { header: msg('legal.cookies.table.column.kind'), cell: (row, t) => t(COOKIE_KIND_IDS[row.kind]), width: 'w-32' },
];

export function CookieTable() {
  const { t } = useT();
  return <DataTable caption={t('legal.cookies.table.caption')} columns={COLUMNS} rows={COOKIES} rowKey={(row) => row.name} />;
}
