import { BadgeCheck, ClipboardList, KeyRound, MailCheck, Check, type LucideIcon } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';
import { msg, useT } from '#client/i18n/use-t.ts';

/** Message ids of each step's title and text. */
const STEPS: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: ClipboardList, title: msg('registration.steps.submit.title'), text: msg('registration.steps.submit.text') },
  { icon: MailCheck, title: msg('registration.steps.verify.title'), text: msg('registration.steps.verify.text') },
  { icon: BadgeCheck, title: msg('registration.steps.review.title'), text: msg('registration.steps.review.text') },
  { icon: KeyRound, title: msg('registration.steps.code.title'), text: msg('registration.steps.code.text') },
];

/** The four steps of registration; those before `current` show as done. */
export function RegistrationSteps({ current = 0 }: { current?: number }) {
  const { t } = useT();
  return (
    <ol className="grid gap-5">
      {STEPS.map(({ icon: Icon, title, text }, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li key={title} className="relative flex gap-4" aria-current={active && current > 0 ? 'step' : undefined}>
            {index < STEPS.length - 1 && <span className="absolute top-10 bottom-[-1.25rem] left-[1.1875rem] w-px bg-slate-200" aria-hidden />}
            <span
              className={cn(
                'relative grid size-10 shrink-0 place-items-center rounded-full ring-4 ring-white',
                done ? 'bg-emerald-600 text-white' : active ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-700',
              )}
            >
              {done ? <Check className="size-5" aria-hidden /> : <Icon className="size-5" aria-hidden />}
            </span>
            <div className="pt-0.5">
              <p className="text-sm font-semibold text-slate-900">
                <span className="sr-only">{done ? t('registration.steps.done') : t('registration.steps.number', { number: index + 1 })} </span>
                {t(title)}
              </p>
              <p className="mt-0.5 text-sm leading-6 text-slate-600">{t(text)}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
