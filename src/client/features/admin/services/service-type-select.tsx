import { ChevronDown } from 'lucide-react';
import type { FieldControlProps } from '#client/components/ui/form-field.tsx';
import { controlClassName, controlStateClassName } from '#client/components/ui/input.tsx';
import { cn } from '#client/lib/cn.ts';
import { msg, useT } from '#client/i18n/use-t.ts';
import { SERVICE_TYPES, type ServiceType } from '#shared/status/services.js';

/** A type as an option of the select: "Insurance provider". */
export const TYPE_OPTION_LABEL: Record<ServiceType, string> = {
  insurance: msg('admin-services.type.insuranceOption'),
  internet: msg('admin-services.type.internetOption'),
  voip: msg('admin-services.type.voipOption'),
};

/** A type naming a group of services: "Insurance providers" (SERVICE_TYPE_LABEL in English). */
export const SERVICE_TYPE_LABEL_IDS: Record<ServiceType, string> = {
  insurance: msg('admin-services.type.insuranceGroup'),
  internet: msg('admin-services.type.internetGroup'),
  voip: msg('admin-services.type.voipGroup'),
};

interface ServiceTypeSelectProps {
  control: FieldControlProps;
  value: ServiceType;
  onChange: (type: ServiceType) => void;
  disabled?: boolean;
}

export function ServiceTypeSelect({ control, value, onChange, disabled }: ServiceTypeSelectProps) {
  const { t } = useT();
  const { invalid, ...aria } = control;
  return (
    <div className="relative">
      <select
        {...aria}
        aria-invalid={invalid || undefined}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as ServiceType)}
        className={cn(controlClassName, controlStateClassName(invalid), 'appearance-none pr-10')}
      >
        {SERVICE_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(TYPE_OPTION_LABEL[type])}
          </option>
        ))}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden />
    </div>
  );
}
