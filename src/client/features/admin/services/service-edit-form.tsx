import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Check } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useT } from '#client/i18n/use-t.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { isClaimsNetwork } from '#shared/status/services.js';
import { Textarea } from '#client/components/ui/textarea.tsx';
import {
  SERVICE_GUIDANCE_MAX,
  SERVICE_LOCATION_MAX,
  SERVICE_NAME_MAX,
  SERVICE_PHONE_MAX,
  SERVICE_URL_MAX,
  type AdminService,
} from '#shared/status/service-admin.js';
import { SERVICE_QUERY_KEYS, updateService, type ServiceChanges, type ServiceFields, type ServiceHelpFields } from './services-admin-api.ts';
import { helpErrors, nameError } from './service-fields.ts';
import { ServiceTypeSelect } from './service-type-select.tsx';
import { FieldPair } from '../incidents/french-text.tsx';

/** The two standing texts clinics see: one while the service is down, one while it has issues; each with its French beside it. */
const ADVICE_FIELDS = [
  {
    field: 'guidance',
    french: 'guidanceFr',
    label: 'admin-services.edit.downLabel',
    hint: 'admin-services.edit.downHint',
    placeholder: 'admin-services.edit.downPlaceholder',
    frenchLabel: 'admin-services.edit.downFrLabel',
    frenchPlaceholder: 'admin-services.edit.downFrPlaceholder',
  },
  {
    field: 'guidanceIssues',
    french: 'guidanceIssuesFr',
    label: 'admin-services.edit.issuesLabel',
    hint: 'admin-services.edit.issuesHint',
    placeholder: 'admin-services.edit.issuesPlaceholder',
    frenchLabel: 'admin-services.edit.issuesFrLabel',
    frenchPlaceholder: 'admin-services.edit.issuesFrPlaceholder',
  },
] as const;

const HELP_FIELDS = ['guidance', 'guidanceIssues', 'guidanceFr', 'guidanceIssuesFr', 'phone', 'portalUrl'] as const;

interface ServiceEditFormProps {
  service: AdminService;
  onDone: () => void;
}

/** Inline rename, retype, relocation and what clinics should do (in English, and optionally in French); only what changed is sent. Escape cancels. */
export function ServiceEditForm({ service, onDone }: ServiceEditFormProps) {
  const { t } = useT();
  const locked = isClaimsNetwork(service);
  const [fields, setFields] = useState<ServiceFields & ServiceHelpFields>({
    name: service.name,
    type: service.type,
    location: service.location ?? '',
    guidance: service.guidance ?? '',
    guidanceIssues: service.guidanceIssues ?? '',
    guidanceFr: service.guidanceFr ?? '',
    guidanceIssuesFr: service.guidanceIssuesFr ?? '',
    phone: service.phone ?? '',
    portalUrl: service.portalUrl ?? '',
  });
  const [error, setError] = useState<string | undefined>();
  const [help, setHelp] = useState<ReturnType<typeof helpErrors>>({});
  const save = useAdminMutation({
    mutationFn: updateService,
    texts: { success: t('admin-services.toast.updated'), failure: t('admin-services.toast.updateFailed') },
    invalidates: SERVICE_QUERY_KEYS,
    onSuccess: onDone,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = nameError(fields, t);
    const helpProblems = helpErrors(Object.fromEntries(HELP_FIELDS.map((field) => [field, fields[field]])), t);
    setError(problem);
    setHelp(helpProblems);
    if (problem || Object.keys(helpProblems).length > 0) return;
    const changes: ServiceChanges = {};
    if (fields.name.trim() !== service.name) changes.name = fields.name.trim();
    if (fields.type !== service.type) changes.type = fields.type;
    for (const field of ['location', ...HELP_FIELDS] as const) {
      if (fields[field].trim() !== (service[field] ?? '')) changes[field] = fields[field];
    }
    if (Object.keys(changes).length === 0) onDone();
    else save.mutate({ id: service.id, changes });
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDone();
    }
  };

  return (
    <form
      onSubmit={submit}
      onKeyDown={cancelOnEscape}
      noValidate
      aria-label={t('admin-services.row.editLabel', { name: service.name })}
      className="grid gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 sm:grid-cols-2"
    >
      <FormField label={t('admin-services.edit.name')} error={error} required>
        {(control) => (
          <Input
            {...control}
            value={fields.name}
            onChange={(e) => setFields({ ...fields, name: e.target.value })}
            maxLength={SERVICE_NAME_MAX}
            disabled={locked}
            autoFocus={!locked}
          />
        )}
      </FormField>
      <FormField label={t('admin-services.edit.type')} required>
        {(control) => <ServiceTypeSelect control={control} value={fields.type} onChange={(type) => setFields({ ...fields, type })} disabled={locked} />}
      </FormField>
      <FormField label={t('admin-services.edit.location')} optional className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            value={fields.location}
            onChange={(e) => setFields({ ...fields, location: e.target.value })}
            maxLength={SERVICE_LOCATION_MAX}
            autoFocus={locked}
          />
        )}
      </FormField>
      {ADVICE_FIELDS.map((advice) => (
        <FieldPair key={advice.field} className="sm:col-span-2">
          <FormField label={t(advice.label)} optional error={help[advice.field]} hint={t(advice.hint)}>
            {(control) => (
              <Textarea
                {...control}
                rows={2}
                className="min-h-14"
                value={fields[advice.field]}
                onChange={(e) => setFields({ ...fields, [advice.field]: e.target.value })}
                maxLength={SERVICE_GUIDANCE_MAX}
                placeholder={t(advice.placeholder)}
              />
            )}
          </FormField>
          <FormField label={t(advice.frenchLabel)} optional error={help[advice.french]} hint={t('admin-services.edit.frHint')}>
            {(control) => (
              <Textarea
                {...control}
                lang="fr-CA"
                rows={2}
                className="min-h-14"
                value={fields[advice.french]}
                onChange={(e) => setFields({ ...fields, [advice.french]: e.target.value })}
                maxLength={SERVICE_GUIDANCE_MAX}
                placeholder={t(advice.frenchPlaceholder)}
              />
            )}
          </FormField>
        </FieldPair>
      ))}
      <FormField label={t('admin-services.edit.phone')} optional error={help.phone}>
        {(control) => (
          <Input
            {...control}
            type="tel"
            value={fields.phone}
            onChange={(e) => setFields({ ...fields, phone: e.target.value })}
            maxLength={SERVICE_PHONE_MAX}
            placeholder={t('admin-services.edit.phonePlaceholder')}
          />
        )}
      </FormField>
      <FormField label={t('admin-services.edit.portal')} optional error={help.portalUrl}>
        {(control) => (
          <Input
            {...control}
            type="url"
            value={fields.portalUrl}
            onChange={(e) => setFields({ ...fields, portalUrl: e.target.value })}
            maxLength={SERVICE_URL_MAX}
            placeholder={t('admin-services.edit.portalPlaceholder')}
          />
        )}
      </FormField>
      {locked && <p className="text-sm text-slate-600 sm:col-span-2">{t('admin-services.edit.lockedNote')}</p>}
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button variant="outline" size="sm" onClick={onDone} disabled={save.isPending}>
          {t('admin-services.edit.cancel')}
        </Button>
        <Button type="submit" size="sm" pending={save.isPending} icon={Check}>
          {t('admin-services.edit.save')}
        </Button>
      </div>
    </form>
  );
}
