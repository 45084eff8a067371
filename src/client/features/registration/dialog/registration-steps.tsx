import { BadgeCheck, ClipboardList, KeyRound, MailCheck, Check, type LucideIcon } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

const STEPS: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: ClipboardList, title: 'Submit this form', text: 'Tell us about your clinic and who we should contact.' },
  { icon: MailCheck, title: 'Verify your e-mail', text: 'Open the link we e-mail you to confirm your address.' },
  { icon: BadgeCheck, title: 'Our team reviews it', text: 'We check every registration before giving access.' },
  { icon: KeyRound, title: 'Receive your access code', text: 'Once approved, we e-mail your code and your network gets access.' },
];

/** The four steps of registration; those before `current` show as done. */
export function RegistrationSteps({ current = 0 }: { current?: number }) {
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
                <span className="sr-only">{done ? 'Done: ' : `Step ${index + 1}: `}</span>
                {title}
              </p>
              <p className="mt-0.5 text-sm leading-6 text-slate-600">{text}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
