import { publicConfig } from '#client/lib/public-config.ts';
import { useT } from '#client/i18n/use-t.ts';
import { T } from '#client/i18n/t.tsx';
import { LegalSection } from '../legal-section.tsx';
import { BulletList, Term, TextLink } from '../prose.tsx';
import { PRIVACY_TOC } from './privacy-toc.ts';

const TERM = { 0: <Term /> };
const CONTACT_LINK = { 0: <TextLink href="/contact" /> };

export function YourRightsSection() {
  const { t } = useT();
  return (
    <LegalSection toc={PRIVACY_TOC} id="your-rights">
      <p>{t('legal.privacy.rights.lead')}</p>
      <BulletList>
        <li>
          <T id="legal.privacy.rights.access" components={TERM} />
        </li>
        <li>
          <T id="legal.privacy.rights.correct" components={TERM} />
        </li>
        <li>
          <T id="legal.privacy.rights.withdraw" components={{ 0: <Term />, 1: <TextLink href="#consent" /> }} />
        </li>
        <li>
          <T id="legal.privacy.rights.complain" components={TERM} />
        </li>
      </BulletList>
      <p>
        <T id="legal.privacy.rights.requests" components={CONTACT_LINK} />
      </p>
      <p>
        <T
          id="legal.privacy.rights.complaint"
          components={{ 0: <TextLink href="https://www.priv.gc.ca/" external />, 1: <TextLink href="https://oipc.ab.ca/" external /> }}
        />
      </p>
    </LegalSection>
  );
}

export function CookiesSection() {
  return (
    <LegalSection toc={PRIVACY_TOC} id="cookies">
      <p>
        <T id="legal.privacy.cookies.body" components={{ 0: <TextLink href="/cookies-policy" /> }} />
      </p>
    </LegalSection>
  );
}

export function ChangesSection() {
  const { t } = useT();
  return (
    <LegalSection toc={PRIVACY_TOC} id="changes">
      <p>{t('legal.privacy.changes.body')}</p>
    </LegalSection>
  );
}

export function ContactUsSection() {
  const { t } = useT();
  const { provider } = publicConfig();
  return (
    <LegalSection toc={PRIVACY_TOC} id="contact-us">
      <p>{t('legal.privacy.contact.lead')}</p>
      <address className="rounded-xl border border-slate-200 bg-white p-5 text-sm leading-6 not-italic shadow-xs">
        <span className="block font-semibold text-slate-900">{t('legal.privacy.contact.officer', { provider: provider.name })}</span>
        {provider.address && <span className="block">{provider.address}</span>}
        <span className="block">
          <T id="legal.privacy.contact.email" values={{ email: provider.infoEmail }} components={{ 0: <TextLink href={`mailto:${provider.infoEmail}`} /> }} />
        </span>
        {provider.phone && (
          <span className="block">
            <T
              id="legal.privacy.contact.phone"
              values={{ phone: provider.phone }}
              components={{ 0: <TextLink href={`tel:${provider.phone.replace(/[^\d+]/g, '')}`} /> }}
            />
          </span>
        )}
      </address>
      <p>
        <T id="legal.privacy.contact.form" components={CONTACT_LINK} />
      </p>
    </LegalSection>
  );
}
