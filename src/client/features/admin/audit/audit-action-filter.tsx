import { useId } from 'react';
import { useT } from '#client/i18n/use-t.ts';
import { actionLabel, groupActions } from './audit-labels.ts';

interface AuditActionFilterProps {
  actions: readonly string[];
  value: string;
  onChange: (value: string) => void;
}

/** A native select (keyboard and phone friendly): every action, grouped, or a whole group at once. */
export function AuditActionFilter({ actions, value, onChange }: AuditActionFilterProps) {
  const words = useT();
  const { t } = words;
  const id = useId();
  const { groups, single } = groupActions(actions, words);
  return (
    <div className="w-full sm:w-60">
      <label htmlFor={id} className="sr-only">
        {t('admin-audit.filter.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 hover:border-slate-400 focus:border-brand-500 focus:ring-3 focus:ring-brand-500/25 focus:outline-none"
      >
        <option value="">{t('admin-audit.filter.all')}</option>
        {groups.map((group) => (
          <optgroup key={group.prefix} label={group.label}>
            <option value={group.prefix}>{t('admin-audit.filter.allOfGroup', { group: group.label.toLowerCase() })}</option>
            {group.actions.map((action) => (
              <option key={action} value={action}>
                {actionLabel(action, t) ?? action}
              </option>
            ))}
          </optgroup>
        ))}
        {single.length > 0 && (
          <optgroup label={t('admin-audit.filter.other')}>
            {single.map((action) => (
              <option key={action} value={action}>
                {actionLabel(action, t) ?? action}
              </option>
            ))}
          </optgroup>
        )}
      </select>
    </div>
  );
}
