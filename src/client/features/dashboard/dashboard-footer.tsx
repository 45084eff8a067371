import type { ReactNode } from 'react';
import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'wouter';
import { publicConfig } from '#client/lib/public-config.ts';
import { BrandMark } from '#client/components/brand-mark.tsx';
import { useT } from '#client/i18n/use-t.ts';

const LINK = 'rounded text-accent-300 underline-offset-2 hover:text-white hover:underline';

/** `newsletter` is the sign-up form, composed by the page (features never import each other). */
export function DashboardFooter({ newsletter }: { newsletter: ReactNode }) {
  const { t } = useT();
  const { provider } = publicConfig();
  return (
    <footer className="keep-palette mt-16 bg-brand-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-12 lg:gap-8 xl:px-8">
        <div className="lg:col-span-4">
          <div className="flex items-center gap-3">
            <BrandMark />
            <span className="text-base font-semibold text-white">{provider.name}</span>
          </div>
          <h2 className="sr-only">{t('board.footer.about')}</h2>
          <p className="mt-4 text-sm leading-relaxed">{t('board.footer.aboutText', { provider: provider.name })}</p>
        </div>
        <div className="lg:col-span-3">
          <FooterHeading>{t('board.footer.contact')}</FooterHeading>
          <ul className="mt-4 space-y-3 text-sm">
            <ContactLine icon={<Mail className="size-4" aria-hidden />}>
              <a href={`mailto:${provider.infoEmail}`} className={`${LINK} break-all`}>
                {provider.infoEmail}
              </a>
            </ContactLine>
            <ContactLine icon={<Mail className="size-4" aria-hidden />}>
              <a href={`mailto:${provider.salesEmail}`} className={`${LINK} break-all`}>
                {provider.salesEmail}
              </a>
            </ContactLine>
            {provider.phone && (
              <ContactLine icon={<Phone className="size-4" aria-hidden />}>
                <a href={`tel:${provider.phone.replace(/[^\d+]/g, '')}`} className={LINK}>
                  {provider.phone}
                </a>
              </ContactLine>
            )}
            {provider.address && <ContactLine icon={<MapPin className="size-4" aria-hidden />}>{provider.address}</ContactLine>}
          </ul>
          <Link
            href="/contact"
            className="mt-5 inline-flex h-10 items-center rounded-lg bg-white/10 px-4 text-sm font-medium text-white ring-1 ring-white/20 ring-inset hover:bg-white/20"
          >
            {t('board.footer.contactUs')}
          </Link>
        </div>
        <div className="lg:col-span-5">
          <FooterHeading>{t('board.footer.newsletter')}</FooterHeading>
          <p className="mt-4 mb-4 text-sm">{t('board.footer.newsletterText')}</p>
          {newsletter}
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 xl:px-8">
          <p>
            © {new Date().getFullYear()} {provider.name}
          </p>
          <nav aria-label={t('board.footer.legal')}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              <li>
                <Link href="/contact" className={LINK}>
                  {t('board.footer.contactUs')}
                </Link>
              </li>
              <li>
                <Link href="/privacy-policy" className={LINK}>
                  {t('board.footer.privacy')}
                </Link>
              </li>
              <li>
                <Link href="/cookies-policy" className={LINK}>
                  {t('board.footer.cookies')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

function FooterHeading({ children }: { children: ReactNode }) {
  return <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{children}</h2>;
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2.5">
      <span className="mt-0.5 shrink-0 text-slate-400">{icon}</span>
      <span className="min-w-0">{children}</span>
    </li>
  );
}
