import type { ReactNode } from 'react';
import { StaticPageLayout } from '#client/components/layout/static-page-layout.tsx';
import { PageHero } from '#client/components/layout/page-hero.tsx';
import { useT } from '#client/i18n/use-t.ts';
import { T } from '#client/i18n/t.tsx';
import { formatDateTime } from '#shared/i18n/format.js';
import { TableOfContents } from './table-of-contents.tsx';
import { useActiveSection } from './use-active-section.ts';
import type { TocEntry } from './legal-types.ts';

interface LegalPageProps {
  /** The page's title, in the page's language. */
  title: string;
  /** The ISO date the policy was last updated, e.g. 2025-09-06 ("September 6, 2025", "6 septembre 2025"). */
  updated: string;
  intro: ReactNode;
  toc: readonly TocEntry[];
  children: ReactNode;
}

/** A policy page: title band with its date, table of contents, and the numbered sections. */
export function LegalPage({ title, updated, intro, toc, children }: LegalPageProps) {
  const { t, locale } = useT();
  const activeId = useActiveSection(toc);
  // A calendar date, not an instant: written as the UTC day it names, wherever the reader is.
  const date = formatDateTime(locale, new Date(`${updated}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <StaticPageLayout title={title}>
      <PageHero
        eyebrow={t('legal.page.eyebrow')}
        title={title}
        meta={
          <p>
            <T id="legal.page.lastUpdated" values={{ date }} components={{ 0: <time dateTime={updated} /> }} />
          </p>
        }
      >
        {intro}
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14 lg:px-8 lg:py-14">
        <aside className="mb-10 lg:sticky lg:top-8 lg:mb-0 lg:max-h-[calc(100vh-4rem)] lg:self-start lg:overflow-y-auto">
          <TableOfContents entries={toc} activeId={activeId} />
        </aside>
        <article className="max-w-3xl text-base leading-7 text-slate-700">{children}</article>
      </div>
    </StaticPageLayout>
  );
}
