import type { ClinicConnection } from '#shared/onboarding/clinic-view.js';
import { formatBusinessTime } from '#client/lib/business-time.ts';
import { PAGE_WORDS } from '#client/i18n/page-words.ts';
import type { Translation } from '#client/i18n/use-t.ts';

export type ConnectionTone = 'good' | 'bad' | 'quiet';

type Words = Pick<Translation, 't' | 'locale'>;

const MINUTE_MS = 60_000;

/** "12 min", "3 h": how long since `at`, in whole minutes or hours. */
function span(at: string, now: Date, { t }: Words): string | null {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(at)) / MINUTE_MS));
  if (minutes < 1) return null;
  return minutes < 60 ? t('clinic.connection.minutes', { count: minutes }) : t('clinic.connection.hours', { count: Math.floor(minutes / 60) });
}

/** "just now", "12 min ago", "3 h ago", or the day and time once it is a day or more. */
function ago(at: string, now: Date, words: Words): string {
  const { t, locale } = words;
  if (now.getTime() - Date.parse(at) >= 24 * 60 * MINUTE_MS) return t('clinic.connection.onDay', { when: formatBusinessTime(at, 'monthDayTime', locale) });
  const since = span(at, now, words);
  return since ? t('clinic.connection.ago', { span: since }) : t('time.age.justNow');
}

/**
 * The clinic's own connection in one line, as the board sees it: the dashboards on its network
 * check in once a minute (the heartbeat), so silence during business hours most likely means its
 * internet is down, not an insurer. In the page's language (English unless told).
 */
export function connectionWords(connection: ClinicConnection, now: Date, words: Words = PAGE_WORDS): { tone: ConnectionTone; text: string } {
  const { t, locale } = words;
  const { lastSeen, state } = connection;
  if (connection.onNetworkNow) return { tone: 'good', text: t('clinic.connection.here') };
  if (state === 'never' || !lastSeen) return { tone: 'quiet', text: t('clinic.connection.never') };
  if (state === 'online') return { tone: 'good', text: t('clinic.connection.checkedIn', { ago: ago(lastSeen, now, words) }) };
  if (state === 'silent') {
    return {
      tone: 'bad',
      text: t('clinic.connection.silent', {
        time: formatBusinessTime(lastSeen, 'time', locale),
        span: span(lastSeen, now, words) ?? t('clinic.connection.aWhile'),
      }),
    };
  }
  return { tone: 'quiet', text: t('clinic.connection.lastCheckedIn', { ago: ago(lastSeen, now, words) }) };
}
