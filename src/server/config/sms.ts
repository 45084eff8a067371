import type { z } from 'zod';
import { optionalText } from './values.ts';

/** Text-message alerts through Twilio: all three credentials, or none (then SMS is not offered). */
export const smsEnv = {
  TWILIO_ACCOUNT_SID: optionalText.refine((v) => v === undefined || /^AC[0-9a-fA-F]{32}$/.test(v), {
    message: 'must be a Twilio Account SID: AC followed by 32 hexadecimal characters',
  }),
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM: optionalText.refine((v) => v === undefined || /^\+[1-9]\d{7,14}$/.test(v) || /^MG[0-9a-fA-F]{32}$/.test(v), {
    message: 'must be the sending number in E.164 form (+14035550123) or a Messaging Service SID (MG…)',
  }),
  TWILIO_API_URL: optionalText.refine((v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v), { message: 'must be an http(s) URL' }),
};
type SmsEnv = z.output<z.ZodObject<typeof smsEnv>>;

export interface SmsConfig {
  /** Null: text messages are not offered. */
  sms: { accountSid: string; authToken: string; from: string; apiUrl: string } | null;
}

/** A half-configured SMS account is refused at start-up rather than silently offering nothing. */
export function smsProblem(e: SmsEnv): string | null {
  const set = [e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN, e.TWILIO_FROM].filter((v) => v !== undefined).length;
  if (set === 0 || set === 3) return null;
  return 'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM: set all three for text-message alerts, or none';
}

export function smsConfigOf(e: SmsEnv): SmsConfig {
  if (!e.TWILIO_ACCOUNT_SID || !e.TWILIO_AUTH_TOKEN || !e.TWILIO_FROM) return { sms: null };
  return {
    sms: { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, from: e.TWILIO_FROM, apiUrl: e.TWILIO_API_URL ?? 'https://api.twilio.com' },
  };
}
