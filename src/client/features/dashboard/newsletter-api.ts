import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.ts';
import type { NewsletterSubscribeInput } from '../../../shared/validation.ts';

export async function subscribeToNewsletter(input: NewsletterSubscribeInput): Promise<{ message: string }> {
  const response = await apiRequest('POST', '/api/newsletter/subscribe', input);
  return (await response.json()) as { message: string };
}

/** POST /api/newsletter/subscribe; nothing on the page caches subscriptions, so nothing to invalidate. */
export function useNewsletterSubscribe() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
