import { msg, type Translate } from '#client/i18n/use-t.ts';
import {
  claimsNetworkView,
  displayState,
  isCheckedAutomatically,
  NAMES_IN_SENTENCE,
  problemsFirst,
  type BannerPart,
  type BoardCoverage,
  type BoardService,
  type DisplayState,
  type OverallState,
  type OverallSummary,
} from '#shared/status/board-status.js';
import { deriveClaimsNetwork, isClaimsNetwork, type Service, type ServiceStatus, type ServiceType } from '#shared/status/services.js';
import type { IncidentStatus } from '#shared/status/incidents.js';
import type { Locale } from '#shared/i18n/locales.js';
import { ageWords } from '#shared/age-words.js';
import type { Words } from '#shared/time-words.js';
import { VENDOR_UNKNOWN_REASONS, type VendorUnknownCause } from '#shared/status/vendor-unknown.js';
import { SET_BY_PROVIDER } from '#shared/status/services.js';

/*
 * The board's words in the page's language (area `board`): the states' labels and the sentences
 * src/shared/status/board-status.ts writes in English for the server (the status summary, the
 * embed), made here from the same decisions with the catalogue's messages. Labels are kept as ids
 * (msg) and looked up where shown: t(DISPLAY_STATE_LABEL_ID[state]).
 */

/** What a card says about its state (DISPLAY_STATE_LABEL in English). */
export const DISPLAY_STATE_LABEL_ID: Record<DisplayState, string> = {
  online: msg('board.state.online'),
  warning: msg('board.state.warning'),
  offline: msg('board.state.offline'),
  maintenance: msg('board.state.maintenance'),
  stale: msg('board.state.stale'),
  unmonitored: msg('board.state.unmonitored'),
};

/** A service's own status in words ("Online", "Issues", "Offline"). */
export const STATUS_LABEL_ID: Record<ServiceStatus, string> = {
  online: DISPLAY_STATE_LABEL_ID.online,
  warning: DISPLAY_STATE_LABEL_ID.warning,
  offline: DISPLAY_STATE_LABEL_ID.offline,
};

/** The whole board's state (OVERALL_STATE_LABEL in English). */
export const OVERALL_STATE_LABEL_ID: Record<OverallState, string> = {
  operational: msg('board.overall.operational'),
  unverified: msg('board.overall.unverified'),
  monitor_offline: msg('board.overall.monitorOffline'),
  degraded: msg('board.overall.degraded'),
  partial_outage: msg('board.overall.partialOutage'),
  major_outage: msg('board.overall.majorOutage'),
  maintenance: msg('board.overall.maintenance'),
};

/** The sentence of a board with nothing to name. */
const QUIET_SENTENCE_ID: Partial<Record<OverallState, string>> = {
  operational: msg('board.overall.operational'),
  unverified: msg('board.overall.unverified'),
  monitor_offline: msg('board.overall.monitorOfflineSentence'),
};

/** "is down" / "are down" after the names of a part of the banner's sentence ({count} names). */
export const PART_VERB_ID: Record<BannerPart['state'], string> = {
  offline: msg('board.banner.verb.offline'),
  warning: msg('board.banner.verb.warning'),
  maintenance: msg('board.banner.verb.maintenance'),
};

/** A group of services by its kind. */
export const SERVICE_TYPE_ID: Record<ServiceType, string> = {
  insurance: msg('board.type.insurance'),
  internet: msg('board.type.internet'),
  voip: msg('board.type.voip'),
};

/** An incident's status on the wall and the board (INCIDENT_STATUS_LABEL in English). */
export const INCIDENT_STATUS_ID: Record<IncidentStatus, string> = {
  investigating: msg('board.incident.investigating'),
  identified: msg('board.incident.identified'),
  monitoring: msg('board.incident.monitoring'),
  resolved: msg('board.incident.resolved'),
};

/** The claims network is named for what it is; every other service by its own name. */
export function spokenName(service: Pick<Service, 'name'>, t: Translate): string {
  return isClaimsNetwork(service) ? t('board.claims.spokenName') : service.name;
}

const listFormats = new Map<Locale, Intl.ListFormat>();

