import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';

export interface CapturedMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface SmtpCapture {
  /** smtp:// URL to put in SMTP_URL. */
  url: string;
  messages: CapturedMail[];
  /** The newest mail to this address, or undefined. */
  lastTo(address: string): CapturedMail | undefined;
  /** The server refuses the next `count` messages (550), as a failing mail server would. */
  failNext(count?: number): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free local port that keeps every message it accepts, parsed. A
 * message is stored before the server answers 250, so once the sender's send() resolves, the
 * mail is already in `messages`.
 */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          return callback(Object.assign(new Error('Mailbox unavailable (test)'), { responseCode: 550 }));
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (parsed) => {
            messages.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              raw,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    lastTo: (address) => messages.filter((m) => m.to.includes(address.toLowerCase())).at(-1),
    failNext(count = 1) {
      failures += count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code standing alone on its own line of a mail's text part. */
export function codeFromText(text: string): string {
  const line = text.split('\n').find((l) => /^\d{6}$/.test(l.trim()));
  if (!line) throw new Error(`no 6-digit code on its own line in:\n${text}`);
  return line.trim();
}
