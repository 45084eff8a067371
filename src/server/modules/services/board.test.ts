import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildTestApp, useTestApp, unique, type TestApp } from '#tests/support/test-app.ts';
import { services } from '#server/db/schema.js';
import { setServiceStatus } from '#tests/support/service-status.ts';
import { boardCoverage, displayState, overallState, overallSummary, problemsFirst, type DisplayState } from '#shared/status/board-status.js';
import { BOARD_COMPLETE_LIMIT, BOARD_IDS_LIMIT, BOARD_PROBLEMS_LIMIT, type BoardAnswer } from '#shared/status/board.js';
import { CLAIMS_NETWORK_SERVICE_NAME } from '#shared/constants.js';
import { insuranceProviders, isClaimsNetwork, SERVICE_TYPES, systemOverview, type Service } from '#shared/status/services.js';

/*
 * GET /api/board and its sections (docs/product/board.md, "Large boards"): this file's board is
 * larger than BOARD_COMPLETE_LIMIT, so the answer is the incomplete one; a board of a few services
 * is checked on an app of its own.
 */
const testApp = useTestApp();

const OFFLINE = 130;
const WARNING = 15;
const ONLINE = BOARD_COMPLETE_LIMIT + 20;

/** A large board written in one statement, as an import would: the claims network, insurers down or with issues, the rest fine. */
async function seedLargeBoard(t: TestApp): Promise<void> {
  const types = ['insurance', 'internet', 'voip'] as const;
  const row = (name: string, index: number, status: Service['status']) => ({
    name,
    type: types[index % 3]!,
    status,
    manualStatus: status,
    sortOrder: index,
  });
  await t.db
    .insert(services)
    .values([
      { name: CLAIMS_NETWORK_SERVICE_NAME, type: 'insurance' as const, sortOrder: -1 },
      ...Array.from({ length: OFFLINE }, (_, i) => row(`Down ${i}`, i, 'offline')),
      ...Array.from({ length: WARNING }, (_, i) => row(`Slow ${i}`, OFFLINE + i, 'warning')),
      ...Array.from({ length: ONLINE }, (_, i) => row(`Fine ${i}`, OFFLINE + WARNING + i, 'online')),
    ]);
  await t.app.directory.view.invalidate();
}

beforeAll(async () => {
  await seedLargeBoard(testApp());
});

const get = (url: string, headers: Record<string, string> = {}) => testApp().request({ method: 'GET', url, headers });
const everyService = async () => (await get('/api/services')).json<Service[]>();
const board = async () => (await get('/api/board')).json<BoardAnswer>();

