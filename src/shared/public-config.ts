/** Branding and links the server hands to the page (embedded in index.html, never fetched). */
export interface ResourceLink {
  label: string;
  url: string;
  group: 'provider' | 'government' | 'associations' | 'insurers';
}

export interface PublicConfig {
  provider: {
    name: string;
    infoEmail: string;
    salesEmail: string;
    phone: string;
    website: string;
    address: string;
  };
  resourceLinks: ResourceLink[];
  marketplaceUrl: string | null;
  /** IANA zone of the provider (config TIMEZONE): every business date is shown in it. */
  timeZone: string;
  /** Set only in the HTML of a page the client cannot tell by its path (the secret admin entry). */
  page?: string;
  /** Set only on the admin pages: the admin address, partly hidden, that access phrases go to. */
  adminEmailHint?: string;
}

export const PUBLIC_CONFIG_ELEMENT_ID = 'app-config';

/** `page` value the server embeds only in the HTML of the secret admin entry path. */
export const ADMIN_ENTRY_PAGE = 'admin-entry';
