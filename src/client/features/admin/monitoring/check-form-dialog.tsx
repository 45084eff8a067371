import { useId, useRef, useState, type FormEvent } from 'react';
import { Activity } from 'lucide-react';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { serverMessage } from '#client/lib/api.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { CHECK_LIMITS, MONITORING_TOASTS, type AdminCheckEntry } from '#shared/status/monitoring.js';
import { TARGET_PLACEHOLDER } from '#shared/status/monitoring-target.js';
import { CHECK_QUERY_KEYS, saveCheck } from './monitoring-api.ts';
import { initialValues, validateCheck, type CheckField, type CheckFormErrors, type CheckFormValues } from './check-form-values.ts';
import { CheckTypePicker } from './check-type-picker.tsx';
import { UnmonitoredSelect } from './unmonitored-select.tsx';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';

const TARGET_HINT = {
  http: 'Fetched with GET from the server; redirects are not followed, so a 3xx counts as its own status.',
  tcp: 'A connection is opened and closed again, nothing is sent.',
  dns: 'Resolved to its IPv4 addresses (IPv6 when the expected address is IPv6, or when it has none).',
} as const;

interface CheckFormDialogProps {
  /** The service whose check is edited, or 'add' to pick one; the dialog is closed while null. */
  editing: AdminCheckEntry | 'add' | null;
  /** Services that have no check yet, for 'add'. */
  unmonitored: AdminCheckEntry['service'][];
  onClose: () => void;
}

/** Add or edit a check. Key it by what it edits so the fields start from that check. */
export function CheckFormDialog({ editing, unmonitored, onClose }: CheckFormDialogProps) {
  const entry = editing === 'add' ? null : editing;
  const [serviceId, setServiceId] = useState(entry?.service.id ?? '');
  const [values, setValues] = useState<CheckFormValues>(() => initialValues(entry?.check ?? null));
  const [errors, setErrors] = useState<CheckFormErrors & { service?: string }>({});
  const save = useAdminMutation({ mutationFn: saveCheck, texts: MONITORING_TOASTS.saveCheck, invalidates: CHECK_QUERY_KEYS, onSuccess: onClose });
  const typeName = useId();
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends keyof CheckFormValues>(key: K, value: CheckFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateCheck(values);
    const next: typeof errors = result.ok ? {} : { ...result.errors };
    if (!serviceId) next.service = 'Choose the service to check';
    setErrors(next);
    if (result.ok && serviceId) save.mutate({ serviceId, body: result.body });
    // Take the keyboard to the first field to fix once React has marked it.
    else setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
  const numberField = (field: CheckField, label: string, options: { hint?: string; optional?: boolean; min?: number; max?: number } = {}) => (
    <FormField label={label} error={errors[field]} hint={options.hint} optional={options.optional} required={!options.optional}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="numeric"
          min={options.min}
          max={options.max}
          value={values[field]}
          onChange={(e) => set(field, e.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <FormDialog
      open={editing !== null}
      onClose={onClose}
      pending={save.isPending}
      icon={Activity}
      title={entry ? `Edit check: ${entry.service.name}` : 'Add a check'}
      description="The server checks the target on a schedule and sets the service's status from the results."
      onSubmit={submit}
      submitLabel="Save check"
      error={save.isError ? serverMessage(save.error, MONITORING_TOASTS.saveCheck.failure) : null}
      formRef={formRef}
      bodyClassName="sm:grid-cols-2"
    >
      {!entry && (
        <FormField label="Service" error={errors.service} required className="sm:col-span-2">
          {(control) => <UnmonitoredSelect control={control} services={unmonitored} value={serviceId} onChange={setServiceId} />}
        </FormField>
      )}
      <div className="sm:col-span-2">
        <CheckTypePicker name={typeName} value={values.type} onChange={(type) => set('type', type)} />
      </div>
      <FormField label="Target" error={errors.target} hint={TARGET_HINT[values.type]} required className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            value={values.target}
            onChange={(e) => set('target', e.target.value)}
            placeholder={TARGET_PLACEHOLDER[values.type]}
            maxLength={CHECK_LIMITS.targetMax}
            spellCheck={false}
            autoCapitalize="off"
            className="font-mono"
          />
        )}
      </FormField>
      {numberField('intervalSeconds', 'Check every (seconds)', {
        min: CHECK_LIMITS.intervalMin,
        hint: `At least ${CHECK_LIMITS.intervalMin} seconds.`,
      })}
      {numberField('timeoutMs', 'Timeout (ms)', { min: CHECK_LIMITS.timeoutMin, max: CHECK_LIMITS.timeoutMax, hint: '1000 to 30000.' })}
      {values.type === 'http' && (
        <>
          {numberField('expectedStatusMin', 'Expected status from', { min: 100, max: 599 })}
          {numberField('expectedStatusMax', 'Expected status to', { min: 100, max: 599 })}
          <FormField label="Keyword" error={errors.keyword} optional hint="The page must contain this text (first 1 MB)." className="sm:col-span-2">
            {(control) => <Input {...control} value={values.keyword} onChange={(e) => set('keyword', e.target.value)} maxLength={CHECK_LIMITS.keywordMax} />}
          </FormField>
        </>
      )}
      {values.type === 'dns' && (
        <FormField label="Expected address" error={errors.expectedAddress} optional hint="The answer must include it." className="sm:col-span-2">
          {(control) => (
            <Input
              {...control}
              value={values.expectedAddress}
              onChange={(e) => set('expectedAddress', e.target.value)}
              placeholder="203.0.113.10"
              spellCheck={false}
              className="font-mono"
            />
          )}
        </FormField>
      )}
      {numberField('failuresToOffline', 'Failures before offline', { min: 1, max: 10 })}
      {numberField('successesToOnline', 'Successes before online', { min: 1, max: 10 })}
      {numberField('latencyWarnMs', 'Warning above (ms)', { optional: true, hint: 'Slower answers set the service to warning.' })}
      <Checkbox
        className="self-center sm:pt-5"
        label="Run this check"
        description="Off: the service keeps its status by hand."
        checked={values.enabled}
        onChange={(e) => set('enabled', e.target.checked)}
      />
    </FormDialog>
  );
}
