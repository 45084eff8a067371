import { z } from 'zod';
import { langParameter } from '#server/lib/i18n/lang-query.js';

/**
 * The language of the Atom feed: a feed reader sends no cookie of ours and rarely an
 * Accept-Language, so the address names it. Any other parameter is let through.
 */
export const feedQuerySchema = z.object({ lang: langParameter });

export const FEED_LANGUAGE_NOTE =
  'In English or French: subscribe to /status.atom?lang=fr (or ?lang=en) to choose; without it, the lang cookie, then the Accept-Language header, decides. Incident and maintenance texts are the provider’s: French where the provider wrote it, else the English, marked as such.';
