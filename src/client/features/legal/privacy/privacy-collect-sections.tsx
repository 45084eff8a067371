import { publicConfig } from '#client/lib/public-config.ts';
import { msg, useT } from '#client/i18n/use-t.ts';
import { T } from '#client/i18n/t.tsx';
import { LegalSection } from '../legal-section.tsx';
import { DataTable, type DataTableColumn } from '../data-table.tsx';
import { Callout, Term, TextLink } from '../prose.tsx';
import { PRIVACY_TOC } from './privacy-toc.ts';

export function WhoWeAreSection() {
  const { provider } = publicConfig();
  return (
    <LegalSection toc={PRIVACY_TOC} id="who-we-are">
      <p>
        <T
          id="legal.privacy.whoWeAre.operator"
          values={{ provider: provider.name, hasAddress: provider.address ? 'yes' : 'no', address: provider.address }}
          components={{ 0: <Term /> }}
        />
      </p>
      <p>
        <T
          id="legal.privacy.whoWeAre.laws"
          values={{ email: provider.infoEmail }}
          components={{ 0: <Term />, 1: <Term />, 2: <TextLink href={`mailto:${provider.infoEmail}`} /> }}
        />
      </p>
    </LegalSection>
  );
}

/** One kind of information collected: message ids of its name, what it includes and where it comes from. */
interface CollectedRow {
  category: string;
  details: string;
  source: string;
}

const COLLECTED: readonly CollectedRow[] = [
  {
    category: msg('legal.privacy.collect.registration.category'),
    details: msg('legal.privacy.collect.registration.details'),
    source: msg('legal.privacy.collect.registration.source'),
  },
  {
    category: msg('legal.privacy.collect.network.category'),
    details: msg('legal.privacy.collect.network.details'),
    source: msg('legal.privacy.collect.network.source'),
  },
  {
    category: msg('legal.privacy.collect.newsletter.category'),
    details: msg('legal.privacy.collect.newsletter.details'),
    source: msg('legal.privacy.collect.newsletter.source'),
  },
  {
    category: msg('legal.privacy.collect.alerts.category'),
    details: msg('legal.privacy.collect.alerts.details'),
    source: msg('legal.privacy.collect.alerts.source'),
  },
  {
    category: msg('legal.privacy.collect.inquiries.category'),
    details: msg('legal.privacy.collect.inquiries.details'),
    source: msg('legal.privacy.collect.inquiries.source'),
  },
  {
    category: msg('legal.privacy.collect.analytics.category'),
    details: msg('legal.privacy.collect.analytics.details'),
    source: msg('legal.privacy.collect.analytics.source'),
  },
  {
    category: msg('legal.privacy.collect.signIn.category'),
    details: msg('legal.privacy.collect.signIn.details'),
    source: msg('legal.privacy.collect.signIn.source'),
  },
];

const COLUMNS: readonly DataTableColumn<CollectedRow>[] = [
  { header: msg('legal.privacy.collect.column.information'), cell: (row, t) => t(row.category), width: 'w-44' },
  { header: msg('legal.privacy.collect.column.details'), cell: (row, t) => t(row.details) },
  { header: msg('legal.privacy.collect.column.source'), cell: (row, t) => t(row.source), width: 'w-48' },
];

export function InformationWeCollectSection() {
  const { t } = useT();
  return (
    <LegalSection toc={PRIVACY_TOC} id="information-we-collect">
      <p>{t('legal.privacy.collect.lead')}</p>
      <DataTable caption={t('legal.privacy.collect.caption')} columns={COLUMNS} rows={COLLECTED} rowKey={(row) => row.category} />
      <Callout title={t('legal.privacy.collect.noPatient.title')}>{t('legal.privacy.collect.noPatient.body')}</Callout>
    </LegalSection>
  );
}
