import type { Config } from '#server/config.js';
import type { SpaPage } from '#server/plugins/spa.js';
import { ADMIN_ENTRY_PAGE } from '#shared/sign-in/admin-auth.js';
import { adminEntryPath } from './admin-entry.ts';

/** The admin address as /admin-login shows it: recognisable to its owner, not harvestable. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/**
 * Page paths with their own public configuration: the secret entry path is the only HTML
 * that says it is the admin entry page, and only the admin pages carry the admin address hint
 * (/admin sends a visitor without access on to /admin-login inside the app).
 */
export function adminSpaPages(config: Pick<Config, 'adminAccess'>, entrySuffix: string): SpaPage[] {
  const hint = { adminEmailHint: maskEmail(config.adminAccess.email) };
  return [
    { path: '/admin-login', config: hint },
    { path: '/admin', config: hint },
    { path: adminEntryPath(entrySuffix), config: { page: ADMIN_ENTRY_PAGE }, headers: { 'x-robots-tag': 'noindex, nofollow' } },
  ];
}
