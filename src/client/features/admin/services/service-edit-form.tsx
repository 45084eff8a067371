import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Check } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { isClaimsNetwork } from '../../../../shared/services.ts';
import { SERVICE_LOCATION_MAX, SERVICE_NAME_MAX, SERVICE_TOASTS, type AdminService } from '../../../../shared/service-admin.ts';
import { SERVICE_QUERY_KEYS, updateService, type ServiceFields } from './services-admin-api.ts';
import { nameError } from './service-fields.ts';
import { ServiceTypeSelect } from './service-type-select.tsx';

interface ServiceEditFormProps {
  service: AdminService;
  onDone: () => void;
}

/** Inline rename, retype and relocation; only what changed is sent. Escape cancels. */
export function ServiceEditForm({ service, onDone }: ServiceEditFormProps) {
  const locked = isClaimsNetwork(service);
  const [fields, setFields] = useState<ServiceFields>({ name: service.name, type: service.type, location: service.location ?? '' });
  const [error, setError] = useState<string | undefined>();
  const save = useAdminMutation({ mutationFn: updateService, texts: SERVICE_TOASTS.update, invalidates: SERVICE_QUERY_KEYS, onSuccess: onDone });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = nameError(fields);
    setError(problem);
    if (problem) return;
    const changes: Partial<ServiceFields> = {};
    if (fields.name.trim() !== service.name) changes.name = fields.name.trim();
    if (fields.type !== service.type) changes.type = fields.type;
    if (fields.location.trim() !== (service.location ?? '')) changes.location = fields.location;
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
    <form onSubmit={submit} onKeyDown={cancelOnEscape} noValidate aria-label={`Edit ${service.name}`} className="grid gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 sm:grid-cols-2">
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
