import { createHmac } from 'node:crypto';
import type { Requester } from '../../monitoring/index.ts';
import type { ChannelKind } from '../../../../shared/subscribers/alert-channels.ts';
import { slackBody, smsText, teamsBody, webhookBody, type AlertPayload } from './channel-payload.ts';
import type { SmsSender } from './sms.ts';

export interface ChannelTarget {
  kind: ChannelKind;
  /** The decrypted webhook address or phone number. */
  target: string;
  /** The decrypted webhook signing key. */
  secret: string | null;
}

export interface SendOutcome {
  ok: boolean;
  responseStatus: number | null;
  error: string | null;
}

export const CHANNEL_TIMEOUT_MS = 10_000;
const USER_AGENT = 'ClinicStatusBoard-Alerts/1.0';

/** `sha256=<hex>` of HMAC-SHA256(secret, "<timestamp>.<body>"): what X-Clinic-Status-Signature carries. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export type SendToChannel = (channel: ChannelTarget, deliveryId: string, payload: AlertPayload) => Promise<SendOutcome>;

/** Sends one message to one channel; never throws: every problem is an outcome with words. */
export function channelSender(deps: {
  request: Requester;
  sms: SmsSender | null;
  now: () => Date;
  /** The provider's zone: times in Teams and Slack messages are written in it. */
  timeZone: string;
}): SendToChannel {
  return async (channel, deliveryId, payload) => {
    if (channel.kind === 'sms') {
      if (!deps.sms) return { ok: false, responseStatus: null, error: 'text messages are not set up on this board' };
      try {
        await deps.sms.send(channel.target, smsText(payload));
        return { ok: true, responseStatus: null, error: null };
      } catch (error) {
        return { ok: false, responseStatus: null, error: error instanceof Error ? error.message : String(error) };
      }
    }
    const body =
      channel.kind === 'teams'
        ? teamsBody(payload, deps.timeZone)
        : channel.kind === 'slack'
          ? slackBody(payload, deps.timeZone)
          : webhookBody(deliveryId, payload);
    const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': USER_AGENT };
    if (channel.kind === 'webhook') {
      const timestamp = Math.floor(deps.now().getTime() / 1000);
      headers['x-clinic-status-timestamp'] = String(timestamp);
      headers['x-clinic-status-signature'] = webhookSignature(channel.secret ?? '', timestamp, body);
      headers['x-clinic-status-event'] = payload.type;
      headers['x-clinic-status-delivery'] = deliveryId;
    }
    try {
      const answer = await deps.request({ method: 'POST', url: channel.target, headers, body, timeoutMs: CHANNEL_TIMEOUT_MS, maxBytes: 64 * 1024 });
      const ok = answer.status >= 200 && answer.status < 300;
      return { ok, responseStatus: answer.status, error: ok ? null : `HTTP ${answer.status}` };
    } catch (error) {
      return { ok: false, responseStatus: null, error: error instanceof Error ? error.message : String(error) };
    }
  };
}
