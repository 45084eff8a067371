// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AdminAccessCodeDialog } from './admin-access-code-dialog.tsx';
import { EnterPhraseStep } from './enter-phrase-step.tsx';
import { AccessDenied, ACCESS_DENIED_REDIRECT_MS } from './access-denied.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AdminAccessCodeDialog', () => {
  it('asks for the code when it is blank, without calling the server', async () => {
    const onSubmit = vi.fn();
    render(<AdminAccessCodeDialog verifying={false} onSubmit={onSubmit} onCancel={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Admin access code'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Access Admin' }));
    expect(await screen.findByText('Please enter the admin access code')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hides the code by default and has a labelled toggle to show it', () => {
    render(<AdminAccessCodeDialog verifying={false} onSubmit={vi.fn()} onCancel={() => undefined} />);
    const field = screen.getByLabelText('Admin access code') as HTMLInputElement;
    expect(field.type).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Show access code' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(field.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('clears the field and shows the reason when the code is refused', async () => {
    render(<AdminAccessCodeDialog verifying={false} onSubmit={async () => 'Invalid access code'} onCancel={() => undefined} />);
    const field = screen.getByLabelText('Admin access code') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'wrong code' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Access Admin' }));
    });
    expect(field.value).toBe('');
    expect(screen.getByText('Invalid access code')).toBeTruthy();
  });

  it('says Verifying... while the code is checked, and Cancel leaves', () => {
    const onCancel = vi.fn();
    const { rerender } = render(<AdminAccessCodeDialog verifying onSubmit={vi.fn()} onCancel={onCancel} />);
    expect(screen.getByRole('button', { name: 'Verifying...' })).toHaveProperty('disabled', true);
    rerender(<AdminAccessCodeDialog verifying={false} onSubmit={vi.fn()} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});

describe('EnterPhraseStep', () => {
  const props = { adminEmail: 'a•••@summitdentalit.ca', verifying: false, requesting: false, onRequestNew: () => undefined };

  it('asks for the phrase when it is blank', async () => {
    const onSubmit = vi.fn();
    render(<EnterPhraseStep {...props} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Verify Phrase' }));
    expect(await screen.findByText('Please enter the access phrase')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed phrase, and clears the field when it is refused', async () => {
    const onSubmit = vi.fn(async () => 'Invalid or expired phrase');
    render(<EnterPhraseStep {...props} onSubmit={onSubmit} />);
    const field = screen.getByLabelText('Access phrase') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '  maple river stone cloud lemon kite ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Verify Phrase' }));
    });
    expect(onSubmit).toHaveBeenCalledWith('maple river stone cloud lemon kite');
    expect(field.value).toBe('');
    expect(screen.getByText('Invalid or expired phrase')).toBeTruthy();
  });

  it('offers to request a new code and states the 15 minutes', () => {
    const onRequestNew = vi.fn();
    render(<EnterPhraseStep {...props} onRequestNew={onRequestNew} onSubmit={vi.fn()} />);
    expect(screen.getByText(/valid for 15 minutes/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Request new code' }));
    expect(onRequestNew).toHaveBeenCalled();
  });
});

describe('AccessDenied', () => {
  it('says so, then goes to the dashboard after 3 seconds', () => {
    vi.useFakeTimers();
    const location = memoryLocation({ path: '/secure-admin-x', record: true });
    render(
      <Router hook={location.hook}>
        <AccessDenied />
      </Router>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText("You don't have permission to access this page.")).toBeTruthy();
    act(() => vi.advanceTimersByTime(ACCESS_DENIED_REDIRECT_MS - 1));
    expect(location.history.at(-1)).toBe('/secure-admin-x');
    act(() => vi.advanceTimersByTime(1));
    expect(location.history.at(-1)).toBe('/');
  });
});
