import { cn } from '#client/lib/cn.ts';
import { msg, useT } from '#client/i18n/use-t.ts';
import { PillRadioGroup, type PillLook } from '../ui/pill-radio-group.tsx';
import type { IncidentStatus } from '#shared/status/incidents.js';

const LOOK: Record<IncidentStatus, PillLook> = {
  investigating: { dot: 'bg-red-500', checked: 'border-red-500 bg-red-50 text-red-900' },
  identified: { dot: 'bg-amber-500', checked: 'border-amber-500 bg-amber-50 text-amber-950' },
  monitoring: { dot: 'bg-sky-500', checked: 'border-sky-500 bg-sky-50 text-sky-950' },
  resolved: { dot: 'bg-emerald-500', checked: 'border-emerald-600 bg-emerald-50 text-emerald-900' },
};

/** Each status's word, as the dashboard says it (the public incidents area): t(INCIDENT_STATUS_IDS[status]). */
export const INCIDENT_STATUS_IDS: Record<IncidentStatus, string> = {
  investigating: msg('incidents.status.investigating'),
  identified: msg('incidents.status.identified'),
  monitoring: msg('incidents.status.monitoring'),
  resolved: msg('incidents.status.resolved'),
};

interface StatusPickerProps<S extends IncidentStatus> {
  name: string;
  options: readonly S[];
  value: S;
  onChange: (status: S) => void;
  legend?: string;
}

/** The incident's stage as radio buttons in a row, coloured as the dashboard shows them. */
export function IncidentStatusPicker<S extends IncidentStatus>({ name, options, value, onChange, legend }: StatusPickerProps<S>) {
  const { t } = useT();
  return (
    <PillRadioGroup
      legend={legend ?? t('admin-incidents.status.legend')}
      name={name}
      options={options}
      value={value}
      onChange={onChange}
      look={LOOK}
      label={(status) => t(INCIDENT_STATUS_IDS[status])}
      className="min-w-0"
      pillClassName="flex h-9 flex-1 basis-28 justify-center gap-1.5 px-2 whitespace-nowrap"
    />
  );
}

export function StatusDot({ status }: { status: IncidentStatus }) {
  return <span aria-hidden className={cn('inline-block size-2 shrink-0 rounded-full', LOOK[status].dot)} />;
}
