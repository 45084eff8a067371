import { useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { AlertCircle, Activity, Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { serverMessage } from '../../../lib/api.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { CHECK_LIMITS, MONITORING_TOASTS, type AdminCheckEntry } from '../../../../shared/status/monitoring.ts';
import { TARGET_PLACEHOLDER } from '../../../../shared/status/monitoring-target.ts';
import { CHECK_QUERY_KEYS, saveCheck } from './monitoring-api.ts';
import { initialValues, validateCheck, type CheckField, type CheckFormErrors, type CheckFormValues } from './check-form-values.ts';
import { CheckTypePicker } from './check-type-picker.tsx';
import { UnmonitoredSelect } from './unmonitored-select.tsx';
import { useReturnFocus } from '../../../components/ui/return-focus.ts';

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

  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={editing !== null} onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 backdrop-blur-[2px]" />
        <Dialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-2xl focus:outline-none"
        >
          <div className="flex items-start gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
              <Activity className="size-5" aria-hidden />
            </span>
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold break-words text-slate-900">
                {entry ? `Edit check: ${entry.service.name}` : 'Add a check'}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm leading-6 text-slate-600">
                The server checks the target on a schedule and sets the service's status from the results.
              </Dialog.Description>
            </div>
          </div>
          <form ref={formRef} onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
            <div className="grid gap-4 overflow-y-auto px-5 py-4 sm:grid-cols-2 sm:px-6">
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
                    {(control) => (
                      <Input {...control} value={values.keyword} onChange={(e) => set('keyword', e.target.value)} maxLength={CHECK_LIMITS.keywordMax} />
                    )}
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
              {save.isError && (
                <p
                  role="alert"
                  className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200 sm:col-span-2"
                >
                  <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
                  {serverMessage(save.error, MONITORING_TOASTS.saveCheck.failure)}
                </p>
              )}
            </div>
            <div className="flex flex-col-reverse gap-3 border-t border-slate-100 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
              <Dialog.Close asChild>
                <Button variant="outline" disabled={save.isPending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
                Save check
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
