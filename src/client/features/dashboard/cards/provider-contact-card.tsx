import { Headset, Mail, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '#client/components/ui/card.tsx';
import { StatusBadge } from '#client/components/ui/status-badge.tsx';
import { publicConfig } from '#client/lib/public-config.ts';
import { useT } from '#client/i18n/use-t.ts';

/** The IT provider's contact details; the provider is always shown as available (docs/product/board.md). */
export function ProviderContactCard() {
  const { t } = useT();
  const { provider } = publicConfig();
  return (
    <Card className="flex flex-col p-5 sm:p-6">
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Headset className="size-6" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <h3 className="text-base font-semibold text-slate-900">{provider.name}</h3>
            <StatusBadge status="online" label={t('board.provider.available')} />
          </div>
          <p className="text-sm text-slate-600">{t('board.provider.subtitle')}</p>
        </div>
      </div>
      <dl className="mt-4 divide-y divide-slate-100 text-sm">
        <ContactItem icon={Mail} term={t('board.provider.info')}>
          <a href={`mailto:${provider.infoEmail}`} className="font-medium break-words text-brand-700 hover:underline">
            {provider.infoEmail}
          </a>
        </ContactItem>
        <ContactItem icon={Mail} term={t('board.provider.sales')}>
          <a href={`mailto:${provider.salesEmail}`} className="font-medium break-words text-brand-700 hover:underline">
            {provider.salesEmail}
          </a>
        </ContactItem>
        {provider.phone && (
          <ContactItem icon={Phone} term={t('board.provider.phone')}>
            <a href={`tel:${provider.phone.replace(/[^\d+]/g, '')}`} className="font-medium whitespace-nowrap text-brand-700 hover:underline">
              {provider.phone}
            </a>
          </ContactItem>
        )}
      </dl>
    </Card>
  );
}

function ContactItem({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2.5 last:pb-0 sm:flex-row sm:items-center sm:gap-3">
      <dt className="flex items-center gap-2.5 text-slate-600 sm:w-48 sm:shrink-0">
        <Icon className="size-4 shrink-0 text-slate-500" aria-hidden />
        {term}
      </dt>
      <dd className="min-w-0 pl-6.5 sm:pl-0">{children}</dd>
    </div>
  );
}
