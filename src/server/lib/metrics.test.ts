import { describe, expect, it } from 'vitest';
import { countedMailer, createMetrics } from './metrics.ts';
import type { Mailer } from './mail/mailer.ts';

const message = { to: 'front.desk@clinic.example.ca', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };

describe('metrics', () => {
  it('counts mail sent and failed, and lets the failure through', async () => {
    const metrics = createMetrics();
    const working: Mailer = { send: async () => undefined };
    const broken: Mailer = {
      send: async () => {
        throw new Error('SMTP is down');
      },
    };
    await countedMailer(working, metrics).send(message);
    await expect(countedMailer(broken, metrics).send(message)).rejects.toThrow('SMTP is down');
    const text = await metrics.render();
    expect(text).toMatch(/^statusboard_mails_total\{outcome="sent"\} 1$/m);
    expect(text).toMatch(/^statusboard_mails_total\{outcome="failed"\} 1$/m);
  });

  it('keeps two apps’ counts apart in one process', async () => {
    const first = createMetrics();
    const second = createMetrics();
    first.observeRequest('GET', '/api/services', 200, 0.001);
    expect(await first.render()).toMatch(/^statusboard_http_requests_total\{method="GET",route="\/api\/services",status_code="200"\} 1$/m);
    expect(await second.render()).not.toContain('route="/api/services"');
  });

  it('counts a route recorder in the same series as the answers observed one by one', async () => {
    const metrics = createMetrics();
    const record = metrics.requestRecorder('GET', '/api/services');
    record(200, 0.0004);
    record(304, 0.0002);
    record(200, 0.003);
    metrics.observeRequest('GET', '/api/services', 200, 0.0001);
    const text = await metrics.render();
    expect(text).toMatch(/^statusboard_http_requests_total\{method="GET",route="\/api\/services",status_code="200"\} 3$/m);
    expect(text).toMatch(/^statusboard_http_requests_total\{method="GET",route="\/api\/services",status_code="304"\} 1$/m);
    expect(text).toMatch(/^statusboard_http_request_duration_seconds_bucket\{le="0.001",method="GET",route="\/api\/services",status_code="200"\} 2$/m);
  });

  it('reads a gauge when scraped', async () => {
    const metrics = createMetrics();
    let waiting = 0;
    metrics.gaugeAtScrape('database_pool_connections', 'Pool connections by state.', () => ({ total: 4, idle: 3, waiting }), 'state');
    waiting = 2;
    expect(await metrics.render()).toMatch(/^statusboard_database_pool_connections\{state="waiting"\} 2$/m);
  });
});
