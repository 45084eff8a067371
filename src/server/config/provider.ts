import { z } from 'zod';
import type { PublicConfig, ResourceLink } from '#shared/public-config.js';
import { optionalText, url } from './values.ts';

const resourceLinks = z
  .string()
  .optional()
  .transform((v, ctx): ResourceLink[] | undefined => {
    if (!v || v.trim() === '') return undefined;
    const item = z.object({
      label: z.string().min(1),
      url: url('each link needs an http(s) url'),
      group: z.enum(['provider', 'government', 'associations', 'insurers']).default('provider'),
    });
    try {
      const parsed = z.array(item).min(1).safeParse(JSON.parse(v));
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: `must be a JSON array of {label, url, group}: ${parsed.error.issues[0]?.message}` });
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be valid JSON' });
    }
    return z.NEVER;
  });

/** Who runs the board: the provider's name and contacts, the marketplace and the resource links. */
export const providerEnv = {
  PROVIDER_NAME: z.string().trim().min(1).default('Summit Dental IT'),
  PROVIDER_EMAIL: z.email({ error: 'must be an e-mail address' }).default('info@summitdentalit.ca'),
  PROVIDER_SALES_EMAIL: z.email({ error: 'must be an e-mail address' }).default('sales@summitdentalit.ca'),
  PROVIDER_PHONE: z.string().trim().min(7).default('(403) 555-0142'),
  PROVIDER_WEBSITE: url('must be an http(s) address').default('https://summitdentalit.ca'),
  PROVIDER_ADDRESS: z.string().trim().min(5).default('200 - 1000 8th Avenue SW, Calgary, AB T2P 3M7'),
  MARKETPLACE_URL: optionalText.pipe(url('must be an http(s) address').optional()),
  RESOURCE_LINKS: resourceLinks,
};
type ProviderEnv = z.output<z.ZodObject<typeof providerEnv>>;

/** What the browser is told about the provider (served with the page). */
export function publicConfigOf(e: ProviderEnv, timeZone: string): PublicConfig {
  return {
    provider: {
      name: e.PROVIDER_NAME,
      infoEmail: e.PROVIDER_EMAIL,
      salesEmail: e.PROVIDER_SALES_EMAIL,
      phone: e.PROVIDER_PHONE,
      website: e.PROVIDER_WEBSITE,
      address: e.PROVIDER_ADDRESS,
    },
    resourceLinks: e.RESOURCE_LINKS ?? defaultResourceLinks(e.PROVIDER_NAME, e.PROVIDER_WEBSITE),
    marketplaceUrl: e.MARKETPLACE_URL ?? null,
    timeZone,
  };
}

/** The Canadian Dental Resources dropdown (docs/product/defaults.md). */
export function defaultResourceLinks(providerName: string, providerWebsite: string): ResourceLink[] {
  return [
    { group: 'provider', label: providerName, url: providerWebsite },
    { group: 'government', label: 'Canadian Dental Care Plan', url: 'https://www.canada.ca/en/services/benefits/dental/dental-care-plan.html' },
    { group: 'government', label: 'Alberta Dental Service Corporation', url: 'https://www.albertadentalservicecorp.com/' },
    { group: 'government', label: 'Alberta Child Health Benefit', url: 'https://www.alberta.ca/alberta-child-health-benefit' },
    { group: 'government', label: 'Dental and Optical Assistance for Seniors', url: 'https://www.alberta.ca/dental-optical-assistance-seniors.aspx' },
    { group: 'associations', label: 'Canadian Dental Association', url: 'https://www.cda-adc.ca/' },
    { group: 'associations', label: 'Canadian Dental Hygienists Association', url: 'https://www.cdha.ca/' },
    { group: 'associations', label: 'College of Dental Surgeons of Alberta', url: 'https://cdsab.ca/' },
    { group: 'insurers', label: 'Alberta Blue Cross', url: 'https://www.ab.bluecross.ca/' },
    { group: 'insurers', label: 'Sun Life', url: 'https://www.sunlife.ca/' },
    { group: 'insurers', label: 'Manulife', url: 'https://www.manulife.ca/' },
    { group: 'insurers', label: 'Canada Life', url: 'https://www.canadalife.com/' },
  ];
}
