import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { MESSAGES } from '#shared/messages.js';
import { WHITELIST_DESCRIPTION_MAX } from '#shared/onboarding/admin-whitelist.js';
import { addWhitelistEntry } from './whitelist-api.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { useT } from '#client/i18n/use-t.ts';

/** Whitelists an address or range; the server validates and normalises it, and names duplicates. */
export function WhitelistAddForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useT();
  const [ipAddress, setIpAddress] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = useAdminMutation({
    mutationFn: addWhitelistEntry,
    texts: { success: t('admin-whitelist.add.success'), failure: t('admin-whitelist.add.failure') },
    invalidates: [queryKeys.admin.whitelist],
    onSuccess: () => {
      setIpAddress('');
      setDescription('');
      onAdded();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ipAddress.trim()) {
      setError(MESSAGES.ipRequired);
      return;
    }
    setError(undefined);
    add.mutate({ ipAddress, description });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2 sm:items-start">
      <FormField label={t('admin-whitelist.add.ip')} error={error} hint={t('admin-whitelist.add.ipHint')} required>
        {(control) => (
          <Input
            {...control}
            value={ipAddress}
            onChange={(event) => setIpAddress(event.target.value)}
            placeholder="203.0.113.0/24"
            autoComplete="off"
            spellCheck={false}
            inputMode="text"
            maxLength={100}
            className="font-mono"
          />
        )}
      </FormField>
      <FormField label={t('admin-whitelist.add.description')} optional>
        {(control) => (
          <Input
            {...control}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            placeholder={t('admin-whitelist.add.descriptionPlaceholder')}
            maxLength={WHITELIST_DESCRIPTION_MAX}
          />
        )}
      </FormField>
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" pending={add.isPending} icon={Plus} className="w-full sm:w-auto">
          {t('admin-whitelist.add.submit')}
        </Button>
      </div>
    </form>
  );
}
