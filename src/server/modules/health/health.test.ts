import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, useTestApp } from '#tests/support/test-app.ts';
import { METRICS_BAD_TOKEN_MESSAGE, METRICS_OFF_MESSAGE, METRICS_REFUSED_MESSAGE } from './metrics.routes.ts';

/* Liveness, readiness and metrics as a load balancer and Prometheus meet them. */

const METRICS_TOKEN = 'a-metrics-token-of-enough-length-0123';
const testApp = useTestApp({ env: { METRICS_ALLOW: '10.20.0.0/16, 127.0.0.1', METRICS_TOKEN } });

describe('GET /healthz', () => {
  it('answers from memory: no database query however often it is asked', async () => {
    const execute = vi.spyOn(testApp().db, 'execute');
    const select = vi.spyOn(testApp().db, 'select');
    for (let i = 0; i < 20; i++) {
      const response = await testApp().request({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: testApp().database.engine });
    }
    expect(execute).not.toHaveBeenCalled();
    expect(select).not.toHaveBeenCalled();
    execute.mockRestore();
    select.mockRestore();
  });
});

describe('GET /readyz', () => {
  it('is ready once the database answered and every migration is applied', async () => {
    const response = await testApp().request({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ status: string; reasons: string[]; databaseAnsweredAt: string }>();
    expect(body).toMatchObject({ status: 'ready', reasons: [] });
    expect(Date.parse(body.databaseAnsweredAt)).not.toBeNaN();
  });

  it('says which time-zone data the instance writes times with, and in which zone', async () => {
    const body = (await testApp().request({ method: 'GET', url: '/readyz' })).json<{ timeZoneData: unknown }>();
    expect(body.timeZoneData).toEqual({ version: process.versions.tz, zone: testApp().config.timezone });
    const metrics = await testApp().request({ method: 'GET', url: '/metrics', ip: '127.0.0.1' });
    expect(metrics.body).toContain(`statusboard_time_zone_data_info{version="${process.versions.tz}",zone="${testApp().config.timezone}"} 1`);
  });

  it('is not ready, and says why, from the moment the instance begins to stop', async () => {
    const t = await buildTestApp();
    const stopping = t.app.stop();
    const response = await t.request({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'not ready', reasons: ['shutting down'] });
    await stopping;
    await t.database.close();
  });
});

describe('GET /metrics', () => {
  const metrics = (headers: Record<string, string> = {}, ip = '127.0.0.1') => testApp().request({ method: 'GET', url: '/metrics', headers, ip });

  it('answers an allowed address in the Prometheus format, counting requests by route pattern', async () => {
    await testApp().request({ method: 'GET', url: '/api/services' });
    await testApp().request({ method: 'GET', url: '/api/services/00000000-0000-4000-8000-000000000000/history' });
    await testApp().request({ method: 'GET', url: '/api/no-such-thing-here' });
    const response = await metrics({}, '10.20.3.4');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toMatch(/^statusboard_http_requests_total\{method="GET",route="\/api\/services",status_code="200"\} \d+$/m);
    expect(response.body).toMatch(
      /^statusboard_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/services",status_code="200"\} \d+$/m,
    );
    expect(response.body).toContain('route="/api/services/:id/history"');
    expect(response.body).toContain('route="unmatched",status_code="404"');
    expect(response.body).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(response.body).not.toContain('no-such-thing-here');
    for (const name of [
      'statusboard_scheduler_leader',
      'statusboard_mails_total',
      'statusboard_status_changes_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(response.body, name).toMatch(new RegExp(`^${name}`, 'm'));
    }
  });

  it('refuses an address outside METRICS_ALLOW that brings no token', async () => {
    const response = await metrics({}, '203.0.113.9');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: METRICS_REFUSED_MESSAGE });
  });

  it('answers any address that brings the token, and refuses a wrong token even from an allowed address', async () => {
    expect((await metrics({ authorization: `Bearer ${METRICS_TOKEN}` }, '203.0.113.9')).statusCode).toBe(200);
    const wrong = await metrics({ authorization: `Bearer ${METRICS_TOKEN.replace(/.$/, 'x')}` }, '127.0.0.1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(wrong.json()).toEqual({ message: METRICS_BAD_TOKEN_MESSAGE });
  });

  it('answers only at its exact path: any other spelling is an unknown page, even with the token from an allowed address', async () => {
    const spellings = ['/metrics/', '/metrics//', '//metrics', '/%6detrics', '/%6Detrics', '/metrics%2F', '/metrics%2f', '/METRICS', '/Metrics', '/metrics/x'];
    for (const url of spellings) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await testApp().app.server.inject({ method, url, remoteAddress: '127.0.0.1', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.body, url).not.toContain('statusboard_');
      }
    }
    const withQuery = await testApp().request({ method: 'GET', url: '/metrics?x', ip: '127.0.0.1' });
    expect(withQuery.statusCode).toBe(200);
    expect(withQuery.body).toContain('statusboard_http_requests_total');
  });

  it('is off, and says how to turn it on, when neither addresses nor a token are configured', async () => {
    const t = await buildTestApp();
    try {
      const response = await t.request({ method: 'GET', url: '/metrics', ip: '127.0.0.1' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: METRICS_OFF_MESSAGE });
    } finally {
      await t.close();
    }
  });
});
