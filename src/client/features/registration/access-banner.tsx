import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, ClipboardCheck, Gift, KeyRound } from 'lucide-react';
import { Link } from 'wouter';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { accessStatusQuery, useAccessStatus } from '#client/api/access-status-api.ts';
import { useT } from '#client/i18n/use-t.ts';
import { withLaterMessages } from '#client/i18n/i18n.ts';

// Lazy: the forms bring zod and react-hook-form, which the dashboard's first download must not carry.
const ClinicRegistrationDialog = lazy(withLaterMessages(() => import('./dialog/clinic-registration-dialog.tsx')));
const ActivateNetworkDialog = lazy(withLaterMessages(() => import('./activate-network-dialog.tsx')));

/**
 * The dashboard's way into registration, by this network's access status: an invitation (and
 * activation by access code) without access, the registration dialog with access but no
 * registered clinic, and nothing once the clinic is registered.
 */
export function AccessBanner() {
  const { data } = useAccessStatus();
  if (!data || (data.hasAccess && data.clinicRegistered)) return null;
  return data.hasAccess ? <CompleteRegistration /> : <RegisterInvitation />;
}

function CompleteRegistration() {
  const { t } = useT();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  return (
    <section
      data-needs-js
      aria-labelledby="complete-registration-title"
      className="flex flex-col gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-white text-amber-700 shadow-xs">
          <ClipboardCheck className="size-6" aria-hidden />
        </span>
        <div>
          <h2 id="complete-registration-title" className="font-semibold text-slate-900">
            {t('registration.banner.completeTitle')}
          </h2>
          <p className="mt-1 max-w-2xl text-sm leading-6 text-slate-700">{t('registration.banner.completeText')}</p>
        </div>
      </div>
      <Button size="lg" className="sm:shrink-0" onClick={() => setOpen(true)}>
        {t('registration.banner.completeButton')}
        <ArrowRight className="size-5" aria-hidden />
      </Button>
      <Suspense fallback={null}>
        <ClinicRegistrationDialog
          open={open}
          onOpenChange={setOpen}
          onSuccess={() => {
            setOpen(false);
            void queryClient.invalidateQueries({ queryKey: accessStatusQuery.queryKey });
          }}
        />
      </Suspense>
    </section>
  );
}

function RegisterInvitation() {
  const { t } = useT();
  // The activation dialog is only fetched once someone asks for it.
  const [activation, setActivation] = useState<'never' | 'open' | 'closed'>('never');
  return (
    <section
      data-needs-js
      aria-labelledby="register-invitation-title"
      className="relative overflow-hidden rounded-2xl border border-brand-200 bg-linear-to-r from-brand-50 via-white to-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-5 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex gap-4">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-700 text-white shadow-sm">
            <Gift className="size-6" aria-hidden />
          </span>
          <div>
            <h2 id="register-invitation-title" className="font-semibold text-slate-900 sm:text-lg">
              {t('registration.banner.inviteTitle')}
            </h2>
            <p className="mt-1 max-w-2xl text-sm leading-6 text-slate-700">{t('registration.banner.inviteText')}</p>
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row lg:shrink-0">
          <Link href="/register" className={buttonClasses('primary', 'lg')}>
            {t('registration.banner.registerLink')}
            <ArrowRight className="size-5" aria-hidden />
          </Link>
          <Button variant="outline" size="lg" onClick={() => setActivation('open')}>
            <KeyRound className="size-5" aria-hidden />
            {t('registration.activate.title')}
          </Button>
        </div>
      </div>
      {activation !== 'never' && (
        <Suspense fallback={null}>
          <ActivateNetworkDialog open={activation === 'open'} onOpenChange={(open) => setActivation(open ? 'open' : 'closed')} />
        </Suspense>
      )}
    </section>
  );
}
