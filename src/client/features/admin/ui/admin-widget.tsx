import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

interface AdminWidgetProps {
  title: string;
  icon: LucideIcon;
  description?: ReactNode;
  /** Controls at the right of the title (a search field, a count badge). */
  actions?: ReactNode;
  /** The in-page anchor, so the panel's section nav can jump here. */
  anchor?: string;
  className?: string;
  children: ReactNode;
}

/** One widget of the control panel: a titled card section, labelled for assistive technology. */
export function AdminWidget({ title, icon: Icon, description, actions, anchor, className, children }: AdminWidgetProps) {
  const titleId = useId();
  return (
    <section
      id={anchor}
      aria-labelledby={titleId}
      className={cn('flex min-w-0 scroll-mt-24 flex-col rounded-2xl border border-slate-200 bg-white shadow-sm', className)}
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
        <div className="flex min-w-0 items-start gap-3">
          <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
            <Icon className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <h2 id={titleId} className="text-base font-semibold text-slate-900">
              {title}
            </h2>
            {description && <p className="mt-0.5 text-sm text-slate-600">{description}</p>}
          </div>
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </header>
      <div className="flex min-h-0 flex-1 flex-col gap-4 px-5 py-4 sm:px-6 sm:py-5">{children}</div>
    </section>
  );
}
