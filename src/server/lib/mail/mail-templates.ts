import type { Locale } from '#shared/i18n/locales.js';
import type { PublicConfig } from '#shared/public-config.js';
import { translator } from '../i18n/translator.ts';
import type { MailMessage } from './mailer.ts';

type Provider = PublicConfig['provider'];

/** The parts a mail is made of; `secret` and `link` are what the reader copies or opens. */
export type MailBlock = { kind: 'paragraph'; text: string } | { kind: 'secret'; value: string } | { kind: 'link'; label: string; url: string };

export interface MailContent {
  to: string;
  subject: string;
  heading: string;
  blocks: MailBlock[];
  /** Why the reader got this mail, shown small above the sender's details. */
  reason?: string;
  /** The language the mail is written in (its HTML says so); English when left out. */
  locale?: Locale;
}

/**
 * A name someone typed, fit for a line of a mail: control characters, line and paragraph
 * separators become spaces (so no one can start a header or a fake paragraph), runs of spaces
 * one, at most `max` characters.
 */
export function oneLine(value: string, max = 120): string {
  const flat = value
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/**
 * Every mail in one layout, text and HTML alike. The text part puts each secret and link
 * alone on its own line (so it copies cleanly); both parts end with the sender's name, mailing
 * address and contact details, which CASL requires.
 */
export function composeMail(provider: Provider, content: MailContent): MailMessage {
  return { to: content.to, subject: content.subject, text: textPart(provider, content), html: htmlPart(provider, content) };
}

function footerLines(provider: Provider): string[] {
  return [provider.name, provider.address, [provider.infoEmail, provider.phone, provider.website].filter(Boolean).join(' | ')];
}

function textPart(provider: Provider, content: MailContent): string {
  const body = content.blocks.map((block) => {
    if (block.kind === 'paragraph') return block.text;
    if (block.kind === 'secret') return block.value;
    return `${translator(content.locale ?? 'en-CA').t('server-mail.common.linkLabel', { label: block.label })}\n${block.url}`;
  });
  const reason = content.reason ? [content.reason] : [];
  return [content.heading, ...body, ...reason, `-- \n${footerLines(provider).join('\n')}`].join('\n\n') + '\n';
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

function htmlBlock(block: MailBlock): string {
  if (block.kind === 'paragraph') {
    return `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#1e293b">${escapeHtml(block.text)}</p>`;
  }
  if (block.kind === 'secret') {
    return `<p style="margin:0 0 16px;padding:14px 16px;background:#eef7fb;border:1px solid #aed7e9;border-radius:8px;text-align:center;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:26px;font-weight:700;letter-spacing:4px;color:#0b2a44">${escapeHtml(block.value)}</p>`;
  }
  return `<p style="margin:0 0 16px"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:10px 18px;background:#124f6f;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(block.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#475569;word-break:break-all">${escapeHtml(block.url)}</p>`;
}

function htmlPart(provider: Provider, content: MailContent): string {
  const footer = footerLines(provider).map(escapeHtml).join('<br>');
  const reason = content.reason ? `<p style="margin:0 0 12px">${escapeHtml(content.reason)}</p>` : '';
  return `<!doctype html>
<html lang="${content.locale === 'fr-CA' ? 'fr-CA' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f8fafc;${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px">
<tr><td style="padding:20px 28px;border-bottom:1px solid #e2e8f0;font-size:14px;font-weight:700;color:#124f6f">${escapeHtml(provider.name)}</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 20px;font-size:20px;color:#0f172a">${escapeHtml(content.heading)}</h1>
${content.blocks.map(htmlBlock).join('\n')}
</td></tr>
<tr><td style="padding:20px 28px;border-top:1px solid #e2e8f0;font-size:12px;line-height:1.5;color:#64748b">${reason}${footer}</td></tr>
</table>
</body></html>
`;
}

/** The 6-digit code of the built-in sign-in, in the language of the page that asked for it. */
export function signInCodeMail(provider: Provider, input: { to: string; code: string; validMinutes: number; locale?: Locale }): MailMessage {
  const locale = input.locale ?? 'en-CA';
  const { t } = translator(locale);
  return composeMail(provider, {
    to: input.to,
    locale,
    subject: t('server-mail.signIn.subject', { provider: provider.name }),
    heading: t('server-mail.signIn.heading'),
    blocks: [
      { kind: 'paragraph', text: t('server-mail.signIn.enterCode') },
      { kind: 'secret', value: input.code },
      { kind: 'paragraph', text: t('server-mail.common.codeValidity', { minutes: input.validMinutes }) },
    ],
    reason: t('server-mail.signIn.reason'),
  });
}
