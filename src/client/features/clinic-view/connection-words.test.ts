import { describe, expect, it } from 'vitest';
import type { ClinicConnection } from '#shared/onboarding/clinic-view.js';
import { connectionWords } from './connection-words.ts';

const NOW = new Date('2026-06-15T16:00:00Z');
const minutesBefore = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();
const away = (state: ClinicConnection['state'], lastSeen: string | null): ClinicConnection => ({ onNetworkNow: false, state, lastSeen, silentMinutes: 10 });

describe('connectionWords', () => {
  it('says a browser on the network is connected, whatever the heartbeat read', () => {
    expect(connectionWords({ onNetworkNow: true, state: 'online', lastSeen: NOW.toISOString(), silentMinutes: 10 }, NOW)).toEqual({
      tone: 'good',
      text: 'Connected: this browser is on your clinic\u2019s network.',
    });
  });

  it('reads the heartbeat for a contact signed in elsewhere', () => {
    expect(connectionWords(away('online', minutesBefore(0)), NOW).text).toBe('Your clinic\u2019s network checked in just now.');
    expect(connectionWords(away('online', minutesBefore(4)), NOW).text).toBe('Your clinic\u2019s network checked in 4 min ago.');
    expect(connectionWords(away('closed', minutesBefore(180)), NOW)).toEqual({ tone: 'quiet', text: 'Your clinic\u2019s network last checked in 3 h ago.' });
    expect(connectionWords(away('never', null), NOW)).toEqual({ tone: 'quiet', text: 'No dashboard on your clinic\u2019s network has checked in yet.' });
  });

  it("points at the clinic's own internet when its network went silent during business hours", () => {
    const words = connectionWords(away('silent', minutesBefore(25)), NOW);
    expect(words.tone).toBe('bad');
    // 10 a.m. in Alberta, the provider's zone in tests: the time has the zone's name, whoever reads it.
    expect(words.text).toBe('Silent since 9:35 a.m. MDT: nothing from your clinic’s network for 25 min. Its internet may be down.');
  });

  it('gives the day once the last sighting is a day old or more', () => {
    expect(connectionWords(away('not-seen-today', minutesBefore(26 * 60)), NOW).text).toBe('Your clinic’s network last checked in on Jun 14, 8:00 a.m. MDT.');
  });
});
