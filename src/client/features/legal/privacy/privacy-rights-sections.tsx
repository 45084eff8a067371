import { publicConfig } from '#client/lib/public-config.ts';
import { LegalSection } from '../legal-section.tsx';
import { BulletList, Term, TextLink } from '../prose.tsx';
import { PRIVACY_TOC } from './privacy-toc.ts';

export function YourRightsSection() {
  return (
    <LegalSection toc={PRIVACY_TOC} id="your-rights">
      <p>You have the right to:</p>
      <BulletList>
        <li>
          <Term>Access</Term> the personal information we hold about you and learn how it has been used and to whom it has been disclosed.
        </li>
        <li>
          <Term>Correct</Term> information that is inaccurate or incomplete.
        </li>
        <li>
          <Term>Withdraw consent</Term>, as described under <TextLink href="#consent">Consent and your choices</TextLink>.
        </li>
        <li>
          <Term>Complain</Term> about how we handle your information.
        </li>
      </BulletList>
      <p>
        Send requests through our <TextLink href="/contact">contact page</TextLink>. We confirm your identity first, answer within 30 days, and tell you if we
        need more time as the law allows. Access is free in most cases; if a cost applies, we tell you before we proceed.
      </p>
      <p>
        If you are not satisfied with our answer, you can complain to the{' '}
        <TextLink href="https://www.priv.gc.ca/" external>
          Office of the Privacy Commissioner of Canada
        </TextLink>{' '}
        or, in Alberta, the{' '}
        <TextLink href="https://oipc.ab.ca/" external>
          Office of the Information and Privacy Commissioner of Alberta
        </TextLink>
        .
      </p>
    </LegalSection>
  );
}

export function CookiesSection() {
  return (
    <LegalSection toc={PRIVACY_TOC} id="cookies">
      <p>
        We use a few cookies to keep you signed in and remember your preferences, and no advertising or tracking cookies. Our{' '}
        <TextLink href="/cookies-policy">Cookies Policy</TextLink> lists each one.
      </p>
    </LegalSection>
  );
}

export function ChangesSection() {
  return (
    <LegalSection toc={PRIVACY_TOC} id="changes">
      <p>
        We may update this policy as the service or the law changes. The date at the top shows the latest version. If a change affects how we use information we
        already hold, we tell registered clinics in advance and ask for consent where the law requires it.
      </p>
    </LegalSection>
  );
}

export function ContactUsSection() {
  const { provider } = publicConfig();
  return (
    <LegalSection toc={PRIVACY_TOC} id="contact-us">
      <p>For questions about this policy or your personal information, contact our Privacy Officer:</p>
      <address className="rounded-xl border border-slate-200 bg-white p-5 text-sm leading-6 not-italic shadow-xs">
        <span className="block font-semibold text-slate-900">Privacy Officer, {provider.name}</span>
        {provider.address && <span className="block">{provider.address}</span>}
        <span className="block">
          E-mail: <TextLink href={`mailto:${provider.infoEmail}`}>{provider.infoEmail}</TextLink>
        </span>
        {provider.phone && (
          <span className="block">
            Phone: <TextLink href={`tel:${provider.phone.replace(/[^\d+]/g, '')}`}>{provider.phone}</TextLink>
          </span>
        )}
      </address>
      <p>
        Or send us a message through our <TextLink href="/contact">contact page</TextLink>.
      </p>
    </LegalSection>
  );
}
