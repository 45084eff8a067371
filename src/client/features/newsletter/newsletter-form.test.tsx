// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '#client/lib/query-client.ts';
import { resetToasts, useToasts } from '#client/lib/toast-store.ts';
import { NEWSLETTER_MESSAGES } from '#shared/subscribers/newsletter.js';
import { NewsletterForm } from './newsletter-form.tsx';

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

/** The visible toast, as "title | description". */
function ToastProbe() {
  const toasts = useToasts().filter((t) => t.open);
  return <div data-testid="toast">{toasts.map((t) => `${t.title ?? ''} | ${t.description ?? ''}`).join('')}</div>;
}

function renderForm(answer: { status: number; body: unknown }) {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      posts.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NewsletterForm />
      <ToastProbe />
    </QueryClientProvider>,
  );
  return posts;
}

describe('NewsletterForm', () => {
  it('asks to confirm from the inbox after a sign-up, and never says "subscribed"', async () => {
    const posts = renderForm({ status: 200, body: { message: NEWSLETTER_MESSAGES.sent } });
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: ' frontdesk@bowriver.ca ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('frontdesk@bowriver.ca: Check your inbox: open the link we sent within 48 hours to start your subscription.');
    expect(screen.getByTestId('toast').textContent).toBe(
      'Check your inbox to confirm | We sent a confirmation link to frontdesk@bowriver.ca. Your subscription starts when you open it.',
    );
    expect(document.body.textContent).not.toMatch(/subscribed/i);
    expect(posts).toEqual([{ email: 'frontdesk@bowriver.ca' }]);
  });

  it('says what went wrong when the sign-up is refused', async () => {
    renderForm({ status: 429, body: { message: 'Too many newsletter sign-ups from your network. Please try again in 40 minutes.' } });
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'frontdesk@bowriver.ca' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toBe('Error | Too many newsletter sign-ups from your network. Please try again in 40 minutes.'),
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
