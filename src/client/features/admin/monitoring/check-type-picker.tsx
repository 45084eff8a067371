import { Globe, Network, Waypoints, type LucideIcon } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';
import { CHECK_TYPES, type CheckType } from '#shared/status/monitoring.js';
import { useT } from '#client/i18n/use-t.ts';

const ICON: Record<CheckType, LucideIcon> = { http: Globe, tcp: Network, dns: Waypoints };
/** Short enough for three across a phone; protocol names, the same in every language. */
const LABEL: Record<CheckType, string> = { http: 'HTTP(S)', tcp: 'TCP', dns: 'DNS' };

/** Three radio buttons drawn as a segmented control; arrow keys move between them as radios do. */
export function CheckTypePicker({ value, onChange, name }: { value: CheckType; onChange: (type: CheckType) => void; name: string }) {
  const { t } = useT();
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('admin-monitoring.form.checkType')}</legend>
      <div className="grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1">
        {CHECK_TYPES.map((type) => {
          const Icon = ICON[type];
          return (
            <label
              key={type}
              className={cn(
                'flex cursor-pointer items-center justify-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-slate-600 hover:text-slate-900',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                value === type && 'bg-white text-slate-900 shadow-sm',
              )}
            >
              <input type="radio" name={name} value={type} checked={value === type} onChange={() => onChange(type)} className="sr-only" />
              <Icon className="size-4 shrink-0" aria-hidden />
              {LABEL[type]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
