import { cn } from '../../../lib/cn.ts';
import { NOTIFICATION_PRIORITIES, type NotificationPriority } from '../../../../shared/notifications.ts';

const LOOK: Record<NotificationPriority, { label: string; dot: string; checked: string }> = {
  low: { label: 'Low', dot: 'bg-slate-400', checked: 'border-slate-500 bg-slate-50 text-slate-900' },
  normal: { label: 'Normal', dot: 'bg-blue-500', checked: 'border-blue-500 bg-blue-50 text-blue-900' },
  high: { label: 'High', dot: 'bg-red-500', checked: 'border-red-500 bg-red-50 text-red-900' },
};

/** Priority as three radio buttons in a row, coloured as the dashboard shows them. */
export function PriorityPicker({ value, onChange, name }: { value: NotificationPriority; onChange: (value: NotificationPriority) => void; name: string }) {
  return (
    <fieldset className="grid content-start gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">Priority</legend>
      <div className="grid grid-cols-3 gap-2">
        {NOTIFICATION_PRIORITIES.map((priority) => {
          const look = LOOK[priority];
          const checked = value === priority;
          return (
            <label
              key={priority}
              className={cn(
                'flex h-10 cursor-pointer items-center justify-center gap-2 rounded-lg border text-sm font-medium transition-colors',
                'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-500/30',
                checked ? look.checked : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400',
              )}
            >
              <input type="radio" name={name} value={priority} checked={checked} onChange={() => onChange(priority)} className="sr-only" />
              <span aria-hidden className={cn('size-2.5 rounded-full', look.dot)} />
              {look.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
