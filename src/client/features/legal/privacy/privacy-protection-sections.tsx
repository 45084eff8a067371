import { publicConfig } from '#client/lib/public-config.ts';
import { msg, useT } from '#client/i18n/use-t.ts';
import { T } from '#client/i18n/t.tsx';
import { LegalSection } from '../legal-section.tsx';
import { DataTable, type DataTableColumn } from '../data-table.tsx';
import { BulletList, Term, TextLink } from '../prose.tsx';
import { PRIVACY_TOC } from './privacy-toc.ts';

const TERM = { 0: <Term /> };

export function SafeguardsSection() {
  const { t } = useT();
  const { provider } = publicConfig();
  return (
    <LegalSection toc={PRIVACY_TOC} id="safeguards">
      <p>{t('legal.privacy.safeguards.lead')}</p>
      <BulletList>
        <li>
          <T id="legal.privacy.safeguards.encryption" components={TERM} />
        </li>
        <li>
          <T id="legal.privacy.safeguards.hashedCodes" components={TERM} />
        </li>
        <li>
          <T id="legal.privacy.safeguards.limitedAccess" values={{ provider: provider.name }} components={TERM} />
        </li>
        <li>
          <T id="legal.privacy.safeguards.abuse" components={TERM} />
        </li>
      </BulletList>
      <p>
        <T id="legal.privacy.safeguards.notPerfect" components={{ 0: <TextLink href="#breaches" /> }} />
      </p>
    </LegalSection>
  );
}

/** One kind of record: message ids of its name and of how long it is kept. */
interface RetentionRow {
  record: string;
  period: string;
}

const RETENTION: readonly RetentionRow[] = [
  { record: msg('legal.privacy.retention.analytics.record'), period: msg('legal.privacy.retention.analytics.period') },
  { record: msg('legal.privacy.retention.codes.record'), period: msg('legal.privacy.retention.codes.period') },
  { record: msg('legal.privacy.retention.registration.record'), period: msg('legal.privacy.retention.registration.period') },
  { record: msg('legal.privacy.retention.newsletter.record'), period: msg('legal.privacy.retention.newsletter.period') },
  { record: msg('legal.privacy.retention.alerts.record'), period: msg('legal.privacy.retention.alerts.period') },
  { record: msg('legal.privacy.retention.statusHistory.record'), period: msg('legal.privacy.retention.statusHistory.period') },
  { record: msg('legal.privacy.retention.inquiries.record'), period: msg('legal.privacy.retention.inquiries.period') },
  { record: msg('legal.privacy.retention.breaches.record'), period: msg('legal.privacy.retention.breaches.period') },
];

const COLUMNS: readonly DataTableColumn<RetentionRow>[] = [
  { header: msg('legal.privacy.retention.column.record'), cell: (row, t) => t(row.record), width: 'w-2/5' },
  { header: msg('legal.privacy.retention.column.period'), cell: (row, t) => t(row.period) },
];

export function RetentionSection() {
  const { t } = useT();
  return (
    <LegalSection toc={PRIVACY_TOC} id="retention">
      <p>{t('legal.privacy.retention.lead')}</p>
      <DataTable caption={t('legal.privacy.retention.caption')} columns={COLUMNS} rows={RETENTION} rowKey={(row) => row.record} />
    </LegalSection>
  );
}
