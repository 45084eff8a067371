import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBetterStackIndex, readStatuspageSummary } from './vendor-formats.ts';
import { readFeedReading, scheduledWindow } from './vendor-feed-reading.ts';
import { MAX_ENTRIES, parseFeed } from './vendor-feed.ts';
import { ReadingError } from './vendor-reading.ts';

/*
 * Documents shaped as the vendors publish them (fixtures/, written after Atlassian Statuspage's
 * API v2 summary and its history feeds, and Better Stack's index.json), read at 12:00 in
 * Toronto on June 15, 2026.
 */
const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
const json = (name: string): unknown => JSON.parse(fixture(name));
const now = new Date('2026-06-15T16:00:00Z');
const at = { now };

describe('readStatuspageSummary: Statuspage API v2 summary.json', () => {
  const summary = json('statuspage-summary.json');

  it('reads a component with an open incident naming it, and does not take an incident in postmortem for an open one', () => {
    expect(readStatuspageSummary(summary, 'c7x8v9b0n1m2', at)).toEqual({
      state: 'warning',
      unknown: null,
      vendorWord: 'partial_outage',
      incident: { title: 'Slow claim submission from some practice software', url: 'https://stspg.io/mcslow' },
      maintenance: null,
    });
  });

  it('reads a scheduled maintenance as upcoming, with its window: the component stays online until it starts', () => {
    expect(readStatuspageSummary(summary, 'd4f5g6h7j8k9', at)).toEqual({
      state: 'online',
      unknown: null,
      vendorWord: 'operational',
      // The incident naming it is in postmortem: resolved, so none.
      incident: null,
      maintenance: {
        title: 'Eligibility database upgrade',
        startsAt: new Date('2026-06-18T06:00:00Z'),
        endsAt: new Date('2026-06-18T10:00:00Z'),
        url: 'https://stspg.io/mcmaint',
      },
    });
    // Once its window has passed it is no longer announced.
    expect(readStatuspageSummary(summary, 'd4f5g6h7j8k9', { now: new Date('2026-06-18T10:00:00Z') }).maintenance).toBeNull();
  });

  it('reads a maintenance in progress as maintenance, with its window', () => {
    expect(readStatuspageSummary(summary, 'f1g2h3j4k5l6', at)).toMatchObject({
      state: 'maintenance',
      vendorWord: 'under_maintenance',
      maintenance: { title: 'Provider portal move to new servers', startsAt: new Date('2026-06-15T15:00:00Z'), url: 'https://stspg.io/mcportal' },
    });
  });

  it('reads a component state Statuspage does not document as unknown, never online', () => {
    expect(readStatuspageSummary(summary, 'h3j4k5l6m7n8', at)).toMatchObject({ state: null, unknown: 'unknown-state', vendorWord: 'sideways' });
  });

  const page = (status: string, extra: Record<string, unknown> = {}) => ({
    page: { id: 'p', name: 'Claims Co', url: 'https://status.claims.example' },
    components: [{ id: 'api', name: 'Claims API', status, group: false, group_id: null }],
    incidents: [],
    scheduled_maintenances: [],
    ...extra,
  });

  it.each([
    ['operational', 'online'],
    ['degraded_performance', 'warning'],
    ['partial_outage', 'warning'],
    ['major_outage', 'offline'],
    ['under_maintenance', 'maintenance'],
  ])('maps every documented component status: %s is %s', (word, state) => {
    expect(readStatuspageSummary(page(word), 'api', at)).toMatchObject({ state, unknown: null, vendorWord: word });
  });

  it.each([
    ['investigating', true],
    ['identified', true],
    ['monitoring', true],
    ['resolved', false],
    ['postmortem', false],
  ])('maps every documented incident status: %s is open: %s', (status, open) => {
    const incident = { id: 'i1', name: 'Claims failing', status, components: [{ id: 'api' }] };
    expect(readStatuspageSummary(page('major_outage', { incidents: [incident] }), 'api', at).incident !== null).toBe(open);
  });

  it('takes the newest update for an incident whose own status is missing: Postmortem after Resolved is resolved', () => {
    const incident = {
      id: 'i1',
      name: 'Claims failing',
      components: [{ id: 'api' }],
      incident_updates: [
        { status: 'resolved', created_at: '2026-06-13T12:40:00Z' },
        { status: 'postmortem', created_at: '2026-06-15T10:30:00Z' },
        { status: 'investigating', created_at: '2026-06-13T09:00:00Z' },
      ],
    };
    expect(readStatuspageSummary(page('operational', { incidents: [incident] }), 'api', at).incident).toBeNull();
  });

  it.each([
    ['scheduled', 'online', true],
    ['in_progress', 'maintenance', true],
    ['verifying', 'maintenance', true],
    ['completed', 'online', false],
  ])('maps every documented maintenance status: %s leaves an operational component %s', (status, state, announced) => {
    const maintenance = {
      id: 'm1',
      name: 'Upgrade',
      status,
      components: [{ id: 'api' }],
      scheduled_for: '2026-06-15T15:00:00Z',
      scheduled_until: '2026-06-15T19:00:00Z',
    };
    const reading = readStatuspageSummary(page('operational', { scheduled_maintenances: [maintenance] }), 'api', at);
    expect(reading.state).toBe(state);
    expect(reading.maintenance !== null).toBe(announced);
  });

  it("links an incident by its shortlink, else by the page's /incidents/<id>; keeps no link that is not a web address", () => {
    const ours = { id: 'i2', name: 'Claims failing', status: 'investigating', components: [{ id: 'api' }] };
    expect(readStatuspageSummary(page('major_outage', { incidents: [ours] }), 'api', at).incident).toEqual({
      title: 'Claims failing',
      url: 'https://status.claims.example/incidents/i2',
    });
    const sly = { ...ours, shortlink: 'javascript:alert(1)' };
    expect(readStatuspageSummary({ ...page('major_outage', { incidents: [sly] }), page: {} }, 'api', at).incident).toEqual({
      title: 'Claims failing',
      url: null,
    });
  });

  it('refuses a page without components, an HTML page, and says when the component is missing', () => {
    expect(() => readStatuspageSummary({ page: {} }, 'api', at)).toThrow(ReadingError);
    expect(() => readStatuspageSummary('<html></html>', 'api', at)).toThrow(ReadingError);
    const missing = (() => {
      try {
        readStatuspageSummary(summary, 'billing', at);
      } catch (error) {
        return error;
      }
    })();
    expect(missing).toBeInstanceOf(ReadingError);
    expect((missing as ReadingError).missing).toBe(true);
  });
});

