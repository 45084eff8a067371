import { useEffect, useRef } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { useT } from '#client/i18n/use-t.ts';

/** Replaces the form once the server has the inquiry; focus moves here so it is announced. */
export function ContactSuccess({ message, onReset }: { message: string; onReset: () => void }) {
  const { t } = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-center py-8 text-center sm:py-12">
      <span className="grid size-14 place-items-center rounded-full bg-emerald-50 ring-8 ring-emerald-50/60">
        <CheckCircle2 className="size-8 text-emerald-600" aria-hidden />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="mt-5 text-xl font-semibold text-slate-900 focus:outline-none">
        {t('contact.sent.title')}
      </h2>
      <p className="mt-2 max-w-md text-slate-700">{message}</p>
      <button
        type="button"
        onClick={onReset}
        className="mt-6 inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 shadow-xs hover:bg-slate-50"
      >
        {t('contact.sent.another')}
      </button>
    </div>
  );
}
