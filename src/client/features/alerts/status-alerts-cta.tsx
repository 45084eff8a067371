import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { BellRing } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { T } from '#client/i18n/t.tsx';
import { useT } from '#client/i18n/use-t.ts';
import { withLaterMessages } from '#client/i18n/i18n.ts';

// The dialog (form, service picker) and the link request are fetched on first use: the dashboard's first download stays small.
const loadDialog = withLaterMessages(() => import('./alerts-dialog.tsx'));
const AlertsDialog = lazy(loadDialog);
const ManageLinkForm = lazy(withLaterMessages(async () => ({ default: (await import('./manage-link-form.tsx')).ManageLinkForm })));

/**
 * The dashboard's invitation to e-mail alerts, under the service sections, and the way to "Your
 * status alerts" for those who have them: its link is in every alert mail, and is mailed again on
 * request (the board keeps no token of its own).
 */
export function StatusAlertsCta() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [askingForLink, setAskingForLink] = useState(false);
  const linkButtonRef = useRef<HTMLButtonElement>(null);
  const [linkFormClosed, setLinkFormClosed] = useState(false);
  const { t } = useT();
  // Back from the form (Cancel): the keyboard stays where it was instead of falling to the page's start.
  useEffect(() => {
    if (linkFormClosed) linkButtonRef.current?.focus();
  }, [linkFormClosed]);
  const prefetch = () => void loadDialog().catch(() => undefined);
  return (
    <section aria-labelledby="status-alerts-title" data-needs-js className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-4">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
            <BellRing className="size-6" aria-hidden />
          </span>
          <div>
            <h2 id="status-alerts-title" className="font-semibold text-slate-900">
              {t('alerts.cta.title')}
            </h2>
            <p className="mt-1 max-w-2xl text-sm leading-6 text-slate-600">{t('alerts.cta.description')}</p>
          </div>
        </div>
        <Button
          variant="outline"
          className="sm:shrink-0"
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
        >
          {t('alerts.cta.choose')}
        </Button>
      </div>
      <div className="mt-4 grid gap-3 border-t border-slate-100 pt-4 sm:pl-15">
        <p className="text-sm leading-6 text-slate-600">
          <T id="alerts.cta.already" components={{ 0: <span className="font-medium text-slate-800" /> }} />{' '}
          {!askingForLink && (
            <button
              ref={linkButtonRef}
              type="button"
              className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
              onClick={() => {
                setLinkFormClosed(false);
                setAskingForLink(true);
              }}
            >
              {t('alerts.cta.emailLink')}
            </button>
          )}
        </p>
        {askingForLink && (
          <Suspense fallback={null}>
            <ManageLinkForm
              onCancel={() => {
                setAskingForLink(false);
                setLinkFormClosed(true);
              }}
            />
          </Suspense>
        )}
      </div>
      {used && (
        <Suspense fallback={null}>
          <AlertsDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </section>
  );
}
