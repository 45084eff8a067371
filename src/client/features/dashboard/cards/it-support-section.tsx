import type { Service } from '#shared/status/services.js';
import { ProviderContactCard } from './provider-contact-card.tsx';
import { ClaimsNetworkCard } from './claims-network-card.tsx';
import { SectionHeading } from './section-heading.tsx';
import { useT } from '#client/i18n/use-t.ts';
import type { BoardTotals } from '../large/board-counts.ts';

interface ItSupportSectionProps {
  services: Service[] | undefined;
  /** A large board's counts (the claims card weighs the insurers from them). */
  totals?: BoardTotals;
  onClaimsSelect: () => void;
  now: Date;
}

export function ItSupportSection({ services, totals, onClaimsSelect, now }: ItSupportSectionProps) {
  const { t } = useT();
  return (
    <section aria-labelledby="it-support-heading">
      <SectionHeading id="it-support-heading" title={t('board.itSupport.title')} description={t('board.itSupport.description')} />
      <div className="grid gap-4 lg:grid-cols-2 lg:gap-6">
        <ProviderContactCard />
        <ClaimsNetworkCard services={services} totals={totals} onSelect={onClaimsSelect} now={now} />
      </div>
    </section>
  );
}
