import { useId, useRef, useState, type FormEvent } from 'react';
import { Activity } from 'lucide-react';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { serverMessage } from '#client/lib/api.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { CHECK_LIMITS, type AdminCheckEntry } from '#shared/status/monitoring.js';
import { msg, useT } from '#client/i18n/use-t.ts';
import { TARGET_PLACEHOLDER } from '#shared/status/monitoring-target.js';
import { CHECK_QUERY_KEYS, saveCheck } from './monitoring-api.ts';
import { initialValues, validateCheck, type CheckField, type CheckFormErrors, type CheckFormValues } from './check-form-values.ts';
import { CheckTypePicker } from './check-type-picker.tsx';
import { UnmonitoredSelect } from './unmonitored-select.tsx';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { formMessages } from './form-messages.ts';
import { MONITORING_TOAST_IDS, toastTexts } from './monitoring-labels.ts';

const TARGET_HINT = {
  http: msg('admin-monitoring.form.targetHint.http'),
  tcp: msg('admin-monitoring.form.targetHint.tcp'),
  dns: msg('admin-monitoring.form.targetHint.dns'),
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
  const { t } = useT();
  const texts = toastTexts(MONITORING_TOAST_IDS.saveCheck, t);
  const entry = editing === 'add' ? null : editing;
  const [serviceId, setServiceId] = useState(entry?.service.id ?? '');
  const [values, setValues] = useState<CheckFormValues>(() => initialValues(entry?.check ?? null));
  const [errors, setErrors] = useState<CheckFormErrors & { service?: string }>({});
  const save = useAdminMutation({ mutationFn: saveCheck, texts, invalidates: CHECK_QUERY_KEYS, onSuccess: onClose });
  const typeName = useId();
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends keyof CheckFormValues>(key: K, value: CheckFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateCheck(values);
    // The shared schema writes English: its messages are shown in the page's language.
    const next: typeof errors = result.ok ? {} : formMessages(result.errors, t);
    if (!serviceId) next.service = t('admin-monitoring.form.chooseService');
    setErrors(next);
    if (result.ok && serviceId) save.mutate({ serviceId, body: result.body });
    // Take the keyboard to the first field to fix once React has marked it.
    else setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
  const form = { values, errors, onChange: set };

  return (
    <FormDialog
      open={editing !== null}
      onClose={onClose}
      pending={save.isPending}
      icon={Activity}
      title={entry ? t('admin-monitoring.form.editTitle', { name: entry.service.name }) : t('admin-monitoring.form.addTitle')}
      description={t('admin-monitoring.form.description')}
      onSubmit={submit}
      submitLabel={t('admin-monitoring.form.save')}
      error={save.isError ? serverMessage(save.error, texts.failure) : null}
      formRef={formRef}
      bodyClassName="sm:grid-cols-2"
    >
      {!entry && (
        <FormField label={t('admin-monitoring.form.service')} error={errors.service} required className="sm:col-span-2">
          {(control) => <UnmonitoredSelect control={control} services={unmonitored} value={serviceId} onChange={setServiceId} />}
        </FormField>
      )}
      <div className="sm:col-span-2">
        <CheckTypePicker name={typeName} value={values.type} onChange={(type) => set('type', type)} />
      </div>
      <FormField label={t('admin-monitoring.form.target')} error={errors.target} hint={t(TARGET_HINT[values.type])} required className="sm:col-span-2">
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
      <NumberField
        {...form}
        field="intervalSeconds"
        label={t('admin-monitoring.form.interval')}
        min={CHECK_LIMITS.intervalMin}
        hint={t('admin-monitoring.form.intervalHint', { min: CHECK_LIMITS.intervalMin })}
      />
      <NumberField
        {...form}
        field="timeoutMs"
        label={t('admin-monitoring.form.timeout')}
        min={CHECK_LIMITS.timeoutMin}
        max={CHECK_LIMITS.timeoutMax}
        hint={t('admin-monitoring.form.timeoutHint', { min: CHECK_LIMITS.timeoutMin, max: CHECK_LIMITS.timeoutMax })}
      />
      {values.type === 'http' && (
        <>
          <NumberField {...form} field="expectedStatusMin" label={t('admin-monitoring.form.expectedStatusMin')} min={100} max={599} />
          <NumberField {...form} field="expectedStatusMax" label={t('admin-monitoring.form.expectedStatusMax')} min={100} max={599} />
          <FormField
            label={t('admin-monitoring.form.keyword')}
            error={errors.keyword}
            optional
            hint={t('admin-monitoring.form.keywordHint')}
            className="sm:col-span-2"
          >
            {(control) => <Input {...control} value={values.keyword} onChange={(e) => set('keyword', e.target.value)} maxLength={CHECK_LIMITS.keywordMax} />}
          </FormField>
        </>
      )}
      {values.type === 'dns' && (
        <FormField
          label={t('admin-monitoring.form.expectedAddress')}
          error={errors.expectedAddress}
          optional
          hint={t('admin-monitoring.form.expectedAddressHint')}
          className="sm:col-span-2"
        >
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
      <NumberField {...form} field="failuresToOffline" label={t('admin-monitoring.form.failuresToOffline')} min={1} max={10} />
      <NumberField {...form} field="successesToOnline" label={t('admin-monitoring.form.successesToOnline')} min={1} max={10} />
      <NumberField {...form} field="latencyWarnMs" label={t('admin-monitoring.form.latencyWarn')} optional hint={t('admin-monitoring.form.latencyWarnHint')} />
      <Checkbox
        className="self-center sm:pt-5"
        label={t('admin-monitoring.form.enabled')}
        description={t('admin-monitoring.form.enabledHint')}
        checked={values.enabled}
        onChange={(e) => set('enabled', e.target.checked)}
      />
    </FormDialog>
  );
}

interface NumberFieldProps {
  field: CheckField;
  label: string;
  values: CheckFormValues;
  errors: CheckFormErrors;
  onChange: (field: CheckField, value: string) => void;
  hint?: string;
  optional?: boolean;
  min?: number;
  max?: number;
}

/** A whole number of the check form, kept as typed until sent. */
function NumberField({ field, label, values, errors, onChange, hint, optional, min, max }: NumberFieldProps) {
  return (
    <FormField label={label} error={errors[field]} hint={hint} optional={optional} required={!optional}>
      {(control) => (
        <Input {...control} type="number" inputMode="numeric" min={min} max={max} value={values[field]} onChange={(e) => onChange(field, e.target.value)} />
      )}
    </FormField>
  );
}
