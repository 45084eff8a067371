import type { Service } from '#shared/status/services.js';
import { ProviderContactCard } from './provider-contact-card.tsx';
import { ClaimsNetworkCard } from './claims-network-card.tsx';
import { SectionHeading } from './section-heading.tsx';
import { useT } from '#client/i18n/use-t.ts';

export function ItSupportSection({ services, onClaimsSelect, now }: { services: Service[] | undefined; onClaimsSelect: () => void; now: Date }) {
  const { t } = useT();
  return (
    <section aria-labelledby="it-support-heading">
      <SectionHeading id="it-support-heading" title={t('board.itSupport.title')} description={t('board.itSupport.description')} />
      <div className="grid gap-4 lg:grid-cols-2 lg:gap-6">
        <ProviderContactCard />
        <ClaimsNetworkCard services={services} onSelect={onClaimsSelect} now={now} />
      </div>
    </section>
  );
}
