import { cn } from '#client/lib/cn.ts';
import { useT } from '#client/i18n/use-t.ts';
import type { TocEntry } from './legal-types.ts';

interface TableOfContentsProps {
  entries: readonly TocEntry[];
  activeId: string | undefined;
}

export function TableOfContents({ entries, activeId }: TableOfContentsProps) {
  const { t } = useT();
  return (
    <nav aria-labelledby="toc-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none">
      <p id="toc-title" className="text-xs font-semibold tracking-[0.12em] text-slate-600 uppercase">
        {t('legal.toc.title')}
      </p>
      <ol className="mt-3 grid gap-0.5 text-sm sm:grid-cols-2 lg:grid-cols-1">
        {entries.map((entry, index) => {
          const active = entry.id === activeId;
          return (
            <li key={entry.id}>
              <a
                href={`#${entry.id}`}
                aria-current={active ? 'location' : undefined}
                className={cn(
                  'flex gap-2 rounded-md border-l-2 px-3 py-1.5 leading-snug transition-colors',
                  'border-transparent text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                  // Only the wide layout keeps the list in view beside the text, so only it marks the current section.
                  active && 'lg:border-brand-600 lg:bg-brand-50 lg:font-medium lg:text-brand-800',
                )}
              >
                <span className="w-5 shrink-0 text-slate-600 tabular-nums">{index + 1}.</span>
                <span>{t(entry.title)}</span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
