import { PillRadioGroup, type PillLook } from '../ui/pill-radio-group.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { INCIDENT_IMPACT_CHOICES, INCIDENT_IMPACT_LABEL, INCIDENT_LIMITS, INCIDENT_MESSAGES, type IncidentImpactChoice } from '#shared/status/incidents.js';

/*
 * The parts of an incident response beyond its words (docs/product/status-rules.md): what it does to the services'
 * status on the board, the pinned line telling clinics what to do, and whether alert
 * subscribers get it by mail. The open form and the update form share them.
 */

/** 'keep' is offered by the update form only: the impact stays as it is. */
export type ImpactChoice = IncidentImpactChoice | 'keep';

const LOOK: Record<ImpactChoice, PillLook> = {
  outage: { dot: 'bg-red-500', checked: 'border-red-500 bg-red-50 text-red-900' },
  degraded: { dot: 'bg-amber-500', checked: 'border-amber-500 bg-amber-50 text-amber-950' },
  none: { dot: 'bg-slate-400', checked: 'border-slate-500 bg-slate-100 text-slate-900' },
  keep: { dot: 'bg-white ring-1 ring-slate-400', checked: 'border-brand-600 bg-brand-50 text-brand-900' },
};

const KEEP_LABEL = 'Keep as it is';

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
  const options: ImpactChoice[] = withKeep ? ['keep', ...INCIDENT_IMPACT_CHOICES] : [...INCIDENT_IMPACT_CHOICES];
  return (
    <PillRadioGroup
      legend="Impact on the board"
      name={name}
      options={options}
      value={value}
      onChange={onChange}
      look={LOOK}
      label={(impact) => (impact === 'keep' ? KEEP_LABEL : INCIDENT_IMPACT_LABEL[impact])}
      className="min-w-0"
      pillClassName="flex min-h-9 flex-1 basis-44 gap-1.5 px-2.5 py-1.5"
    />
  );
}

export function WhatToDoField({ value, onChange, error, hint }: { value: string; onChange: (text: string) => void; error?: string | undefined; hint: string }) {
  return (
    <FormField label="What clinics should do" optional error={error} hint={hint}>
      {(control) => (
        <Textarea
          {...control}
          rows={2}
          className="min-h-14"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder="Hold electronic claims and submit them once the network is back; paper claims are not needed."
          maxLength={INCIDENT_LIMITS.whatToDoMax}
        />
      )}
    </FormField>
  );
}

export function NotifySubscribers({ checked, onChange }: { checked: boolean; onChange: (notify: boolean) => void }) {
  return (
    <Checkbox
      label="E-mail this to the alert subscribers of the affected services"
      description="Only people who confirmed status alerts for these services get it."
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}

export function whatToDoError(text: string): string | undefined {
  return text.trim().length > INCIDENT_LIMITS.whatToDoMax ? INCIDENT_MESSAGES.whatToDoTooLong : undefined;
}
