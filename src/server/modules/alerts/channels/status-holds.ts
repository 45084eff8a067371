import type { Locale } from '#shared/i18n/locales.js';
import type { ServiceStatus } from '#shared/status/services.js';
import type { ChannelEvent } from '#shared/subscribers/alert-channels.js';
import { translator } from '#server/lib/i18n/translator.js';
import { EVENT_OF, statusEventType, summaryOf, type AlertEventType } from './channel-payload.ts';

/**
 * A service that flaps must not send a message per flip to every channel: its status changes are
 * held for a short while and told as one message with the state it ended in.
 */
export const STATUS_HOLD_MS = 2 * 60_000;

export interface StatusChangeFact {
  id: string;
  at: Date;
  from: ServiceStatus | null;
  to: ServiceStatus;
}

/** Changes of one service told together: those within `holdMs` of the first. */
export interface StatusHold {
  /** The first change's id: a hold is told once per channel under it. */
  firstChangeId: string;
  startsAt: Date;
  /** When it may be told: every change it holds has happened by then. */
  endsAt: Date;
  changes: StatusChangeFact[];
}

/**
 * A service's changes (oldest first) in holds: a hold starts at the first change no earlier hold
 * took and takes the changes of the next `holdMs`. The cut only depends on the changes since the
 * last quiet spell of `holdMs`, so a later run, reading from a later start, cuts them the same.
 */
export function holdsOf(changes: readonly StatusChangeFact[], holdMs: number): StatusHold[] {
  const holds: StatusHold[] = [];
  for (const change of changes) {
    const open = holds.at(-1);
    if (open && change.at < open.endsAt) open.changes.push(change);
    else holds.push({ firstChangeId: change.id, startsAt: change.at, endsAt: new Date(change.at.getTime() + holdMs), changes: [change] });
  }
  return holds;
}

export interface HoldOutcome {
  type: AlertEventType;
  /** The status before the hold, and the one it ended in. */
  previousStatus: ServiceStatus | null;
  status: ServiceStatus;
  flapping: boolean;
  summary: string;
  /** A channel hears the hold when it asked for any of these (a flap that went down reaches who listens for "down"). */
  events: ChannelEvent[];
}

const PROBLEMS: readonly ServiceStatus[] = ['offline', 'warning'];

/** The hold time as both languages write it: "2 min", "30 s". */
const span = (ms: number) => (ms >= 60_000 ? `${Math.round(ms / 60_000)} min` : `${Math.round(ms / 1000)} s`);

/**
 * What a hold tells about the service `name`, in `locale`: the state it ended in, as the event
 * that state is ("down", "having issues", "back online"), and "flapping" when it went back and
 * forth ("Weave is flapping: went down 3 times in 2 min; now online"). Null when it tells nothing
 * (a first status that is "online").
 */
export function holdOutcome(hold: StatusHold, name: string, holdMs: number, locale: Locale = 'en-CA'): HoldOutcome | null {
  const previousStatus = hold.changes[0]!.from;
  const status = hold.changes.at(-1)!.to;
  const path = [previousStatus, ...hold.changes.map((change) => change.to)];
  const flapping = hold.changes.length > 1 && new Set(path).size < path.length;
  const sawProblem = path.some((s) => s !== null && PROBLEMS.includes(s));
  const type = statusEventType(previousStatus, status) ?? (status === 'online' && sawProblem ? 'service.recovered' : null);
  if (!type) return null;
  const events = new Set<ChannelEvent>([EVENT_OF[type]!]);
  for (const change of hold.changes) {
    const each = statusEventType(change.from, change.to);
    if (each) events.add(EVENT_OF[each]!);
  }
  return {
    type,
    previousStatus,
    status,
    flapping,
    summary: flapping ? flappingSummary(name, hold, status, holdMs, locale) : summaryOf(type, name, locale),
    events: [...events],
  };
}

function flappingSummary(name: string, hold: StatusHold, status: ServiceStatus, holdMs: number, locale: Locale): string {
  const { t } = translator(locale);
  const downs = hold.changes.filter((change) => change.to === 'offline').length;
  const issues = hold.changes.filter((change) => change.to === 'warning').length;
  const values = { name, span: span(holdMs), now: status };
  if (issues === 0) return t('server-channels.flapping.down', { ...values, count: downs });
  if (downs === 0) return t('server-channels.flapping.issues', { ...values, count: issues });
  return t('server-channels.flapping.changed', { ...values, count: hold.changes.length });
}
