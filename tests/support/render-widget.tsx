import { afterEach, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createQueryClient } from '#client/lib/query-client.ts';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { resetToasts } from '#client/lib/toast-store.ts';
import { I18nProvider } from '@lingui/react';
import { createI18n } from '#client/i18n/i18n.ts';
import englishMessages from '#client/i18n/catalogue-en-CA.ts';
import { englishInEveryPage } from '#client/i18n/english-in-every-page.ts';
import frenchMessages from '#client/i18n/catalogue-fr-CA.ts';
import englishAdmin from '#client/i18n/admin-catalogue-en-CA.ts';
import frenchAdmin from '#client/i18n/admin-catalogue-fr-CA.ts';
import englishLater from '#client/i18n/later-catalogue-en-CA.ts';
import frenchLater from '#client/i18n/later-catalogue-fr-CA.ts';
import type { Locale } from '#shared/i18n/locales.js';

/** Every message the browser can load, in each language. */
export const ALL_MESSAGES = {
  'en-CA': { ...englishInEveryPage, ...englishMessages, ...englishLater, ...englishAdmin },
  'fr-CA': { ...frenchMessages, ...frenchLater, ...frenchAdmin },
};

/** A translator holding every message of `locale`, as the app's is once every part has loaded. */
export const testI18n = (locale: Locale) => createI18n(locale, ALL_MESSAGES[locale]);

/** Renders a component as the app does: in a language (English unless told), with the query defaults and the toaster beside it. */
export function renderWithApp(ui: ReactElement, { locale = 'en-CA' }: { locale?: Locale } = {}) {
  return render(
    <I18nProvider i18n={testI18n(locale)}>
      <QueryClientProvider client={createQueryClient()}>
        {ui}
        <Toaster />
      </QueryClientProvider>
    </I18nProvider>,
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
