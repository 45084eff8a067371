import { msg, useT } from '#client/i18n/use-t.ts';
import { PillRadioGroup, type PillLook } from '../ui/pill-radio-group.tsx';
import { NOTIFICATION_PRIORITIES, type NotificationPriority } from '#shared/notifications/notifications.js';

/** Each priority's word, looked up where shown: t(PRIORITY_LABEL[priority]). */
export const PRIORITY_LABEL: Record<NotificationPriority, string> = {
  low: msg('admin-notifications.priority.low'),
  normal: msg('admin-notifications.priority.normal'),
  high: msg('admin-notifications.priority.high'),
};

const LOOK: Record<NotificationPriority, PillLook> = {
  low: { dot: 'bg-slate-400', checked: 'border-slate-500 bg-slate-50 text-slate-900' },
  normal: { dot: 'bg-blue-500', checked: 'border-blue-500 bg-blue-50 text-blue-900' },
  high: { dot: 'bg-red-500', checked: 'border-red-500 bg-red-50 text-red-900' },
};

/** Priority as three radio buttons in a row, coloured as the dashboard shows them. */
export function PriorityPicker({ value, onChange, name }: { value: NotificationPriority; onChange: (value: NotificationPriority) => void; name: string }) {
  const { t } = useT();
  return (
    <PillRadioGroup
      legend={t('admin-notifications.priority.legend')}
      name={name}
      options={NOTIFICATION_PRIORITIES}
      value={value}
      onChange={onChange}
      look={LOOK}
      label={(priority) => t(PRIORITY_LABEL[priority])}
      rowClassName="grid grid-cols-3 gap-2"
      pillClassName="flex h-10 justify-center gap-2"
      dotClassName="size-2.5"
    />
  );
}
