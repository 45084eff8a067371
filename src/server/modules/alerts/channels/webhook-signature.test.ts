import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { newWebhookSecret, webhookHeaders, webhookSigningKey } from './webhook-signature.ts';

/*
 * Signatures checked with the Standard Webhooks specification's own verifier (the
 * `standardwebhooks` package its authors publish), not with our own arithmetic.
 */

const SENT_AT = new Date('2026-06-15T16:00:00Z');
const seconds = Math.floor(SENT_AT.getTime() / 1000);
const body = JSON.stringify({ schema: 'clinic-status.alert.v1', id: 'msg_2Lh9', type: 'service.down', summary: 'Weave is down' });

afterEach(() => vi.useRealTimers());

/** The receiver's clock reads the moment of sending (the verifier refuses timestamps five minutes off). */
function receivedAt(at: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

describe('Standard Webhooks signing', () => {
  it('makes secrets the specification defines: whsec_ and the base64 of 24 to 64 random bytes, each one new', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    expect(key.length).toBeGreaterThanOrEqual(24);
    expect(key.length).toBeLessThanOrEqual(64);
    expect(newWebhookSecret()).not.toBe(secret);
  });

  it('signs what the published verifier accepts, and the verifier refuses a changed body, id or timestamp', () => {
    const secret = newWebhookSecret();
    const headers = webhookHeaders(secret, 'msg_2Lh9', seconds, body);
    expect(headers).toEqual({
      'webhook-id': 'msg_2Lh9',
      'webhook-timestamp': String(seconds),
      'webhook-signature': expect.stringMatching(/^v1,[A-Za-z0-9+/]+=*$/),
    });
    receivedAt(SENT_AT);
    const receiver = new Webhook(secret);
    expect(receiver.verify(body, headers)).toMatchObject({ type: 'service.down' });
    expect(() => receiver.verify(body.replace('down', 'up'), headers)).toThrow(WebhookVerificationError);
    expect(() => receiver.verify(body, { ...headers, 'webhook-id': 'msg_other' })).toThrow(WebhookVerificationError);
    expect(() => receiver.verify(body, { ...headers, 'webhook-timestamp': String(seconds + 1) })).toThrow(WebhookVerificationError);
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow(WebhookVerificationError);
  });

  it('matches the verifier’s own signature for the same id, time and body', () => {
    const secret = `whsec_${randomBytes(24).toString('base64')}`;
    expect(webhookHeaders(secret, 'msg_1', seconds, body)['webhook-signature']).toBe(new Webhook(secret).sign('msg_1', SENT_AT, body));
  });

  it('keeps a secret made before, in URL-safe base64, working: the same bytes, written in standard base64 for the verifier', () => {
    // Older channels got whsec_ and URL-safe base64 of 24 bytes; these bytes give both - and _.
    const bytes = Buffer.from('fbff3e0f1b2c3d4e5f60718293a4b5c6d7e8f9fbffbfffa0', 'hex');
    const encoded = bytes.toString('base64url');
    expect(encoded).toMatch(/-/);
    expect(encoded).toMatch(/_/);
    const old = `whsec_${encoded}`;
    expect(webhookSigningKey(old)).toEqual(bytes);
    const rewritten = `whsec_${encoded.replace(/-/g, '+').replace(/_/g, '/')}`;
    receivedAt(SENT_AT);
    expect(new Webhook(rewritten).verify(body, webhookHeaders(old, 'msg_old', seconds, body))).toMatchObject({ id: 'msg_2Lh9' });
  });
});
