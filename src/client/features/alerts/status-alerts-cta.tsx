import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { BellRing } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';

// The dialog (form, service picker) and the link request are fetched on first use: the dashboard's first download stays small.
const loadDialog = () => import('./alerts-dialog.tsx');
const AlertsDialog = lazy(loadDialog);
const ManageLinkForm = lazy(async () => ({ default: (await import('./manage-link-form.tsx')).ManageLinkForm }));

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
              Get e-mail alerts
            </h2>
            <p className="mt-1 max-w-2xl text-sm leading-6 text-slate-600">
              Hear from us when a service you rely on goes down or comes back. For registered clinics and newsletter subscribers.
            </p>
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
          Choose services
        </Button>
      </div>
      <div className="mt-4 grid gap-3 border-t border-slate-100 pt-4 sm:pl-15">
        <p className="text-sm leading-6 text-slate-600">
          <span className="font-medium text-slate-800">Already get alerts?</span> Change your services, or get them in Microsoft Teams, Slack and more, in Your
          status alerts: the link is at the end of every alert e-mail.{' '}
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
              E-mail me the link
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
