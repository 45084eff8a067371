import { useId, useState, type FormEvent } from 'react';
import { Siren } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { ApiError } from '#client/lib/api.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { INCIDENT_LIMITS, OPEN_INCIDENT_STATUSES, type IncidentImpactChoice, type OpenIncidentStatus } from '#shared/status/incidents.js';
import type { AdminService } from '#shared/status/service-admin.js';
import { compact, issuesByField, messageError, servicesError, titleError, type FormErrors } from './incident-form-values.ts';
import { INCIDENT_KEYS, openIncident } from './incidents-admin-api.ts';
import { IncidentStatusPicker } from './incident-status-picker.tsx';
import { IncidentsServicePicker } from './incidents-service-picker.tsx';
import { ImpactPicker, NotifySubscribers, WhatToDoField, whatToDoError } from './incident-response-fields.tsx';

type Field = 'title' | 'serviceIds' | 'message' | 'whatToDo';
const FIELDS: readonly Field[] = ['title', 'serviceIds', 'message', 'whatToDo'];
const EMPTY = {
  title: '',
  serviceIds: [] as string[],
  status: 'investigating' as OpenIncidentStatus,
  impact: 'outage' as IncidentImpactChoice,
  message: '',
  whatToDo: '',
  notify: false,
};

/**
 * The whole first response in one form: what is wrong, where, what it does to those services
 * on the board, the first word to clinics, what they should do, and whether subscribers are mailed.
 */
export function IncidentOpenForm({ services, onDone }: { services: AdminService[]; onDone: () => void }) {
  const statusName = useId();
  const impactName = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const open = useAdminMutation({
    mutationFn: openIncident,
    texts: { success: 'Incident opened', failure: 'Failed to open incident' },
    invalidates: INCIDENT_KEYS,
    onSuccess: () => {
      setValues(EMPTY);
      onDone();
    },
  });
  const set = <K extends keyof typeof EMPTY>(field: K, value: (typeof EMPTY)[K]) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = compact({
      title: titleError(values.title),
      serviceIds: servicesError(values.serviceIds),
      message: messageError(values.message),
      whatToDo: whatToDoError(values.whatToDo),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const { whatToDo, ...rest } = values;
    open.mutate(
      { ...rest, ...(whatToDo.trim() ? { whatToDo: whatToDo.trim() } : {}) },
      { onError: (error) => error instanceof ApiError && error.status === 400 && setErrors(issuesByField(error.body, FIELDS)) },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Open an incident" className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <FormField label="Title" error={errors.title} required>
        {(control) => (
          <Input
            {...control}
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
            placeholder="Claims to Manulife are failing"
            maxLength={INCIDENT_LIMITS.titleMax}
          />
        )}
      </FormField>
      <IncidentsServicePicker services={services} value={values.serviceIds} onChange={(ids) => set('serviceIds', ids)} error={errors.serviceIds} />
      <IncidentStatusPicker name={statusName} options={OPEN_INCIDENT_STATUSES} value={values.status} onChange={(status) => set('status', status)} />
      <ImpactPicker name={impactName} value={values.impact} onChange={(impact) => impact !== 'keep' && set('impact', impact)} />
      <FormField label="First update" error={errors.message} hint="Shown to clinics on the dashboard and in the status feed." required>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            className="min-h-20"
            value={values.message}
            onChange={(e) => set('message', e.target.value)}
            placeholder="We are looking into failed claim submissions to Manulife."
            maxLength={INCIDENT_LIMITS.messageMax}
          />
        )}
      </FormField>
      <WhatToDoField
        value={values.whatToDo}
        onChange={(text) => set('whatToDo', text)}
        error={errors.whatToDo}
        hint="Pinned on the affected services' cards until an update changes it."
      />
      <NotifySubscribers checked={values.notify} onChange={(notify) => set('notify', notify)} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone} disabled={open.isPending}>
          Cancel
        </Button>
        <Button type="submit" pending={open.isPending} icon={Siren}>
          Open incident
        </Button>
      </div>
    </form>
  );
}
