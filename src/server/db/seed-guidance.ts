import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from './open.ts';
import { appMeta, services } from './schema.ts';
import { CLAIMS_NETWORK_SERVICE_NAME } from '../../shared/constants.ts';
import type { ServiceType } from '../../shared/status/services.ts';

/*
 * What a front desk can do while a default service has problems (issue 10), from facts in
 * REFERENCE-DATA.md: general practice for claims, internet and phones, and the insurers' own
 * public sites where we have them. No phone numbers: we have none we have checked, and a wrong
 * number on a status board during an outage is worse than none.
 */

const INSURER_ADVICE =
  'Electronic claims to this insurer may not go through. Hold the claim in your practice software and resend it when the insurer is back, or collect payment and give the patient a claim form to submit themselves.';

export const DEFAULT_GUIDANCE: Record<ServiceType, string> = {
  insurance: INSURER_ADVICE,
  internet:
    'Restart your modem and router first. If the provider confirms an outage, use a mobile hotspot for essential work and call us if you need help switching over.',
  voip: "Calls may not reach you. If your phone system's web portal lets you, forward the main line to a mobile phone, and mention the problem on your website or voicemail.",
};

/*
 * Sun Life administers the Canadian Dental Care Plan for the Government of Canada, and a CDCP
 * patient cannot pay and claim later: the clinic bills Sun Life directly, so a CDCP outage stops
 * the visit rather than the paperwork. Sun Life Direct is Sun Life's portal for oral health
 * providers, where CDCP coverage is checked.
 */
export const CDCP_SERVICE_NAME = 'Sun Life CDCP';
export const CDCP_GUIDANCE =
  'Sun Life administers the Canadian Dental Care Plan, and CDCP patients cannot pay and claim later: the clinic bills Sun Life directly and the patient must not be asked to pay the covered part up front. While this is down, keep CDCP claims in your practice software and send them once it is back, and consider rebooking treatment that needs coverage confirmed first. Coverage is checked in Sun Life Direct, the portal for oral health providers.';

export const CLAIMS_NETWORK_GUIDANCE =
  'No electronic claim can be sent while the claims network is down. Keep claims in your practice software and send them once it is back; for patients who cannot wait, collect payment and give them a claim form.';

/** Insurers' public sites (REFERENCE-DATA.md, resource links), offered as the card's portal link. */
export const DEFAULT_PORTALS: Record<string, string> = {
  'Alberta Blue Cross': 'https://www.ab.bluecross.ca/',
  'Sun Life': 'https://www.sunlife.ca/',
  // Sun Life's CDCP pages for providers, which lead to Sun Life Direct.
  [CDCP_SERVICE_NAME]: 'https://www.sunlife.ca/sl/cdcp/en/support/oral-health-provider-faq/',
  Manulife: 'https://www.manulife.ca/',
  'Canada Life': 'https://www.canadalife.com/',
  'Alberta Dental Service Corporation': 'https://www.albertadentalservicecorp.com/',
};

/** The default front-desk advice for a service: its own where it has one, else its kind's. */
export function defaultGuidanceFor(service: { name: string; type: ServiceType }): string {
  if (service.name === CLAIMS_NETWORK_SERVICE_NAME) return CLAIMS_NETWORK_GUIDANCE;
  if (service.name === CDCP_SERVICE_NAME) return CDCP_GUIDANCE;
  return DEFAULT_GUIDANCE[service.type];
}

const GUIDANCE_MARKER = 'seed:default-guidance:v1';

/**
 * Gives the services that have no guidance yet the defaults above, once per database (new ones
 * and installations from before guidance existed alike). An admin's own text, or one cleared on
 * purpose after this ran, is never overwritten.
 */
export async function seedDefaultGuidance(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: GUIDANCE_MARKER, value: { seededAt: new Date().toISOString() } })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return false;
    const rows = await tx.select({ id: services.id, name: services.name, type: services.type }).from(services).where(isNull(services.guidance));
    for (const row of rows) {
      const guidance = defaultGuidanceFor(row);
      await tx
        .update(services)
        .set({ guidance, ...(DEFAULT_PORTALS[row.name] ? { portalUrl: DEFAULT_PORTALS[row.name] } : {}) })
        .where(and(eq(services.id, row.id), isNull(services.guidance)));
    }
    return true;
  });
}
