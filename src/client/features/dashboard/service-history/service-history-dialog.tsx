import { Dialog } from 'radix-ui';
import { MapPin, X } from 'lucide-react';
import { StatusBadge } from '#client/components/ui/status-badge.tsx';
import type { Service } from '#shared/status/services.js';
import { useServiceHistory } from './history-api.ts';
import { ServiceNotes } from './service-notes.tsx';
import { HistoryBody } from './history-body.tsx';
import { DIALOG_OVERLAY_CLASS } from '#client/components/ui/dialog-parts.tsx';
import { useReturnFocus } from '#client/components/ui/return-focus.ts';
import { useT } from '#client/i18n/use-t.ts';
import { SERVICE_TYPE_ID } from '#client/components/board-words.ts';

export interface ServiceHistoryDialogProps {
  /** The service as the dashboard shows it now (live status, override and maintenance notes). */
  service: Service;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A service's history: uptime, the 90-day bar, response times and recent changes. */
export default function ServiceHistoryDialog({ service, open, onOpenChange }: ServiceHistoryDialogProps) {
  const { t } = useT();
  const history = useServiceHistory(service.id);
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY_CLASS} />
        <Dialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl focus:outline-none"
        >
          <header className="border-b border-slate-200 px-5 pt-5 pb-4 pr-14 sm:px-7 sm:pt-6">
            <Dialog.Title className="text-lg font-semibold text-slate-900 sm:text-xl">{service.name}</Dialog.Title>
            <Dialog.Description className="sr-only">{t('board.history.description')}</Dialog.Description>
            <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
              <StatusBadge status={service.status} />
              <span>{t(SERVICE_TYPE_ID[service.type])}</span>
              {service.location && (
                <span className="flex items-center gap-1">
                  <MapPin className="size-3.5" aria-hidden />
                  {service.location}
                </span>
              )}
            </div>
            {(service.override || service.maintenance) && (
              <ServiceNotes service={service} detailed className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm ring-1 ring-slate-200" />
            )}
          </header>
          <div className="overflow-y-auto px-5 py-5 sm:px-7 sm:py-6">
            <HistoryBody query={history} />
          </div>
          <Dialog.Close className="absolute top-3 right-3 grid size-10 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 sm:top-4 sm:right-4">
            <X className="size-5" aria-hidden />
            <span className="sr-only">{t('ui.dialog.close')}</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
