import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow: string;
  title: string;
  /** A line under the title, such as the date a policy was last updated. */
  meta?: ReactNode;
  children?: ReactNode;
}

/** The page's title band; it holds the page's only h1. */
export function PageHero({ eyebrow, title, meta, children }: PageHeroProps) {
  return (
    <div className="keep-palette relative overflow-hidden bg-brand-900 text-white">
      <div className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_20rem_at_85%_-10%,rgba(45,212,191,0.22),transparent_60%)]" aria-hidden />
      <div className="relative mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <p className="text-xs font-semibold tracking-[0.14em] text-accent-300 uppercase">{eyebrow}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {meta && <div className="mt-3 text-sm text-brand-100">{meta}</div>}
        {children && <div className="mt-5 max-w-2xl text-base leading-7 text-brand-50 sm:text-lg sm:leading-8">{children}</div>}
      </div>
    </div>
  );
}
