import { useEffect, useRef, type ReactNode } from 'react';
import { ArrowLeft, CircleAlert, CircleCheck, Loader2 } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from './button.tsx';
import { useT } from '#client/i18n/use-t.ts';

/** The result of opening a link from an e-mail (confirm, unsubscribe); its heading takes focus so the outcome is announced when it replaces the spinner. */
export function LinkOutcome({ tone, title, children }: { tone: 'success' | 'error' | 'neutral'; title: string; children?: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const icon =
    tone === 'error' ? (
      <CircleAlert className="size-8 text-red-600" aria-hidden />
    ) : (
      <CircleCheck className={`size-8 ${tone === 'success' ? 'text-emerald-600' : 'text-slate-500'}`} aria-hidden />
    );
  const ring = tone === 'error' ? 'bg-red-50 ring-red-50/60' : tone === 'success' ? 'bg-emerald-50 ring-emerald-50/60' : 'bg-slate-100 ring-slate-100/60';
  return (
    <div className="flex flex-col items-center py-4 text-center sm:py-6">
      <span className={`grid size-14 place-items-center rounded-full ring-8 ${ring}`}>{icon}</span>
      <h2 ref={headingRef} tabIndex={-1} className="mt-5 text-xl font-semibold text-slate-900 focus:outline-none">
        {title}
      </h2>
      {children}
    </div>
  );
}

export function LinkPending({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex flex-col items-center py-10 text-center">
      <Loader2 className="size-8 animate-spin text-brand-700" aria-hidden />
      <p className="mt-4 font-medium text-slate-800">{children}</p>
    </div>
  );
}

export function BackToDashboard({ variant = 'outline' }: { variant?: 'outline' | 'primary' }) {
  const { t } = useT();
  return (
    <Link href="/" className={buttonClasses(variant, 'md', 'mt-8')}>
      <ArrowLeft className="size-4" aria-hidden />
      {t('ui.backToDashboard')}
    </Link>
  );
}
