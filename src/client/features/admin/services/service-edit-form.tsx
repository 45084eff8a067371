import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Check } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { isClaimsNetwork } from '#shared/status/services.js';
import { Textarea } from '#client/components/ui/textarea.tsx';
import {
  SERVICE_GUIDANCE_MAX,
  SERVICE_LOCATION_MAX,
  SERVICE_NAME_MAX,
  SERVICE_PHONE_MAX,
  SERVICE_TOASTS,
  SERVICE_URL_MAX,
  type AdminService,
} from '#shared/status/service-admin.js';
import { SERVICE_QUERY_KEYS, updateService, type ServiceChanges, type ServiceFields, type ServiceHelpFields } from './services-admin-api.ts';
import { helpErrors, nameError } from './service-fields.ts';
import { ServiceTypeSelect } from './service-type-select.tsx';

/** The two standing texts clinics see: one while the service is down, one while it has issues. */
const ADVICE_FIELDS = [
  {
    field: 'guidance',
    label: 'What clinics should do when it is down',
    hint: 'Shown while the service is offline. Start with the action: the first sentence is what the banner and the wall display show.',
    placeholder: 'Hold claims in your practice software and resend them once the provider is back.',
  },
  {
    field: 'guidanceIssues',
    label: 'What clinics should do when it has issues',
    hint: 'Shown while the service is slow or partly failing. Often: carry on, and retry what fails. Never shown while it is down.',
    placeholder: 'Keep sending claims; resend any that fail.',
  },
] as const;

interface ServiceEditFormProps {
  service: AdminService;
  onDone: () => void;
}

/** Inline rename, retype, relocation and what clinics should do; only what changed is sent. Escape cancels. */
export function ServiceEditForm({ service, onDone }: ServiceEditFormProps) {
  const locked = isClaimsNetwork(service);
  const [fields, setFields] = useState<ServiceFields & ServiceHelpFields>({
    name: service.name,
    type: service.type,
    location: service.location ?? '',
    guidance: service.guidance ?? '',
    guidanceIssues: service.guidanceIssues ?? '',
    phone: service.phone ?? '',
    portalUrl: service.portalUrl ?? '',
  });
  const [error, setError] = useState<string | undefined>();
  const [help, setHelp] = useState<ReturnType<typeof helpErrors>>({});
  const save = useAdminMutation({ mutationFn: updateService, texts: SERVICE_TOASTS.update, invalidates: SERVICE_QUERY_KEYS, onSuccess: onDone });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = nameError(fields);
    const helpProblems = helpErrors({
      guidance: fields.guidance,
      guidanceIssues: fields.guidanceIssues,
      phone: fields.phone,
      portalUrl: fields.portalUrl,
    });
    setError(problem);
    setHelp(helpProblems);
    if (problem || Object.keys(helpProblems).length > 0) return;
    const changes: ServiceChanges = {};
    if (fields.name.trim() !== service.name) changes.name = fields.name.trim();
    if (fields.type !== service.type) changes.type = fields.type;
    for (const field of ['location', 'guidance', 'guidanceIssues', 'phone', 'portalUrl'] as const) {
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
      aria-label={`Edit ${service.name}`}
      className="grid gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 sm:grid-cols-2"
    >
      <FormField label="Service name" error={error} required>
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
      <FormField label="Type" required>
        {(control) => <ServiceTypeSelect control={control} value={fields.type} onChange={(type) => setFields({ ...fields, type })} disabled={locked} />}
      </FormField>
      <FormField label="Location" optional className="sm:col-span-2">
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
        <FormField key={advice.field} label={advice.label} optional error={help[advice.field]} hint={advice.hint} className="sm:col-span-2">
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              className="min-h-14"
              value={fields[advice.field]}
              onChange={(e) => setFields({ ...fields, [advice.field]: e.target.value })}
              maxLength={SERVICE_GUIDANCE_MAX}
              placeholder={advice.placeholder}
            />
          )}
        </FormField>
      ))}
      <FormField label="Provider support phone" optional error={help.phone}>
        {(control) => (
          <Input
            {...control}
            type="tel"
            value={fields.phone}
            onChange={(e) => setFields({ ...fields, phone: e.target.value })}
            maxLength={SERVICE_PHONE_MAX}
            placeholder="1-800-555-0100"
          />
        )}
      </FormField>
      <FormField label="Provider portal" optional error={help.portalUrl}>
        {(control) => (
          <Input
            {...control}
            type="url"
            value={fields.portalUrl}
            onChange={(e) => setFields({ ...fields, portalUrl: e.target.value })}
            maxLength={SERVICE_URL_MAX}
            placeholder="https://provider.example.ca"
          />
        )}
      </FormField>
      {locked && (
        <p className="text-sm text-slate-600 sm:col-span-2">The claims-network summary keeps its name and type: the dashboard's claims card is built on it.</p>
      )}
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button variant="outline" size="sm" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" pending={save.isPending} icon={Check}>
          Save
        </Button>
      </div>
    </form>
  );
}
