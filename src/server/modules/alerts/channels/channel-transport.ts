import type { Requester } from '#server/modules/monitoring/index.js';
import type { ChannelKind } from '#shared/subscribers/alert-channels.js';
import { slackBody, smsText, teamsBody, webhookBody, type AlertPayload } from './channel-payload.ts';
import type { SmsSender } from './sms.ts';
import { webhookHeaders } from './webhook-signature.ts';

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
  /** What went wrong, in detail: for the admins' delivery log only, never for the channel's owner. */
  error: string | null;
}

export const CHANNEL_TIMEOUT_MS = 10_000;
const USER_AGENT = 'ClinicStatusBoard-Alerts/1.0';

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
    // Each attempt is signed when it is sent; its id stays the delivery's, so a receiver can drop a repeat.
    const signed = channel.kind === 'webhook' ? webhookHeaders(channel.secret ?? '', deliveryId, Math.floor(deps.now().getTime() / 1000), body) : {};
    const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': USER_AGENT, ...signed };
    try {
      const answer = await deps.request({ method: 'POST', url: channel.target, headers, body, timeoutMs: CHANNEL_TIMEOUT_MS, maxBytes: 64 * 1024 });
      const ok = answer.status >= 200 && answer.status < 300;
      return { ok, responseStatus: answer.status, error: ok ? null : `HTTP ${answer.status}` };
    } catch (error) {
      return { ok: false, responseStatus: null, error: error instanceof Error ? error.message : String(error) };
    }
  };
}
