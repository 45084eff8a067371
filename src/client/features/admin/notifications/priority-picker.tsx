import { PillRadioGroup, type PillLook } from '../ui/pill-radio-group.tsx';
import { NOTIFICATION_PRIORITIES, type NotificationPriority } from '#shared/notifications/notifications.js';

const LOOK: Record<NotificationPriority, PillLook & { label: string }> = {
  low: { label: 'Low', dot: 'bg-slate-400', checked: 'border-slate-500 bg-slate-50 text-slate-900' },
  normal: { label: 'Normal', dot: 'bg-blue-500', checked: 'border-blue-500 bg-blue-50 text-blue-900' },
  high: { label: 'High', dot: 'bg-red-500', checked: 'border-red-500 bg-red-50 text-red-900' },
};

/** Priority as three radio buttons in a row, coloured as the dashboard shows them. */
export function PriorityPicker({ value, onChange, name }: { value: NotificationPriority; onChange: (value: NotificationPriority) => void; name: string }) {
  return (
    <PillRadioGroup
      legend="Priority"
      name={name}
      options={NOTIFICATION_PRIORITIES}
      value={value}
      onChange={onChange}
      look={LOOK}
      label={(priority) => LOOK[priority].label}
      rowClassName="grid grid-cols-3 gap-2"
      pillClassName="flex h-10 justify-center gap-2"
      dotClassName="size-2.5"
    />
  );
}
