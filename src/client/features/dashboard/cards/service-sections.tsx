import { useCallback, useState } from 'react';
import { PhoneCall, ShieldCheck, Wifi, type LucideIcon } from 'lucide-react';
import { isInSection, type Service, type ServiceType } from '#shared/status/services.js';
import { ServiceSection } from './service-section.tsx';
import { msg, useT } from '#client/i18n/use-t.ts';
import { useQueryClient } from '@tanstack/react-query';
import { boardSectionQuery, useBoardSection } from '#client/api/board-api.ts';
import { sectionOf, type BoardTotals } from '../large/board-counts.ts';

interface SectionInfo {
  type: ServiceType;
  title: string;
  description: string;
  icon: LucideIcon;
}

const SECTIONS: SectionInfo[] = [
  { type: 'insurance', title: msg('board.sections.insurance'), description: msg('board.sections.insuranceDescription'), icon: ShieldCheck },
  { type: 'internet', title: msg('board.sections.internet'), description: msg('board.sections.internetDescription'), icon: Wifi },
  { type: 'voip', title: msg('board.sections.voip'), description: msg('board.sections.voipDescription'), icon: PhoneCall },
];

export const sectionElementId = (type: ServiceType) => `services-${type}`;

/** Services of one group; the claims-network aggregate never appears among the insurers. */
export function servicesOfType(services: Service[], type: ServiceType): Service[] {
  return services.filter((s) => isInSection(s, type));
}

const ALL_CLOSED: Record<ServiceType, boolean> = { insurance: false, internet: false, voip: false };

/** Which groups are expanded; every group starts collapsed (docs/product/board.md). */
export function useSectionState() {
  const [open, setOpen] = useState(ALL_CLOSED);
  const setSection = useCallback((type: ServiceType, value: boolean) => setOpen((prev) => ({ ...prev, [type]: value })), []);
  const openSections = useCallback((types: ServiceType[]) => setOpen((prev) => ({ ...prev, ...Object.fromEntries(types.map((t) => [t, true])) })), []);
  return { open, setSection, openSections };
}

export type SectionState = ReturnType<typeof useSectionState>;

/** A card the page asks a section to scroll to and focus (the banner's links). */
export interface RevealRequest {
  serviceId: string;
  type: ServiceType;
}

interface ServiceSectionsProps {
  /** Every service of a small board; the services a large board's answer lists (its problems). */
  services: Service[] | undefined;
  /** A large board's counts: each section is then read when it opens. */
  totals?: BoardTotals;
  state: SectionState;
  onSelect: (service: Service) => void;
  now: Date;
  reveal?: RevealRequest | null;
  onRevealed?: () => void;
}

export function ServiceSections({ services, totals, state, onSelect, now, reveal = null, onRevealed }: ServiceSectionsProps) {
  const { t } = useT();
  return (
    <div className="space-y-4">
      {SECTIONS.map((section) => {
        const common = {
          id: sectionElementId(section.type),
          title: t(section.title),
          description: t(section.description),
          icon: section.icon,
          open: state.open[section.type],
          onOpenChange: (value: boolean) => state.setSection(section.type, value),
          onSelect,
          now,
          reveal: reveal?.type === section.type ? reveal.serviceId : null,
          onRevealed,
        };
        return totals ? (
          <LargeBoardSection key={section.type} {...common} type={section.type} totals={totals} listed={services ?? []} />
        ) : (
          <ServiceSection key={section.type} {...common} services={services ? servicesOfType(services, section.type) : undefined} />
        );
      })}
    </div>
  );
}

type LargeBoardSectionProps = Omit<Parameters<typeof ServiceSection>[0], 'services' | 'counted'> & {
  type: ServiceType;
  totals: BoardTotals;
  listed: Service[];
};

/** A section of a large board: its counts from the board's answer, its cards read while it is open. */
function LargeBoardSection({ type, totals, listed, open, ...props }: LargeBoardSectionProps) {
  const section = sectionOf(totals, type);
  const read = useBoardSection(section, open);
  const queryClient = useQueryClient();
  const counted = section ? { section, listed: servicesOfType(listed, type) } : undefined;
  return (
    <ServiceSection
      {...props}
      open={open}
      services={read.data}
      counted={counted}
      loadFailed={read.isError}
      onRetry={() => void read.refetch()}
      // A pointer on a closed section's heading is about to open it: its services are on their way before the click.
      onPointerIntent={section && !open ? () => void queryClient.prefetchQuery(boardSectionQuery(section)) : undefined}
    />
  );
}
