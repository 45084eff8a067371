import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';
import { useT } from '#client/i18n/use-t.ts';

interface ServicePickRowProps {
  name: string;
  selected: boolean;
  onSelect: () => void;
  /** Small facts under the name (status badge, who, when). */
  meta: ReactNode;
  /** The row's one action button. */
  action: ReactNode;
}

/** A service in one of the override widget's short lists: pick it for the override above, or act on it. */
export function ServicePickRow({ name, selected, onSelect, meta, action }: ServicePickRowProps) {
  const { t } = useT();
  return (
    <li className={cn('flex items-center justify-between gap-3 py-2.5', selected && '-mx-2 rounded-lg bg-brand-50/60 px-2')}>
      <div className="min-w-0">
        <button
          type="button"
          onClick={onSelect}
          aria-label={t('admin-services.override.selectLabel', { name })}
          className="text-left font-medium text-slate-900 underline-offset-2 hover:text-brand-700 hover:underline"
        >
          {name}
        </button>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">{meta}</p>
      </div>
      {action}
    </li>
  );
}
