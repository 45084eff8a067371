import { COOKIE_NAMES, SITE_COOKIES, type SiteCookie } from '#shared/sign-in/cookies.js';
import { DataTable, type DataTableColumn } from '../data-table.tsx';

type CookieRow = SiteCookie & { name: string };

// The one list of cookies the product sets (shared/cookies.ts); a test keeps it exact.
const COOKIES: readonly CookieRow[] = SITE_COOKIES.map((cookie) => ({ ...cookie, name: COOKIE_NAMES[cookie.key] }));

const COLUMNS: readonly DataTableColumn<CookieRow>[] = [
  {
    header: 'Cookie',
    cell: (row) => (
      <>
        <span className="block">{row.label}</span>
        <code className="font-mono text-xs font-normal break-all text-slate-600">{row.name}</code>
      </>
    ),
    width: 'w-44',
  },
  { header: 'Purpose', cell: (row) => row.purpose },
  { header: 'Duration', cell: (row) => row.duration, width: 'w-36' },
  { header: 'Type', cell: (row) => row.kind, width: 'w-32' },
];

export function CookieTable() {
  return <DataTable caption="Cookies this site sets" columns={COLUMNS} rows={COOKIES} rowKey={(row) => row.name} />;
}
