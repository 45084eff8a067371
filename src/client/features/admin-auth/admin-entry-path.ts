import { publicConfig } from '#client/lib/public-config.ts';
import { ADMIN_ENTRY_PAGE } from '#shared/public-config.js';

/**
 * The secret admin entry path is never in the bundle: the server marks only that path's HTML
 * as the entry page. The path the app was loaded at is kept, so navigating away and back
 * inside the app still finds the page, and no other path ever renders it.
 */
export const adminEntryPath: string | null = typeof window !== 'undefined' && publicConfig().page === ADMIN_ENTRY_PAGE ? window.location.pathname : null;
