import { CircleCheck, CircleX, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ServiceStatus } from '../../../shared/services.ts';
import { Badge, type BadgeTone } from './badge.tsx';

export const STATUS_LABEL: Record<ServiceStatus, string> = {
  online: 'Online',
  warning: 'Issues',
  offline: 'Offline',
};

export const STATUS_TONE: Record<ServiceStatus, BadgeTone> = {
  online: 'success',
  warning: 'warning',
  offline: 'danger',
};

export const STATUS_ICON: Record<ServiceStatus, LucideIcon> = {
  online: CircleCheck,
  warning: TriangleAlert,
  offline: CircleX,
};

/** A status shown by icon and words as well as colour, so it never relies on colour alone. */
export function StatusBadge({ status, label, className }: { status: ServiceStatus; label?: string; className?: string }) {
  const Icon = STATUS_ICON[status];
  return (
    <Badge tone={STATUS_TONE[status]} className={className}>
      <Icon className="size-3.5" aria-hidden />
      {label ?? STATUS_LABEL[status]}
    </Badge>
  );
}
