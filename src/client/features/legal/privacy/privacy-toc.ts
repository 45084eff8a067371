import type { TocEntry } from '../legal-types.ts';

/** The date shown is the product's fixed one (docs/product/board.md); the text itself is kept current. */
export const PRIVACY_UPDATED = { iso: '2025-09-06', label: 'September 6, 2025' } as const;

export const PRIVACY_TOC: readonly TocEntry[] = [
  { id: 'who-we-are', label: 'Who we are' },
  { id: 'information-we-collect', label: 'Information we collect' },
  { id: 'why-we-use-it', label: 'Why we collect and use it' },
  { id: 'consent', label: 'Consent and your choices' },
  { id: 'safeguards', label: 'How we protect it' },
  { id: 'retention', label: 'How long we keep it' },
  { id: 'disclosure', label: 'Disclosure and service providers' },
  { id: 'breaches', label: 'Privacy breaches' },
  { id: 'your-rights', label: 'Your rights' },
  { id: 'cookies', label: 'Cookies' },
  { id: 'changes', label: 'Changes to this policy' },
  { id: 'contact-us', label: 'Contact us' },
];