describe('readBetterStackIndex: Better Stack index.json', () => {
  const index = json('betterstack-index.json');

  it("reads a resource by id, with the open status report about it, linked on the page's own domain", () => {
    expect(readBetterStackIndex(index, '410001', at)).toEqual({
      state: 'offline',
      unknown: null,
      vendorWord: 'downtime',
      incident: { title: 'Inbound calls fail for some Alberta numbers', url: 'https://status.prairievoice.example/incident/900001' },
      maintenance: null,
    });
  });

  it('reads a resource by public name; a resolved report is no incident', () => {
    expect(readBetterStackIndex(index, 'Outbound calls', at)).toMatchObject({ state: 'online', incident: null });
    expect(readBetterStackIndex(index, 'Text messages', at)).toMatchObject({ state: 'warning', vendorWord: 'degraded', incident: null });
  });

  it('reads a not_monitored resource as unknown: neither refused nor online', () => {
    expect(readBetterStackIndex(index, 'Call recording', at)).toMatchObject({ state: null, unknown: 'not-monitored', vendorWord: 'not_monitored' });
  });

  it('reads maintenance reports: under way, and upcoming with its window and its page', () => {
    expect(readBetterStackIndex(index, 'Voicemail', at)).toMatchObject({
      state: 'maintenance',
      maintenance: { title: 'Voicemail storage upgrade', url: 'https://status.prairievoice.example/maintenance/900003' },
    });
    expect(readBetterStackIndex(index, 'Fax to e-mail', at)).toEqual({
      state: 'online',
      unknown: null,
      vendorWord: 'operational',
      incident: null,
      maintenance: {
        title: 'Fax gateway replacement',
        startsAt: new Date('2026-06-17T08:00:00Z'),
        endsAt: new Date('2026-06-17T10:00:00Z'),
        url: 'https://status.prairievoice.example/maintenance/900004',
      },
    });
  });

  it('follows the whole page when no resource is chosen: its aggregate state and its open report', () => {
    expect(readBetterStackIndex(index, null, at)).toMatchObject({
      state: 'offline',
      vendorWord: 'downtime',
      incident: { title: 'Inbound calls fail for some Alberta numbers' },
    });
  });

  it('links reports on the subdomain when the page has no custom domain, else on the address it was read from', () => {
    const page = index as { data: { attributes: Record<string, unknown> } };
    const noDomain = { ...page, data: { ...page.data, attributes: { ...page.data.attributes, custom_domain: null } } };
    expect(readBetterStackIndex(noDomain, '410001', at).incident?.url).toBe('https://prairievoice.betteruptime.com/incident/900001');
    const bare = { ...page, data: { ...page.data, attributes: { ...page.data.attributes, custom_domain: null, subdomain: null } } };
    expect(readBetterStackIndex(bare, '410001', { now, pageUrl: 'https://voice.example/status' }).incident?.url).toBe('https://voice.example/incident/900001');
  });

  const page = (aggregate: string) => ({ data: { id: '1', type: 'status_page', attributes: { aggregate_state: aggregate } }, included: [] });
  it.each([
    ['operational', 'online', null],
    ['degraded', 'warning', null],
    ['downtime', 'offline', null],
    ['maintenance', 'maintenance', null],
    ['not_monitored', null, 'not-monitored'],
    ['sideways', null, 'unknown-state'],
  ])('maps every documented state: %s is %s', (word, state, unknown) => {
    expect(readBetterStackIndex(page(word), null, at)).toMatchObject({ state, unknown });
  });

  it('refuses what is not a Better Stack page, and says when the resource is missing', () => {
    expect(() => readBetterStackIndex({ components: [] }, null, at)).toThrow(ReadingError);
    expect(() => readBetterStackIndex(index, 'Pager', at)).toThrow(expect.objectContaining({ missing: true }));
  });
});

