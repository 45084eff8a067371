import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { TEST_ORIGIN, unique, useTestApp } from '#tests/support/test-app.ts';
import { useAdminSession } from '#tests/support/admin-auth.ts';
import { auditLog, serviceChecks, services } from '#server/db/schema.js';
import { CLAIMS_NETWORK_SERVICE_NAME } from '#shared/constants.js';
import type { Service } from '#shared/status/services.js';
import type { ServiceImportAnswer } from '#shared/status/service-admin.js';
import { REFUSALS } from '../monitoring/check-target.ts';

/* POST /api/admin/services/import: JSON or CSV, every row validated as a single add, the valid ones written in one transaction. */

const testApp = useTestApp();
const admin = useAdminSession(testApp);

const IMPORT = '/api/admin/services/import';
const name = (prefix = 'Import') => unique(prefix).slice(0, 60);

function send(body: string, contentType: string, query = '', headers: Record<string, string> = {}) {
  return testApp().app.server.inject({
    method: 'POST',
    url: `${IMPORT}${query}`,
    payload: body,
    headers: { 'content-type': contentType, origin: TEST_ORIGIN, ...admin.headers, ...headers },
  });
}
const importJson = (rows: unknown[], query = '', headers: Record<string, string> = {}) =>
  send(JSON.stringify({ services: rows }), 'application/json', query, headers);
const importCsv = (text: string, query = '') => send(text, 'text/csv; charset=utf-8', query);

async function servicesNamed(...names: string[]) {
  return testApp().db.select().from(services).where(inArray(services.name, names));
}
const publicNames = async () => (await testApp().request({ method: 'GET', url: '/api/services' })).json<Service[]>().map((s) => s.name);
const importAudits = () => testApp().db.select().from(auditLog).where(eq(auditLog.action, 'service.import'));

