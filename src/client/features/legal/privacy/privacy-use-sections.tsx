import { publicConfig } from '#client/lib/public-config.ts';
import { useT } from '#client/i18n/use-t.ts';
import { T } from '#client/i18n/t.tsx';
import { LegalSection } from '../legal-section.tsx';
import { BulletList, Subheading, Term, TextLink } from '../prose.tsx';
import { PRIVACY_TOC } from './privacy-toc.ts';

const TERM = { 0: <Term /> };

export function WhyWeUseItSection() {
  const { t } = useT();
  return (
    <LegalSection toc={PRIVACY_TOC} id="why-we-use-it">
      <p>{t('legal.privacy.why.lead')}</p>
      <BulletList>
        <li>
          <T id="legal.privacy.why.access" components={TERM} />
        </li>
        <li>
          <T id="legal.privacy.why.run" components={TERM} />
        </li>
        <li>
          <T id="legal.privacy.why.answer" components={TERM} />
        </li>
        <li>
          <T id="legal.privacy.why.secure" components={TERM} />
        </li>
        <li>
          <T id="legal.privacy.why.improve" components={TERM} />
        </li>
        <li>
          <T id="legal.privacy.why.news" components={TERM} />
        </li>
        <li>
          <T id="legal.privacy.why.legal" components={TERM} />
        </li>
      </BulletList>
      <p>{t('legal.privacy.why.noSale')}</p>
    </LegalSection>
  );
}

export function ConsentSection() {
  const { t } = useT();
  const { provider } = publicConfig();
  return (
    <LegalSection toc={PRIVACY_TOC} id="consent">
      <p>{t('legal.privacy.consent.given')}</p>
      <Subheading>{t('legal.privacy.consent.marketing.title')}</Subheading>
      <p>
        <T
          id="legal.privacy.consent.marketing.body"
          values={{ provider: provider.name, hasAddress: provider.address ? 'yes' : 'no', address: provider.address }}
          components={TERM}
        />
      </p>
      <Subheading>{t('legal.privacy.consent.withdraw.title')}</Subheading>
      <p>
        <T
          id="legal.privacy.consent.withdraw.body"
          values={{ email: provider.infoEmail }}
          components={{ 0: <TextLink href={`mailto:${provider.infoEmail}`} />, 1: <TextLink href="/contact" /> }}
        />
      </p>
    </LegalSection>
  );
}
