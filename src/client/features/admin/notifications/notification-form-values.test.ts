import { describe, expect, it } from 'vitest';
import { EMPTY_NOTIFICATION_FORM, localDateTimeValue, notificationBody } from './notification-form-values.ts';

const now = new Date('2026-06-15T16:00:00Z');
const filled = { ...EMPTY_NOTIFICATION_FORM, title: 'Outage', message: 'Claims are down.' };

describe('notificationBody (the Send Notification form check)', () => {
  it("asks for both title and message with the spec's text", () => {
    expect(notificationBody({ ...EMPTY_NOTIFICATION_FORM, title: '  ' }, now)).toEqual({
      ok: false,
      errors: { title: 'Title and message are required', message: 'Title and message are required' },
    });
  });

  it('sends an empty target as everyone, normal priority and no expiry by default', () => {
    expect(notificationBody(filled, now)).toEqual({
      ok: true,
      body: { title: 'Outage', message: 'Claims are down.', targetIp: null, priority: 'normal', isPublic: false, expiresAt: null },
    });
  });

  it('sends the expiry as an ISO time, and refuses one that has passed', () => {
    const later = new Date(now.getTime() + 3600_000);
    const result = notificationBody({ ...filled, targetIp: ' 203.0.113.0/24 ', priority: 'high', expiresAt: localDateTimeValue(later) }, now);
    expect(result).toEqual({
      ok: true,
      body: { title: 'Outage', message: 'Claims are down.', targetIp: '203.0.113.0/24', priority: 'high', isPublic: false, expiresAt: later.toISOString() },
    });
    const earlier = new Date(now.getTime() - 3600_000);
    expect(notificationBody({ ...filled, expiresAt: localDateTimeValue(earlier) }, now)).toEqual({
      ok: false,
      errors: { expiresAt: 'The expiry must be in the future' },
    });
  });

  it('sends a notice meant for the dashboard as public', () => {
    expect(notificationBody({ ...filled, isPublic: true }, now)).toMatchObject({ ok: true, body: { isPublic: true } });
  });

  it('checks the lengths the server allows', () => {
    expect(notificationBody({ ...filled, title: 'x'.repeat(121) }, now)).toEqual({ ok: false, errors: { title: 'The title is limited to 120 characters' } });
  });
});
