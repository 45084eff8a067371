import { useState, type FormEvent } from 'react';
import { CalendarPlus } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { ApiError } from '#client/lib/api.ts';
import { useT } from '#client/i18n/use-t.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { INCIDENT_LIMITS } from '#shared/status/incidents.js';
import type { AdminService } from '#shared/status/service-admin.js';
import { wallTimeValue as localDateTimeValue, wallTimeZoneHint } from '#client/lib/business-time.ts';
import { issuesByField, localToIso, maintenanceErrors, type FormErrors, type MaintenanceField, type MaintenanceFormValues } from './incident-form-values.ts';
import { MAINTENANCE_KEYS, scheduleMaintenance } from './incidents-admin-api.ts';
import { IncidentsServicePicker } from './incidents-service-picker.tsx';
import { FieldPair } from './french-text.tsx';

const FIELDS: readonly MaintenanceField[] = ['title', 'titleFr', 'description', 'descriptionFr', 'serviceIds', 'startsAt', 'endsAt'];
const EMPTY: Required<MaintenanceFormValues> = { title: '', titleFr: '', description: '', descriptionFr: '', serviceIds: [], startsAt: '', endsAt: '' };

/** Schedules a window; times are typed in the provider's time zone and sent as ISO instants. Title and details take their French beside them. */
export function MaintenanceForm({ services, onDone }: { services: AdminService[]; onDone: () => void }) {
  const words = useT();
  const { t } = words;
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FormErrors<MaintenanceField>>({});
  const schedule = useAdminMutation({
    mutationFn: scheduleMaintenance,
    texts: { success: t('admin-incidents.maintenanceForm.scheduled'), failure: t('admin-incidents.maintenanceForm.failed') },
    invalidates: MAINTENANCE_KEYS,
    onSuccess: () => {
      setValues(EMPTY);
      onDone();
    },
  });
  const set = <K extends MaintenanceField>(field: K, value: Required<MaintenanceFormValues>[K]) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = maintenanceErrors(values, new Date(), t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      title: values.title,
      ...(values.titleFr.trim() ? { titleFr: values.titleFr.trim() } : {}),
      description: values.description.trim() || null,
      ...(values.descriptionFr.trim() ? { descriptionFr: values.descriptionFr.trim() } : {}),
      serviceIds: values.serviceIds,
      startsAt: localToIso(values.startsAt)!,
      endsAt: localToIso(values.endsAt)!,
    };
    schedule.mutate(body, { onError: (error) => error instanceof ApiError && error.status === 400 && setErrors(issuesByField(error.body, FIELDS)) });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('admin-incidents.maintenanceForm.label')}
      className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:grid-cols-2"
    >
      <FieldPair className="sm:col-span-2">
        <FormField label={t('admin-incidents.maintenanceForm.title')} error={errors.title} required>
          {(control) => (
            <Input
              {...control}
              value={values.title}
              onChange={(e) => set('title', e.target.value)}
              placeholder={t('admin-incidents.maintenanceForm.titlePlaceholder')}
              maxLength={INCIDENT_LIMITS.titleMax}
            />
          )}
        </FormField>
        <FormField label={t('admin-incidents.maintenanceForm.titleFr')} error={errors.titleFr} optional>
          {(control) => (
            <Input
              {...control}
              lang="fr-CA"
              value={values.titleFr}
              onChange={(e) => set('titleFr', e.target.value)}
              placeholder={t('admin-incidents.maintenanceForm.titleFrPlaceholder')}
              maxLength={INCIDENT_LIMITS.titleMax}
            />
          )}
        </FormField>
      </FieldPair>
      <FormField label={t('admin-incidents.maintenanceForm.starts')} error={errors.startsAt} required>
        {(control) => (
          <Input
            {...control}
            type="datetime-local"
            min={localDateTimeValue(new Date())}
            value={values.startsAt}
            onChange={(e) => set('startsAt', e.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('admin-incidents.maintenanceForm.ends')} error={errors.endsAt} required>
        {(control) => (
          <Input
            {...control}
            type="datetime-local"
            min={values.startsAt || localDateTimeValue(new Date())}
            value={values.endsAt}
            onChange={(e) => set('endsAt', e.target.value)}
          />
        )}
      </FormField>
      <p className="-mt-1 text-xs text-slate-600 sm:col-span-2">{wallTimeZoneHint(new Date(), words)}</p>
      <div className="sm:col-span-2">
        <IncidentsServicePicker services={services} value={values.serviceIds} onChange={(ids) => set('serviceIds', ids)} error={errors.serviceIds} />
      </div>
      <FieldPair className="sm:col-span-2">
        <FormField label={t('admin-incidents.maintenanceForm.details')} error={errors.description} optional>
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              className="min-h-16"
              value={values.description}
              onChange={(e) => set('description', e.target.value)}
              placeholder={t('admin-incidents.maintenanceForm.detailsPlaceholder')}
              maxLength={INCIDENT_LIMITS.descriptionMax}
            />
          )}
        </FormField>
        <FormField label={t('admin-incidents.maintenanceForm.detailsFr')} error={errors.descriptionFr} optional>
          {(control) => (
            <Textarea
              {...control}
              lang="fr-CA"
              rows={2}
              className="min-h-16"
              value={values.descriptionFr}
              onChange={(e) => set('descriptionFr', e.target.value)}
              placeholder={t('admin-incidents.maintenanceForm.detailsFrPlaceholder')}
              maxLength={INCIDENT_LIMITS.descriptionMax}
            />
          )}
        </FormField>
      </FieldPair>
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        <Button variant="ghost" onClick={onDone} disabled={schedule.isPending}>
          {t('admin-incidents.maintenanceForm.cancel')}
        </Button>
        <Button type="submit" pending={schedule.isPending} icon={CalendarPlus}>
          {t('admin-incidents.maintenanceForm.submit')}
        </Button>
      </div>
    </form>
  );
}
