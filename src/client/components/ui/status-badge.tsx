import { CircleCheck, CircleDashed, CircleX, Clock3, CloudOff, Info, TriangleAlert, Wrench, type LucideIcon } from 'lucide-react';
import type { DisplayState, OverallState } from '#shared/status/board-status.js';
import { useT } from '#client/i18n/use-t.ts';
import { DISPLAY_STATE_LABEL_ID } from '../board-words.ts';
import { Badge, type BadgeTone } from './badge.tsx';

export const STATUS_TONE: Record<DisplayState, BadgeTone> = {
  online: 'success',
  warning: 'warning',
  offline: 'danger',
  maintenance: 'info',
  stale: 'neutral',
  unmonitored: 'neutral',
};

/** Each state has its own icon and word, so none relies on colour alone. */
export const STATUS_ICON: Record<DisplayState, LucideIcon> = {
  online: CircleCheck,
  warning: TriangleAlert,
  offline: CircleX,
  maintenance: Wrench,
  stale: Clock3,
  unmonitored: CircleDashed,
};

/** The whole board's state, for the overall banners (dashboard and wall display). */
export const OVERALL_STATE_ICON: Record<OverallState, LucideIcon> = {
  operational: CircleCheck,
  unverified: Info,
  monitor_offline: CloudOff,
  degraded: TriangleAlert,
  partial_outage: CircleX,
  major_outage: CircleX,
  maintenance: Wrench,
};

export function StatusBadge({ status, label, className }: { status: DisplayState; label?: string; className?: string }) {
  const { t } = useT();
  const Icon = STATUS_ICON[status];
  return (
    <Badge tone={STATUS_TONE[status]} className={className}>
      <Icon className="size-3.5" aria-hidden />
      {label ?? t(DISPLAY_STATE_LABEL_ID[status])}
    </Badge>
  );
}
