/**
 * Text messages through a small provider interface; Twilio is the one adapter. The provider's
 * API address comes from configuration (the operator's, not a subscriber's), so it is not
 * vetted like a webhook address; tests point it at a local stand-in.
 */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or a Messaging Service SID (MG…). */
  from: string;
  apiUrl: string;
}

export class SmsError extends Error {
  override name = 'SmsError';
}

export function twilioSender(config: TwilioConfig, timeoutMs = 10_000): SmsSender {
  const endpoint = `${config.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    async send(to, text) {
      const form = new URLSearchParams({
        To: to,
        Body: text,
        ...(config.from.startsWith('MG') ? { MessagingServiceSid: config.from } : { From: config.from }),
      });
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsError(`the SMS provider could not be reached (${error instanceof Error ? error.message : String(error)})`);
      }
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const answer = (await response.json().catch(() => null)) as { message?: unknown } | null;
      throw new SmsError(
        `the SMS provider refused it: HTTP ${response.status}${typeof answer?.message === 'string' ? `, ${withoutPhoneNumbers(answer.message).slice(0, 200)}` : ''}`,
      );
    },
  };
}

/**
 * The provider's error text with phone numbers hidden: Twilio names the number it refused
 * ("The 'To' number +14035550123 is not a valid phone number"), and these texts are kept in the
 * admin's delivery log, where a subscriber's number must not appear in the clear.
 */
export function withoutPhoneNumbers(text: string): string {
  return text.replace(/(?:\+|\()?\d[\d\s().-]{5,}\d/g, '[number hidden]');
}
