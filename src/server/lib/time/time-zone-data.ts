/*
 * Every time the server writes (mails, feeds, /embed, coupon expiries, day bars) is read through
 * the time-zone rules compiled into this Node.js (ICU's copy of the IANA database). Rules change:
 * Alberta stopped changing its clocks on 2026-11-01 and keeps UTC-6 all year (IANA 2026c), and a
 * server on older data writes every Alberta time an hour early. A wrong hour in an alert mail is
 * worse than no mail, so the server refuses to start on data older than the rules it must know.
 */

/** The oldest IANA release that has every rule below. */
export const MINIMUM_TZ_DATA = '2026c';

export interface KnownRule {
  /** A canonical IANA zone. */
  zone: string;
  /** An instant the rule decides. */
  at: string;
  /** The offset from UTC at that instant, in minutes (east positive). */
  offsetMinutes: number;
  /** The rule, for the refusal message. */
  rule: string;
}

/** Rules the board's times depend on, each probed at start when TIMEZONE is its zone. */
export const KNOWN_RULES: readonly KnownRule[] = [
  {
    zone: 'America/Edmonton',
    at: '2026-12-01T18:00:00Z',
    offsetMinutes: -360,
    rule: 'Alberta keeps UTC-6 all year since 2026-11-01 (IANA 2026c)',
  },
];

/** The zone's offset from UTC at an instant, in minutes, as this runtime's data says. */
export function offsetMinutesAt(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at);
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/.exec(name);
  if (!match?.[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** The IANA name Intl uses for a zone (a link such as Canada/Mountain resolves to America/Edmonton). */
function canonicalZone(timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
}

export interface TimeZoneDataReport {
  /** The IANA release this runtime carries ("2026c"), or null when it does not say. */
  version: string | null;
  zone: string;
}

export function timeZoneDataReport(timeZone: string, version: string | undefined = process.versions.tz): TimeZoneDataReport {
  return { version: version ?? null, zone: timeZone };
}

/**
 * Why this runtime must not write times in `timeZone`, in words an operator can act on; null
 * when its data is recent enough and agrees with every known rule of that zone.
 */
export function timeZoneDataProblem(
  timeZone: string,
  runtime: { version: string | undefined; offsetAt: (timeZone: string, at: Date) => number } = {
    version: process.versions.tz,
    offsetAt: offsetMinutesAt,
  },
): string | null {
  const fix = `Run the server on Node.js 24.21 or later (\`npm install\` puts one in node_modules/.bin), or on a Node.js built with IANA time-zone data ${MINIMUM_TZ_DATA} or newer.`;
  if (!runtime.version) {
    return `This Node.js does not say which time-zone data it carries, so times in ${timeZone} cannot be trusted. ${fix}`;
  }
  if (runtime.version < MINIMUM_TZ_DATA) {
    return `This Node.js carries time-zone data ${runtime.version}, older than ${MINIMUM_TZ_DATA}: times written in ${timeZone} could be an hour wrong (since 2026-11-01 Alberta keeps UTC-6 all year). ${fix}`;
  }
  const zone = canonicalZone(timeZone);
  for (const known of KNOWN_RULES) {
    if (known.zone !== zone) continue;
    const offset = runtime.offsetAt(timeZone, new Date(known.at));
    if (offset !== known.offsetMinutes) {
      return `This Node.js says ${known.at} is UTC${formatOffset(offset)} in ${timeZone}, but ${known.rule}: its time-zone data (${runtime.version}) is wrong or replaced. ${fix}`;
    }
  }
  return null;
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${Math.floor(abs / 60)}${abs % 60 ? `:${String(abs % 60).padStart(2, '0')}` : ''}`;
}
