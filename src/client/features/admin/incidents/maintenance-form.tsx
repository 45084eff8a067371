import { useState, type FormEvent } from 'react';
import { CalendarPlus } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { ApiError } from '#client/lib/api.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { INCIDENT_LIMITS } from '#shared/status/incidents.js';
import type { AdminService } from '#shared/status/service-admin.js';
import { wallTimeValue as localDateTimeValue, wallTimeZoneHint } from '#client/lib/business-time.ts';
import { issuesByField, localToIso, maintenanceErrors, type FormErrors, type MaintenanceField, type MaintenanceFormValues } from './incident-form-values.ts';
import { MAINTENANCE_KEYS, scheduleMaintenance } from './incidents-admin-api.ts';
import { IncidentsServicePicker } from './incidents-service-picker.tsx';

const FIELDS: readonly MaintenanceField[] = ['title', 'description', 'serviceIds', 'startsAt', 'endsAt'];
const EMPTY: MaintenanceFormValues = { title: '', description: '', serviceIds: [], startsAt: '', endsAt: '' };

/** Schedules a window; times are typed in the provider's time zone and sent as ISO instants. */
export function MaintenanceForm({ services, onDone }: { services: AdminService[]; onDone: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FormErrors<MaintenanceField>>({});
  const schedule = useAdminMutation({
    mutationFn: scheduleMaintenance,
    texts: { success: 'Maintenance scheduled', failure: 'Failed to schedule maintenance' },
    invalidates: MAINTENANCE_KEYS,
    onSuccess: () => {
      setValues(EMPTY);
      onDone();
    },
  });
  const set = <K extends MaintenanceField>(field: K, value: MaintenanceFormValues[K]) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = maintenanceErrors(values, new Date());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      title: values.title,
      description: values.description.trim() || null,
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
      aria-label="Schedule maintenance"
      className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:grid-cols-2"
    >
      <FormField label="Title" error={errors.title} required className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
            placeholder="Telus fibre upgrade"
            maxLength={INCIDENT_LIMITS.titleMax}
          />
        )}
      </FormField>
      <FormField label="Starts" error={errors.startsAt} required>
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
      <FormField label="Ends" error={errors.endsAt} required>
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
      <p className="-mt-1 text-xs text-slate-600 sm:col-span-2">{wallTimeZoneHint()}</p>
      <div className="sm:col-span-2">
        <IncidentsServicePicker services={services} value={values.serviceIds} onChange={(ids) => set('serviceIds', ids)} error={errors.serviceIds} />
      </div>
      <FormField label="Details" error={errors.description} optional className="sm:col-span-2">
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            className="min-h-16"
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            placeholder="Expect two short drops of under five minutes."
            maxLength={INCIDENT_LIMITS.descriptionMax}
          />
        )}
      </FormField>
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        <Button variant="ghost" onClick={onDone} disabled={schedule.isPending}>
          Cancel
        </Button>
        <Button type="submit" pending={schedule.isPending} icon={CalendarPlus}>
          Schedule maintenance
        </Button>
      </div>
    </form>
  );
}
