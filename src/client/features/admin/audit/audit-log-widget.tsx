import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ScrollText, SearchX } from 'lucide-react';
import type { AuditLogRow } from '#shared/admin/audit.js';
import { AdminWidget } from '../ui/admin-widget.tsx';
import { adminPageQuery, adminReadQuery } from '../ui/admin-query.ts';
import { PagedList } from '../ui/paged-list.tsx';
import { EmptyState } from '../ui/list-states.tsx';
import { SEARCH_DEBOUNCE_MS, usePageFor } from '../ui/people-list-paging.ts';
import { SearchField, useDebouncedValue } from '../ui/search-field.tsx';
import { AuditActionFilter } from './audit-action-filter.tsx';
import { AuditRow } from './audit-row.tsx';
import { queryKeys } from '#client/api/query-keys.ts';
import { useT } from '#client/i18n/use-t.ts';

const AUDIT_PATH = '/api/admin/audit-log';

/** Who did what, when and from where (docs/product/admin.md), newest first. */
export function AuditLogWidget() {
  const { t } = useT();
  const [search, setSearch] = useState('');
  const [action, setAction] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = usePageFor(`${action}\n${term}`);
  const log = useQuery(adminPageQuery<AuditLogRow>(queryKeys.admin.auditLog, AUDIT_PATH, term, page, { action }));
  const actions = useQuery(adminReadQuery<string[]>(queryKeys.admin.auditActions, `${AUDIT_PATH}/actions`));

  const body = (
    <PagedList
      query={log}
      ordered
      label={t('admin-audit.list.label')}
      itemsLabel={t('admin-audit.list.items')}
      loading={{ rows: 5, label: t('admin-audit.list.loading') }}
      errorFallback={t('admin-audit.list.failed')}
      empty={
        term || action ? (
          <EmptyState icon={SearchX}>{t('admin-audit.list.noMatch')}</EmptyState>
        ) : (
          <EmptyState icon={ScrollText}>{t('admin-audit.list.empty')}</EmptyState>
        )
      }
      onPageChange={setPage}
    >
      {(entry) => <AuditRow entry={entry} now={log.dataUpdatedAt} />}
    </PagedList>
  );

  return (
    <AdminWidget title={t('admin-audit.widget.title')} icon={ScrollText} anchor="audit" description={t('admin-audit.widget.description')}>
      <div className="flex flex-col gap-2 sm:flex-row">
        <SearchField
          label={t('admin-audit.search.label')}
          placeholder={t('admin-audit.search.placeholder')}
          value={search}
          onChange={setSearch}
          className="sm:w-auto sm:flex-1"
        />
        <AuditActionFilter actions={actions.data ?? []} value={action} onChange={setAction} />
      </div>
      {body}
    </AdminWidget>
  );
}
