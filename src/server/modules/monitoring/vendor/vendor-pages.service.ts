import { AppError } from '#server/lib/errors.js';
import type { VendorComponentsQuery, VendorPageComponents, VendorPageSettings } from '#shared/status/vendor-status.js';
import { VENDOR_KIND_LABEL } from '#shared/status/vendor-status.js';
import type { MonitoringDeps } from '../check-config.service.ts';
import { betterStackResources, statuspageComponents } from './vendor-components.ts';
import type { FetchPage } from './vendor-fetch.ts';
import { ReadingError } from './vendor-reading.ts';
import { vettedVendorAddress } from './vendor-link.service.ts';

export interface VendorPagesDeps {
  config: MonitoringDeps['config'];
  fetchPage: FetchPage;
}

/** GET /api/admin/vendor-pages/settings: whether a link may be marked as a page on the provider's own network. */
export function vendorPageSettings(config: MonitoringDeps['config']): VendorPageSettings {
  return { privateMonitoring: config.monitor.allowPrivate };
}

/**
 * GET /api/admin/vendor-pages/components: reads the page the admin is linking, through the same
 * vetted fetch and address rules as the poller, and lists its components (or resources) by name
 * and group. A page that cannot be read, or is not of the kind chosen, is a 400 that says so.
 */
export async function listVendorComponents(deps: VendorPagesDeps, query: VendorComponentsQuery): Promise<VendorPageComponents> {
  const allowPrivate = query.allowPrivate === true;
  const address = vettedVendorAddress(deps.config, query.kind, query.url, allowPrivate);
  let body: string;
  try {
    const answer = await deps.fetchPage(address, { etag: null, lastModified: null }, { allowPrivate });
    if (answer.kind !== 'changed') throw new Error('the page answered "not modified" to a plain request');
    body = answer.body;
  } catch (error) {
    throw new AppError('validation', `Could not read ${address}: ${error instanceof Error ? error.message : String(error)}. Check the address.`);
  }
  try {
    const json: unknown = JSON.parse(body);
    return query.kind === 'statuspage' ? statuspageComponents(json) : betterStackResources(json);
  } catch (error) {
    if (!(error instanceof ReadingError) && !(error instanceof SyntaxError)) throw error;
    throw new AppError('validation', `${address} does not answer as an ${VENDOR_KIND_LABEL[query.kind]} does. Check the address and the kind of page.`);
  }
}
