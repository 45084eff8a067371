import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api.ts';
import type { NewsletterSubscribeInput } from '#shared/validation.js';
import { queryKeys } from '#client/api/query-keys.ts';

type Message = { message: string };

async function send(url: string, body: unknown): Promise<Message> {
  return (await (await apiRequest('POST', url, body)).json()) as Message;
}

/** POST /api/newsletter/subscribe: mails a confirmation link; nothing on the page caches subscriptions. */
export function useNewsletterSubscribe() {
  return useMutation({ mutationFn: (input: NewsletterSubscribeInput) => send('/api/newsletter/subscribe', input) });
}

/** POST /api/newsletter/confirm once per token (the confirm page's only call); never retried. */
export function useConfirmNewsletter(token: string) {
  return useQuery({
    queryKey: queryKeys.emailLink('newsletter-confirm', token),
    queryFn: () => send('/api/newsletter/confirm', { token }),
    enabled: token.length > 0,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/** POST /api/newsletter/unsubscribe with the link's token, when the reader presses the button. */
export function useNewsletterUnsubscribe(token: string) {
  return useMutation({ mutationFn: () => send('/api/newsletter/unsubscribe', { token }) });
}
