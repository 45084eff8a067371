import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '#shared/public-config.js';

const FALLBACK: PublicConfig = {
  provider: {
    name: 'Dental IT Support',
    infoEmail: 'info@example.ca',
    salesEmail: 'sales@example.ca',
    phone: '',
    website: 'https://example.ca',
    address: '',
  },
  resourceLinks: [],
  marketplaceUrl: null,
  timeZone: 'America/Edmonton',
};

let cached: PublicConfig | undefined;

/** On the server, where there is no page to read it from: the configuration the server embeds in its pages. */
export function setPublicConfigOnServer(config: PublicConfig): void {
  cached = config;
}

/** Branding and links, embedded in index.html by the server. */
export function publicConfig(): PublicConfig {
  if (cached) return cached;
  const element = typeof document === 'undefined' ? null : document.getElementById(PUBLIC_CONFIG_ELEMENT_ID);
  try {
    cached = element?.textContent ? (JSON.parse(element.textContent) as PublicConfig) : FALLBACK;
  } catch {
    cached = FALLBACK;
  }
  return cached;
}
