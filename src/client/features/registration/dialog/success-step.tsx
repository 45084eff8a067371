import { useEffect, useRef } from 'react';
import { ArrowRight, CircleCheck } from 'lucide-react';
import { REGISTRATION_SUCCESS_DELAY_MS } from '#shared/constants.js';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/i18n/use-t.ts';
import { T } from '#client/i18n/t.tsx';

/** Step 3: the clinic is registered; `onDone` fires after the delay or on the button, whichever is first. */
export function SuccessStep({ clinicName, onDone }: { clinicName: string; onDone: () => void }) {
  const { t } = useT();
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  useEffect(() => {
    const timer = setTimeout(() => done.current(), REGISTRATION_SUCCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="flex flex-col items-center py-2 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-emerald-50 ring-8 ring-emerald-50/60">
        <CircleCheck className="size-8 text-emerald-600" aria-hidden />
      </span>
      <p className="mt-5 max-w-sm text-slate-700">
        <T id="registration.dialog.success.text" values={{ clinicName }} components={{ 0: <strong className="font-semibold text-slate-900" /> }} />
      </p>
      <Button autoFocus size="lg" className="mt-7 w-full sm:w-auto" onClick={onDone}>
        {t('registration.dialog.success.continue')}
        <ArrowRight className="size-5" aria-hidden />
      </Button>
    </div>
  );
}
