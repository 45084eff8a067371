import { publicConfig } from '#client/lib/public-config.ts';
import { LegalPage } from '../legal-page.tsx';
import { PRIVACY_TOC, PRIVACY_UPDATED } from './privacy-toc.ts';
import { InformationWeCollectSection, WhoWeAreSection } from './privacy-collect-sections.tsx';
import { ConsentSection, WhyWeUseItSection } from './privacy-use-sections.tsx';
import { RetentionSection, SafeguardsSection } from './privacy-protection-sections.tsx';
import { BreachesSection, DisclosureSection } from './privacy-sharing-sections.tsx';
import { ChangesSection, ContactUsSection, CookiesSection, YourRightsSection } from './privacy-rights-sections.tsx';

export function PrivacyPolicy() {
  const { provider } = publicConfig();
  return (
    <LegalPage
      title="Privacy Policy"
      updated={PRIVACY_UPDATED}
      toc={PRIVACY_TOC}
      intro={<p>How {provider.name} collects, uses, shares and protects personal information through the Clinic Status Board, and the choices you have.</p>}
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
