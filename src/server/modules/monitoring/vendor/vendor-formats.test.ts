import { describe, expect, it } from 'vitest';
import { ReadingError, readBetterStackIndex, readIncidentFeed, readStatuspageSummary } from './vendor-formats.ts';

const summary = (status: string, incidents: unknown[] = []) => ({
  page: { id: 'p1', name: 'Claims Co', url: 'https://status.claims.example' },
  components: [
    { id: 'api', name: 'Claims API', status },
    { id: 'portal', name: 'Provider portal', status: 'operational' },
  ],
  incidents,
  status: { indicator: 'minor', description: 'Minor Service Outage' },
});

describe('readStatuspageSummary', () => {
  it.each([
    ['operational', 'online'],
    ['degraded_performance', 'warning'],
    ['partial_outage', 'warning'],
    ['major_outage', 'offline'],
    ['under_maintenance', 'maintenance'],
  ])('maps a component that is %s to %s', (word, state) => {
    expect(readStatuspageSummary(summary(word), 'api')).toMatchObject({ state, vendorWord: word });
  });

  it("links the open incident that names the component, else the page's newest one, never while it is operational", () => {
    const other = { id: 'i1', name: 'Portal slow', shortlink: 'https://stspg.io/abc', components: [{ id: 'portal' }] };
    const ours = { id: 'i2', name: 'Claims failing', components: [{ id: 'api' }] };
    expect(readStatuspageSummary(summary('major_outage', [other, ours]), 'api').incident).toEqual({
      title: 'Claims failing',
      url: 'https://status.claims.example/incidents/i2',
    });
    expect(readStatuspageSummary(summary('partial_outage', [other]), 'api').incident).toEqual({ title: 'Portal slow', url: 'https://stspg.io/abc' });
    expect(readStatuspageSummary(summary('operational', [other]), 'api').incident).toBeNull();
  });

  it('keeps no link that is not a web address', () => {
    const sly = { id: 'i3', name: 'x', shortlink: 'javascript:alert(1)', components: [{ id: 'api' }] };
    const body = { ...summary('major_outage', [sly]), page: {} };
    expect(readStatuspageSummary(body, 'api').incident).toEqual({ title: 'x', url: null });
  });

  it.each([
    ['a page without components', { page: {} }],
    ['a component it does not have', summary('operational')],
    ['a status it does not know', summary('on_fire')],
    ['an HTML page', '<html></html>'],
  ])('refuses %s', (_case, body) => {
    const componentId = _case === 'a component it does not have' ? 'billing' : 'api';
    expect(() => readStatuspageSummary(body, componentId)).toThrow(ReadingError);
  });
});

const betterStack = (aggregate: string, resources: { id: string; name: string; status: string }[] = [], reports: unknown[] = []) => ({
  data: { id: '1', type: 'status_page', attributes: { company_name: 'Phones Co', url: 'https://status.phones.example', aggregate_state: aggregate } },
  included: [
    ...resources.map((r) => ({ id: r.id, type: 'status_page_resource', attributes: { public_name: r.name, status: r.status } })),
    ...reports.map((attributes, i) => ({ id: `r${i}`, type: 'status_report', attributes })),
  ],
});

describe('readBetterStackIndex', () => {
  it.each([
    ['operational', 'online'],
    ['degraded', 'warning'],
    ['downtime', 'offline'],
    ['maintenance', 'maintenance'],
  ])('maps a page that is %s to %s', (word, state) => {
    expect(readBetterStackIndex(betterStack(word))).toMatchObject({ state, vendorWord: word });
  });

  it('reads one resource by id or public name, with the open status report as the incident', () => {
    const body = betterStack(
      'degraded',
      [
        { id: '11', name: 'Calls', status: 'downtime' },
        { id: '12', name: 'Texts', status: 'operational' },
      ],
      [
        { title: 'Old', aggregate_state: 'resolved' },
        { title: 'Calls dropping', aggregate_state: 'downtime', url: '/reports/9' },
      ],
    );
    expect(readBetterStackIndex(body, 'Calls')).toEqual({
      state: 'offline',
      vendorWord: 'downtime',
      incident: { title: 'Calls dropping', url: 'https://status.phones.example/reports/9' },
    });
    expect(readBetterStackIndex(body, '12')).toMatchObject({ state: 'online', incident: null });
    expect(() => readBetterStackIndex(body, 'Fax')).toThrow(ReadingError);
  });

  it('refuses what is not a Better Stack page', () => {
    expect(() => readBetterStackIndex({ components: [] })).toThrow(ReadingError);
    expect(() => readBetterStackIndex(betterStack('sideways'))).toThrow(ReadingError);
  });
});

const rss = (items: string) => `<?xml version="1.0"?><rss version="2.0"><channel><title>Claims Co status</title>${items}</channel></rss>`;

describe('readIncidentFeed', () => {
  it('reads the newest RSS item as an open incident, with its link', () => {
    const reading = readIncidentFeed(
      rss(`<item><title>Claims &amp; eligibility delayed</title><description>&lt;p&gt;&lt;strong&gt;Investigating&lt;/strong&gt; - We are looking into it.&lt;/p&gt;</description><link>https://status.claims.example/incidents/7</link></item>
           <item><title>Older</title><description>Resolved - fine</description></item>`),
    );
    expect(reading).toEqual({
      state: 'warning',
      vendorWord: 'open incident',
      incident: { title: 'Claims & eligibility delayed', url: 'https://status.claims.example/incidents/7' },
    });
  });

  it('reads a resolved newest entry, and an empty feed, as online', () => {
    expect(
      readIncidentFeed(
        rss(
          '<item><title>Outage</title><description><![CDATA[<strong>Resolved</strong> - All good. <strong>Investigating</strong> - Looking.]]></description></item>',
        ),
      ).state,
    ).toBe('online');
    expect(readIncidentFeed(rss('')).state).toBe('online');
  });

  it('reads Atom entries with their link attribute', () => {
    const atom = `<feed xmlns="http://www.w3.org/2005/Atom"><title>x</title><entry><title type="html">Phones down</title><link rel="alternate" href="https://status.phones.example/i/3"/><content type="html">Identified - carrier fault</content></entry></feed>`;
    expect(readIncidentFeed(atom)).toEqual({
      state: 'warning',
      vendorWord: 'open incident',
      incident: { title: 'Phones down', url: 'https://status.phones.example/i/3' },
    });
  });

  it('refuses what is not a feed', () => {
    expect(() => readIncidentFeed('<html><body>Maintenance page</body></html>')).toThrow(ReadingError);
    expect(() => readIncidentFeed('')).toThrow(ReadingError);
  });
});
