// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';
import type { AdminRegistrationRow } from '#shared/onboarding/registration.js';
import { RegistrationReviewWidget } from './registration-review-widget.tsx';

const registration = (overrides: Partial<AdminRegistrationRow>): AdminRegistrationRow => ({
  id: 'r1',
  clinicName: 'Airdrie Dental Care',
  contactPersonName: 'Dr. Priya Raman',
  email: 'priya@airdriedentalcare.ca',
  phone: '(403) 555-0142',
  couponCode: 'ALBERTA2026',
  ipAddress: '24.71.88.3',
  marketingOptIn: true,
  emailVerified: true,
  status: 'verified',
  createdAt: '2026-06-15T10:00:00Z',
  reviewedAt: null,
  rejectionReason: null,
  ...overrides,
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let lists: Record<string, AdminRegistrationRow[]>;
let approveAnswer: Response;
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  lists = {
    pending: [registration({ id: 'r2', clinicName: 'Okotoks Family Dental', emailVerified: false, status: 'pending', createdAt: '2026-06-14T10:00:00Z' })],
    verified: [registration({})],
    approved: [],
  };
  approveAnswer = json({
    message: 'Registration approved. The access code was e-mailed to the clinic.',
    mailSent: true,
    clinicAccessId: 'c1',
    trialEndsAt: '2027-06-15T10:00:00Z',
  });
  fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    if (init?.method === 'POST' && url.pathname.endsWith('/approve')) return approveAnswer;
    if (init?.method === 'POST' && url.pathname.endsWith('/reject')) return json({ message: 'Registration rejected. The clinic was notified by e-mail.' });
    return json(lists[url.searchParams.get('status') ?? ''] ?? []);
  });
  vi.stubGlobal('fetch', fetchMock);
});
cleanUpAfterEach();

const renderWidget = () => renderWithApp(<RegistrationReviewWidget />);
const posted = (suffix: string) => fetchMock.mock.calls.find(([url, init]) => String(url).endsWith(suffix) && init?.method === 'POST');

describe('RegistrationReviewWidget', () => {
  it('lists pending and verified registrations, newest first, with their e-mail state', async () => {
    renderWidget();
    const items = await screen.findAllByRole('heading', { level: 3 });
    expect(items.map((h) => h.textContent)).toEqual(['Airdrie Dental Care', 'Okotoks Family Dental']);
    expect(screen.getByText('E-mail verified')).toBeTruthy();
    expect(screen.getByText('E-mail not verified')).toBeTruthy();
    expect(screen.getByText('2 waiting')).toBeTruthy();
  });

  it('approves and toasts the server message; says so when the code e-mail failed', async () => {
    renderWidget();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Airdrie Dental Care' }));
    expect(await screen.findByText('Registration approved. The access code was e-mailed to the clinic.')).toBeTruthy();
    expect(screen.getByText('Success')).toBeTruthy();
    expect(posted('/api/admin/clinic-registrations/r1/approve')).toBeTruthy();

    approveAnswer = json({
      message: 'Registration approved, but the e-mail ... Resend code',
      mailSent: false,
      clinicAccessId: 'c2',
      trialEndsAt: '2027-06-15T10:00:00Z',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Approve Okotoks Family Dental' }));
    expect(await screen.findByText('Approved, e-mail not sent')).toBeTruthy();
    expect(screen.getByText('Registration approved, but the e-mail ... Resend code')).toBeTruthy();
  });

  it('shows the server message when approval is refused', async () => {
    approveAnswer = json({ message: 'That coupon code has expired.' }, 400);
    renderWidget();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Airdrie Dental Care' }));
    expect(await screen.findByText('That coupon code has expired.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });

  it('rejects with the optional reason', async () => {
    renderWidget();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject Okotoks Family Dental' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: '  Not a dental clinic ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject registration' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted('/r2/reject')?.[1]?.body).toBe(JSON.stringify({ reason: 'Not a dental clinic' }));
    expect(await screen.findByText('Registration rejected. The clinic was notified by e-mail.')).toBeTruthy();
  });

  it('says when nothing waits', async () => {
    lists = { pending: [], verified: [], approved: [] };
    renderWidget();
    expect(await screen.findByText('No registrations waiting for review')).toBeTruthy();
  });
});
