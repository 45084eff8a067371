import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import { codeFromText, startSmtpCapture, type SmtpCapture } from '#tests/support/smtp-capture.ts';
import { createMailer, SEND_FAILED_MESSAGE, type MailMessage } from './mailer.ts';
import { composeMail, escapeHtml, signInCodeMail } from './mail-templates.ts';
import { AppError } from '../errors.ts';

const provider = {
  name: 'Prairie <Dental> IT & Co',
  infoEmail: 'info@prairie.example.ca',
  salesEmail: 'sales@prairie.example.ca',
  phone: '(403) 555-0100',
  website: 'https://prairie.example.ca',
  address: '100 - 200 Main Street SW, Calgary, AB T2P 0A1',
};
const FROM = '"Prairie Dental IT" <no-reply@prairie.example.ca>';

function recordingLog() {
  const lines: { level: string; obj: object; msg: string }[] = [];
  return {
    lines,
    info: (obj: object, msg: string) => lines.push({ level: 'info', obj, msg }),
    error: (obj: object, msg: string) => lines.push({ level: 'error', obj, msg }),
  };
}

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mailer-test-'));
const message = (to = 'front.desk@clinic.example.ca'): MailMessage => signInCodeMail(provider, { to, code: '042917', validMinutes: 10 });

describe('the outbox mailer (no SMTP_URL)', () => {
  it('writes one RFC 822 .eml file with text and HTML parts and logs one line saying where', async () => {
    const dir = path.join(tempDir(), 'outbox');
    const log = recordingLog();
    await createMailer({ from: FROM, outboxDir: dir, log }).send(message());

    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    const file = path.join(dir, files[0]!);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    const parsed = await simpleParser(fs.readFileSync(file));
    expect(parsed.from?.text).toContain('no-reply@prairie.example.ca');
    expect(parsed.subject).toBe('Your Prairie <Dental> IT & Co sign-in code');
    expect(codeFromText(parsed.text ?? '')).toBe('042917');
    expect(parsed.html).toContain('042917');

    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toMatchObject({ level: 'info', obj: { file } });
    expect(log.lines[0]!.msg).toContain(file);
    // Recipients and subjects are personal data (a subject may name a clinic): the line says where, not to whom.
    expect(JSON.stringify(log.lines)).not.toContain('front.desk@clinic.example.ca');
    expect(JSON.stringify(log.lines)).not.toContain(parsed.subject);
  });

  it('throws the "could not send" error when the outbox cannot be written', async () => {
    const blocker = path.join(tempDir(), 'not-a-dir');
    fs.writeFileSync(blocker, 'x');
    const log = recordingLog();
    const failure = createMailer({ from: FROM, outboxDir: blocker, log }).send(message());
    await expect(failure).rejects.toBeInstanceOf(AppError);
    await expect(failure).rejects.toMatchObject({ code: 'unavailable', message: SEND_FAILED_MESSAGE });
    expect(log.lines.map((l) => l.level)).toEqual(['error']);
  });
});

describe('the SMTP mailer', () => {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());

  it('delivers text and HTML from MAIL_FROM', async () => {
    await createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir: tempDir() }).send(message('a@clinic.example.ca'));
    const mail = smtp.lastTo('a@clinic.example.ca')!;
    expect(mail.from).toBe('no-reply@prairie.example.ca');
    expect(codeFromText(mail.text)).toBe('042917');
    expect(mail.html).toContain('042917');
  });

  it('turns a refused message into AppError("unavailable")', async () => {
    smtp.failNext();
    await expect(createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir: tempDir() }).send(message())).rejects.toMatchObject({
      code: 'unavailable',
      message: SEND_FAILED_MESSAGE,
    });
  });

  it('turns an unreachable server into AppError("unavailable")', async () => {
    await expect(createMailer({ smtpUrl: 'smtp://127.0.0.1:9', from: FROM, outboxDir: tempDir() }).send(message())).rejects.toMatchObject({
      code: 'unavailable',
    });
  });
});

describe('mail templates', () => {
  it('put the sender name, mailing address and contact details in both parts (CASL)', () => {
    const mail = composeMail(provider, { to: 'x@y.ca', subject: 'S', heading: 'H', blocks: [{ kind: 'paragraph', text: 'Hello' }] });
    for (const value of [provider.address, provider.infoEmail, provider.phone, provider.website]) {
      expect(mail.text).toContain(value);
      expect(mail.html).toContain(escapeHtml(value));
    }
    expect(mail.text).toContain(provider.name);
  });

  it('escape every value in the HTML part', () => {
    const mail = composeMail(provider, {
      to: 'x@y.ca',
      subject: '<b>S</b>',
      heading: '<script>alert(1)</script>',
      blocks: [
        { kind: 'paragraph', text: 'a < b & "c"' },
        { kind: 'secret', value: '<x>' },
        { kind: 'link', label: 'Open "it"', url: 'https://example.ca/?a=1&b=<2>' },
      ],
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('Prairie &lt;Dental&gt; IT &amp; Co');
    expect(mail.html).toContain('href="https://example.ca/?a=1&amp;b=&lt;2&gt;"');
  });

  it('put each secret and link alone on its own line of the text part', () => {
    const mail = composeMail(provider, {
      to: 'x@y.ca',
      subject: 'S',
      heading: 'H',
      blocks: [
        { kind: 'paragraph', text: 'Your phrase:' },
        { kind: 'secret', value: 'maple-harbour-lantern' },
        { kind: 'link', label: 'Open the page', url: 'https://example.ca/verify?t=abc' },
      ],
    });
    const lines = mail.text.split('\n');
    expect(lines).toContain('maple-harbour-lantern');
    expect(lines).toContain('https://example.ca/verify?t=abc');
  });
});
