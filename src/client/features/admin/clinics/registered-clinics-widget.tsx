import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Building2, SearchX } from 'lucide-react';
import { apiRequest } from '#client/lib/api.ts';
import { ADMIN_TOASTS } from '#shared/admin/admin.js';
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

const CLINICS_PATH = '/api/admin/registered-clinics';

/** Registered Clinics (docs/product/admin.md): searched and paged on the server, 5 at a time. */
export function RegisteredClinicsWidget() {
  const { search, setSearch, term, page, setPage } = useSearchedPage();
  const clinics = useQuery(adminPageQuery<RegisteredClinicRow>(queryKeys.admin.registeredClinics, CLINICS_PATH, term, page));
  const [toDelete, setToDelete] = useState<RegisteredClinicRow | null>(null);
  const remove = useAdminMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `${CLINICS_PATH}/${encodeURIComponent(id)}`),
    texts: ADMIN_TOASTS.deleteClinic,
    invalidates: [queryKeys.admin.registeredClinics, queryKeys.admin.auditLog],
  });

  const body = (
    <PagedList
      query={clinics}
      label="Registered clinics"
      itemsLabel="clinics"
      loading={{ rows: 3, label: 'Loading clinics' }}
      errorFallback="Failed to load clinics"
      empty={
        term ? (
          <EmptyState icon={SearchX}>No clinics found matching your search</EmptyState>
        ) : (
          <EmptyState icon={Building2}>No clinics registered yet</EmptyState>
        )
      }
      onPageChange={setPage}
    >
      {(clinic) => <ClinicRow clinic={clinic} onDelete={setToDelete} now={clinics.dataUpdatedAt} />}
    </PagedList>
  );

  return (
    <AdminWidget
      title="Registered Clinics"
      icon={Building2}
      anchor="clinics"
      description="Clinics with network access"
      actions={<SearchField label="Search clinics" placeholder="Name, e-mail or IP" value={search} onChange={setSearch} className="w-64" />}
    >
      {body}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={toDelete ? `Delete ${toDelete.clinicName}?` : 'Delete clinic?'}
        description={ADMIN_TOASTS.deleteClinic.confirm}
        confirmLabel="Delete clinic"
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) })}
      />
    </AdminWidget>
  );
}
