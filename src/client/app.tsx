import { useEffect, type ComponentType } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { Route, Router, Switch } from 'wouter';
import { prepareIncidentBanner } from './features/incidents/incident-banner.tsx';
import { RenderTimeContext } from './lib/use-now.ts';
import { showViewerZone } from './lib/business-time.ts';
import { preloadable } from './lib/preloadable.tsx';
import { LazyToaster } from './components/ui/lazy-toaster.tsx';
import { PageLoading } from './components/ui/page-loading.tsx';
import DashboardPage from './pages/dashboard-page.tsx';
import NotFoundPage from './pages/not-found-page.tsx';
import { adminEntryPath } from './features/admin-auth/admin-entry-path.ts';
import { loadMessages } from './i18n/i18n.ts';

/** A page whose code comes when it is first shown, with its own loading state (see preloadable). */
const lazyPage = (load: () => Promise<{ default: ComponentType }>) => preloadable(load, <PageLoading />);

/** A page whose words are in a part of the messages of their own (i18n.ts): its code and those messages come together. */
const lazyPageWith = (bundle: 'later' | 'admin', load: () => Promise<{ default: ComponentType }>) =>
  lazyPage(() => Promise.all([load(), loadMessages('later'), bundle === 'admin' ? loadMessages('admin') : null]).then(([page]) => page));

const PrivacyPolicyPage = lazyPageWith('later', () => import('./pages/privacy-policy-page.tsx')).Component;
const CookiesPolicyPage = lazyPageWith('later', () => import('./pages/cookies-policy-page.tsx')).Component;
const ContactPage = lazyPageWith('later', () => import('./pages/contact-page.tsx')).Component;
const RegisterPage = lazyPageWith('later', () => import('./pages/register-page.tsx')).Component;
const VerifyEmailPage = lazyPageWith('later', () => import('./pages/verify-email-page.tsx')).Component;
const AdminLoginPage = lazyPageWith('admin', () => import('./pages/admin-login-page.tsx')).Component;
const AdminPage = lazyPageWith('admin', () => import('./pages/admin-page.tsx')).Component;
const AdminEntryPage = lazyPageWith('admin', () => import('./pages/admin-entry-page.tsx')).Component;
const SignInPage = lazyPageWith('later', () => import('./pages/sign-in-page.tsx')).Component;
const AlertsConfirmPage = lazyPageWith('later', () => import('./pages/alerts-confirm-page.tsx')).Component;
const AlertsUnsubscribePage = lazyPageWith('later', () => import('./pages/alerts-unsubscribe-page.tsx')).Component;
const NewsletterConfirmPage = lazyPageWith('later', () => import('./pages/newsletter-confirm-page.tsx')).Component;
const NewsletterUnsubscribePage = lazyPageWith('later', () => import('./pages/newsletter-unsubscribe-page.tsx')).Component;

/** The wall display, drawn without a boundary once preparePage has fetched its code (always before hydrating). */
const displayPage = lazyPage(() => import('./pages/display-page.tsx'));
const DisplayPage = displayPage.Component;

/** Longest the first render waits for code its first screen needs; past it, that part comes in late. */
const FIRST_RENDER_WAIT_MS = 2_000;

/**
 * Fetches the code the page at `path` shows first (the wall display's page, the incident cards when
 * there are incidents): a page drawn on the server is hydrated only once all of it is here, so
 * hydration never waits on a chunk.
 */
export async function preparePage(path: string, queryClient: QueryClient): Promise<void> {
  if (path === '/display') await displayPage.preload();
  if (path === '/') await prepareIncidentBanner(queryClient);
}

/** Resolves when a first render in the browser alone can paint the whole first screen at once (see prepareIncidentBanner). */
export function firstRenderReady(path: string, queryClient: QueryClient): Promise<void> {
  if (path !== '/') return Promise.resolve();
  return Promise.race([prepareIncidentBanner(queryClient), new Promise<void>((resolve) => window.setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
}

export interface AppProps {
  queryClient: QueryClient;
  /** The page's language and messages (the browser's one translator, or the server's for the page's language). */
  i18n: I18n;
  /** When the server drew the page (the first render's "now"); null when it did not. */
  renderedAt: Date | null;
  /** The path to render on the server; the browser reads its own location. */
  ssrPath?: string;
}

export function App({ queryClient, i18n, renderedAt, ssrPath }: AppProps) {
  useEffect(() => {
    // After the first commit (the end of hydrating a page drawn on the server): see showViewerZone.
    showViewerZone();
    // The words of dialogs and later pages, fetched while the person reads the first screen.
    void loadMessages('later');
    // The page answers to people from here on (specs and the page bench wait for it).
    document.documentElement.dataset.interactive = '';
  }, []);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RenderTimeContext value={renderedAt}>
          <Router ssrPath={ssrPath}>
            <Switch>
              <Route path="/" component={DashboardPage} />
              <Route path="/display" component={DisplayPage} />
              <Route path="/privacy-policy" component={PrivacyPolicyPage} />
              <Route path="/cookies-policy" component={CookiesPolicyPage} />
              <Route path="/contact" component={ContactPage} />
              <Route path="/register" component={RegisterPage} />
              <Route path="/verify-email" component={VerifyEmailPage} />
              <Route path="/alerts/confirm" component={AlertsConfirmPage} />
              <Route path="/alerts/unsubscribe" component={AlertsUnsubscribePage} />
              <Route path="/newsletter/confirm" component={NewsletterConfirmPage} />
              <Route path="/newsletter/unsubscribe" component={NewsletterUnsubscribePage} />
              <Route path="/admin-login" component={AdminLoginPage} />
              <Route path="/admin" component={AdminPage} />
              {adminEntryPath && <Route path={adminEntryPath} component={AdminEntryPage} />}
              <Route path="/sign-in" component={SignInPage} />
              <Route component={NotFoundPage} />
            </Switch>
          </Router>
        </RenderTimeContext>
        <LazyToaster />
      </QueryClientProvider>
    </I18nProvider>
  );
}
