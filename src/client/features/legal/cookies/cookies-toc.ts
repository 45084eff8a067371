import type { TocEntry } from '../legal-types.ts';

export const COOKIES_UPDATED = { iso: '2025-09-09', label: 'September 9, 2025' } as const;

export const COOKIES_TOC: readonly TocEntry[] = [
  { id: 'what-are-cookies', label: 'What cookies are' },
  { id: 'cookies-we-use', label: 'Cookies we use' },
  { id: 'no-tracking', label: 'No advertising or tracking cookies' },
  { id: 'dashboard-analytics', label: 'Dashboard analytics' },
  { id: 'controlling-cookies', label: 'Controlling cookies' },
  { id: 'changes', label: 'Changes to this policy' },
  { id: 'contact-us', label: 'Contact us' },
];
