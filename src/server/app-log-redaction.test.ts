import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '#tests/support/test-app.ts';
import { createLogger } from './lib/logger.ts';

/*
 * A failing query must not put what people typed into the logs (ADR 3). drizzle
 * writes a failing query's parameters into the error's message and stack, and PostgreSQL adds
 * the failing row ("detail") or the value it could not parse.
 */

function memoryLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: createLogger({ logLevel: 'info', logPretty: false }, destination), text: () => lines.join('') };
}

let t: TestApp;
const captured = memoryLogger();

beforeAll(async () => {
  t = await buildTestApp({ logger: captured.log });
  await t.db.execute(
    sql.raw(`create or replace function refuse_inquiries() returns trigger language plpgsql as $$ begin raise exception 'inquiries are refused'; end $$`),
  );
  await t.db.execute(sql.raw('create trigger inquiries_refused before insert on contact_inquiries for each row execute function refuse_inquiries()'));
});
afterAll(async () => {
  await t?.close();
});

async function failureOf(query: Promise<unknown>): Promise<unknown> {
  try {
    await query;
  } catch (error) {
    return error;
  }
  throw new Error('the query was expected to fail');
}

describe('the error serializer', () => {
  it('logs a failing query without its parameters, the failing row or an unparsable value', async () => {
    const { log, text } = memoryLogger();
    const secretAddress = 'dana.secret@bowriver.example.ca';
    const secretName = 'Perpetua Secretname';
    log.error({ err: await failureOf(t.db.execute(sql`select ${secretAddress}::int`)) }, 'cast failed');
    log.error(
      { err: await failureOf(t.db.execute(sql`insert into users (email_hash, profile_encrypted, is_admin) values ('h', ${secretName}, null)`)) },
      'insert failed',
    );
    const output = text();
    expect(output).toContain('Failed query');
    expect(output).toContain('insert into users');
    expect(output).toContain('[hidden]');
    expect(output).not.toContain(secretAddress);
    expect(output).not.toContain(secretName);
  });

  it('is the one the app logs request failures with', async () => {
    const ip = '198.51.100.77';
    const inquiry = {
      companyName: 'Secretive Dental',
      contactName: 'Ottoline Vasquez',
      email: 'ottoline@secretive.example.ca',
      subject: 'Phones are down again',
      message: 'Our phones have been down since nine this morning.',
    };
    const response = await t.request({ method: 'POST', url: '/api/contact', body: inquiry, ip });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).not.toContain('inquiries');
    // Request lines name the caller's address, as access logs do; the error entry holds no value.
    const output = captured
      .text()
      .split('\n')
      .filter((line) => line.includes('"level":50'))
      .join('\n');
    expect(output).toContain('request failed');
    expect(output).toContain('inquiries are refused');
    expect(output).not.toContain(ip);
    expect(output).not.toMatch(/v1\.test1\./);
    for (const value of Object.values(inquiry)) expect(output).not.toContain(value);
  });
});
