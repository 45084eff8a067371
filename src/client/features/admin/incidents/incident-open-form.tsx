import { useId, useState, type FormEvent } from 'react';
import { Siren } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { ApiError } from '#client/lib/api.ts';
import { useT } from '#client/i18n/use-t.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { INCIDENT_LIMITS, OPEN_INCIDENT_STATUSES, type IncidentImpactChoice, type OpenIncidentStatus } from '#shared/status/incidents.js';
import type { AdminService } from '#shared/status/service-admin.js';
import {
  compact,
  frenchMessageError,
  frenchTitleError,
  issuesByField,
  messageError,
  servicesError,
  titleError,
  type FormErrors,
} from './incident-form-values.ts';
import { INCIDENT_KEYS, openIncident } from './incidents-admin-api.ts';
import { IncidentStatusPicker } from './incident-status-picker.tsx';
import { IncidentsServicePicker } from './incidents-service-picker.tsx';
import { ImpactPicker, NotifySubscribers, WhatToDoField, frenchWhatToDoError, whatToDoError } from './incident-response-fields.tsx';
import { FieldPair } from './french-text.tsx';

type Field = 'title' | 'titleFr' | 'serviceIds' | 'message' | 'messageFr' | 'whatToDo' | 'whatToDoFr';
const FIELDS: readonly Field[] = ['title', 'titleFr', 'serviceIds', 'message', 'messageFr', 'whatToDo', 'whatToDoFr'];
const EMPTY = {
  title: '',
  titleFr: '',
  serviceIds: [] as string[],
  status: 'investigating' as OpenIncidentStatus,
  impact: 'outage' as IncidentImpactChoice,
  message: '',
  messageFr: '',
  whatToDo: '',
  whatToDoFr: '',
  notify: false,
};

/** The French fields, sent only when written (blank: none). */
const frenchOf = (values: typeof EMPTY) =>
  Object.fromEntries((['titleFr', 'messageFr', 'whatToDoFr'] as const).filter((field) => values[field].trim()).map((field) => [field, values[field].trim()]));

/**
 * The whole first response in one form: what is wrong, where, what it does to those services
 * on the board, the first word to clinics, what they should do, and whether subscribers are mailed.
 * Each text has its optional French beside it.
 */
export function IncidentOpenForm({ services, onDone }: { services: AdminService[]; onDone: () => void }) {
  const { t } = useT();
  const statusName = useId();
  const impactName = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const open = useAdminMutation({
    mutationFn: openIncident,
    texts: { success: t('admin-incidents.open.opened'), failure: t('admin-incidents.open.failed') },
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
      title: titleError(values.title, t),
      titleFr: frenchTitleError(values.titleFr, t),
      serviceIds: servicesError(values.serviceIds, t),
      message: messageError(values.message, t),
      messageFr: frenchMessageError(values.messageFr, t),
      whatToDo: whatToDoError(values.whatToDo, t),
      whatToDoFr: frenchWhatToDoError(values.whatToDoFr, values.whatToDo, t),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const { whatToDo, titleFr: _titleFr, messageFr: _messageFr, whatToDoFr: _whatToDoFr, ...rest } = values;
    open.mutate(
      { ...rest, ...(whatToDo.trim() ? { whatToDo: whatToDo.trim() } : {}), ...frenchOf(values) },
      { onError: (error) => error instanceof ApiError && error.status === 400 && setErrors(issuesByField(error.body, FIELDS)) },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('admin-incidents.open.formLabel')}
      className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-slate-50/60 p-4"
    >
      <FieldPair>
        <FormField label={t('admin-incidents.open.title')} error={errors.title} required>
          {(control) => (
            <Input
              {...control}
              value={values.title}
              onChange={(e) => set('title', e.target.value)}
              placeholder={t('admin-incidents.open.titlePlaceholder')}
              maxLength={INCIDENT_LIMITS.titleMax}
            />
          )}
        </FormField>
        <FormField label={t('admin-incidents.open.titleFr')} error={errors.titleFr} optional>
          {(control) => (
            <Input
              {...control}
              lang="fr-CA"
              value={values.titleFr}
              onChange={(e) => set('titleFr', e.target.value)}
              placeholder={t('admin-incidents.open.titleFrPlaceholder')}
              maxLength={INCIDENT_LIMITS.titleMax}
            />
          )}
        </FormField>
      </FieldPair>
      <IncidentsServicePicker services={services} value={values.serviceIds} onChange={(ids) => set('serviceIds', ids)} error={errors.serviceIds} />
      <IncidentStatusPicker name={statusName} options={OPEN_INCIDENT_STATUSES} value={values.status} onChange={(status) => set('status', status)} />
      <ImpactPicker name={impactName} value={values.impact} onChange={(impact) => impact !== 'keep' && set('impact', impact)} />
      <FieldPair>
        <FormField label={t('admin-incidents.open.firstUpdate')} error={errors.message} hint={t('admin-incidents.open.firstUpdateHint')} required>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              className="min-h-20"
              value={values.message}
              onChange={(e) => set('message', e.target.value)}
              placeholder={t('admin-incidents.open.firstUpdatePlaceholder')}
              maxLength={INCIDENT_LIMITS.messageMax}
            />
          )}
        </FormField>
        <FormField label={t('admin-incidents.open.firstUpdateFr')} error={errors.messageFr} hint={t('admin-incidents.french.hint')} optional>
          {(control) => (
            <Textarea
              {...control}
              lang="fr-CA"
              rows={3}
              className="min-h-20"
              value={values.messageFr}
              onChange={(e) => set('messageFr', e.target.value)}
              placeholder={t('admin-incidents.open.firstUpdateFrPlaceholder')}
              maxLength={INCIDENT_LIMITS.messageMax}
            />
          )}
        </FormField>
      </FieldPair>
      <WhatToDoField
        value={values.whatToDo}
        onChange={(text) => set('whatToDo', text)}
        error={errors.whatToDo}
        hint={t('admin-incidents.open.whatToDoHint')}
        french={{ value: values.whatToDoFr, onChange: (text) => set('whatToDoFr', text), error: errors.whatToDoFr }}
      />
      <NotifySubscribers checked={values.notify} onChange={(notify) => set('notify', notify)} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone} disabled={open.isPending}>
          {t('admin-incidents.open.cancel')}
        </Button>
        <Button type="submit" pending={open.isPending} icon={Siren}>
          {t('admin-incidents.open.submit')}
        </Button>
      </div>
    </form>
  );
}
