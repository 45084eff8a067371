import type { ReactNode } from 'react';
import { useT } from '#client/i18n/use-t.ts';
import type { TocEntry } from './legal-types.ts';

interface LegalSectionProps {
  /** The page's table of contents, which gives this section its number and title. */
  toc: readonly TocEntry[];
  id: string;
  children: ReactNode;
}

/** A numbered policy section; its id is the table of contents anchor. */
export function LegalSection({ toc, id, children }: LegalSectionProps) {
  const { t } = useT();
  const index = toc.findIndex((entry) => entry.id === id);
  const entry = toc[index];
  const title = entry ? t(entry.title) : id;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-6 border-t border-slate-200 pt-10 first:border-t-0 first:pt-0 [&+&]:mt-10">
      <h2 id={`${id}-title`} className="flex gap-3 text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">
        <span className="text-brand-600 tabular-nums">{index + 1}.</span>
        <span>{title}</span>
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}
