import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Info } from 'lucide-react';
import { useT } from '#client/i18n/use-t.ts';

/** Typographic pieces of the policy text, so every section keeps the same rhythm. */
export function Subheading({ children }: { children: ReactNode }) {
  return <h3 className="pt-2 text-base font-semibold text-slate-900">{children}</h3>;
}

export function BulletList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-5 marker:text-brand-500">{children}</ul>;
}

/** Emphasis; inside a message (<T components={{ 0: <Term /> }} />) it takes the tagged words as children. */
export function Term({ children }: { children?: ReactNode }) {
  return <strong className="font-semibold text-slate-900">{children}</strong>;
}

const LINK_CLASS = 'font-medium text-brand-700 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-600';

/**
 * A link inside the app (client-side navigation) or, with `external`, to another site; inside a
 * message (<T components={{ 0: <TextLink href="/contact" /> }} />) it takes the tagged words as children.
 */
export function TextLink({ href, external = false, children }: { href: string; external?: boolean; children?: ReactNode }) {
  if (external) return <ExternalLink href={href}>{children}</ExternalLink>;
  if (href.startsWith('#') || href.startsWith('mailto:') || href.startsWith('tel:')) {
    return (
      <a href={href} className={LINK_CLASS}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={LINK_CLASS}>
      {children}
    </Link>
  );
}

function ExternalLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useT();
  return (
    <a href={href} className={LINK_CLASS} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {t('legal.prose.opensInNewTab')}</span>
    </a>
  );
}

export function Callout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <aside className="flex gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm leading-6 text-slate-800">
      <Info className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
      <div>
        <p className="font-semibold text-slate-900">{title}</p>
        <div className="mt-1">{children}</div>
      </div>
    </aside>
  );
}