describe("readFeedReading: Statuspage's history feeds", () => {
  it('history.rss: an incident whose newest update is Postmortem (after Resolved) is resolved; a Scheduled maintenance is upcoming, with its window', () => {
    expect(readFeedReading(fixture('statuspage-history.rss'), { now, pageUrl: 'https://status.mapleclaims.example/history.rss' })).toEqual({
      state: 'online',
      unknown: null,
      vendorWord: 'postmortem',
      incident: null,
      maintenance: {
        title: 'Eligibility database upgrade',
        startsAt: new Date('2026-06-18T06:00:00Z'),
        endsAt: new Date('2026-06-18T10:00:00Z'),
        url: 'https://status.mapleclaims.example/incidents/m1n2b3v4c5x6',
      },
    });
  });

  it('history.atom: an Identified incident is open; a maintenance In progress is announced with its window', () => {
    expect(readFeedReading(fixture('statuspage-history.atom'), at)).toEqual({
      state: 'warning',
      unknown: null,
      vendorWord: 'identified',
      incident: { title: 'Slow claim submission from some practice software', url: 'https://status.mapleclaims.example/incidents/v6w7x8y9z0a1' },
      maintenance: {
        title: 'Provider portal move to new servers',
        startsAt: new Date('2026-06-15T15:00:00Z'),
        endsAt: new Date('2026-06-15T23:00:00Z'),
        url: 'https://status.mapleclaims.example/incidents/k9j8h7g6f5d4',
      },
    });
  });

  const entry = (label: string, header = '') =>
    `<?xml version="1.0"?><rss version="2.0"><channel><item><title>Claims &amp; eligibility</title><description>${header}&lt;p&gt;&lt;small&gt;Jun &lt;var data-var='date'&gt;15&lt;/var&gt;, &lt;var data-var='time'&gt;14:00&lt;/var&gt; UTC&lt;/small&gt;&lt;br&gt;&lt;strong&gt;${label}&lt;/strong&gt; - Words.&lt;/p&gt;</description><pubDate>Mon, 15 Jun 2026 14:00:00 +0000</pubDate><link>https://status.claims.example/incidents/1</link></item></channel></rss>`;
  const header =
    "&lt;p&gt;&lt;strong&gt;THIS IS A SCHEDULED EVENT Jun &lt;var data-var='date'&gt;15&lt;/var&gt;, &lt;var data-var='time'&gt;15:00&lt;/var&gt; - &lt;var data-var='time'&gt;19:00&lt;/var&gt; UTC&lt;/strong&gt;&lt;/p&gt;";

  it.each([
    ['Investigating', '', 'warning'],
    ['Identified', '', 'warning'],
    ['Monitoring', '', 'warning'],
    ['Update', '', 'warning'],
    ['Resolved', '', 'online'],
    ['Postmortem', '', 'online'],
    ['Scheduled', header, 'online'],
    ['In progress', header, 'maintenance'],
    ['Verifying', header, 'maintenance'],
    ['Completed', header, 'online'],
    ['Escalated', '', null],
  ])('maps every documented update label: %s', (label, head, state) => {
    expect(readFeedReading(entry(label, head), at).state).toBe(state);
  });

  it('names the incident with its title, entities decoded, and says an unknown label is unknown', () => {
    expect(readFeedReading(entry('Investigating'), at).incident).toEqual({ title: 'Claims & eligibility', url: 'https://status.claims.example/incidents/1' });
    expect(readFeedReading(entry('Escalated'), at)).toMatchObject({ state: null, unknown: 'unknown-state', vendorWord: 'escalated' });
  });

  it('reads a maintenance window across midnight, across the new year, and gives none for a zone it cannot be sure of', () => {
    const june = new Date('2026-06-10T00:00:00Z');
    expect(scheduledWindow('THIS IS A SCHEDULED EVENT Jun 30, 22:00 - Jul 1, 04:00 UTC', june)).toEqual({
      startsAt: new Date('2026-06-30T22:00:00Z'),
      endsAt: new Date('2026-07-01T04:00:00Z'),
    });
    expect(scheduledWindow('THIS IS A SCHEDULED EVENT Jun 18 , 23:00 - 01:00 UTC', june)).toEqual({
      startsAt: new Date('2026-06-18T23:00:00Z'),
      endsAt: new Date('2026-06-19T01:00:00Z'),
    });
    expect(scheduledWindow('THIS IS A SCHEDULED EVENT Jan 2, 06:00 - 08:00 UTC', new Date('2026-12-20T00:00:00Z'))?.startsAt).toEqual(
      new Date('2027-01-02T06:00:00Z'),
    );
    expect(scheduledWindow('THIS IS A SCHEDULED EVENT Jun 18, 06:00 - 10:00 EDT', june)).toBeNull();
  });
});

