import { publicConfig } from '#client/lib/public-config.ts';
import { LegalSection } from '../legal-section.tsx';
import { BulletList, Subheading, Term, TextLink } from '../prose.tsx';
import { PRIVACY_TOC } from './privacy-toc.ts';

export function WhyWeUseItSection() {
  return (
    <LegalSection toc={PRIVACY_TOC} id="why-we-use-it">
      <p>We use personal information only for the purposes below, or for others we tell you about and you agree to:</p>
      <BulletList>
        <li>
          <Term>To give your clinic access.</Term> We review registrations, verify e-mail addresses and recognise your clinic’s network so every computer in the
          office can open the board.
        </li>
        <li>
          <Term>To run the service.</Term> We show service status, send notices about outages and changes, and keep you signed in.
        </li>
        <li>
          <Term>To answer you.</Term> We reply to inquiries and support requests sent through the contact form, e-mail or phone.
        </li>
        <li>
          <Term>To keep the service secure.</Term> We detect abuse, limit repeated sign-in attempts and investigate incidents.
        </li>
        <li>
          <Term>To improve the board.</Term> Click analytics tell us which information clinics use most; we look at them in aggregate.
        </li>
        <li>
          <Term>To send news and offers</Term>, only if you have given express consent (see below).
        </li>
        <li>
          <Term>To meet legal obligations</Term>, such as keeping records of consent and of privacy breaches.
        </li>
      </BulletList>
      <p>We do not sell personal information, and we do not use it to build advertising profiles.</p>
    </LegalSection>
  );
}

export function ConsentSection() {
  const { provider } = publicConfig();
  return (
    <LegalSection toc={PRIVACY_TOC} id="consent">
      <p>
        When you register your clinic, subscribe or send us an inquiry, you consent to our use of the information you give for the purposes described in this
        policy. We ask again before using it for any new purpose.
      </p>
      <Subheading>Marketing e-mail (CASL)</Subheading>
      <p>
        We send newsletters and offers only to people who have given <Term>express consent</Term>: after you sign up we e-mail you a link, and nothing is sent
        until you open it (the registration form's marketing box is never ticked for you). We record what you agreed to, when, and from which IP address. Every
        such e-mail identifies {provider.name}
        {provider.address ? <> with our mailing address ({provider.address})</> : null}, gives a way to reach us, and carries an unsubscribe link that works
        without signing in.
      </p>
      <Subheading>Withdrawing consent</Subheading>
      <p>
        You may withdraw consent at any time: use the unsubscribe link in any of our e-mails, write to{' '}
        <TextLink href={`mailto:${provider.infoEmail}`}>{provider.infoEmail}</TextLink>, or use our <TextLink href="/contact">contact page</TextLink>.
        Unsubscribes take effect at once, and always within 10 business days. Status alerts are sent only to addresses that asked for them and confirmed by
        e-mail, and each carries a one-click unsubscribe link. Messages needed to run the service, such as verification codes and outage notices, are not
        marketing; if you withdraw consent to the information the service depends on, such as your clinic’s network address, we can no longer give your clinic
        access.
      </p>
    </LegalSection>
  );
}
