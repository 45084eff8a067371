import { useState } from 'react';
import { BellRing, MailCheck } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { ModalFrame } from '#client/components/ui/modal-frame.tsx';
import { ALERT_CONFIRM_LINK_HOURS, ALERT_WINDOW_MINUTES } from '#shared/subscribers/alerts.js';
import { T } from '#client/i18n/t.tsx';
import { useT } from '#client/i18n/use-t.ts';
import { useServices } from '#client/api/services-api.ts';
import { AlertsForm } from './alerts-form.tsx';

interface AlertsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The "Get e-mail alerts" dialog, fetched only when first opened: the form, then "check your e-mail". */
export default function AlertsDialog({ open, onOpenChange }: AlertsDialogProps) {
  const services = useServices().data ?? [];
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { t } = useT();
  const change = (next: boolean) => {
    onOpenChange(next);
    if (!next) setSentTo(null);
  };
  return (
    <ModalFrame
      open={open}
      onOpenChange={change}
      icon={BellRing}
      title={t('alerts.dialog.title')}
      wide
      description={t('alerts.dialog.description', { minutes: ALERT_WINDOW_MINUTES })}
    >
      {sentTo ? <Sent email={sentTo} onClose={() => change(false)} /> : <AlertsForm services={services} onDone={setSentTo} onCancel={() => change(false)} />}
    </ModalFrame>
  );
}

/** Nothing is on yet: the alerts start when the mailed link is opened. */
function Sent({ email, onClose }: { email: string; onClose: () => void }) {
  const { t } = useT();
  return (
    <div role="status" className="flex flex-col items-center py-4 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-emerald-50 ring-8 ring-emerald-50/60">
        <MailCheck className="size-7 text-emerald-600" aria-hidden />
      </span>
      <p className="mt-5 text-lg font-semibold text-slate-900">{t('alerts.sent.title')}</p>
      <p className="mt-2 max-w-md text-sm leading-6 text-slate-600">
        <T
          id="alerts.sent.body"
          values={{ email, hours: ALERT_CONFIRM_LINK_HOURS }}
          components={{ 0: <span className="font-medium break-all text-slate-900" /> }}
        />
      </p>
      <Button className="mt-6" onClick={onClose}>
        {t('alerts.action.done')}
      </Button>
    </div>
  );
}
