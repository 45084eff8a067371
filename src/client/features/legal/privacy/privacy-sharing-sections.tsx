import { useT } from '#client/i18n/use-t.ts';
import { T } from '#client/i18n/t.tsx';
import { LegalSection } from '../legal-section.tsx';
import { BulletList, Subheading, Term } from '../prose.tsx';
import { PRIVACY_TOC } from './privacy-toc.ts';

const TERM = { 0: <Term /> };

export function DisclosureSection() {
  const { t } = useT();
  return (
    <LegalSection toc={PRIVACY_TOC} id="disclosure">
      <p>{t('legal.privacy.disclosure.lead')}</p>
      <BulletList>
        <li>
          <T id="legal.privacy.disclosure.providers" components={TERM} />
        </li>
        <li>
          <T id="legal.privacy.disclosure.law" components={TERM} />
        </li>
        <li>
          <T id="legal.privacy.disclosure.consent" components={TERM} />
        </li>
      </BulletList>
      <Subheading>{t('legal.privacy.disclosure.outside.title')}</Subheading>
      <p>{t('legal.privacy.disclosure.outside.body')}</p>
    </LegalSection>
  );
}

export function BreachesSection() {
  const { t } = useT();
  return (
    <LegalSection toc={PRIVACY_TOC} id="breaches">
      <p>{t('legal.privacy.breaches.lead')}</p>
      <BulletList>
        <li>
          <T id="legal.privacy.breaches.alberta" components={{ 0: <Term />, 1: <Term /> }} />
        </li>
        <li>
          <T id="legal.privacy.breaches.federal" components={{ 0: <Term />, 1: <Term /> }} />
        </li>
        <li>
          <T id="legal.privacy.breaches.record" components={TERM} />
        </li>
      </BulletList>
    </LegalSection>
  );
}
