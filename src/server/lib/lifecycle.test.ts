import { describe, expect, it } from 'vitest';
import { createLifecycle } from './lifecycle.ts';

function recorder() {
  const events: string[] = [];
  const errors: string[] = [];
  const lifecycle = createLifecycle({ error: (_obj, msg) => errors.push(msg ?? '') });
  const add = (name: string, options: { failStart?: boolean; failStop?: boolean } = {}) =>
    lifecycle.add({
      name,
      async start() {
        if (options.failStart) throw new Error(`${name} would not start`);
        events.push(`start ${name}`);
      },
      stop() {
        if (options.failStop) throw new Error(`${name} would not stop`);
        events.push(`stop ${name}`);
      },
    });
  return { lifecycle, add, events, errors };
}

describe('the lifecycle', () => {
  it('starts the parts in the order they were added and stops them in the reverse order', async () => {
    const { lifecycle, add, events } = recorder();
    for (const name of ['cache', 'view', 'http', 'job']) add(name);
    expect(lifecycle.names).toEqual(['cache', 'view', 'http', 'job']);
    await lifecycle.start();
    await lifecycle.stop();
    expect(events).toEqual(['start cache', 'start view', 'start http', 'start job', 'stop job', 'stop http', 'stop view', 'stop cache']);
  });

  it('stops what had started when a later part fails to start, and passes the error on', async () => {
    const { lifecycle, add, events } = recorder();
    add('cache');
    add('view');
    add('http', { failStart: true });
    add('job');
    await expect(lifecycle.start()).rejects.toThrow('http would not start');
    expect(events).toEqual(['start cache', 'start view', 'stop view', 'stop cache']);
  });

  it('still stops every other part when one fails to stop, and says which', async () => {
    const { lifecycle, add, events, errors } = recorder();
    add('cache');
    add('view', { failStop: true });
    add('job');
    await lifecycle.start();
    await lifecycle.stop();
    expect(events).toEqual(['start cache', 'start view', 'start job', 'stop job', 'stop cache']);
    expect(errors).toEqual(['could not stop view']);
  });

  it('stops each part once, however often it is asked to stop', async () => {
    const { lifecycle, add, events } = recorder();
    add('cache');
    await lifecycle.start();
    await Promise.all([lifecycle.stop(), lifecycle.stop()]);
    expect(events).toEqual(['start cache', 'stop cache']);
  });
});
