import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, firstRenderReady, preparePage } from './app.tsx';
import { readFirstScreen, seedFirstScreen } from './api/first-screen.ts';
import { createQueryClient } from './lib/query-client.ts';
import { followSystemTheme } from './lib/theme.ts';
import { holdViewerZone } from './lib/business-time.ts';
import { activateLocale, i18n, pageLocale } from './i18n/i18n.ts';
import './styles/app.css';

followSystemTheme();

const root = document.getElementById('root');
if (!root) throw new Error('missing #root element');
const path = window.location.pathname;
const queryClient = createQueryClient();
const embedded = readFirstScreen();
const renderedAt = embedded?.renderedAt ?? null;
if (embedded) seedFirstScreen(queryClient, embedded.data, renderedAt?.getTime() ?? Date.now());

const app = (
  <StrictMode>
    <App queryClient={queryClient} i18n={i18n} renderedAt={renderedAt} />
  </StrictMode>
);

// The language the server chose for this page (its <html lang>): its messages come before the first render.
const languageReady = activateLocale(pageLocale());

if (renderedAt && root.firstElementChild) {
  // Drawn on the server with this data at this moment: hydrate it once its code is all here.
  holdViewerZone();
  void Promise.all([preparePage(path, queryClient), languageReady]).finally(() =>
    // As a transition, hydration works in slices of a few milliseconds, between which the browser
    // answers input and paints: the page is already drawn, so nothing is gained by blocking it.
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError(error) {
          // A page that did not match its server HTML is drawn again in the browser; say so (e2e specs fail on it).
          console.error('hydration:', error);
        },
      });
    }),
  );
} else {
  void Promise.all([firstRenderReady(path, queryClient), languageReady]).finally(() => createRoot(root).render(app));
}
