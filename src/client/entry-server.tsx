import { prerenderToNodeStream } from 'react-dom/static';
import type { PublicConfig } from '#shared/public-config.js';
import type { FirstScreenData } from '#shared/status/first-screen.js';
import { App, preparePage } from './app.tsx';
import { seedFirstScreen } from './api/first-screen.ts';
import { createQueryClient } from './lib/query-client.ts';
import { setPublicConfigOnServer } from './lib/public-config.ts';
import { holdViewerZone } from './lib/business-time.ts';
import { createI18n } from './i18n/i18n.ts';
import englishMessages from './i18n/catalogue-en-CA.ts';
import { englishInEveryPage } from './i18n/english-in-every-page.ts';
import frenchMessages from './i18n/catalogue-fr-CA.ts';
import type { Locale } from '#shared/i18n/locales.js';

/** Draws a page of the board on the server: the markup that goes inside its #root. */
export type RenderPage = (path: string, data: FirstScreenData, renderedAt: Date, locale: Locale) => Promise<string>;

/**
 * The server's renderer for the pages that carry a first screen (the board and the wall display),
 * built by Vite beside the client (dist/ssr/) from the same components the browser hydrates. It
 * renders what the browser's first render would: the same answers in the query cache, fetched at
 * the same moment, and nothing of what only the browser knows (who is signed in, this browser's
 * own time zone and dismissed notices), which the browser fills in right after hydrating.
 */
export function createPageRenderer(config: PublicConfig): RenderPage {
  setPublicConfigOnServer(config);
  // The server knows no browser's zone; App's effect, which would show it, never runs here.
  holdViewerZone();
  // One translator per language, each only ever in its own: pages in both are drawn side by side.
  const translators = { 'en-CA': createI18n('en-CA', { ...englishInEveryPage, ...englishMessages }), 'fr-CA': createI18n('fr-CA', frenchMessages) };
  return async (path, data, renderedAt, locale) => {
    const queryClient = createQueryClient();
    seedFirstScreen(queryClient, data, renderedAt.getTime());
    await preparePage(path, queryClient);
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(<App queryClient={queryClient} i18n={translators[locale]} renderedAt={renderedAt} ssrPath={path} />, {
      onError: (error) => void errors.push(error),
      // React moves a large finished part to the end of the page, revealed by an inline script: the
      // page's CSP runs none, and a browser without scripts would never see it. Keep every part in place.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    });
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
    queryClient.clear();
    // A part that failed would be drawn again in the browser, and its page would be kept so: refuse it.
    if (errors.length > 0) throw new AggregateError(errors, `rendering ${path} failed`);
    const html = Buffer.concat(chunks).toString('utf8');
    // Scripts in the markup could only be React's own, and the CSP would refuse them.
    if (html.includes('<script')) throw new Error(`rendering ${path} made an inline script`);
    return html;
  };
}