function listFormat(locale: Locale): Intl.ListFormat {
  let format = listFormats.get(locale);
  if (!format) listFormats.set(locale, (format = new Intl.ListFormat(locale, { type: 'conjunction' })));
  return format;
}

/** "A", "A and B", "A, B and C" ("A, B et C"). */
export function listWords(names: readonly string[], locale: Locale): string {
  return listFormat(locale).format(names);
}

/**
 * What goes before each of `count` items of a list drawn as elements (links): '', ', ', ' and '
 * for three in English (', ', ' et ' in French).
 */
export function listSeparators(count: number, locale: Locale): string[] {
  const separators: string[] = [];
  let literal = '';
  for (const part of listFormat(locale).formatToParts(Array.from({ length: count }, (_, i) => String(i)))) {
    if (part.type === 'literal') {
      literal += part.value;
    } else {
      separators.push(literal);
      literal = '';
    }
  }
  return separators;
}

/** The names shown in a sentence, at most `max`, and how many more there are ("and 2 more"). */
export function namesShown<T>(items: readonly T[], max = NAMES_IN_SENTENCE): { shown: T[]; more: number } {
  const shown = items.slice(0, items.length > max ? max : items.length);
  return { shown, more: items.length - shown.length };
}

/** "A, B and C", and past `max` names "A, B, C and 2 more" ("A, B, C et 2 autres"). */
export function joinNames(names: readonly string[], t: Translate, locale: Locale, max = NAMES_IN_SENTENCE): string {
  const { shown, more } = namesShown(names, max);
  return listWords(more > 0 ? [...shown, t('board.list.more', { count: more })] : shown, locale);
}

/** The banner's sentence in words: "Manulife and TELUS are down; Beneva has issues.", or the quiet sentence of a calm board. */
export function overallSentence(summary: Pick<OverallSummary, 'state' | 'parts'>, t: Translate, locale: Locale): string {
  if (summary.parts.length === 0) return t(QUIET_SENTENCE_ID[summary.state] ?? OVERALL_STATE_LABEL_ID[summary.state]);
  const spoken = summary.parts.map((part) =>
    t('board.banner.part', {
      names: joinNames(
        part.services.map((s) => spokenName(s, t)),
        t,
        locale,
      ),
      verb: t(PART_VERB_ID[part.state], { count: part.services.length }),
    }),
  );
  return t('board.banner.sentence', { parts: spoken.join('; ') });
}

/** How much of the board is checked automatically: "12 of 31 checked automatically". */
export function coverageText(coverage: BoardCoverage, t: Translate): string {
  if (coverage.total === 0) return t('board.coverage.none');
  if (coverage.automatic === coverage.total) return t('board.coverage.all', { total: coverage.total });
  if (coverage.automatic === 0) return t('board.coverage.noneAutomatic', { total: coverage.total });
  return t('board.coverage.some', { automatic: coverage.automatic, total: coverage.total });
}

const OWN_KIND_ID: Record<ServiceType, string> = {
  internet: msg('board.own.internet'),
  voip: msg('board.own.voip'),
  insurance: msg('board.own.insurance'),
};

/** A clinic's own service named for what it is to them: "Your internet provider, TELUS Business Internet". */
export function ownServiceName(service: Pick<Service, 'name' | 'type'>, t: Translate): string {
  return isClaimsNetwork(service) ? t('board.own.claimsNetwork') : t(OWN_KIND_ID[service.type], { name: service.name });
}

const OWN_SENTENCE_ID: Partial<Record<DisplayState, string>> = {
  offline: msg('board.own.sentence.offline'),
  warning: msg('board.own.sentence.warning'),
  maintenance: msg('board.own.sentence.maintenance'),
  stale: msg('board.own.sentence.stale'),
};

const CLAIMS_OWN_SENTENCE_ID: Partial<Record<DisplayState, string>> = {
  offline: msg('board.own.claimsSentence.offline'),
  warning: msg('board.own.claimsSentence.warning'),
  maintenance: msg('board.own.claimsSentence.maintenance'),
  stale: msg('board.own.claimsSentence.stale'),
};

/** "Your internet provider, TELUS Business Internet, is down." Null when nothing is worth saying. */
export function ownServiceSentence(service: BoardService, t: Translate): string | null {
  const state = displayState(service);
  if (isClaimsNetwork(service)) {
    const id = CLAIMS_OWN_SENTENCE_ID[state];
    return id ? t(id) : null;
  }
  const id = OWN_SENTENCE_ID[state];
  return id ? t(id, { name: ownServiceName(service, t) }) : null;
}

