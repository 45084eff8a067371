import { lazy, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Switch } from 'wouter';
import { createQueryClient } from './lib/query-client.ts';
import { seedFirstScreen } from './api/first-screen.ts';
import { prepareIncidentBanner } from './features/incidents/incident-banner.tsx';
import { LazyToaster } from './components/ui/lazy-toaster.tsx';
import { PageLoading } from './components/ui/page-loading.tsx';
import DashboardPage from './pages/dashboard-page.tsx';
import NotFoundPage from './pages/not-found-page.tsx';
import { adminEntryPath } from './features/admin-auth/admin-entry-path.ts';

const PrivacyPolicyPage = lazy(() => import('./pages/privacy-policy-page.tsx'));
const CookiesPolicyPage = lazy(() => import('./pages/cookies-policy-page.tsx'));
const ContactPage = lazy(() => import('./pages/contact-page.tsx'));
const RegisterPage = lazy(() => import('./pages/register-page.tsx'));
const VerifyEmailPage = lazy(() => import('./pages/verify-email-page.tsx'));
const AdminLoginPage = lazy(() => import('./pages/admin-login-page.tsx'));
const AdminPage = lazy(() => import('./pages/admin-page.tsx'));
const AdminEntryPage = lazy(() => import('./pages/admin-entry-page.tsx'));
const DisplayPage = lazy(() => import('./pages/display-page.tsx'));
const SignInPage = lazy(() => import('./pages/sign-in-page.tsx'));
const AlertsConfirmPage = lazy(() => import('./pages/alerts-confirm-page.tsx'));
const AlertsUnsubscribePage = lazy(() => import('./pages/alerts-unsubscribe-page.tsx'));
const NewsletterConfirmPage = lazy(() => import('./pages/newsletter-confirm-page.tsx'));
const NewsletterUnsubscribePage = lazy(() => import('./pages/newsletter-unsubscribe-page.tsx'));

const queryClient = createQueryClient();
seedFirstScreen(queryClient);

/** Longest the first render waits for code its first screen needs; past it, that part comes in late. */
const FIRST_RENDER_WAIT_MS = 2_000;

/** Resolves when the first render can paint the whole first screen at once (see prepareIncidentBanner). */
export function firstRenderReady(): Promise<void> {
  if (window.location.pathname !== '/') return Promise.resolve();
  return Promise.race([prepareIncidentBanner(queryClient), new Promise<void>((resolve) => window.setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageLoading />}>
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
      </Suspense>
      <LazyToaster />
    </QueryClientProvider>
  );
}
