import { useCallback, useState } from 'react';
import { PhoneCall, ShieldCheck, Wifi, type LucideIcon } from 'lucide-react';
import { insuranceProviders, type Service, type ServiceType } from '#shared/status/services.js';
import { ServiceSection } from './service-section.tsx';
import { msg, useT } from '#client/i18n/use-t.ts';

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
  return type === 'insurance' ? insuranceProviders(services) : services.filter((s) => s.type === type);
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

interface ServiceSectionsProps {
  services: Service[] | undefined;
  state: SectionState;
  onSelect: (service: Service) => void;
  now: Date;
}

export function ServiceSections({ services, state, onSelect, now }: ServiceSectionsProps) {
  const { t } = useT();
  return (
    <div className="space-y-4">
      {SECTIONS.map((section) => (
        <ServiceSection
          key={section.type}
          id={sectionElementId(section.type)}
          title={t(section.title)}
          description={t(section.description)}
          icon={section.icon}
          services={services ? servicesOfType(services, section.type) : undefined}
          open={state.open[section.type]}
          onOpenChange={(value) => state.setSection(section.type, value)}
          onSelect={onSelect}
          now={now}
        />
      ))}
    </div>
  );
}
