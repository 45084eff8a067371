import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Building2, SearchX } from 'lucide-react';
import { apiRequest } from '#client/lib/api.ts';
import type { RegisteredClinicRow } from '#shared/onboarding/clinic-access.js';
import { AdminWidget } from '../ui/admin-widget.tsx';
import { adminPageQuery } from '../ui/admin-query.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { EmptyState } from '../ui/list-states.tsx';
import { useSearchedPage } from '../ui/people-list-paging.ts';
import { SearchField } from '../ui/search-field.tsx';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { ClinicRow } from './clinic-row.tsx';
import { PagedList } from '../ui/paged-list.tsx';
import { queryKeys } from '#client/api/query-keys.ts';
import { useT } from '#client/i18n/use-t.ts';

const CLINICS_PATH = '/api/admin/registered-clinics';

/** Registered Clinics (docs/product/admin.md): searched and paged on the server, 5 at a time. */
export function RegisteredClinicsWidget() {
  const { t } = useT();
  const { search, setSearch, term, page, setPage } = useSearchedPage();
  const clinics = useQuery(adminPageQuery<RegisteredClinicRow>(queryKeys.admin.registeredClinics, CLINICS_PATH, term, page));
  const [toDelete, setToDelete] = useState<RegisteredClinicRow | null>(null);
  const remove = useAdminMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `${CLINICS_PATH}/${encodeURIComponent(id)}`),
    texts: { success: t('admin-clinics.delete.success'), failure: t('admin-clinics.delete.failure') },
    invalidates: [queryKeys.admin.registeredClinics, queryKeys.admin.auditLog],
  });

  const body = (
    <PagedList
      query={clinics}
      label={t('admin-clinics.list.label')}
      itemsLabel={t('admin-clinics.list.items')}
      loading={{ rows: 3, label: t('admin-clinics.list.loading') }}
      errorFallback={t('admin-clinics.list.failed')}
      empty={
        term ? (
          <EmptyState icon={SearchX}>{t('admin-clinics.list.noMatch')}</EmptyState>
        ) : (
          <EmptyState icon={Building2}>{t('admin-clinics.list.empty')}</EmptyState>
        )
      }
      onPageChange={setPage}
    >
      {(clinic) => <ClinicRow clinic={clinic} onDelete={setToDelete} now={clinics.dataUpdatedAt} />}
    </PagedList>
  );

  return (
    <AdminWidget
      title={t('admin-clinics.widget.title')}
      icon={Building2}
      anchor="clinics"
      description={t('admin-clinics.widget.description')}
      actions={
        <SearchField
          label={t('admin-clinics.search.label')}
          placeholder={t('admin-clinics.search.placeholder')}
          value={search}
          onChange={setSearch}
          className="w-64"
        />
      }
    >
      {body}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={toDelete ? t('admin-clinics.delete.titleNamed', { name: toDelete.clinicName }) : t('admin-clinics.delete.title')}
        description={t('admin-clinics.delete.description')}
        confirmLabel={t('admin-clinics.delete.confirm')}
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) })}
      />
    </AdminWidget>
  );
}
