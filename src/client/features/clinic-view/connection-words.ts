import type { ClinicConnection } from '#shared/onboarding/clinic-view.js';
import { formatBusinessTime } from '#client/lib/business-time.ts';

export type ConnectionTone = 'good' | 'bad' | 'quiet';

const MINUTE_MS = 60_000;

/** "12 min", "3 h": how long since `at`, in whole minutes or hours. */
function span(at: string, now: Date): string | null {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(at)) / MINUTE_MS));
  if (minutes < 1) return null;
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h`;
}

/** "just now", "12 min ago", "3 h ago", or the day and time once it is a day or more. */
function ago(at: string, now: Date): string {
  if (now.getTime() - Date.parse(at) >= 24 * 60 * MINUTE_MS) return `on ${formatBusinessTime(at, 'monthDayTime')}`;
  const since = span(at, now);
  return since ? `${since} ago` : 'just now';
}

/**
 * The clinic's own connection in one line, as the board sees it: the dashboards on its network
 * check in once a minute (the heartbeat), so silence during business hours most likely means its
 * internet is down, not an insurer.
 */
export function connectionWords(connection: ClinicConnection, now: Date): { tone: ConnectionTone; text: string } {
  const { lastSeen, state } = connection;
  if (connection.onNetworkNow) return { tone: 'good', text: 'Connected: this browser is on your clinic\u2019s network.' };
  if (state === 'never' || !lastSeen) return { tone: 'quiet', text: 'No dashboard on your clinic\u2019s network has checked in yet.' };
  if (state === 'online') return { tone: 'good', text: `Your clinic\u2019s network checked in ${ago(lastSeen, now)}.` };
  if (state === 'silent') {
    return {
      tone: 'bad',
      text: `Silent since ${formatBusinessTime(lastSeen, 'time')}: nothing from your clinic\u2019s network for ${span(lastSeen, now) ?? 'a while'}. Its internet may be down.`,
    };
  }
  return { tone: 'quiet', text: `Your clinic\u2019s network last checked in ${ago(lastSeen, now)}.` };
}
