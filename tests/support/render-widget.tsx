import { afterEach, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createQueryClient } from '#client/lib/query-client.ts';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { resetToasts } from '#client/lib/toast-store.ts';

/** Renders a component as the app does: with the query defaults and the toaster beside it. */
export function renderWithApp(ui: ReactElement) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}

/** After each test: unmount, forget toasts and put the real fetch back. */
export function cleanUpAfterEach(): void {
  afterEach(() => {
    cleanup();
    resetToasts();
    vi.unstubAllGlobals();
  });
}
