import { PillRadioGroup, type PillLook } from '../ui/pill-radio-group.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { msg, useT, type Translate } from '#client/i18n/use-t.ts';
import { INCIDENT_IMPACT_CHOICES, INCIDENT_LIMITS, type IncidentImpactChoice } from '#shared/status/incidents.js';
import { FieldPair } from './french-text.tsx';

/*
 * The parts of an incident response beyond its words (docs/product/status-rules.md): what it does to the services'
 * status on the board, the pinned line telling clinics what to do (with its optional French), and
 * whether alert subscribers get it by mail. The open form and the update form share them.
 */

/** 'keep' is offered by the update form only: the impact stays as it is. */
export type ImpactChoice = IncidentImpactChoice | 'keep';

const LOOK: Record<ImpactChoice, PillLook> = {
  outage: { dot: 'bg-red-500', checked: 'border-red-500 bg-red-50 text-red-900' },
  degraded: { dot: 'bg-amber-500', checked: 'border-amber-500 bg-amber-50 text-amber-950' },
  none: { dot: 'bg-slate-400', checked: 'border-slate-500 bg-slate-100 text-slate-900' },
  keep: { dot: 'bg-white ring-1 ring-slate-400', checked: 'border-brand-600 bg-brand-50 text-brand-900' },
};

/** Each impact's words (INCIDENT_IMPACT_LABEL in English): t(IMPACT_LABEL_IDS[impact]). */
export const IMPACT_LABEL_IDS: Record<ImpactChoice, string> = {
  outage: msg('admin-incidents.impact.outage'),
  degraded: msg('admin-incidents.impact.degraded'),
  none: msg('admin-incidents.impact.none'),
  keep: msg('admin-incidents.impact.keep'),
};

export function ImpactPicker({
  name,
  value,
  onChange,
  withKeep = false,
}: {
  name: string;
  value: ImpactChoice;
  onChange: (impact: ImpactChoice) => void;
  withKeep?: boolean;
}) {
  const { t } = useT();
  const options: ImpactChoice[] = withKeep ? ['keep', ...INCIDENT_IMPACT_CHOICES] : [...INCIDENT_IMPACT_CHOICES];
  return (
    <PillRadioGroup
      legend={t('admin-incidents.impact.legend')}
      name={name}
      options={options}
      value={value}
      onChange={onChange}
      look={LOOK}
      label={(impact) => t(IMPACT_LABEL_IDS[impact])}
      className="min-w-0"
      pillClassName="flex min-h-9 flex-1 basis-44 gap-1.5 px-2.5 py-1.5"
    />
  );
}

interface WhatToDoFieldProps {
  value: string;
  onChange: (text: string) => void;
  error?: string | undefined;
  hint: string;
  /** The French beside it; omitted: no French field. */
  french?: { value: string; onChange: (text: string) => void; error?: string | undefined; hint?: string };
}

/** What clinics should do, and its optional French beside it. */
export function WhatToDoField({ value, onChange, error, hint, french }: WhatToDoFieldProps) {
  const { t } = useT();
  const english = (
    <FormField label={t('admin-incidents.whatToDo.label')} optional error={error} hint={hint}>
      {(control) => (
        <Textarea
          {...control}
          rows={2}
          className="min-h-14"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={t('admin-incidents.whatToDo.placeholder')}
          maxLength={INCIDENT_LIMITS.whatToDoMax}
        />
      )}
    </FormField>
  );
  if (!french) return english;
  return (
    <FieldPair>
      {english}
      <FormField label={t('admin-incidents.whatToDo.frLabel')} optional error={french.error} hint={french.hint ?? t('admin-incidents.french.hint')}>
        {(control) => (
          <Textarea
            {...control}
            lang="fr-CA"
            rows={2}
            className="min-h-14"
            value={french.value}
            onChange={(e) => french.onChange(e.target.value)}
            placeholder={t('admin-incidents.whatToDo.frPlaceholder')}
            maxLength={INCIDENT_LIMITS.whatToDoMax}
          />
        )}
      </FormField>
    </FieldPair>
  );
}

export function NotifySubscribers({ checked, onChange }: { checked: boolean; onChange: (notify: boolean) => void }) {
  const { t } = useT();
  return (
    <Checkbox
      label={t('admin-incidents.notify.label')}
      description={t('admin-incidents.notify.description')}
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}

export function whatToDoError(text: string, t: Translate): string | undefined {
  return text.trim().length > INCIDENT_LIMITS.whatToDoMax ? t('admin-incidents.error.whatToDoTooLong', { max: INCIDENT_LIMITS.whatToDoMax }) : undefined;
}

export function frenchWhatToDoError(text: string, english: string, t: Translate): string | undefined {
  if (text.trim().length > INCIDENT_LIMITS.whatToDoMax) return t('admin-incidents.error.whatToDoFrTooLong', { max: INCIDENT_LIMITS.whatToDoMax });
  return text.trim() && !english.trim() ? t('admin-incidents.error.whatToDoFrWithoutEnglish') : undefined;
}
