import { publicConfig } from '#client/lib/public-config.ts';
import { useT } from '#client/i18n/use-t.ts';
import { LegalPage } from '../legal-page.tsx';
import { PRIVACY_TOC, PRIVACY_UPDATED } from './privacy-toc.ts';
import { InformationWeCollectSection, WhoWeAreSection } from './privacy-collect-sections.tsx';
import { ConsentSection, WhyWeUseItSection } from './privacy-use-sections.tsx';
import { RetentionSection, SafeguardsSection } from './privacy-protection-sections.tsx';
import { BreachesSection, DisclosureSection } from './privacy-sharing-sections.tsx';
import { ChangesSection, ContactUsSection, CookiesSection, YourRightsSection } from './privacy-rights-sections.tsx';

export function PrivacyPolicy() {
  const { t } = useT();
  const { provider } = publicConfig();
  return (
    <LegalPage
      title={t('legal.privacy.title')}
      updated={PRIVACY_UPDATED}
      toc={PRIVACY_TOC}
      intro={<p>{t('legal.privacy.intro', { provider: provider.name })}</p>}
    >
      <WhoWeAreSection />
      <InformationWeCollectSection />
      <WhyWeUseItSection />
      <ConsentSection />
      <SafeguardsSection />
      <RetentionSection />
      <DisclosureSection />
      <BreachesSection />
      <YourRightsSection />
      <CookiesSection />
      <ChangesSection />
      <ContactUsSection />
    </LegalPage>
  );
}