describe('GET /api/board on a large board', () => {
  it('is incomplete: the claims network, then the problems worst first, capped', async () => {
    const answer = await board();
    const all = await everyService();
    expect(all.length).toBeGreaterThan(BOARD_COMPLETE_LIMIT);
    expect(answer.complete).toBe(false);
    expect(isClaimsNetwork(answer.services[0]!)).toBe(true);
    const problems = problemsFirst(all.filter((s) => !isClaimsNetwork(s) && ['offline', 'warning', 'maintenance', 'stale'].includes(displayState(s))));
    expect(problems.length).toBeGreaterThan(BOARD_PROBLEMS_LIMIT);
    expect(answer.services.slice(1)).toEqual(problems.slice(0, BOARD_PROBLEMS_LIMIT));
  });

  it('counts the whole board with the shared functions, whatever it lists', async () => {
    const { summary } = await board();
    const all = await everyService();
    const banner = overallSummary(all);
    const partSize = (state: 'offline' | 'warning' | 'maintenance') =>
      banner.parts.filter((p) => p.state === state).flatMap((p) => p.services.filter((s) => !isClaimsNetwork(s))).length;
    expect(summary).toEqual({
      state: overallState(all),
      overview: systemOverview(all),
      coverage: boardCoverage(all),
      monitorOffline: banner.monitorOffline,
      partCounts: {
        offline: partSize('offline'),
        warning: partSize('warning'),
        maintenance: partSize('maintenance'),
        stale: banner.unchecked.filter((s) => !isClaimsNetwork(s)).length,
      },
    });
    expect(summary.partCounts.offline).toBeGreaterThanOrEqual(OFFLINE);
  });

  it('heads each section with its total and counts, the claims network not among the insurers', async () => {
    const { sections } = await board();
    const all = await everyService();
    expect(sections.map((s) => s.type)).toEqual([...SERVICE_TYPES]);
    for (const section of sections) {
      const members = section.type === 'insurance' ? insuranceProviders(all) : all.filter((s) => s.type === section.type);
      expect(section.total, section.type).toBe(members.length);
      expect(section.counts, section.type).toEqual({
        online: members.filter((s) => s.status === 'online').length,
        warning: members.filter((s) => s.status === 'warning').length,
        offline: members.filter((s) => s.status === 'offline').length,
      });
      const shown = (state: DisplayState) => members.filter((s) => displayState(s) === state).length;
      expect(section.shown, section.type).toEqual({
        online: shown('online'),
        warning: shown('warning'),
        offline: shown('offline'),
        maintenance: shown('maintenance'),
        stale: shown('stale'),
        unmonitored: shown('unmonitored'),
      });
      expect(section.automatic, section.type).toBe(boardCoverage(members).automatic);
    }
  });

  it('answers 304 while nothing changed, compressed when asked, and stays small', async () => {
    const first = await get('/api/board', { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    const plain = zlib.brotliDecompressSync(first.rawPayload).toString('utf8');
    expect(JSON.parse(plain)).toEqual(await board());
    expect((await get('/api/board', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    // A few hundred services: the board answer is a fraction of the whole list.
    expect(plain.length).toBeLessThan((await get('/api/services')).body.length / 2);
  });
});

describe('GET /api/board/sections/:type', () => {
  it('answers a section’s services in board order with its version as ETag, and 304 to it', async () => {
    const all = await everyService();
    const { sections } = await board();
    for (const type of SERVICE_TYPES) {
      const response = await get(`/api/board/sections/${type}`);
      expect(response.statusCode, type).toBe(200);
      const expected = type === 'insurance' ? insuranceProviders(all) : all.filter((s) => s.type === type);
      expect(response.json<Service[]>(), type).toEqual(expected);
      const version = sections.find((s) => s.type === type)!.version;
      expect(response.headers.etag, type).toBe(version);
      expect((await get(`/api/board/sections/${type}`, { 'if-none-match': version })).statusCode, type).toBe(304);
    }
  });

  it('changes a section’s version only when that section changes', async () => {
    const t = testApp();
    const before = await board();
    const voip = (await everyService()).find((s) => s.type === 'voip' && s.name.startsWith('Fine'));
    await setServiceStatus(t, voip!.id, 'warning');
    try {
      const after = await board();
      const version = (answer: BoardAnswer, type: string) => answer.sections.find((s) => s.type === type)!.version;
      expect(version(after, 'voip')).not.toBe(version(before, 'voip'));
      expect(version(after, 'internet')).toBe(version(before, 'internet'));
      expect(version(after, 'insurance')).toBe(version(before, 'insurance'));
      const stale = await get('/api/board/sections/voip', { 'if-none-match': version(before, 'voip') });
      expect(stale.statusCode).toBe(200);
      expect(stale.json<Service[]>().find((s) => s.id === voip!.id)?.status).toBe('warning');
    } finally {
      await setServiceStatus(t, voip!.id, 'online');
    }
  });

  it('refuses a section that does not exist with a 404 that names those that do, in the caller’s language', async () => {
    const response = await get('/api/board/sections/dental');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'There is no section named dental. The sections are insurance, internet and voip.' });
    const french = await get('/api/board/sections/dental', { 'accept-language': 'fr-CA' });
    expect(french.json<{ message: string }>().message).toBe('Il n’y a pas de section nommée dental. Les sections sont insurance, internet et voip.');
  });
});

describe('GET /api/board/services', () => {
  it('answers the services asked for, in board order, leaving out ids it does not know', async () => {
    const all = await everyService();
    const [a, b] = [all[40]!, all[7]!];
    const response = await get(`/api/board/services?ids=${a.id},${randomUUID()},${b.id},${a.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([b, a]);
  });

  it('refuses more ids than it answers at once, or ids that are not ids, saying what to send', async () => {
    const ids = Array.from({ length: BOARD_IDS_LIMIT + 1 }, () => randomUUID()).join(',');
    const tooMany = await get(`/api/board/services?ids=${ids}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ message: string }>().message).toBe(`Ask for at most ${BOARD_IDS_LIMIT} services at a time.`);
    const atLimit = await get(`/api/board/services?ids=${ids.split(',').slice(1).join(',')}`);
    expect(atLimit.statusCode).toBe(200);
    for (const query of ['?ids=Manulife', '?ids=', '', `?ids=${randomUUID()},,`]) {
      const refused = await get(`/api/board/services${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json<{ message: string }>().message, query).toBe('List the services’ ids separated by commas, as GET /api/services gives them.');
    }
  });
});

describe('GET /api/board on a small board', () => {
  it('is complete: every service as GET /api/services lists them, with the same counts', async () => {
    const t = await buildTestApp();
    onTestFinished(() => t.close());
    await t.db.insert(services).values([
      { name: CLAIMS_NETWORK_SERVICE_NAME, type: 'insurance' },
      { name: unique('Insurer'), type: 'insurance', status: 'offline', manualStatus: 'offline' },
      { name: unique('Internet'), type: 'internet' },
    ]);
    await t.app.directory.view.invalidate();
    const all = (await t.request({ method: 'GET', url: '/api/services' })).json<Service[]>();
    const answer = (await t.request({ method: 'GET', url: '/api/board' })).json<BoardAnswer>();
    expect(answer.complete).toBe(true);
    expect(answer.services).toEqual(all);
    expect(answer.summary.state).toBe(overallState(all));
    expect(answer.summary.partCounts).toEqual({ offline: 1, warning: 0, maintenance: 0, stale: 0 });
    expect(answer.sections.map((s) => [s.type, s.total])).toEqual([
      ['insurance', 1],
      ['internet', 1],
      ['voip', 0],
    ]);
  });
});
