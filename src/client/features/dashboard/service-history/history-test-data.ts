import type { HistoryDay, ServiceHistory } from '../../../../shared/status/history.ts';

/** 90 days ending 2026-06-15: untracked until May 1, two bad days, the rest fine. */
export function sampleDays(): HistoryDay[] {
  const first = Date.parse('2026-03-18T00:00:00Z');
  return Array.from({ length: 90 }, (_, i) => {
    const date = new Date(first + i * 86_400_000).toISOString().slice(0, 10);
    if (date < '2026-05-01') return { date, worst: 'nodata', offlineMinutes: 0, warningMinutes: 0 };
    if (date === '2026-06-10') return { date, worst: 'offline', offlineMinutes: 65, warningMinutes: 20 };
    if (date === '2026-06-12') return { date, worst: 'warning', offlineMinutes: 0, warningMinutes: 180 };
    return { date, worst: 'online', offlineMinutes: 0, warningMinutes: 0 };
  });
}

export function sampleHistory(overrides: Partial<ServiceHistory> = {}): ServiceHistory {
  return {
    service: { id: 's1', name: 'Sun Life', type: 'insurance', status: 'warning', monitored: false, createdAt: '2026-05-01T06:00:00Z' },
    uptime: { '24h': 100, '7d': 99.355, '30d': 99.85, '90d': 99.9 },
    degraded: { '24h': 0, '7d': 1.984, '30d': 0.46, '90d': 0.31 },
    days: sampleDays(),
    responseTimes: [],
    dailyResponseTimes: [],
    recentChanges: [
      { at: '2026-06-15T15:20:00Z', from: 'online', to: 'warning', cause: 'override' },
      { at: '2026-06-10T18:05:00Z', from: 'offline', to: 'online', cause: 'override-expired' },
      { at: '2026-06-10T17:00:00Z', from: 'online', to: 'offline', cause: 'check' },
    ],
    ...overrides,
  };
}