describe('readFeedReading: any RSS 2.0 or Atom 1.0 feed', () => {
  it('RSS: the newest entry is an open incident unless its first words say it is over', () => {
    expect(readFeedReading(fixture('generic.rss'), at)).toEqual({
      state: 'warning',
      unknown: null,
      vendorWord: 'open incident',
      incident: { title: 'Calls to some toll-free numbers fail in Alberta', url: 'https://notices.prairievoice.example/2026/06/15/toll-free' },
      maintenance: null,
    });
  });

  it('Atom: a newest entry that says it is resolved is online; an empty feed is a quiet vendor', () => {
    expect(readFeedReading(fixture('generic.atom'), at)).toMatchObject({ state: 'online', vendorWord: 'resolved', incident: null });
    expect(readFeedReading('<rss version="2.0"><channel><title>Quiet</title></channel></rss>', at)).toMatchObject({
      state: 'online',
      vendorWord: 'no incidents',
    });
  });

  it('refuses what is not a feed', () => {
    expect(() => readFeedReading('<html><body>Maintenance page</body></html>', at)).toThrow(ReadingError);
    expect(() => readFeedReading('', at)).toThrow(ReadingError);
    expect(() => readFeedReading('{"components":[]}', at)).toThrow(ReadingError);
  });

  it(`reads at most the first ${MAX_ENTRIES} entries`, () => {
    const items = Array.from({ length: MAX_ENTRIES + 20 }, (_, i) => `<item><title>Entry ${i}</title></item>`).join('');
    const feed = parseFeed(`<rss version="2.0"><channel>${items}</channel></rss>`);
    expect(feed.entries).toHaveLength(MAX_ENTRIES);
    expect(feed.entries.at(-1)?.title).toBe(`Entry ${MAX_ENTRIES - 1}`);
  });
});
