import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { CapturedMail } from './smtp-capture.ts';

export type OutboxMail = CapturedMail & { file: string };

/** Every .eml file the outbox mailer wrote to `dir` (only those mentioning `filter`), parsed, oldest first. */
export async function readOutbox(dir: string, filter?: string): Promise<OutboxMail[]> {
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((name) => ({ file: path.join(dir, name), raw: fs.readFileSync(path.join(dir, name), 'utf8') }))
    .filter(({ raw }) => filter === undefined || raw.toLowerCase().includes(filter.toLowerCase()));
  return Promise.all(
    files.map(async ({ file, raw }) => {
      const parsed = await simpleParser(raw);
      const addresses = (list: typeof parsed.to) => (Array.isArray(list) ? list : list ? [list] : []).flatMap((a) => a.value);
      return {
        file,
        to: addresses(parsed.to).map((a) => (a.address ?? '').toLowerCase()),
        from: addresses(parsed.from).map((a) => a.address ?? '')[0] ?? '',
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
        raw,
      };
    }),
  );
}

/** The newest outbox mail to `address`. */
export async function lastOutboxMailTo(dir: string, address: string): Promise<OutboxMail | undefined> {
  return (await readOutbox(dir, address)).filter((m) => m.to.includes(address.toLowerCase())).at(-1);
}
