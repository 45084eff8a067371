import path from 'node:path';
import type { z } from 'zod';
import { isMailbox, optionalText } from './values.ts';

/** How mail leaves: SMTP, or .eml files in an outbox directory. */
export const mailEnv = {
  SMTP_URL: optionalText.refine((v) => v === undefined || (/^smtps?:\/\/[^\s]+$/.test(v) && URL.canParse(v)), {
    message: 'must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.ca:465',
  }),
  MAIL_FROM: optionalText.refine((v) => v === undefined || isMailbox(v), {
    message: 'must be an address or "Name" <address>',
  }),
  MAIL_OUTBOX_DIR: optionalText,
};
type MailEnv = z.output<z.ZodObject<typeof mailEnv>>;

/** SMTP when smtpUrl is set; otherwise every mail is written as an .eml file to outboxDir. */
export interface MailConfig {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}

export function mailConfigOf(e: MailEnv, provider: { name: string; email: string }, dataDir: string): MailConfig {
  return {
    smtpUrl: e.SMTP_URL,
    from: e.MAIL_FROM ?? defaultMailFrom(provider.name, provider.email),
    outboxDir: e.MAIL_OUTBOX_DIR ? path.resolve(e.MAIL_OUTBOX_DIR) : path.join(dataDir, 'outbox'),
  };
}

/** Mail comes from a no-reply address at the provider's own domain, under the provider's name. */
function defaultMailFrom(providerName: string, providerEmail: string): string {
  const domain = providerEmail.split('@')[1] ?? 'localhost';
  return `"${providerName.replace(/["\\]/g, '')}" <no-reply@${domain}>`;
}
