import { describe, expect, it } from 'vitest';
import { slackBody, teamsBody, type AlertPayload } from './channel-payload.ts';

const payload: AlertPayload = {
  type: 'maintenance.started',
  occurredAt: '2026-12-02T00:00:00.000Z',
  summary: 'Scheduled maintenance started: Manulife maintenance',
  services: [{ id: 's1', name: 'Manulife', type: 'insurance', status: 'online', previousStatus: 'online' }],
  incident: null,
  maintenance: { title: 'Manulife maintenance', startsAt: '2026-12-02T00:00:00.000Z', endsAt: '2026-12-02T04:00:00.000Z' },
  board: 'https://status.example.ca/',
  provider: 'Summit Dental IT',
};

describe('messages people read in Teams and Slack', () => {
  it('write times in the provider\u2019s zone on a 12-hour clock with the zone, never as ISO instants', () => {
    const teams = teamsBody(payload, 'America/Edmonton');
    const slack = slackBody(payload, 'America/Edmonton');
    // 00:00Z on Dec 2 is 6 p.m. on Dec 1 in Alberta, which keeps UTC-6 all year since 2026-11-01.
    for (const body of [teams, slack]) {
      expect(body).toContain('Tue, Dec 1, 2026, 6:00 to 10:00 p.m. MDT');
      expect(body).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);
    }
    expect(teams).toContain('Summit Dental IT \u00b7 Dec 1, 2026, 6:00 p.m. MDT');
  });
});
