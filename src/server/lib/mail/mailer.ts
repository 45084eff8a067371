import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import { AppError } from '../errors.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe on alerts (RFC 8058); sent as given. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Sends one message or throws AppError('unavailable'); callers must then undo their own work. */
  send(message: MailMessage): Promise<void>;
}

interface MailLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; without it mail goes to `outboxDir` as .eml files. */
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  log?: MailLogger | undefined;
}

export const SEND_FAILED_MESSAGE = 'We could not send the e-mail right now. Please try again in a few minutes.';

// nodemailer waits minutes by default; a person is waiting on the page.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

const silent: MailLogger = { info: () => undefined, error: () => undefined };

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options) : outboxMailer(options);
}

/** An SMTP error without the envelope nodemailer attaches (it names the recipient). */
function scrubbed(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const { message, name, stack } = error;
  const code = (error as { code?: unknown }).code;
  const responseCode = (error as { responseCode?: unknown }).responseCode;
  return {
    name,
    message: message.replace(/<[^<>@\s]+@[^<>\s]+>|[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '<recipient>'),
    stack: stack?.split('\n').slice(1).join('\n'),
    code,
    responseCode,
  };
}

function smtpMailer(url: string, options: MailerOptions): Mailer {
  const log = options.log ?? silent;
  const transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }, { from: options.from });
  return {
    async send(message) {
      try {
        await transport.sendMail(message);
      } catch (error) {
        log.error({ err: scrubbed(error) }, 'sending mail over SMTP failed');
        throw new AppError('unavailable', SEND_FAILED_MESSAGE);
      }
    },
  };
}

/**
 * Without a mail server every message is written as an RFC 822 file a person can open in any
 * mail program, and one log line says where, so a first-time user can read their codes.
 */
function outboxMailer(options: MailerOptions): Mailer {
  const log = options.log ?? silent;
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from: options.from });
  let sequence = 0; // keeps names in sending order within one millisecond
  return {
    async send(message) {
      let file: string;
      try {
        const info = await transport.sendMail(message);
        await fs.mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        sequence = (sequence + 1) % 1_000_000;
        file = path.join(options.outboxDir, `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.eml`);
        await fs.writeFile(file, info.message as Buffer, { mode: 0o600, flag: 'wx' });
      } catch (error) {
        log.error({ err: error, outboxDir: options.outboxDir }, 'writing mail to the outbox failed');
        throw new AppError('unavailable', SEND_FAILED_MESSAGE);
      }
      // Who it is for and what it says are personal data: the line says where to read it.
      log.info({ file }, `mail written to ${file}`);
    },
  };
}
