import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '#client/lib/api.ts';
import type { ContactInquiryInput } from '#shared/validation.js';
import { msg } from '#client/i18n/use-t.ts';

export interface ContactInquiryAnswer {
  id: string;
  message: string;
}

/** The message id shown when sending fails without a reason from the server. */
export const CONTACT_FAILURE = msg('contact.form.failed');

export async function sendContactInquiry(input: ContactInquiryInput): Promise<ContactInquiryAnswer> {
  const response = await apiRequest('POST', '/api/contact', input);
  return (await response.json()) as ContactInquiryAnswer;
}

export function useSendContactInquiry() {
  return useMutation({ mutationFn: sendContactInquiry });
}

/** The per-field messages of a validation answer ({ issues: [{ path, message }] }), by field name. */
export function serverFieldIssues(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  try {
    const parsed = JSON.parse(error.body) as { issues?: unknown };
    if (!Array.isArray(parsed.issues)) return {};
    const byField: Record<string, string> = {};
    for (const issue of parsed.issues as { path?: unknown; message?: unknown }[]) {
      if (typeof issue.path === 'string' && typeof issue.message === 'string' && !(issue.path in byField)) {
        byField[issue.path] = issue.message;
      }
    }
    return byField;
  } catch {
    return {};
  }
}
