import { useRef, useState } from 'react';
import { Lock, MapPin, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { StatusBadge } from '#client/components/ui/status-badge.tsx';
import { msg, useT, type Translate } from '#client/i18n/use-t.ts';
import { isClaimsNetwork } from '#shared/status/services.js';
import type { AdminService } from '#shared/status/service-admin.js';
import { NoFrenchBadge, countLackingFrench } from '../incidents/french-text.tsx';
import { ServiceEditForm } from './service-edit-form.tsx';
import { OVERRIDE_LABEL } from './status-buttons.tsx';
import { DANGER_ICON_BUTTON, ICON_BUTTON } from './row-button-classes.ts';
import { Tip } from '#client/components/ui/tooltip.tsx';

interface ServiceRowProps {
  service: AdminService;
  onRemove: (service: AdminService) => void;
}

/** How many of a service's advice texts (down, issues) lack their French. */
export function guidanceLackingFrench(service: AdminService): number {
  return countLackingFrench([
    [service.guidance, service.guidanceFr],
    [service.guidanceIssues, service.guidanceIssuesFr],
  ]);
}

const HELP_PARTS = [
  ['guidance', msg('admin-services.row.adviceDown')],
  ['guidanceIssues', msg('admin-services.row.adviceIssues')],
  ['phone', msg('admin-services.row.phone')],
  ['portalUrl', msg('admin-services.row.portal')],
] as const;

/** Whether clinics get advice when it has problems: what the card will carry beyond the status. */
function helpSummary(service: AdminService, t: Translate): string {
  const parts = HELP_PARTS.filter(([field]) => service[field]).map(([, id]) => t(id));
  return parts.length > 0 ? t('admin-services.row.clinicsSee', { parts: parts.join(', ') }) : t('admin-services.row.noGuidance');
}

/** One service in the provider's list, with inline edit; the claims network is marked protected. */
export function ServiceRow({ service, onRemove }: ServiceRowProps) {
  const { t } = useT();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const locked = isClaimsNetwork(service);
  const stopEditing = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  if (editing) {
    return (
      <li className="py-2 lg:col-span-2">
        <ServiceEditForm service={service} onDone={stopEditing} />
      </li>
    );
  }
  return (
    <li className="flex items-center justify-between gap-3 py-2.5">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium break-words text-slate-900">{service.name}</span>
          {locked && (
            <Badge tone="brand" title={t('admin-services.row.protectedTitle')}>
              <Lock className="size-3" aria-hidden />
              {t('admin-services.row.protected')}
            </Badge>
          )}
          {guidanceLackingFrench(service) > 0 && <NoFrenchBadge />}
        </div>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <StatusBadge status={service.status} label={t(OVERRIDE_LABEL[service.status])} />
          {service.location && (
            <span className="flex items-center gap-1">
              <MapPin className="size-3.5 shrink-0" aria-hidden />
              {service.location}
            </span>
          )}
          {locked && <span>{t('admin-services.row.claimsSummary')}</span>}
          <span className={service.guidance ? 'text-slate-600' : 'text-amber-800'}>{helpSummary(service, t)}</span>
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <Tip label={t('admin-services.row.edit')}>
          <button
            ref={editButton}
            type="button"
            className={ICON_BUTTON}
            onClick={() => setEditing(true)}
            aria-label={t('admin-services.row.editLabel', { name: service.name })}
          >
            <Pencil className="size-4" aria-hidden />
          </button>
        </Tip>
        {locked ? (
          // Keeps the edit buttons in one column down the list.
          <span className="size-9" aria-hidden />
        ) : (
          <Tip label={t('admin-services.row.remove')}>
            <button
              type="button"
              onClick={() => onRemove(service)}
              aria-label={t('admin-services.row.removeLabel', { name: service.name })}
              className={DANGER_ICON_BUTTON}
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          </Tip>
        )}
      </div>
    </li>
  );
}