/** The browser tab: "(2 down) Clinic status", "(1 issue) Clinic status", or the plain title. */
export function tabTitle(services: readonly BoardService[], base: string, t: Translate): string {
  const states = services.map(displayState);
  const down = states.filter((s) => s === 'offline').length;
  const issues = states.filter((s) => s === 'warning').length;
  if (down > 0) return t('board.tab.down', { count: down, title: base });
  if (issues > 0) return t('board.tab.issues', { count: issues, title: base });
  return base;
}

const SECTION_PART_ID: Partial<Record<DisplayState, string>> = {
  offline: msg('board.section.down'),
  warning: msg('board.section.issues'),
  maintenance: msg('board.section.maintenance'),
  stale: msg('board.section.stale'),
};

/** What a closed section says about its services: the problems by name, or that all is well. */
export function sectionSummary(services: readonly BoardService[], t: Translate, locale: Locale): { state: DisplayState; text: string } {
  if (services.length === 0) return { state: 'online', text: t('board.section.empty') };
  const ordered = problemsFirst(services);
  const worst = displayState(ordered[0]!);
  const parts = (['offline', 'warning', 'maintenance', 'stale'] as const).flatMap((state) => {
    const names = ordered.filter((s) => displayState(s) === state).map((s) => s.name);
    return names.length > 0 ? [t(SECTION_PART_ID[state]!, { names: joinNames(names, t, locale, 2), count: names.length })] : [];
  });
  if (parts.length > 0) return { state: worst, text: parts.join(' · ') };
  const automatic = services.filter(isCheckedAutomatically).length;
  if (automatic === services.length) return { state: worst, text: t('board.section.allOnline') };
  return {
    state: worst,
    text: automatic === 0 ? t('board.section.noneMonitored') : t('board.section.someChecked', { automatic, total: services.length }),
  };
}

/**
 * The Claims Network card's state and words: claimsNetworkView's decision (src/shared), its
 * badge and sentence in the page's language.
 */
export function claimsNetworkWords(services: readonly BoardService[], t: Translate) {
  const derived = deriveClaimsNetwork(services);
  const view = claimsNetworkView(services, derived);
  const aggregate = services.find(isClaimsNetwork);
  const ownState = aggregate ? displayState(aggregate) : 'online';
  let label: string | null = null;
  let note: string;
  if (view.fromAggregate) {
    label = t(ownState === 'maintenance' ? 'board.claims.label.maintenance' : ownState === 'offline' ? 'board.claims.label.down' : 'board.claims.label.issues');
    note = t(ownState === 'maintenance' ? 'board.claims.note.maintenance' : ownState === 'offline' ? 'board.claims.note.down' : 'board.claims.note.issues');
  } else if (view.state === 'unmonitored') {
    const summed = services.filter((s) => s.type === 'insurance');
    const automatic = summed.filter(isCheckedAutomatically).length;
    note = derived.total === 0 ? t('board.claims.note.noInsurers') : t('board.claims.note.someChecked', { automatic, total: summed.length });
  } else if (derived.status === 'offline') {
    label = t('board.claims.label.outage');
    note = t('board.claims.note.allOffline');
  } else if (derived.status === 'warning') {
    label = t('board.claims.label.degraded');
    note = t('board.claims.note.someIssues', { count: derived.affected });
  } else {
    note = t('board.claims.note.allOnline', { total: derived.total });
  }
  return { ...view, label, note };
}

/** The message shown when a clinic clicks an insurance card that is not online (docs/product/messages.md). */
export function serviceIssueMessage(service: Pick<Service, 'name' | 'status'>, t: Translate): string | null {
  if (service.status === 'offline') return t('board.issue.offline', { name: service.name });
  if (service.status === 'warning') return t('board.issue.warning', { name: service.name });
  return null;
}

type FreshnessInput = Pick<Service, 'source' | 'since' | 'stale' | 'lastChecked' | 'monitored' | 'vendor' | 'unknown'>;

