import { ExternalLink, Phone } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { useT } from '#client/i18n/use-t.ts';
import type { Service } from '#shared/status/services.js';

/** Whom to call and where to go while a service has problems: its support line and its website, as the provider entered them. */
export function ServiceContactLinks({ service, className }: { service: Pick<Service, 'name' | 'phone' | 'portalUrl'>; className?: string }) {
  const { t } = useT();
  if (!service.phone && !service.portalUrl) return null;
  return (
    <p className={cn('flex flex-wrap gap-x-4 gap-y-1', className)}>
      {service.phone && (
        <a
          href={`tel:${service.phone.replace(/[^\d+]/g, '')}`}
          className="inline-flex items-center gap-1 font-medium text-brand-800 underline-offset-2 hover:underline"
        >
          <Phone className="size-3.5" aria-hidden />
          {service.phone}
        </a>
      )}
      {service.portalUrl && (
        <a
          href={service.portalUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-brand-800 underline-offset-2 hover:underline"
        >
          <ExternalLink className="size-3.5" aria-hidden />
          {t('ui.contact.website', { name: service.name })}
          <span className="sr-only"> {t('ui.newTab')}</span>
        </a>
      )}
    </p>
  );
}
