import { msg } from '#client/i18n/use-t.ts';
import type { TocEntry } from '../legal-types.ts';

/** The date shown is the product's fixed one (docs/product/board.md), written in the page's language; the text itself is kept current. */
export const PRIVACY_UPDATED = '2025-09-06';

export const PRIVACY_TOC: readonly TocEntry[] = [
  { id: 'who-we-are', title: msg('legal.privacy.toc.whoWeAre') },
  { id: 'information-we-collect', title: msg('legal.privacy.toc.informationWeCollect') },
  { id: 'why-we-use-it', title: msg('legal.privacy.toc.whyWeUseIt') },
  { id: 'consent', title: msg('legal.privacy.toc.consent') },
  { id: 'safeguards', title: msg('legal.privacy.toc.safeguards') },
  { id: 'retention', title: msg('legal.privacy.toc.retention') },
  { id: 'disclosure', title: msg('legal.privacy.toc.disclosure') },
  { id: 'breaches', title: msg('legal.privacy.toc.breaches') },
  { id: 'your-rights', title: msg('legal.privacy.toc.yourRights') },
  { id: 'cookies', title: msg('legal.privacy.toc.cookies') },
  { id: 'changes', title: msg('legal.privacy.toc.changes') },
  { id: 'contact-us', title: msg('legal.privacy.toc.contactUs') },
];
