import { describe, expect, it } from 'vitest';
import {
  adviceLines,
  claimsNetworkView,
  coverageText,
  ownServiceName,
  ownServiceSentence,
  shortAdvice,
  displayState,
  joinNames,
  leadingAdvice,
  overallState,
  overallSummary,
  problemsFirst,
  sectionSummary,
  tabTitle,
  type BoardService,
} from './board-status.ts';
import { deriveClaimsNetwork, type ServiceStatus, type ServiceType, type StatusSource } from './services.ts';

let n = 0;
const svc = (
  name: string,
  status: ServiceStatus = 'online',
  type: ServiceType = 'insurance',
  extra: { source?: StatusSource; stale?: boolean } = {},
): BoardService => ({ id: `id-${++n}`, name, type, status, source: extra.source ?? 'check', stale: extra.stale ?? false });

const quiet = () => [
  svc('iTrans Service'),
  svc('Sun Life'),
  svc('Manulife'),
  svc('Canada Life'),
  svc('TELUS Business Internet', 'online', 'internet'),
  svc('Xplore', 'online', 'internet'),
  svc('Weave', 'online', 'voip'),
  svc('RingCentral', 'online', 'voip'),
];

describe('displayState', () => {
  it('is the status, except under maintenance, when the deciding check went quiet, or when nobody checks', () => {
    expect(displayState(svc('A', 'warning'))).toBe('warning');
    expect(displayState(svc('A', 'online', 'internet', { source: 'manual' }))).toBe('unmonitored');
    expect(displayState(svc('A', 'offline', 'internet', { source: 'manual' }))).toBe('offline');
    expect(displayState({ ...svc('A', 'offline', 'internet'), monitorOffline: true })).toBe('stale');
    expect(displayState(svc('A', 'online', 'internet', { source: 'maintenance' }))).toBe('maintenance');
    expect(displayState(svc('A', 'online', 'internet', { source: 'check', stale: true }))).toBe('stale');
    // An override or an incident decides regardless of how old the check is.
    expect(displayState(svc('A', 'offline', 'internet', { source: 'override', stale: true }))).toBe('offline');
  });

  it("shows a vendor's page that cannot say as not checked recently, whatever status it last gave", () => {
    const reason = { reason: 'The vendor\u2019s status page no longer lists this service.' };
    expect(displayState({ ...svc('A', 'online', 'internet', { source: 'vendor' }), unknown: reason })).toBe('stale');
    expect(overallSummary([...quiet(), { ...svc('Rogers', 'online', 'internet', { source: 'vendor' }), unknown: reason }])).toMatchObject({
      state: 'unverified',
      unchecked: [expect.objectContaining({ name: 'Rogers' })],
    });
  });
});

describe('problemsFirst', () => {
  it('puts offline, then issues, then stale and maintenance before the rest, keeping order within each', () => {
    const list = [
      svc('A'),
      svc('B', 'warning'),
      svc('C', 'online', 'insurance', { source: 'maintenance' }),
      svc('D', 'offline'),
      svc('E', 'online', 'insurance', { stale: true }),
      svc('F', 'offline'),
    ];
    expect(problemsFirst(list).map((s) => s.name)).toEqual(['D', 'F', 'B', 'E', 'C', 'A']);
  });
});

