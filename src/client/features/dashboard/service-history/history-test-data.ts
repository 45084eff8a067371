import type { HistoryDay, ServiceHistory, WindowSummary } from '#shared/status/history.js';

/*
 * Histories as the server answers them at 2026-06-15 16:00 UTC (10:00 in Edmonton): the
 * figures, the window minutes, the days and the changes of each one describe the same timeline.
 */

const DAY_MINUTES = 24 * 60;

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

const summary = (complete: boolean, dataMinutes: number, offlineMinutes = 0, warningMinutes = 0): WindowSummary => ({
  complete,
  dataMinutes,
  offlineMinutes,
  warningMinutes,
});

/**
 * Added on May 1 (45 days 10 h ago, so the 90-day window is not covered): offline 65 min and
 * with issues 20 min on June 10, with issues 3 h on June 12, fine since.
 */
export function sampleHistory(overrides: Partial<ServiceHistory> = {}): ServiceHistory {
  return {
    service: { id: 's1', name: 'Sun Life', type: 'insurance', status: 'online', monitored: false, createdAt: '2026-05-01T06:00:00Z' },
    uptime: { '24h': 100, '7d': 99.355, '30d': 99.85, '90d': 99.901 },
    degraded: { '24h': 0, '7d': 1.984, '30d': 0.463, '90d': 0.306 },
    windows: {
      '24h': summary(true, DAY_MINUTES),
      '7d': summary(true, 7 * DAY_MINUTES, 65, 200),
      '30d': summary(true, 30 * DAY_MINUTES, 65, 200),
      '90d': summary(false, 45 * DAY_MINUTES + 600, 65, 200),
    },
    days: sampleDays(),
    responseTimes: [],
    dailyResponseTimes: [],
    recentChanges: [
      { at: '2026-06-12T21:00:00Z', from: 'warning', to: 'online', cause: 'override-cleared' },
      { at: '2026-06-12T18:00:00Z', from: 'online', to: 'warning', cause: 'override' },
      { at: '2026-06-10T18:05:00Z', from: 'offline', to: 'online', cause: 'override-expired' },
      { at: '2026-06-10T17:00:00Z', from: 'warning', to: 'offline', cause: 'check' },
      { at: '2026-06-10T16:40:00Z', from: 'online', to: 'warning', cause: 'check' },
    ],
    ...overrides,
  };
}

/** A service added ten minutes ago, offline for the last 5 min 44 s of them (42.65 % up). */
export function tenMinuteHistory(): ServiceHistory {
  const young = summary(false, 10, 6);
  return sampleHistory({
    service: { id: 's1', name: 'Sun Life', type: 'insurance', status: 'offline', monitored: true, createdAt: '2026-06-15T15:50:00Z' },
    uptime: { '24h': 42.65, '7d': 42.65, '30d': 42.65, '90d': 42.65 },
    degraded: { '24h': 0, '7d': 0, '30d': 0, '90d': 0 },
    windows: { '24h': young, '7d': young, '30d': young, '90d': young },
    days: sampleDays().map((day) =>
      day.date === '2026-06-15'
        ? { date: day.date, worst: 'offline', offlineMinutes: 6, warningMinutes: 0 }
        : { date: day.date, worst: 'nodata', offlineMinutes: 0, warningMinutes: 0 },
    ),
    recentChanges: [{ at: '2026-06-15T15:54:15.900Z', from: 'online', to: 'offline', cause: 'check' }],
  });
}

/** Tracked all 90 days, fine except 5 minutes offline this morning. */
export function shortOutageHistory(): ServiceHistory {
  return sampleHistory({
    service: { id: 's1', name: 'Sun Life', type: 'insurance', status: 'online', monitored: true, createdAt: '2025-01-01T00:00:00Z' },
    uptime: { '24h': 99.653, '7d': 99.95, '30d': 99.988, '90d': 99.996 },
    degraded: { '24h': 0, '7d': 0, '30d': 0, '90d': 0 },
    windows: {
      '24h': summary(true, DAY_MINUTES, 5),
      '7d': summary(true, 7 * DAY_MINUTES, 5),
      '30d': summary(true, 30 * DAY_MINUTES, 5),
      '90d': summary(true, 90 * DAY_MINUTES, 5),
    },
    days: sampleDays().map((day) => ({
      date: day.date,
      worst: day.date === '2026-06-15' ? 'offline' : 'online',
      offlineMinutes: day.date === '2026-06-15' ? 5 : 0,
      warningMinutes: 0,
    })),
    recentChanges: [
      { at: '2026-06-15T14:05:00Z', from: 'offline', to: 'online', cause: 'check' },
      { at: '2026-06-15T14:00:00Z', from: 'online', to: 'offline', cause: 'check' },
    ],
  });
}
