import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Clock, SearchX, Wifi } from 'lucide-react';
import { ADMIN_PAGE_SIZE } from '#shared/constants.js';
import type { ClinicHeartbeatReport } from '#shared/onboarding/heartbeat.js';
import { AdminWidget } from '../ui/admin-widget.tsx';
import { EmptyState, ListError, ListSkeleton } from '../ui/list-states.tsx';
import { Pager } from '../ui/pager.tsx';
import { SearchField } from '../ui/search-field.tsx';
import { ConnectivityFilter, type StateFilter } from './connectivity-filter.tsx';
import { ConnectivityRow } from './connectivity-row.tsx';
import { msg, useT } from '#client/i18n/use-t.ts';
import { T } from '#client/i18n/t.tsx';
import type { ClinicConnectivityState } from '#shared/onboarding/heartbeat.js';
import { clinicHeartbeatQuery } from './heartbeat-query.ts';

/** What the list says when no clinic is in the state chosen. */
const NONE_IN_STATE: Record<ClinicConnectivityState, string> = {
  online: msg('admin-heartbeat.none.online'),
  silent: msg('admin-heartbeat.none.silent'),
  'not-seen-today': msg('admin-heartbeat.none.notSeenToday'),
  closed: msg('admin-heartbeat.none.closed'),
  never: msg('admin-heartbeat.none.never'),
};

/** Above the list while it shows one state only ({shown} of {total}). */
const ONLY_STATE: Record<ClinicConnectivityState, string> = {
  online: msg('admin-heartbeat.only.online'),
  silent: msg('admin-heartbeat.only.silent'),
  'not-seen-today': msg('admin-heartbeat.only.notSeenToday'),
  closed: msg('admin-heartbeat.only.closed'),
  never: msg('admin-heartbeat.only.never'),
};

/**
 * Clinic Connectivity (docs/product/clinic-access.md): registered clinics by last seen, from the polling of the
 * dashboards they keep open. The whole list comes in one polled answer (shared with the banner), so
 * search, the state filter and paging happen here.
 */
export function ClinicConnectivityWidget() {
  const { t } = useT();
  const heartbeat = useQuery(clinicHeartbeatQuery());
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<StateFilter>('all');
  const [page, setPage] = useState(1);
  const term = search.trim().toLowerCase();
  // A new search or filter starts again at page 1.
  const changeSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };
  const changeFilter = (value: StateFilter) => {
    setFilter(value);
    setPage(1);
  };

  const data = heartbeat.data;
  let body: ReactNode;
  if (heartbeat.isPending) body = <ListSkeleton rows={3} label={t('admin-heartbeat.list.loading')} />;
  else if (!data) body = <ListError error={heartbeat.error} fallback={t('admin-heartbeat.list.failed')} onRetry={() => void heartbeat.refetch()} />;
  else body = <ConnectivityBody data={data} term={term} filter={filter} onFilterChange={changeFilter} page={page} onPageChange={setPage} />;

  return (
    <AdminWidget
      title={t('admin-heartbeat.widget.title')}
      icon={Wifi}
      anchor="connectivity"
      description={t('admin-heartbeat.widget.description')}
      actions={
        <SearchField
          label={t('admin-heartbeat.search.label')}
          placeholder={t('admin-heartbeat.search.placeholder')}
          value={search}
          onChange={changeSearch}
          className="w-56"
        />
      }
    >
      {body}
    </AdminWidget>
  );
}

interface BodyProps {
  data: ClinicHeartbeatReport;
  term: string;
  filter: StateFilter;
  onFilterChange: (filter: StateFilter) => void;
  page: number;
  onPageChange: (page: number) => void;
}

function ConnectivityBody({ data, term, filter, onFilterChange, page, onPageChange }: BodyProps) {
  const { t } = useT();
  const now = new Date(data.now);
  const shown = data.clinics.filter(
    (clinic) =>
      (filter === 'all' || clinic.state === filter) &&
      (!term || clinic.clinicName.toLowerCase().includes(term) || clinic.ipAddress.toLowerCase().includes(term)),
  );
  // The list can shrink between polls; stay on a page that exists.
  const current = Math.min(page, Math.max(1, Math.ceil(shown.length / ADMIN_PAGE_SIZE)));
  const rows = shown.slice((current - 1) * ADMIN_PAGE_SIZE, current * ADMIN_PAGE_SIZE);

  let list: ReactNode;
  if (data.clinics.length === 0) list = <EmptyState icon={Wifi}>{t('admin-heartbeat.list.empty')}</EmptyState>;
  else if (shown.length === 0)
    list = <EmptyState icon={SearchX}>{term || filter === 'all' ? t('admin-heartbeat.list.noMatch') : t(NONE_IN_STATE[filter])}</EmptyState>;
  else
    list = (
      <>
        <ul aria-label={t('admin-heartbeat.list.label')} className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200">
          {rows.map((clinic) => (
            <ConnectivityRow key={clinic.id} clinic={clinic} now={now} />
          ))}
        </ul>
        <Pager page={current} pageSize={ADMIN_PAGE_SIZE} total={shown.length} onPageChange={onPageChange} itemsLabel={t('admin-heartbeat.list.items')} />
      </>
    );

  return (
    <>
      <BusinessHoursNote data={data} />
      <ConnectivityFilter counts={data.counts} value={filter} onChange={onFilterChange} />
      {filter !== 'all' && (
        <p className="-mt-1 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
          <span>{t(ONLY_STATE[filter], { shown: shown.length, total: data.clinics.length })}</span>
          <button
            type="button"
            onClick={() => onFilterChange('all')}
            className="rounded font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t('admin-heartbeat.filter.showAll')}
          </button>
        </p>
      )}
      {list}
    </>
  );
}

function BusinessHoursNote({ data }: { data: ClinicHeartbeatReport }) {
  const { locale } = useT();
  return (
    <p className="flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
      <Clock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
      <span>
        <T
          id={data.businessHoursNow ? msg('admin-heartbeat.hours.open') : msg('admin-heartbeat.hours.closed')}
          values={{ hours: locale === 'fr-CA' ? data.businessHoursFr : data.businessHours, minutes: data.silentMinutes }}
          components={{ 0: <span className="font-medium text-slate-800" /> }}
        />
      </span>
    </p>
  );
}