describe('overallState', () => {
  it('is operational on a quiet day when every service is checked automatically', () => {
    expect(overallState(quiet())).toBe('operational');
    expect(overallState(quiet().map((s, i) => (i % 2 ? { ...s, source: 'vendor' as const } : s)))).toBe('operational');
  });

  it('earns green only from checks: a service nobody checks, or no services at all, is "no problems reported"', () => {
    expect(overallState([...quiet(), svc('Beneva', 'online', 'insurance', { source: 'manual' })])).toBe('unverified');
    expect(overallState(quiet().map((s) => ({ ...s, source: 'manual' as const })))).toBe('unverified');
    expect(overallState([])).toBe('unverified');
    // A check that went quiet vouches for nothing either.
    expect(overallState([...quiet(), svc('Rogers', 'online', 'internet', { stale: true })])).toBe('unverified');
    // The provider setting a service online on purpose is a statement of its own.
    expect(overallState([...quiet(), svc('Beneva', 'online', 'insurance', { source: 'override' })])).toBe('operational');
  });

  it('says the monitor is offline, not that every service is down, when its own internet is', () => {
    const blind = quiet().map((s) => ({ ...s, monitorOffline: true }));
    expect(overallState(blind)).toBe('monitor_offline');
    const summary = overallSummary(blind);
    expect(summary.sentence).toBe('The board cannot reach the internet right now, so it cannot check services');
    expect(summary.monitorOffline).toBe(true);
    expect(summary.unchecked).toEqual([]);
    // What people told us still counts: an incident keeps its outage.
    const withIncident = [...blind, svc('Beneva', 'offline', 'insurance', { source: 'incident' })];
    expect(overallState(withIncident)).toBe('partial_outage');
    expect(overallSummary(withIncident).monitorOffline).toBe(true);
  });

  it('counts the claims network itself: iTrans down is a major outage even with every insurer up', () => {
    const board = quiet().map((s) => (s.name === 'iTrans Service' ? { ...s, status: 'offline' as const } : s));
    expect(overallState(board)).toBe('major_outage');
  });

  it('is a major outage when more than half of one group is down, partial below that', () => {
    const half = quiet().map((s) => (s.name === 'Weave' ? { ...s, status: 'offline' as const } : s));
    expect(overallState(half)).toBe('partial_outage');
    const most = half.map((s) => (s.name === 'RingCentral' ? { ...s, status: 'offline' as const } : s));
    expect(overallState(most)).toBe('major_outage');
  });

  it('is degraded for issues and maintenance when only maintenance is going on', () => {
    expect(overallState([...quiet(), svc('Bell', 'warning', 'internet')])).toBe('degraded');
    expect(overallState([...quiet(), svc('Bell', 'offline', 'internet', { source: 'maintenance' })])).toBe('maintenance');
  });
});

describe('overallSummary', () => {
  it('says all systems operational on a quiet day', () => {
    expect(overallSummary(quiet())).toMatchObject({ state: 'operational', sentence: 'All systems operational', parts: [] });
  });

  it('says "No problems reported" with how much is watched when not everything is checked', () => {
    const board = [...quiet(), ...['A', 'B', 'C', 'D'].map((name) => svc(name, 'online', 'voip', { source: 'manual' }))];
    const summary = overallSummary(board);
    expect(summary).toMatchObject({ state: 'unverified', sentence: 'No problems reported', coverage: { automatic: 8, total: 12 } });
    expect(coverageText(summary.coverage)).toBe('8 of 12 checked automatically');
    expect(coverageText({ automatic: 0, total: 31 })).toBe('None of the 31 services is checked automatically');
    expect(coverageText({ automatic: 31, total: 31 })).toBe('All 31 checked automatically');
  });

  it('names what is down and what has issues, worst first', () => {
    const board = [...quiet(), svc('Beneva', 'offline'), svc('Bell', 'offline', 'internet'), svc('8x8', 'warning', 'voip')];
    const summary = overallSummary(board);
    expect(summary.sentence).toBe('Beneva and Bell are down; 8x8 has issues.');
    expect(summary.parts.map((p) => p.state)).toEqual(['offline', 'warning']);
  });

  it('calls the aggregate the iTrans claims network, and names it first on its own', () => {
    const board = quiet().map((s) => (s.name === 'iTrans Service' ? { ...s, status: 'offline' as const } : s));
    expect(overallSummary(board).sentence).toBe('iTrans claims network is down.');
    const worse = [...board, svc('Beneva', 'offline'), svc('Bell', 'offline', 'internet')];
    expect(overallSummary(worse).sentence).toBe('iTrans claims network is down; Beneva and Bell are down.');
  });

  it('counts names beyond three', () => {
    const board = ['A', 'B', 'C', 'D', 'E'].map((name) => svc(name, 'offline', 'voip'));
    expect(overallSummary(board).sentence).toBe('A, B, C and 2 more are down.');
  });

  it('announces maintenance, and lists services whose check went quiet apart', () => {
    const board = [...quiet(), svc('Bell', 'online', 'internet', { source: 'maintenance' }), svc('Rogers', 'online', 'internet', { stale: true })];
    const summary = overallSummary(board);
    expect(summary.sentence).toBe('Bell is under scheduled maintenance.');
    expect(summary.unchecked.map((s) => s.name)).toEqual(['Rogers']);
  });
});

