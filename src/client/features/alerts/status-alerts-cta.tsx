import { lazy, Suspense, useState } from 'react';
import { BellRing } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

// The dialog (form, service picker) is fetched on first use: the dashboard's first download stays small.
const loadDialog = () => import('./alerts-dialog.tsx');
const AlertsDialog = lazy(loadDialog);

/** The dashboard's invitation to e-mail alerts, under the service sections. */
export function StatusAlertsCta() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const prefetch = () => void loadDialog().catch(() => undefined);
  return (
    <section
      aria-labelledby="status-alerts-title"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
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
      {used && (
        <Suspense fallback={null}>
          <AlertsDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </section>
  );
}
