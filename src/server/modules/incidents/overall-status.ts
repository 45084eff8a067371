import { isClaimsNetwork, SERVICE_TYPES, type Service } from '../../../shared/services.ts';
import type { OverallStatus } from '../../../shared/incidents.ts';

/**
 * The one-word state of the whole board, first rule that applies:
 * 1. major_outage: the claims network aggregate ('iTrans Service') is offline, or more than
 *    half of the services of one type (insurance providers without the aggregate, internet,
 *    VoIP) are offline;
 * 2. partial_outage: any service is offline;
 * 3. degraded: any service has issues (warning);
 * 4. maintenance: nothing is wrong and some service is under scheduled maintenance;
 * 5. operational: everything else (every service online, or no services at all).
 */
export function overallStatus(services: readonly Pick<Service, 'name' | 'type' | 'status' | 'maintenance'>[]): OverallStatus {
  if (services.some((s) => isClaimsNetwork(s) && s.status === 'offline')) return 'major_outage';
  for (const type of SERVICE_TYPES) {
    const ofType = services.filter((s) => s.type === type && !isClaimsNetwork(s));
    const offline = ofType.filter((s) => s.status === 'offline').length;
    if (offline > 0 && offline * 2 > ofType.length) return 'major_outage';
  }
  if (services.some((s) => s.status === 'offline')) return 'partial_outage';
  if (services.some((s) => s.status === 'warning')) return 'degraded';
  if (services.some((s) => s.maintenance)) return 'maintenance';
  return 'operational';
}
