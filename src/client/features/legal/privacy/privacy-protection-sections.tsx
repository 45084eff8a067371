import { publicConfig } from '#client/lib/public-config.ts';
import { LegalSection } from '../legal-section.tsx';
import { DataTable, type DataTableColumn } from '../data-table.tsx';
import { BulletList, Term, TextLink } from '../prose.tsx';
import { PRIVACY_TOC } from './privacy-toc.ts';

export function SafeguardsSection() {
  const { provider } = publicConfig();
  return (
    <LegalSection toc={PRIVACY_TOC} id="safeguards">
      <p>We protect personal information with safeguards suited to its sensitivity:</p>
      <BulletList>
        <li>
          <Term>Encryption in transit and at rest.</Term> The board is served over HTTPS. Clinic names, contact names, e-mail addresses, phone numbers and
          newsletter e-mail addresses are stored encrypted (AES-256), with keys kept apart from the database and rotated.
        </li>
        <li>
          <Term>Hashed one-time codes.</Term> Verification codes, admin access phrases and session tokens are random, stored only as one-way hashes, expire
          quickly, work once, and stop working after a few wrong tries.
        </li>
        <li>
          <Term>Limited access.</Term> Only authorised staff of {provider.name} can see registration data. Their sign-in needs a one-time code sent by e-mail,
          admin sessions end after 8 hours, and admin actions are logged.
        </li>
        <li>
          <Term>Protection against abuse.</Term> Requests from other websites are refused and repeated attempts are rate limited.
        </li>
      </BulletList>
      <p>
        No system is perfectly secure; <TextLink href="#breaches">Privacy breaches</TextLink> explains what we do if a breach happens.
      </p>
    </LegalSection>
  );
}

interface RetentionRow {
  record: string;
  period: string;
}

const RETENTION: readonly RetentionRow[] = [
  {
    record: 'Dashboard click analytics (with IP address and user agent)',
    period: 'Up to 2 years, then deleted automatically.',
  },
  {
    record: 'Verification codes, admin access phrases and sign-in sessions',
    period: 'Deleted automatically once they expire.',
  },
  {
    record: 'Clinic registration and network access',
    period:
      'While your clinic uses the board. When a clinic is removed, its network address comes off the access list; the rest is kept only as long as reasonably needed for legal or business reasons.',
  },
  {
    record: 'Newsletter subscription',
    period: 'Until you unsubscribe. We keep the record of your consent and your unsubscribe as proof we respected it.',
  },
  {
    record: 'Status alerts',
    period:
      'Until you unsubscribe; a request never confirmed is deleted once its link expires (48 hours). We keep the record of your consent and your unsubscribe as proof we respected it.',
  },
  {
    record: 'Service status history and check results',
    period: 'Raw check results 7 days; hourly summaries and status changes 2 years. They describe services, not people.',
  },
  {
    record: 'Contact inquiries',
    period: 'As long as needed to answer and follow up on your request.',
  },
  {
    record: 'Record of privacy breaches',
    period: '24 months from the day we determine a breach occurred.',
  },
];

const COLUMNS: readonly DataTableColumn<RetentionRow>[] = [
  { header: 'Record', cell: (row) => row.record, width: 'w-2/5' },
  { header: 'How long we keep it', cell: (row) => row.period },
];

export function RetentionSection() {
  return (
    <LegalSection toc={PRIVACY_TOC} id="retention">
      <p>
        We keep personal information only as long as it is reasonably needed for the purpose we collected it for, or as the law requires. Scheduled jobs delete
        records when their time is up.
      </p>
      <DataTable caption="How long we keep personal information" columns={COLUMNS} rows={RETENTION} rowKey={(row) => row.record} />
    </LegalSection>
  );
}
