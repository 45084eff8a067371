import { useState, type ReactNode } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ScrollText, SearchX } from 'lucide-react';
import { getJson } from '../../../lib/api.ts';
import type { Page } from '../../../../shared/admin.ts';
import type { AuditLogRow } from '../../../../shared/audit.ts';
import { AdminWidget } from '../ui/admin-widget.tsx';
import { ADMIN_POLL, adminReadQuery } from '../ui/admin-query.ts';
import { EmptyState, ListError, ListSkeleton } from '../ui/list-states.tsx';
import { Pager } from '../ui/pager.tsx';
import { SEARCH_DEBOUNCE_MS, usePageFor } from '../ui/people-list-paging.ts';
import { SearchField, useDebouncedValue } from '../ui/search-field.tsx';
import { AuditActionFilter } from './audit-action-filter.tsx';
import { AuditRow } from './audit-row.tsx';

const AUDIT_PATH = '/api/admin/audit-log';

/** One page of the log; the key starts with the path, so any admin action can invalidate every page. */
function auditPageQuery(search: string, action: string, page: number) {
  const params = new URLSearchParams({ page: String(page) });
  if (search) params.set('search', search);
  if (action) params.set('action', action);
  return queryOptions({
    queryKey: [AUDIT_PATH, { search, action, page }],
    queryFn: ({ signal }) => getJson<Page<AuditLogRow>>(`${AUDIT_PATH}?${params.toString()}`, signal),
    placeholderData: keepPreviousData,
    ...ADMIN_POLL,
  });
}

/** Who did what, when and from where (DESIGN.md, Security model), newest first. */
export function AuditLogWidget() {
  const [search, setSearch] = useState('');
  const [action, setAction] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = usePageFor(`${action}\n${term}`);
  const log = useQuery(auditPageQuery(term, action, page));
  const actions = useQuery(adminReadQuery<string[]>(`${AUDIT_PATH}/actions`));

  const data = log.data;
  let body: ReactNode;
  if (log.isPending) body = <ListSkeleton rows={5} label="Loading the audit log" />;
  else if (!data) body = <ListError error={log.error} fallback="Failed to load the audit log" onRetry={() => void log.refetch()} />;
  else if (data.total === 0)
    body =
      term || action ? <EmptyState icon={SearchX}>No audit entries match this search</EmptyState> : <EmptyState icon={ScrollText}>Nothing recorded yet</EmptyState>;
  else
    body = (
      <>
        <ol
          aria-label="Audit log entries, newest first"
          aria-busy={log.isPlaceholderData || undefined}
          className={`divide-y divide-slate-100 rounded-xl border border-slate-200 transition-opacity ${log.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {data.items.map((entry) => (
            <AuditRow key={entry.id} entry={entry} now={log.dataUpdatedAt} />
          ))}
        </ol>
        <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPageChange={setPage} itemsLabel="audit entries" disabled={log.isPlaceholderData} />
      </>
    );

  return (
    <AdminWidget title="Audit Log" icon={ScrollText} anchor="audit" description="Who did what, when, and from which IP address">
      <div className="flex flex-col gap-2 sm:flex-row">
        <SearchField label="Search the audit log" placeholder="Person, action or target" value={search} onChange={setSearch} className="sm:w-auto sm:flex-1" />
        <AuditActionFilter actions={actions.data ?? []} value={action} onChange={setAction} />
      </div>
      {body}
    </AdminWidget>
  );
}
