import { alertChannelTestFailures, alertDeliveries } from '#server/db/schema.js';
import { AppError } from '#server/lib/errors.js';
import { rateLimitKeyForIp } from '#server/lib/http/ip.js';
import { checkCode, codeFailureMessage, issueCode, type CodeCheck, type CodePolicy } from '#server/lib/security/one-time-codes.js';
import type { LimitRule } from '#server/lib/security/attempt-limiter.js';
import { CHANNEL_MESSAGES, SMS_CODE_MAX_TRIES, SMS_CODE_RESEND_SECONDS, SMS_CODE_VALID_MINUTES } from '#shared/subscribers/alert-channels.js';
import type { AppParts } from '#server/lib/app-parts.js';
import type { Locale } from '#shared/i18n/locales.js';
import { translator } from '#server/lib/i18n/translator.js';
import { reserveSmsSend } from './channel-limits.ts';
import { fitSms } from './sms-encoding.ts';
import { SmsError, twilioSender } from './sms.ts';

/**
 * A number receives nothing until its owner has entered the 6-digit code texted to it: the
 * board's one-time codes (crypto.randomInt, only a keyed hash stored, expiring, single use,
 * SMS_CODE_MAX_TRIES wrong tries burn it), kept per channel so a code confirms that channel's
 * number and no other.
 */
export const SMS_CODE_POLICY: CodePolicy = {
  purpose: 'alert-channel-sms',
  validMinutes: SMS_CODE_VALID_MINUTES,
  maxTries: SMS_CODE_MAX_TRIES,
  resendAfterSeconds: SMS_CODE_RESEND_SECONDS,
  resendWaitMessage: CHANNEL_MESSAGES.codeWait,
};

/** Codes texted to one number (whoever asks) and from one network, each hour. */
export const SMS_CODE_LIMITS = { perNumberPerHour: 5, perNetworkPerHour: 20 } as const;
const HOUR_MS = 3_600_000;

type Deps = Pick<AppParts, 'db' | 'keys' | 'clock' | 'config'>;

export interface UnconfirmedNumber {
  id: string;
  subscriptionId: string;
  /** E.164. */
  number: string;
  targetHint: string;
  /** The channel's language: the code's text is written in it. */
  locale?: Locale;
}

const codeKey = (channelId: string) => `alert-channel:${channelId}`;

/** The text, in the channel's language: whose code it is and what for, the code itself never cut. */
export function smsCodeText(provider: string, code: string, locale: Locale = 'en-CA'): string {
  const { t } = translator(locale);
  return fitSms(t('server-channels.smsCode.head', { provider }), t('server-channels.smsCode.tail', { code, minutes: SMS_CODE_VALID_MINUTES }));
}

/**
 * Texts a fresh code to the channel's number, within the limits (the resend gap, per number and
 * network, and the subscription's and installation's SMS allowance, each counted before the text
 * goes). A text the provider refuses is kept in the admins' delivery log with the reason; the
 * owner is told only that the code could not be sent.
 */
export async function textConfirmationCode(deps: Deps, channel: UnconfirmedNumber, ip: string | null): Promise<void> {
  if (!deps.config.sms) throw new AppError('validation', CHANNEL_MESSAGES.smsUnavailable);
  const sender = twilioSender(deps.config.sms);
  const provider = deps.config.publicConfig.provider.name;
  const limits: LimitRule[] = [
    {
      key: `sms-code:number:${deps.keys.blindIndex(channel.number)}`,
      limit: SMS_CODE_LIMITS.perNumberPerHour,
      windowMs: HOUR_MS,
      message: 'Several codes have been texted to this number in the last hour.',
    },
    ...(ip
      ? [
          {
            key: `sms-code:ip:${rateLimitKeyForIp(ip)}`,
            limit: SMS_CODE_LIMITS.perNetworkPerHour,
            windowMs: HOUR_MS,
            message: 'Several codes have been texted from your network in the last hour.',
          },
        ]
      : []),
  ];
  try {
    await issueCode(deps, SMS_CODE_POLICY, {
      emailHash: codeKey(channel.id),
      limits,
      send: async (code) => {
        await reserveSmsSend(deps, channel.subscriptionId);
        await sender.send(channel.number, smsCodeText(provider, code, channel.locale));
      },
    });
  } catch (error) {
    if (!(error instanceof SmsError)) throw error;
    await deps.db.insert(alertChannelTestFailures).values({
      subscriptionId: channel.subscriptionId,
      kind: 'sms',
      targetHint: channel.targetHint,
      error: `confirmation code: ${error.message}`.slice(0, 500),
      responseStatus: null,
      createdAt: deps.clock.now(),
    });
    throw new AppError('validation', CHANNEL_MESSAGES.codeNotSent);
  }
  const now = deps.clock.now();
  // In the admins' delivery log, like every other message a channel was sent (the code itself is not kept).
  await deps.db.insert(alertDeliveries).values({
    channelId: channel.id,
    eventKey: `sms-code:${crypto.randomUUID()}`,
    event: 'sms-code',
    occurredAt: now,
    payload: { type: 'sms-code', summary: 'Confirmation code texted' },
    status: 'delivered',
    attempts: 1,
    createdAt: now,
    deliveredAt: now,
  });
}

/** Checks a code entered for the channel: right (the code is used up), or why not. */
export function checkConfirmationCode(deps: Deps, channelId: string, code: string): Promise<CodeCheck> {
  return checkCode(deps, SMS_CODE_POLICY, { emailHash: codeKey(channelId), code });
}

export function confirmationCodeFailure(failure: Exclude<CodeCheck, { ok: true }>): AppError {
  return new AppError('validation', codeFailureMessage(failure, CHANNEL_MESSAGES.noCode));
}
