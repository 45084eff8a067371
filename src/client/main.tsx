import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, firstRenderReady, preparePage } from './app.tsx';
import { readFirstScreen, seedFirstScreen } from './api/first-screen.ts';
import { createQueryClient } from './lib/query-client.ts';
import { followSystemTheme } from './lib/theme.ts';
import { holdViewerZone } from './lib/business-time.ts';
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
    <App queryClient={queryClient} renderedAt={renderedAt} />
  </StrictMode>
);

if (renderedAt && root.firstElementChild) {
  // Drawn on the server with this data at this moment: hydrate it once its code is all here.
  holdViewerZone();
  void preparePage(path, queryClient).finally(() =>
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
  void firstRenderReady(path, queryClient).finally(() => createRoot(root).render(app));
}
