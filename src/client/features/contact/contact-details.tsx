import type { ReactNode } from 'react';
import { Clock, Mail, MapPin, Phone, Briefcase } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { publicConfig } from '#client/lib/public-config.ts';
import { useT } from '#client/i18n/use-t.ts';

const LINK_CLASS = 'font-medium break-words text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline';

function DetailRow({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div className="relative min-h-9 pl-12">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {/* Inside the dt, since a dl's groups may hold nothing but dt and dd. */}
        <span className="absolute top-0 left-0 grid size-9 place-items-center rounded-lg bg-brand-50 text-brand-700">
          <Icon className="size-4.5" aria-hidden />
        </span>
        {term}
      </dt>
      <dd className="mt-0.5 text-sm leading-6 text-slate-800">{children}</dd>
    </div>
  );
}

/** The provider's own details, beside the form, for people who would rather call or write. */
export function ContactDetails() {
  const { t } = useT();
  const { provider } = publicConfig();
  return (
    <section aria-labelledby="contact-details-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="contact-details-title" className="text-lg font-semibold text-slate-900">
        {provider.name}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('contact.details.tagline')}</p>
      <dl className="mt-6 grid gap-5">
        {provider.phone && (
          <DetailRow icon={Phone} term={t('contact.details.phone')}>
            <a className={LINK_CLASS} href={`tel:${provider.phone.replace(/[^\d+]/g, '')}`}>
              {provider.phone}
            </a>
          </DetailRow>
        )}
        <DetailRow icon={Mail} term={t('contact.details.general')}>
          <a className={LINK_CLASS} href={`mailto:${provider.infoEmail}`}>
            {provider.infoEmail}
          </a>
        </DetailRow>
        <DetailRow icon={Briefcase} term={t('contact.details.sales')}>
          <a className={LINK_CLASS} href={`mailto:${provider.salesEmail}`}>
            {provider.salesEmail}
          </a>
        </DetailRow>
        {provider.address && (
          <DetailRow icon={MapPin} term={t('contact.details.address')}>
            <address className="not-italic">{provider.address}</address>
          </DetailRow>
        )}
        <DetailRow icon={Clock} term={t('contact.details.hours')}>
          {t('contact.details.hoursText')}
        </DetailRow>
      </dl>
      <p className="mt-6 rounded-lg bg-slate-50 p-3 text-sm leading-6 text-slate-700">{t('contact.details.replyTime')}</p>
    </section>
  );
}