describe('leadingAdvice', () => {
  it("leads with the claims network's advice, then that of what is down, the incident's line first", () => {
    const itrans = { ...svc('iTrans Service', 'offline'), guidance: 'Keep claims in your software.' };
    const beneva = { ...svc('Beneva', 'offline'), guidance: 'Give a claim form.', whatToDo: 'Resend after noon.' };
    expect(leadingAdvice(overallSummary([itrans, beneva]))).toEqual({ service: itrans, text: 'Keep claims in your software.' });
    expect(leadingAdvice(overallSummary([beneva]))).toEqual({ service: beneva, text: 'Resend after noon.' });
    expect(leadingAdvice(overallSummary([svc('Bell', 'warning', 'internet')]))).toBeNull();
  });
});

describe('adviceLines', () => {
  // The bad day: Sun Life down with an incident, iTrans only slow, the clinic's own ISP down.
  const badDay = () => {
    const sunLife = {
      ...svc('Sun Life', 'offline', 'insurance', { source: 'incident' }),
      guidance: 'Hold claims to this insurer. Or give a claim form.',
      whatToDo: 'Hold Sun Life claims until noon.',
    };
    const itrans = {
      ...svc('iTrans Service', 'warning'),
      guidance: 'Claims may be slow: keep sending them, and resend any that fail. No need to hold claims.',
    };
    const telus = { ...svc('TELUS Business Internet', 'offline', 'internet'), guidance: 'Restart your modem and router first. Then call us.' };
    const bell = { ...svc('Bell', 'offline', 'internet'), guidance: 'Restart your modem and router first. Then call us.' };
    const manulife = { ...svc('Manulife', 'online', 'insurance', { source: 'maintenance' }), guidance: 'Hold claims.' };
    return { sunLife, itrans, telus, bell, manulife, board: [sunLife, itrans, telus, bell, manulife, svc('Weave', 'online', 'voip')] };
  };

  it('gives one short line per problem, the incident outranking the standing advice, the claims network first', () => {
    const { board, sunLife, itrans, telus, bell } = badDay();
    const lines = adviceLines(overallSummary(board));
    expect(lines.map((l) => [l.services.map((s) => s.name), l.text, l.fromIncident])).toEqual([
      [['iTrans Service'], 'Claims may be slow: keep sending them, and resend any that fail.', false],
      [['Sun Life'], 'Hold Sun Life claims until noon.', true],
      [['TELUS Business Internet', 'Bell'], 'Restart your modem and router first.', false],
    ]);
    expect(lines.flatMap((l) => l.services)).toEqual([itrans, sunLife, telus, bell]);
  });

  it("puts the clinic's own services first, on lines of their own", () => {
    const { board, telus } = badDay();
    const lines = adviceLines(overallSummary(board), new Set([telus.id]));
    expect(lines[0]).toMatchObject({ services: [telus], text: 'Restart your modem and router first.', own: true });
    expect(lines.map((l) => l.services.map((s) => s.name))).toEqual([['TELUS Business Internet'], ['iTrans Service'], ['Sun Life'], ['Bell']]);
  });

  it('leaves out maintenance and services without advice', () => {
    const lines = adviceLines(
      overallSummary([svc('Bell', 'offline', 'internet'), { ...svc('Manulife', 'online', 'insurance', { source: 'maintenance' }), guidance: 'x' }]),
    );
    expect(lines).toEqual([]);
  });
});

describe('shortAdvice', () => {
  it('keeps the first sentence, whole when short, cut at a word with an ellipsis when long', () => {
    expect(shortAdvice('Restart your modem and router first. If the provider confirms an outage, use a hotspot.')).toBe('Restart your modem and router first.');
    expect(shortAdvice('  Claims may be slow: keep sending them.  ')).toBe('Claims may be slow: keep sending them.');
    expect(shortAdvice('Call 403-555-0123 e.g. for help. Then wait.')).toBe('Call 403-555-0123 e.g. for help.');
    const long = shortAdvice(`${'word '.repeat(80)}end.`);
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long.endsWith('word\u2026')).toBe(true);
  });
});

describe('ownServiceSentence', () => {
  it("names the clinic's own services for what they are to the clinic", () => {
    expect(ownServiceSentence(svc('TELUS Business Internet', 'offline', 'internet'))).toBe('Your internet provider, TELUS Business Internet, is down.');
    expect(ownServiceSentence(svc('Weave', 'warning', 'voip'))).toBe('Your phone service, Weave, has issues.');
    expect(ownServiceSentence(svc('Sun Life', 'offline'))).toBe('Sun Life, one of your insurers, is down.');
    expect(ownServiceSentence(svc('iTrans Service', 'warning'))).toBe('The iTrans claims network has issues.');
    expect(ownServiceSentence(svc('Weave', 'online', 'voip'))).toBeNull();
    expect(ownServiceName(svc('Weave', 'online', 'voip'))).toBe('Your phone service, Weave');
  });
});

