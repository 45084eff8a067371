import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { useT } from '#client/i18n/use-t.ts';
import { SERVICE_LOCATION_MAX, SERVICE_NAME_MAX } from '#shared/status/service-admin.js';
import type { ServiceType } from '#shared/status/services.js';
import { ADDED_SERVICE_STALE_KEYS, addService, rememberAddedService } from './services-admin-api.ts';
import { nameError } from './service-fields.ts';
import { ServiceTypeSelect } from './service-type-select.tsx';

const EMPTY = { name: '', location: '' };

interface ServiceAddFormProps {
  /** The type follows the list's tab, so a new service lands where the admin is looking. */
  type: ServiceType;
  onTypeChange: (type: ServiceType) => void;
}

/** Adds a service to the dashboard; it starts online. Its check, if any, is added in Automated checks (the API takes both at once). */
export function ServiceAddForm({ type, onTypeChange }: ServiceAddFormProps) {
  const { t } = useT();
  const [fields, setFields] = useState(EMPTY);
  const [error, setError] = useState<string | undefined>();
  const queryClient = useQueryClient();
  // The answer is the new service: it goes into the lists as is, so an add costs the same on any board.
  const add = useAdminMutation({
    mutationFn: addService,
    texts: { success: t('admin-services.toast.added'), failure: t('admin-services.toast.addFailed') },
    invalidates: ADDED_SERVICE_STALE_KEYS,
    onSuccess: (service) => {
      rememberAddedService(queryClient, service);
      setFields(EMPTY);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = nameError(fields, t);
    setError(problem);
    if (!problem) add.mutate({ ...fields, type });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('admin-services.add.label')} className="grid gap-3 sm:grid-cols-2">
      <FormField label={t('admin-services.edit.name')} error={error} required>
        {(control) => (
          <Input
            {...control}
            value={fields.name}
            onChange={(e) => setFields({ ...fields, name: e.target.value })}
            maxLength={SERVICE_NAME_MAX}
            placeholder={t('admin-services.add.namePlaceholder')}
          />
        )}
      </FormField>
      <FormField label={t('admin-services.edit.type')} required>
        {(control) => <ServiceTypeSelect control={control} value={type} onChange={onTypeChange} />}
      </FormField>
      <FormField label={t('admin-services.edit.location')} optional>
        {(control) => (
          <Input
            {...control}
            value={fields.location}
            onChange={(e) => setFields({ ...fields, location: e.target.value })}
            maxLength={SERVICE_LOCATION_MAX}
            placeholder={t('admin-services.add.locationPlaceholder')}
          />
        )}
      </FormField>
      <div className="flex items-end justify-end">
        <Button type="submit" pending={add.isPending} icon={Plus} className="w-full sm:w-auto">
          {t('admin-services.add.submit')}
        </Button>
      </div>
    </form>
  );
}