/** "just now", "1 min ago", "3 h ago": short, for a card's corner (minutes at the finest). */
function shortAgo(iso: string, now: Date, words: Words): string {
  const at = Date.parse(iso);
  return now.getTime() - at < 60_000 ? words.t('time.age.justNow') : ageWords(at, now, words);
}

/**
 * Where a card's status comes from and how fresh it is, in words: "Checked 1 min ago",
 * "Set by the provider 3 h ago", "No automatic check" (freshnessText of src/shared, in the page's language).
 */
export function freshnessText(service: FreshnessInput, now: Date, words: Words): string {
  const { t } = words;
  const since = service.since ? shortAgo(service.since, now, words) : null;
  switch (service.source) {
    case 'override':
      return since ? t('board.freshness.setAgo', { ago: since }) : t('board.freshness.set');
    case 'incident':
      return since ? t('board.freshness.incidentAgo', { ago: since }) : t('board.freshness.incident');
    case 'maintenance':
      return t('board.freshness.maintenance');
    case 'vendor': {
      if (service.unknown) return t('board.freshness.unknown', { reason: unknownReasonText(service.unknown.reason, t) });
      const readAt = service.vendor?.readAt;
      if (!readAt) return t(service.stale ? 'board.freshness.vendorUnread' : 'board.freshness.vendorWaiting');
      return service.stale
        ? t('board.freshness.vendorStale', { ago: shortAgo(readAt, now, words) })
        : t('board.freshness.vendorRead', { ago: shortAgo(readAt, now, words) });
    }
    case 'check':
      if (!service.lastChecked) return t('board.freshness.checkWaiting');
      return service.stale
        ? t('board.freshness.notCheckedSince', { ago: shortAgo(service.lastChecked, now, words) })
        : t('board.freshness.checked', { ago: shortAgo(service.lastChecked, now, words) });
    case 'manual':
    case undefined:
      // The badge already says "Not monitored" when nothing is wrong: this says who last spoke.
      return since ? t('board.freshness.setAgo', { ago: since }) : t('board.freshness.noCheck');
  }
}

/** What caused a status change, in words (causeLabel of src/shared). */
export function causeWords(cause: string, t: Translate): string {
  return t(Object.hasOwn(CAUSE_ID, cause) ? CAUSE_ID[cause]! : 'board.cause.other');
}

const CAUSE_ID: Record<string, string> = {
  check: msg('board.cause.check'),
  override: msg('board.cause.override'),
  manual: msg('board.cause.override'),
  'override-cleared': msg('board.cause.overrideCleared'),
  'override-expired': msg('board.cause.overrideExpired'),
  maintenance: msg('board.cause.maintenance'),
  'maintenance-start': msg('board.cause.maintenance'),
  'maintenance-end': msg('board.cause.maintenanceEnded'),
  incident: msg('board.cause.incident'),
  'incident-resolved': msg('board.cause.incidentResolved'),
  vendor: msg('board.cause.vendor'),
  'service-created': msg('board.cause.serviceCreated'),
};

/** Each reason the public answers give for a vendor-followed service without a status (VENDOR_UNKNOWN_REASONS), as a message. */
const UNKNOWN_REASON_ID: Record<VendorUnknownCause, string> = {
  waiting: msg('board.unknown.waiting'),
  failing: msg('board.unknown.failing'),
  stale: msg('board.unknown.stale'),
  unreadable: msg('board.unknown.unreadable'),
  missing: msg('board.unknown.missing'),
  'not-monitored': msg('board.unknown.notMonitored'),
  'unknown-state': msg('board.unknown.unknownState'),
};

const CAUSE_OF_REASON = new Map(Object.entries(VENDOR_UNKNOWN_REASONS).map(([cause, reason]) => [reason, cause as VendorUnknownCause]));

/** The server's reason (its English words, the same for every caller) in the page's language; a reason it does not know, as sent. */
export function unknownReasonText(reason: string, t: Translate): string {
  const cause = CAUSE_OF_REASON.get(reason);
  return cause ? t(UNKNOWN_REASON_ID[cause]) : reason;
}

/** Who set a status by hand, as the public answers name them (SET_BY_PROVIDER), in the page's language. */
export function setByText(by: string, t: Translate): string {
  return by === SET_BY_PROVIDER ? t('board.notes.setByProvider') : by;
}
