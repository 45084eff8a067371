import { DataTable, type DataTableColumn } from './data-table.tsx';

interface CookieRow {
  label: string;
  /** The cookie's name as the browser shows it. */
  name: string;
  purpose: string;
  duration: string;
  kind: string;
}

// Names and lifetimes mirror the server (sessions, admin-auth and OIDC modules) and SPEC.md
// section 9; change them together.
const COOKIES: readonly CookieRow[] = [
  {
    label: 'Session',
    name: 'sid',
    purpose:
      'Keeps you signed in so you can see notifications. HttpOnly: scripts on the page cannot read it, and it is only sent to our site.',
    duration: 'Until you sign out or it expires (7 days)',
    kind: 'Strictly necessary',
  },
  {
    label: 'Admin session',
    name: 'admin_sid',
    purpose:
      'For the provider’s staff only: gives access to the admin control panel. HttpOnly, and never sent with requests from other sites.',
    duration: '8 hours',
    kind: 'Strictly necessary',
  },
  {
    label: 'Admin sign-in check',
    name: 'admin_phrase_nonce',
    purpose:
      'For the provider’s staff only: ties an e-mailed admin access phrase to the browser that asked for it, so the phrase works nowhere else.',
    duration: '15 minutes',
    kind: 'Strictly necessary',
  },
  {
    label: 'Sign-in check',
    name: 'oidc_flow',
    purpose: 'Set only while you sign in through your organisation’s sign-in service, to protect that step from forgery.',
    duration: '10 minutes',
    kind: 'Strictly necessary',
  },
  {
    label: 'Sidebar preference',
    name: 'sidebar_state',
    purpose: 'Remembers whether you keep the sidebar open or collapsed.',
    duration: '7 days',
    kind: 'Preference',
  },
];

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
