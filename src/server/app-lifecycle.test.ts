import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#tests/support/test-app.ts';

describe('the app lifecycle', () => {
  it('starts every long-lived part from one list, the HTTP server after the views it answers from', async () => {
    const t = await buildTestApp();
    try {
      expect(t.app.lifecycle).toEqual(['sessions', 'readiness', 'services', 'whitelist', 'status', 'notifications', 'history', 'heartbeat', 'http']);
      expect((await t.request({ method: 'GET', url: '/api/incidents' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
    expect(t.app.isShuttingDown()).toBe(true);
  });

  it('answers 503 from the health check once it has begun to stop', async () => {
    const t = await buildTestApp();
    const stopping = t.app.stop();
    expect((await t.request({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);
    await stopping;
    await t.database.close();
  });
});
