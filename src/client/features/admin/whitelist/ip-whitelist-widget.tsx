import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Globe2, SearchX } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { AdminWidget } from '../ui/admin-widget.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { EmptyState, ListError, ListSkeleton } from '../ui/list-states.tsx';
import { Pager } from '../ui/pager.tsx';
import { SearchField } from '../ui/search-field.tsx';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { pageWindow } from '#shared/admin/admin.js';
import { ADMIN_PAGE_SIZE } from '#shared/constants.js';
import type { AdminWhitelistEntry } from '#shared/onboarding/admin-whitelist.js';
import { removeWhitelistEntry, whitelistQuery } from './whitelist-api.ts';
import { WhitelistAddForm } from './whitelist-add-form.tsx';
import { WhitelistEntryRow } from './whitelist-entry-row.tsx';
import { queryKeys } from '#client/api/query-keys.ts';
import { useT } from '#client/i18n/use-t.ts';

/** The filter shows once the list runs past one page. */
const FILTER_FROM = ADMIN_PAGE_SIZE + 1;

function matches(entry: AdminWhitelistEntry, term: string): boolean {
  const needle = term.trim().toLowerCase();
  return !needle || [entry.ipAddress, entry.description, entry.clinicName].some((v) => v?.toLowerCase().includes(needle));
}

/** IP Whitelist (docs/product/clinic-access.md): add and remove the networks that get dashboard access. */
export function IpWhitelistWidget() {
  const { t } = useT();
  const entries = useQuery(whitelistQuery);
  const [filter, setFilter] = useState('');
  const [requestedPage, setPage] = useState(1);
  const [confirming, setConfirming] = useState<AdminWhitelistEntry | null>(null);
  const remove = useAdminMutation({
    mutationFn: removeWhitelistEntry,
    texts: { success: t('admin-whitelist.remove.success'), failure: t('admin-whitelist.remove.failure') },
    invalidates: [queryKeys.admin.whitelist],
    onSuccess: () => setConfirming(null),
  });

  const all = entries.data ?? [];
  const shown = all.filter((e) => matches(e, filter));
  // Clamped, so removing the last entry of the last page shows the page before it.
  const { page, offset } = pageWindow(requestedPage, shown.length);
  const changeFilter = (value: string) => {
    setFilter(value);
    setPage(1);
  };
  // A clinic's own entry is its access: removing it needs a second thought.
  const requestRemove = (entry: AdminWhitelistEntry) => (entry.clinicName ? setConfirming(entry) : remove.mutate(entry));

  return (
    <AdminWidget
      title={t('admin-whitelist.widget.title')}
      icon={Globe2}
      anchor="whitelist"
      description={t('admin-whitelist.widget.description')}
      actions={entries.data && <Badge tone="brand">{t('admin-whitelist.widget.entries', { count: all.length })}</Badge>}
    >
      <WhitelistAddForm onAdded={() => setPage(1)} />
      <div className="grid gap-3 border-t border-slate-100 pt-4">
        {all.length >= FILTER_FROM && (
          <SearchField label={t('admin-whitelist.filter.label')} placeholder={t('admin-whitelist.filter.placeholder')} value={filter} onChange={changeFilter} />
        )}
        {entries.isPending ? (
          <ListSkeleton rows={3} label={t('admin-whitelist.list.loading')} />
        ) : entries.isError ? (
          <ListError error={entries.error} fallback={t('admin-whitelist.list.failed')} onRetry={() => void entries.refetch()} />
        ) : all.length === 0 ? (
          <EmptyState>{t('admin-whitelist.list.empty')}</EmptyState>
        ) : shown.length === 0 ? (
          <EmptyState icon={SearchX}>{t('admin-whitelist.list.noMatch')}</EmptyState>
        ) : (
          <>
            <ul aria-label={t('admin-whitelist.list.label')} className="divide-y divide-slate-100">
              {shown.slice(offset, offset + ADMIN_PAGE_SIZE).map((entry) => (
                <WhitelistEntryRow key={entry.id} entry={entry} removing={remove.isPending && remove.variables?.id === entry.id} onRemove={requestRemove} />
              ))}
            </ul>
            {shown.length > ADMIN_PAGE_SIZE && (
              <Pager page={page} pageSize={ADMIN_PAGE_SIZE} total={shown.length} onPageChange={setPage} itemsLabel={t('admin-whitelist.list.items')} />
            )}
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('admin-whitelist.remove.title', { ip: confirming?.ipAddress ?? '' })}
        description={t('admin-whitelist.remove.description', { clinic: confirming?.clinicName ?? t('admin-whitelist.remove.someClinic') })}
        confirmLabel={t('admin-whitelist.remove.confirm')}
        pending={remove.isPending}
        onConfirm={() => confirming && remove.mutate(confirming)}
      />
    </AdminWidget>
  );
}
