import type { ReactNode } from 'react';
import { publicConfig } from '#client/lib/public-config.ts';
import { LegalSection } from '../legal-section.tsx';
import { DataTable, type DataTableColumn } from '../data-table.tsx';
import { Callout, Term, TextLink } from '../prose.tsx';
import { PRIVACY_TOC } from './privacy-toc.ts';

export function WhoWeAreSection() {
  const { provider } = publicConfig();
  return (
    <LegalSection toc={PRIVACY_TOC} id="who-we-are">
      <p>
        The Clinic Status Board is operated by <Term>{provider.name}</Term> (“we”, “us”), an IT services provider for dental clinics
        {provider.address ? <>, located at {provider.address}</> : null}. The board shows dental clinics in Canada whether insurer claim submission, the claims
        network, internet and phone (VoIP) services are working.
      </p>
      <p>
        We are responsible for the personal information we hold. We handle it in line with the{' '}
        <Term>Personal Information Protection and Electronic Documents Act</Term> (PIPEDA), Alberta’s <Term>Personal Information Protection Act</Term> (PIPA),
        and, for electronic messages, Canada’s Anti-Spam Legislation (CASL). Our Privacy Officer oversees this policy and can be reached at{' '}
        <TextLink href={`mailto:${provider.infoEmail}`}>{provider.infoEmail}</TextLink>.
      </p>
    </LegalSection>
  );
}

interface CollectedRow {
  category: string;
  details: ReactNode;
  source: string;
}

const COLLECTED: readonly CollectedRow[] = [
  {
    category: 'Clinic registration',
    details: 'Clinic name, contact person’s name, e-mail address, phone number, coupon code (if any) and your consent choices.',
    source: 'You, on the registration form.',
  },
  {
    category: 'Network access',
    details:
      'The public IP address of your clinic’s internet connection, used to grant access to everyone on that network, and when it was last seen or changed.',
    source: 'Your connection, when you register and use the board.',
  },
  {
    category: 'Newsletter',
    details: 'Your e-mail address (stored encrypted), the IP address you signed up and confirmed from, and a record of your consent and when you confirmed it.',
    source: 'You, on the newsletter form and the confirmation link we e-mail you.',
  },
  {
    category: 'Status alerts',
    details:
      'Your e-mail address (stored encrypted), the services you chose, the IP address you asked from, a record of your consent and when you confirmed it, and when we last alerted you about each service.',
    source: 'You, on the status alerts form and the confirmation link we e-mail you.',
  },
  {
    category: 'Contact inquiries',
    details: 'Company name, your name, e-mail address, phone number (optional), subject, message and IP address.',
    source: 'You, on the contact form.',
  },
  {
    category: 'Dashboard analytics',
    details:
      'Which cards and links are clicked on the dashboard and when, with the IP address and browser user agent; for the marketplace link, also the referring page.',
    source: 'Collected automatically as you use the board.',
  },
  {
    category: 'Sign-in data',
    details: 'Your e-mail address and name, session identifiers, one-time sign-in codes and, for the provider’s staff, the IP address of each admin session.',
    source: 'You and, where used, your organisation’s sign-in service.',
  },
];

const COLUMNS: readonly DataTableColumn<CollectedRow>[] = [
  { header: 'Information', cell: (row) => row.category, width: 'w-44' },
  { header: 'What it includes', cell: (row) => row.details },
  { header: 'Source', cell: (row) => row.source, width: 'w-48' },
];

export function InformationWeCollectSection() {
  return (
    <LegalSection toc={PRIVACY_TOC} id="information-we-collect">
      <p>We collect only what we need to run the board and support your clinic:</p>
      <DataTable caption="Personal information we collect" columns={COLUMNS} rows={COLLECTED} rowKey={(row) => row.category} />
      <Callout title="No patient information">
        The board never asks for patient information or health records. Please do not include any in messages you send us.
      </Callout>
    </LegalSection>
  );
}