describe('POST /api/admin/services/import, JSON', () => {
  it('imports every row with its check, at the end of the board, shows them at once and audits the import once', async () => {
    const [a, b] = [name('Insurer'), name('Internet')];
    const auditsBefore = (await importAudits()).length;
    const [{ max }] = (await testApp()
      .db.select({ max: sql<number>`coalesce(max(${services.sortOrder}), -1)` })
      .from(services)) as [{ max: number }];
    const response = await importJson([
      { name: a, type: 'insurance', location: 'Alberta', phone: '1-800-555-0100', portalUrl: 'https://portal.example.ca', guidance: 'Hold claims.' },
      { name: b, type: 'internet', check: { type: 'http', target: 'https://isp.example.ca/health', intervalSeconds: 120 } },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ServiceImportAnswer>()).toEqual({ imported: 2, withChecks: 1, refusedRows: 0, refused: [], dryRun: false });

    const rows = await servicesNamed(a, b);
    const byName = new Map(rows.map((row) => [row.name, row]));
    expect(byName.get(a)).toMatchObject({ type: 'insurance', location: 'Alberta', phone: '1-800-555-0100', guidance: 'Hold claims.', status: 'online' });
    expect([byName.get(a)!.sortOrder, byName.get(b)!.sortOrder]).toEqual([Number(max) + 1, Number(max) + 2]);
    const [check] = await testApp()
      .db.select()
      .from(serviceChecks)
      .where(eq(serviceChecks.serviceId, byName.get(b)!.id));
    expect(check).toMatchObject({ type: 'http', target: 'https://isp.example.ca/health', intervalSeconds: 120, enabled: true, consecutiveFailures: 0 });
    expect(check!.nextRunAt).toEqual(testApp().clock.now());

    expect(await publicNames()).toEqual(expect.arrayContaining([a, b]));
    const audits = await importAudits();
    expect(audits).toHaveLength(auditsBefore + 1);
    expect(audits.at(-1)).toMatchObject({ actorUserId: admin.id, target: 'services', details: { imported: 2, withChecks: 1, refusedRows: 0, format: 'json' } });
  });

  it('imports the valid rows and reports every problem of the refused ones, row by row', async () => {
    const taken = name('Taken');
    await importJson([{ name: taken, type: 'voip' }]);
    const [ok, dup] = [name('Fine'), name('Twice')];
    const response = await importJson([
      { name: ok, type: 'voip' },
      { name: 'X', type: 'phone' },
      { name: taken.toUpperCase(), type: 'voip' },
      { name: dup, type: 'internet' },
      { name: dup.toLowerCase(), type: 'internet' },
      { name: name('Loopback'), type: 'internet', check: { type: 'http', target: 'http://127.0.0.1/health' } },
      { name: name('Interval'), type: 'internet', check: { type: 'tcp', target: 'voip.example.ca:5060', intervalSeconds: 5 } },
      'not a row',
      { name: CLAIMS_NETWORK_SERVICE_NAME.toUpperCase() + ' 2', type: 'voip', extra: 1 },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<ServiceImportAnswer>();
    expect(answer).toMatchObject({ imported: 2, withChecks: 0, refusedRows: 7, dryRun: false });
    expect(answer.refused).toEqual([
      { row: 2, name: 'X', field: 'name', message: 'Row 2, name: Service name must be 2 to 80 characters' },
      { row: 2, name: 'X', field: 'type', message: 'Row 2, type: Choose a type: insurance, internet or voip' },
      { row: 3, name: taken.toUpperCase(), field: 'name', message: `Row 3, name: A service named ${taken} already exists` },
      {
        row: 5,
        name: dup.toLowerCase(),
        field: 'name',
        message: `Row 5, name: ${dup.toLowerCase()} is also on row 4 of this file; each service needs its own name.`,
      },
      expect.objectContaining({ row: 6, field: 'check.target', message: `Row 6, check.target: ${REFUSALS.loopback}` }),
      expect.objectContaining({ row: 7, field: 'check.intervalSeconds', message: 'Row 7, check.intervalSeconds: Check every 30 to 86400 seconds' }),
      { row: 8, message: 'Row 8: Each service must be an object with at least a name and a type.' },
      expect.objectContaining({ row: 9, message: expect.stringMatching(/^Row 9: Unrecognized key: "extra"/) }),
    ]);
    expect((await servicesNamed(ok, dup)).map((row) => row.name)).toEqual(expect.arrayContaining([ok, dup]));
  });

  it('writes the refusals in French for a French reader', async () => {
    const response = await importJson([{ name: 'X', type: 'voip' }], '?dryRun=true', { 'accept-language': 'fr-CA' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ServiceImportAnswer>().refused).toEqual([
      { row: 1, name: 'X', field: 'name', message: 'Ligne 1, name\u00a0: Le nom du service doit compter de 2 à 80 caractères' },
    ]);
    expect(response.headers.vary).toMatch(/Accept-Language/);
  });

  it('checks without writing on a dry run', async () => {
    const [a, b] = [name('Dry'), name('Dry')];
    const auditsBefore = (await importAudits()).length;
    const response = await importJson(
      [
        { name: a, type: 'voip', check: { type: 'dns', target: 'voip.example.ca' } },
        { name: b, type: 'nope' },
      ],
      '?dryRun=true',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ServiceImportAnswer>()).toMatchObject({ imported: 1, withChecks: 1, refusedRows: 1, dryRun: true });
    expect(await servicesNamed(a, b)).toEqual([]);
    expect(await importAudits()).toHaveLength(auditsBefore);
  });

  it('refuses more than 5,000 rows with 413, and an empty list with 400, in words', async () => {
    const rows = Array.from({ length: 5001 }, (_, i) => ({ name: `S${i}`, type: 'voip' }));
    const tooMany = await importJson(rows);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toBe('An import takes at most 5,000 services; this file has 5001. Split it into files of at most 5,000 rows.');
    const empty = await importJson([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^The file has no services to import/);
  });

  it('refuses a body over the import limit, and another kind of file, in words', async () => {
    const huge = await send(JSON.stringify({ services: [{ name: 'x'.repeat(5 * 1024 * 1024), type: 'voip' }] }), 'application/json');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The file is too large: an import takes at most 4 MB. Split it into smaller files.');
    const xml = await send('<services/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json().message).toMatch(/^Send the services as JSON/);
  });

  it('needs an admin session', async () => {
    const response = await testApp().app.server.inject({
      method: 'POST',
      url: IMPORT,
      payload: JSON.stringify({ services: [] }),
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    });
    expect(response.statusCode).toBe(401);
  });

  it('leaves nothing imported when the database fails half way (every valid row is written in one transaction)', async () => {
    const t = testApp();
    const [a, b, c] = [name('Atomic'), name('Atomic'), name('Atomic')];
    // A failure validation cannot see: the checks, written after every service, fail on c's.
    await t.db.execute(
      sql.raw(`create or replace function import_test_fail() returns trigger language plpgsql as $$
      begin
        if new.target = 'https://fail.example.ca/' then raise exception 'import test failure'; end if;
        return new;
      end $$`),
    );
    await t.db.execute(sql.raw('create trigger import_test_fail before insert on service_checks for each row execute function import_test_fail()'));
    try {
      const auditsBefore = (await importAudits()).length;
      const response = await importJson([
        { name: a, type: 'voip', check: { type: 'http', target: 'https://ok.example.ca/' } },
        { name: b, type: 'voip' },
        { name: c, type: 'voip', check: { type: 'http', target: 'https://fail.example.ca/' } },
      ]);
      expect(response.statusCode).toBe(500);
      expect(await servicesNamed(a, b, c)).toEqual([]);
      expect(await importAudits()).toHaveLength(auditsBefore);
      expect(await publicNames()).not.toContain(a);
    } finally {
      await t.db.execute(sql.raw('drop trigger if exists import_test_fail on service_checks'));
      await t.db.execute(sql.raw('drop function if exists import_test_fail()'));
    }
  });
});

describe('POST /api/admin/services/import, CSV', () => {
  it('imports a spreadsheet’s CSV: BOM, CRLF, quoted commas and quotes, check columns, any header case', async () => {
    const [a, b] = [name('Sun Life'), name('Bell')];
    const csv =
      '\uFEFFName,type,location,guidance,check_type,check_target,check_interval_seconds,check_enabled\r\n' +
      `"${a}, Group",insurance,"Toronto, ON","Call ""support"" first",,,,\r\n` +
      `${b},voip,,,tcp,sip.bell.example.ca:5060,300,no\r\n`;
    const response = await importCsv(csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ServiceImportAnswer>()).toMatchObject({ imported: 2, withChecks: 1, refusedRows: 0 });
    const rows = await servicesNamed(`${a}, Group`, b);
    expect(rows.find((row) => row.name === `${a}, Group`)).toMatchObject({ location: 'Toronto, ON', guidance: 'Call "support" first' });
    const [check] = await testApp()
      .db.select()
      .from(serviceChecks)
      .where(eq(serviceChecks.serviceId, rows.find((row) => row.name === b)!.id));
    expect(check).toMatchObject({ type: 'tcp', target: 'sip.bell.example.ca:5060', intervalSeconds: 300, enabled: false });
    expect((await importAudits()).at(-1)?.details).toMatchObject({ format: 'csv', imported: 2 });
  });

  it('reads semicolons, and names refused rows as a spreadsheet numbers them, by their columns', async () => {
    const ok = name('Desjardins');
    const csv = `name;type;check_type;check_target;check_enabled\n${ok};insurance;;;\n\nX;voip;http;ftp://files.example.ca;maybe\n${name('Extra')};voip;;;;surplus\n`;
    const response = await importCsv(csv, '?dryRun=true');
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<ServiceImportAnswer>();
    expect(answer).toMatchObject({ imported: 1, refusedRows: 2 });
    expect(answer.refused.map(({ row, field }) => ({ row, field }))).toEqual([
      { row: 4, field: 'check_enabled' },
      { row: 4, field: 'name' },
      { row: 4, field: 'check_target' },
      { row: 5, field: undefined },
    ]);
    expect(answer.refused[0]!.message).toBe('Row 4, check_enabled: Write true or false (or yes or no).');
    expect(answer.refused[3]!.message).toMatch(/^Row 5: Row 5 has more values than the header has columns/);
  });

  it.each([
    ['an unclosed quote', 'name,type\nTELUS,internet\n"Bell,voip\n', /^The CSV file has a value whose opening double quote is never closed \(from line 3\)/],
    ['an unknown column', 'name,type,colour\nTELUS,internet,blue\n', /^The CSV file has a column named colour/],
    ['no type column', 'name,location\nTELUS,Canada\n', /^The CSV file has no type column/],
    ['a repeated column', 'name,type,Name\nTELUS,internet,x\n', /^The CSV file names the column name twice/],
    ['only a header', 'name,type\r\n', /^The file has no services to import/],
  ])('refuses a file with %s with 400, in words, importing nothing', async (_case, csv, message) => {
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await servicesNamed('TELUS')).toEqual([]);
  });
});