describe('tabTitle', () => {
  it('carries the count of what is down, else of issues, else nothing', () => {
    expect(tabTitle(quiet(), 'Clinic status')).toBe('Clinic status');
    expect(tabTitle([...quiet(), svc('A', 'offline'), svc('B', 'offline'), svc('C', 'warning')], 'Clinic status')).toBe('(2 down) Clinic status');
    expect(tabTitle([...quiet(), svc('C', 'warning')], 'Clinic status')).toBe('(1 issue) Clinic status');
  });
});

describe('sectionSummary', () => {
  it('names the services with problems', () => {
    expect(sectionSummary(quiet())).toEqual({ state: 'online', text: 'All online' });
    expect(sectionSummary([svc('A', 'offline'), svc('B', 'warning'), svc('C')])).toEqual({ state: 'offline', text: 'A down · B with issues' });
    expect(sectionSummary([svc('A', 'offline'), svc('B', 'offline'), svc('C', 'offline')]).text).toBe('A, B and 1 more down');
    expect(sectionSummary([])).toEqual({ state: 'online', text: 'Nothing listed' });
  });
});

describe('joinNames', () => {
  it('joins like a sentence', () => {
    expect(joinNames([])).toBe('');
    expect(joinNames(['A'])).toBe('A');
    expect(joinNames(['A', 'B'])).toBe('A and B');
    expect(joinNames(['A', 'B', 'C'])).toBe('A, B and C');
  });
});

describe('claimsNetworkView', () => {
  const view = (board: BoardService[]) => claimsNetworkView(board, deriveClaimsNetwork(board));

  it('keeps the derivation from the insurers and its texts while iTrans Service itself is online', () => {
    expect(view(quiet())).toMatchObject({ status: 'online', label: null, note: 'All 3 insurance providers are online', fromAggregate: false });
    const oneDown = quiet().map((s) => (s.name === 'Sun Life' ? { ...s, status: 'offline' as const } : s));
    expect(view(oneDown)).toMatchObject({ status: 'warning', label: 'Degraded Service', note: '1 insurance provider(s) experiencing issues' });
  });

  it("shows iTrans Service's own state when it is worse, in plain words", () => {
    const down = quiet().map((s) => (s.name === 'iTrans Service' ? { ...s, status: 'offline' as const } : s));
    expect(view(down)).toEqual({
      status: 'offline',
      label: 'Claims Network Down',
      note: 'iTrans claims network is down',
      fromAggregate: true,
      state: 'offline',
    });
    const slow = quiet().map((s) => (s.name === 'iTrans Service' ? { ...s, status: 'warning' as const } : s));
    expect(view(slow)).toMatchObject({ status: 'warning', note: 'iTrans claims network has issues', fromAggregate: true });
  });

  it('keeps the derivation when the insurers are worse than the aggregate', () => {
    const board = quiet().map((s) =>
      s.name === 'iTrans Service' ? { ...s, status: 'warning' as const } : s.type === 'insurance' ? { ...s, status: 'offline' as const } : s,
    );
    expect(view(board)).toMatchObject({ status: 'offline', label: 'Insurance Claims Outage', fromAggregate: false });
  });

  it('is neutral, not green, when no insurer reports a problem but not all of them are checked', () => {
    const board = quiet().map((s) => (s.name === 'Manulife' ? { ...s, source: 'manual' as const } : s));
    expect(view(board)).toMatchObject({ status: 'online', state: 'unmonitored', label: null, note: 'No problems reported · 3 of 4 checked automatically' });
    expect(view(quiet())).toMatchObject({ state: 'online' });
    expect(view([])).toMatchObject({ state: 'unmonitored', note: 'No insurance providers listed yet' });
  });

  it('says when the claims network is under maintenance', () => {
    const board = quiet().map((s) => (s.name === 'iTrans Service' ? { ...s, source: 'maintenance' as const } : s));
    expect(view(board)).toMatchObject({ label: 'Maintenance', note: 'iTrans claims network is under scheduled maintenance' });
  });
});
