import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpTarget, startTcpTarget, type HttpTarget } from '#tests/support/check-targets.ts';
import { startDnsServer, type DnsServer } from '#tests/support/dns-server.ts';
import { runProbe, type ProbeEnvironment } from './checks/run-probe.ts';
import type { ProbeSpec } from './checks/types.ts';
import { REFUSALS } from './check-target.ts';

/* The check runners against real targets on loopback (never the internet). */

let dns: DnsServer;
let env: ProbeEnvironment;
const policy = { allowPrivate: true, self: { host: 'status.example.ca', port: 443 }, listenPort: 5000 };
beforeAll(async () => {
  dns = await startDnsServer();
  env = { policy, dnsServers: [dns.address] };
});
afterAll(() => dns.close());

const spec = (type: ProbeSpec['type'], target: string, extra: Partial<ProbeSpec> = {}): ProbeSpec => ({
  type,
  target,
  timeoutMs: 2000,
  expectedStatusMin: 200,
  expectedStatusMax: 399,
  keyword: null,
  expectedAddress: null,
  ...extra,
});

describe('http', () => {
  let target: HttpTarget;
  beforeAll(async () => {
    target = await startHttpTarget({ body: 'All systems operational' });
  });
  afterAll(() => target.close());

  it('passes on an expected status and measures latency with its stopwatch', async () => {
    target.behaviour = { status: 200, body: 'All systems operational', delayMs: 0, hang: false };
    const result = await runProbe(spec('http', `${target.url}/health`), { ...env, stopwatch: () => () => 61.4 });
    expect(result).toEqual({ ok: true, latencyMs: 61 });
  });

  it('fails on a status outside the range, naming it', async () => {
    target.behaviour = { status: 503, body: 'down', delayMs: 0, hang: false };
    const answered = await runProbe(spec('http', target.url), env);
    expect(answered).toMatchObject({ ok: false, error: 'HTTP 503; expected 200-399' });
    // The target answered: whatever it said, the network worked.
    expect(answered.network).toBeUndefined();
    expect(await runProbe(spec('http', target.url, { expectedStatusMin: 500, expectedStatusMax: 503 }), env)).toMatchObject({ ok: true });
  });

  it('looks for the keyword in the body', async () => {
    target.behaviour = { status: 200, body: `${'x'.repeat(100_000)} claims accepted`, delayMs: 0, hang: false };
    expect(await runProbe(spec('http', target.url, { keyword: 'claims accepted' }), env)).toMatchObject({ ok: true });
    expect(await runProbe(spec('http', target.url, { keyword: 'All systems operational' }), env)).toMatchObject({
      ok: false,
      error: 'Keyword "All systems operational" not found in the response',
    });
  });

  it('gives up at the timeout', async () => {
    target.behaviour = { status: 200, body: '', delayMs: 0, hang: true };
    expect(await runProbe(spec('http', target.url, { timeoutMs: 1000 }), env)).toEqual({
      ok: false,
      latencyMs: null,
      error: 'Timed out after 1000 ms',
      network: true,
    });
  });

  it("names the check's own timeout when part of it went on resolving the name", async () => {
    target.behaviour = { status: 200, body: '', delayMs: 0, hang: true };
    const slowResolver = {
      ...env,
      lookup: () => new Promise<{ address: string; family: number }[]>((resolve) => setTimeout(() => resolve([{ address: '127.0.0.1', family: 4 }]), 30)),
    };
    expect(await runProbe(spec('http', `http://claims.example.ca:${target.port}/`, { timeoutMs: 500 }), slowResolver)).toEqual({
      ok: false,
      latencyMs: null,
      error: 'Timed out after 500 ms',
      network: true,
    });
  });

  it('refuses targets the policy refuses instead of connecting', async () => {
    target.behaviour = { status: 200, body: 'ok', delayMs: 0, hang: false };
    const before = target.hits;
    const strictEnv = { ...env, policy: { ...policy, allowPrivate: false } };
    expect(await runProbe(spec('http', target.url), strictEnv)).toMatchObject({ ok: false, error: REFUSALS.loopback });
    const rebinding = { ...strictEnv, lookup: async () => [{ address: '127.0.0.1', family: 4 }] };
    expect(await runProbe(spec('http', `http://claims.example.ca:${target.port}/`), rebinding)).toMatchObject({
      ok: false,
      error: `claims.example.ca resolves to 127.0.0.1. ${REFUSALS.loopback}`,
    });
    expect(target.hits).toBe(before);
  });

  it('connects to the vetted address of a name', async () => {
    target.behaviour = { status: 200, body: 'ok', delayMs: 0, hang: false };
    const pinned = { ...env, lookup: async () => [{ address: '127.0.0.1', family: 4 }] };
    expect(await runProbe(spec('http', `http://claims.example.ca:${target.port}/`), pinned)).toMatchObject({ ok: true });
  });

  it('reports a refused connection', async () => {
    const gone = await startHttpTarget();
    await gone.close();
    expect(await runProbe(spec('http', gone.url), env)).toMatchObject({ ok: false, error: 'Connection refused (ECONNREFUSED)', network: true });
  });
});

describe('tcp', () => {
  it('connects, then reports refusal once the listener is gone', async () => {
    const listener = await startTcpTarget();
    expect(await runProbe(spec('tcp', listener.address), env)).toMatchObject({ ok: true });
    expect(listener.connections).toBe(1);
    await listener.close();
    expect(await runProbe(spec('tcp', listener.address), env)).toMatchObject({ ok: false, error: 'Connection refused (ECONNREFUSED)' });
  });
});

describe('dns', () => {
  it('resolves through the configured server and checks the expected address', async () => {
    dns.records.set('claims.example.ca', { a: ['203.0.113.10', '203.0.113.11'] });
    expect(await runProbe(spec('dns', 'claims.example.ca'), env)).toMatchObject({ ok: true });
    expect(await runProbe(spec('dns', 'claims.example.ca', { expectedAddress: '203.0.113.11' }), env)).toMatchObject({ ok: true });
    expect(await runProbe(spec('dns', 'claims.example.ca', { expectedAddress: '203.0.113.99' }), env)).toMatchObject({
      ok: false,
      error: 'Resolved to 203.0.113.10, 203.0.113.11; expected 203.0.113.99',
    });
  });

  it('asks for AAAA when the expected address is IPv6, or when the name has no A record', async () => {
    dns.records.set('v6.example.ca', { aaaa: ['2001:db8::10'] });
    expect(await runProbe(spec('dns', 'v6.example.ca', { expectedAddress: '2001:0db8::10' }), env)).toMatchObject({ ok: true });
    expect(await runProbe(spec('dns', 'v6.example.ca'), env)).toMatchObject({ ok: true });
  });

  it('fails for an unknown name and at the timeout', async () => {
    expect(await runProbe(spec('dns', 'nowhere.example.ca'), env)).toMatchObject({ ok: false, error: 'Host name not found (ENOTFOUND)', network: true });
    dns.silent = true;
    try {
      expect(await runProbe(spec('dns', 'claims.example.ca', { timeoutMs: 1000 }), env)).toMatchObject({ ok: false, latencyMs: null, network: true });
    } finally {
      dns.silent = false;
    }
  });
});
