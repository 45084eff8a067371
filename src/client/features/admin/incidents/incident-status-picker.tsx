import { cn } from '../../../lib/cn.ts';
import { INCIDENT_STATUS_LABEL, type IncidentStatus } from '../../../../shared/incidents.ts';

const LOOK: Record<IncidentStatus, { dot: string; checked: string }> = {
  investigating: { dot: 'bg-red-500', checked: 'border-red-500 bg-red-50 text-red-900' },
  identified: { dot: 'bg-amber-500', checked: 'border-amber-500 bg-amber-50 text-amber-950' },
  monitoring: { dot: 'bg-sky-500', checked: 'border-sky-500 bg-sky-50 text-sky-950' },
  resolved: { dot: 'bg-emerald-500', checked: 'border-emerald-600 bg-emerald-50 text-emerald-900' },
};

interface StatusPickerProps<S extends IncidentStatus> {
  name: string;
  options: readonly S[];
  value: S;
  onChange: (status: S) => void;
  legend?: string;
}

/** The incident's stage as radio buttons in a row, coloured as the dashboard shows them. */
export function IncidentStatusPicker<S extends IncidentStatus>({ name, options, value, onChange, legend = 'Status' }: StatusPickerProps<S>) {
  return (
    <fieldset className="grid min-w-0 content-start gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((status) => {
          const checked = value === status;
          return (
            <label
              key={status}
              className={cn(
                'flex h-9 flex-1 basis-28 cursor-pointer items-center justify-center gap-1.5 rounded-lg border px-2 text-sm font-medium whitespace-nowrap transition-colors',
                'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-500/30',
                checked ? LOOK[status].checked : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400',
              )}
            >
              <input type="radio" name={name} value={status} checked={checked} onChange={() => onChange(status)} className="sr-only" />
              <span aria-hidden className={cn('size-2 shrink-0 rounded-full', LOOK[status].dot)} />
              {INCIDENT_STATUS_LABEL[status]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export function StatusDot({ status }: { status: IncidentStatus }) {
  return <span aria-hidden className={cn('inline-block size-2 shrink-0 rounded-full', LOOK[status].dot)} />;
}
