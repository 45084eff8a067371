import type { Ref } from 'react';
import { ChevronDown } from 'lucide-react';
import type { FieldControlProps } from '#client/components/ui/form-field.tsx';
import { controlClassName, controlStateClassName } from '#client/components/ui/input.tsx';
import { cn } from '#client/lib/cn.ts';
import { useT } from '#client/i18n/use-t.ts';
import type { ServiceType } from '#shared/status/services.js';
import type { AdminService } from '#shared/status/service-admin.js';
import { OVERRIDE_LABEL } from './status-buttons.tsx';
import { SERVICE_TYPE_LABEL_IDS } from './service-type-select.tsx';

interface ServiceSelectProps {
  ref?: Ref<HTMLSelectElement>;
  control: FieldControlProps;
  groups: { type: ServiceType; services: AdminService[] }[];
  value: string;
  onChange: (id: string) => void;
}

/** A native select, grouped by type: typing a name jumps to it, and phones show their own picker. */
export function ServiceSelect({ ref, control, groups, value, onChange }: ServiceSelectProps) {
  const { t } = useT();
  const { invalid, ...aria } = control;
  return (
    <div className="relative">
      <select
        ref={ref}
        {...aria}
        aria-invalid={invalid || undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(controlClassName, controlStateClassName(invalid), 'appearance-none pr-10')}
      >
        <option value="">{t('admin-services.override.selectPlaceholder')}</option>
        {groups.map((group) => (
          <optgroup key={group.type} label={t(SERVICE_TYPE_LABEL_IDS[group.type])}>
            {group.services.map((service) => (
              <option key={service.id} value={service.id}>
                {service.status === 'online'
                  ? service.name
                  : t('admin-services.override.optionWithStatus', { name: service.name, status: t(OVERRIDE_LABEL[service.status]) })}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden />
    </div>
  );
}
