import { ChevronDown } from 'lucide-react';
import type { FieldControlProps } from '#client/components/ui/form-field.tsx';
import { controlClassName, controlStateClassName } from '#client/components/ui/input.tsx';
import { cn } from '#client/lib/cn.ts';
import { useT } from '#client/i18n/use-t.ts';
import type { AdminCheckEntry } from '#shared/status/monitoring.js';
import { SERVICE_TYPES } from '#shared/status/services.js';
import { SERVICE_GROUP_LABEL } from './monitoring-labels.ts';

interface UnmonitoredSelectProps {
  control: FieldControlProps;
  services: AdminCheckEntry['service'][];
  value: string;
  onChange: (id: string) => void;
}

/** A choice of services (those without a check, or without a vendor link), grouped by type as on the dashboard. */
export function UnmonitoredSelect({ control, services, value, onChange }: UnmonitoredSelectProps) {
  const { t } = useT();
  const { invalid, ...aria } = control;
  return (
    <div className="relative">
      <select
        {...aria}
        aria-invalid={invalid || undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(controlClassName, controlStateClassName(invalid), 'appearance-none pr-10')}
      >
        <option value="">{t('admin-monitoring.form.selectService')}</option>
        {SERVICE_TYPES.map((type) => {
          const group = services.filter((s) => s.type === type).sort((a, b) => a.name.localeCompare(b.name));
          return group.length === 0 ? null : (
            <optgroup key={type} label={t(SERVICE_GROUP_LABEL[type])}>
              {group.map((service) => (
                <option key={service.id} value={service.id}>
                  {service.name}
                </option>
              ))}
            </optgroup>
          );
        })}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden />
    </div>
  );
}
