import { LegalSection } from '../legal-section.tsx';
import { BulletList, Subheading, Term } from '../prose.tsx';
import { PRIVACY_TOC } from './privacy-toc.ts';

export function DisclosureSection() {
  return (
    <LegalSection toc={PRIVACY_TOC} id="disclosure">
      <p>We do not sell, rent or trade personal information. We disclose it only:</p>
      <BulletList>
        <li>
          <Term>To service providers</Term> that help us run the board, such as hosting and e-mail delivery. They receive only what they need, must keep it
          confidential and protect it as we do, and may not use it for their own purposes. We remain responsible for it.
        </li>
        <li>
          <Term>When the law requires it</Term>, for example under a court order or a lawful request from an authority.
        </li>
        <li>
          <Term>With your consent</Term>, for any other purpose.
        </li>
      </BulletList>
      <Subheading>Service providers outside Canada</Subheading>
      <p>
        We keep personal information in Canada wherever we can. Before your personal information goes to a service provider outside Canada, we tell you which
        country, why, and whom to ask about it. Information held outside Canada is subject to the laws of that country and may be accessed by its courts and
        authorities.
      </p>
    </LegalSection>
  );
}

export function BreachesSection() {
  return (
    <LegalSection toc={PRIVACY_TOC} id="breaches">
      <p>
        If personal information we hold is lost, or accessed or disclosed without authorisation, we act at once to contain the breach and assess the risk to the
        people affected.
      </p>
      <BulletList>
        <li>
          Where a breach creates a <Term>real risk of significant harm</Term>, we notify the{' '}
          <Term>Office of the Information and Privacy Commissioner of Alberta</Term> without unreasonable delay, as Alberta’s PIPA requires.
        </li>
        <li>
          Under PIPEDA we report such a breach to the <Term>Office of the Privacy Commissioner of Canada</Term> and notify the people affected{' '}
          <Term>as soon as feasible</Term>, telling them what happened, what information was involved, what we have done and what they can do to protect
          themselves.
        </li>
        <li>
          We keep a <Term>record of every breach</Term>, reported or not, for 24 months.
        </li>
      </BulletList>
    </LegalSection>
  );
}
