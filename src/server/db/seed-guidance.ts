import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from './open.ts';
import { appMeta, services } from './schema.ts';
import { CLAIMS_NETWORK_SERVICE_NAME } from '#shared/constants.js';
import type { ServiceType } from '#shared/status/services.js';

/*
 * What a front desk can do while a default service has problems (docs/product/defaults.md): general practice for claims, internet and phones, and the insurers' own
 * public sites where we have them. No phone numbers: we have none we have checked, and a wrong
 * number on a status board during an outage is worse than none.
 */

/*
 * Each text is written action first: its first sentence is what the front desk does now, and it
 * is what the banner and the wall display show; the card shows the whole text. A service with
 * issues (slow, some requests failing) gets different advice from one that is down: telling a
 * receptionist to stop sending claims when the network is only slow costs the clinic money.
 */

export type GuidanceLevel = 'down' | 'issues';

const INSURER_GUIDANCE: Record<GuidanceLevel, string> = {
  down: 'Hold claims to this insurer in your practice software and resend them once it is back. For a patient who cannot wait, collect payment and give them a claim form to submit themselves.',
  issues:
    'Keep sending claims to this insurer; some may be slow or fail, so resend any that do. Wait for the insurer\u2019s answer before telling a patient what is covered.',
};

export const DEFAULT_GUIDANCE: Record<ServiceType, Record<GuidanceLevel, string>> = {
  insurance: INSURER_GUIDANCE,
  internet: {
    down: 'Restart your modem and router first. If the provider confirms an outage, use a mobile hotspot for essential work and call us if you need help switching over.',
    issues:
      'Expect a slow connection: pause large uploads and backups until it recovers. If it gets worse, restart your modem and router, and call us if that does not help.',
  },
  voip: {
    down: "Forward the main line to a mobile phone from your phone system's web portal, if it lets you: calls may not reach you. Mention the problem on your website or voicemail.",
    issues: 'Calls may drop or sound poor: keep a mobile phone at hand to call patients back. Tell us if calls stop coming in.',
  },
};

/*
 * Sun Life administers the Canadian Dental Care Plan for the Government of Canada, and a CDCP
 * patient cannot pay and claim later: the clinic bills Sun Life directly, so a CDCP outage stops
 * the visit rather than the paperwork. Sun Life Direct is Sun Life's portal for oral health
 * providers, where CDCP coverage is checked.
 */
export const CDCP_SERVICE_NAME = 'Sun Life CDCP';
export const CDCP_GUIDANCE: Record<GuidanceLevel, string> = {
  down: 'Keep CDCP claims in your practice software and send them once Sun Life is back, and do not ask CDCP patients to pay the covered part up front. Sun Life administers the Canadian Dental Care Plan and CDCP patients cannot pay and claim later, so consider rebooking treatment that needs coverage confirmed first. Coverage is checked in Sun Life Direct, the portal for oral health providers.',
  issues:
    'Keep sending CDCP claims and resend any that fail; do not ask CDCP patients to pay the covered part up front. If Sun Life Direct cannot confirm coverage, consider rebooking treatment that needs it confirmed first.',
};

export const CLAIMS_NETWORK_GUIDANCE: Record<GuidanceLevel, string> = {
  down: 'No electronic claim can be sent while the claims network is down: keep claims in your practice software and send them once it is back. For patients who cannot wait, collect payment and give them a claim form.',
  issues: 'Claims may be slow: keep sending them, and resend any that fail or get no answer. There is no need to hold claims while the network is only slow.',
};

/** What an earlier release seeded as the only ("down") text: replaced by the new defaults where an admin left it as it was. */
const FORMER_DEFAULTS: readonly string[] = [
  'Electronic claims to this insurer may not go through. Hold the claim in your practice software and resend it when the insurer is back, or collect payment and give the patient a claim form to submit themselves.',
  'Restart your modem and router first. If the provider confirms an outage, use a mobile hotspot for essential work and call us if you need help switching over.',
  "Calls may not reach you. If your phone system's web portal lets you, forward the main line to a mobile phone, and mention the problem on your website or voicemail.",
  'Sun Life administers the Canadian Dental Care Plan, and CDCP patients cannot pay and claim later: the clinic bills Sun Life directly and the patient must not be asked to pay the covered part up front. While this is down, keep CDCP claims in your practice software and send them once it is back, and consider rebooking treatment that needs coverage confirmed first. Coverage is checked in Sun Life Direct, the portal for oral health providers.',
  'No electronic claim can be sent while the claims network is down. Keep claims in your practice software and send them once it is back; for patients who cannot wait, collect payment and give them a claim form.',
];

/** Insurers' public sites (docs/product/defaults.md), offered as the card's portal link. */
export const DEFAULT_PORTALS: Record<string, string> = {
  'Alberta Blue Cross': 'https://www.ab.bluecross.ca/',
  'Sun Life': 'https://www.sunlife.ca/',
  // Sun Life's CDCP pages for providers, which lead to Sun Life Direct.
  [CDCP_SERVICE_NAME]: 'https://www.sunlife.ca/sl/cdcp/en/support/oral-health-provider-faq/',
  Manulife: 'https://www.manulife.ca/',
  'Canada Life': 'https://www.canadalife.com/',
  'Alberta Dental Service Corporation': 'https://www.albertadentalservicecorp.com/',
};

/** The default front-desk advice for a service at a level: its own where it has one, else its kind's. */
export function defaultGuidanceFor(service: { name: string; type: ServiceType }, level: GuidanceLevel = 'down'): string {
  if (service.name === CLAIMS_NETWORK_SERVICE_NAME) return CLAIMS_NETWORK_GUIDANCE[level];
  if (service.name === CDCP_SERVICE_NAME) return CDCP_GUIDANCE[level];
  return DEFAULT_GUIDANCE[service.type][level];
}

/*
 * The same defaults in Canadian French, for French readers (the board shows the French of a text when
 * there is one, else the English marked "English only"). Each says what its English says, action first.
 */
const INSURER_GUIDANCE_FR: Record<GuidanceLevel, string> = {
  down: 'Retenez les réclamations destinées à cet assureur dans votre logiciel de gestion et renvoyez-les quand il sera rétabli. Si un patient ne peut pas attendre, encaissez le paiement et remettez-lui un formulaire de réclamation qu\u2019il soumettra lui-même.',
  issues:
    'Continuez d\u2019envoyer les réclamations à cet assureur; certaines peuvent être lentes ou échouer, alors renvoyez celles qui échouent. Attendez la réponse de l\u2019assureur avant de dire à un patient ce qui est couvert.',
};

export const DEFAULT_GUIDANCE_FR: Record<ServiceType, Record<GuidanceLevel, string>> = {
  insurance: INSURER_GUIDANCE_FR,
  internet: {
    down: 'Redémarrez d\u2019abord votre modem et votre routeur. Si le fournisseur confirme une panne, utilisez un point d\u2019accès mobile pour le travail essentiel et appelez-nous si vous avez besoin d\u2019aide pour faire la transition.',
    issues:
      'Attendez-vous à une connexion lente\u00a0: suspendez les gros téléversements et les sauvegardes jusqu\u2019au retour à la normale. Si la situation empire, redémarrez votre modem et votre routeur, et appelez-nous si cela ne règle rien.',
  },
  voip: {
    down: 'Renvoyez la ligne principale vers un téléphone mobile à partir du portail Web de votre système téléphonique, s\u2019il le permet\u00a0: les appels pourraient ne pas vous joindre. Signalez le problème sur votre site Web ou dans votre message d\u2019accueil.',
    issues:
      'Des appels peuvent couper ou être de mauvaise qualité\u00a0: gardez un téléphone mobile à portée de main pour rappeler les patients. Avisez-nous si les appels cessent d\u2019entrer.',
  },
};

export const CDCP_GUIDANCE_FR: Record<GuidanceLevel, string> = {
  down: 'Gardez les réclamations du RCSD dans votre logiciel de gestion et envoyez-les quand la Sun Life sera rétablie, et ne demandez pas aux patients du RCSD de payer d\u2019avance la partie couverte. La Sun Life administre le Régime canadien de soins dentaires et les patients du RCSD ne peuvent pas payer puis réclamer plus tard; envisagez donc de reporter les traitements dont la couverture doit d\u2019abord être confirmée. La couverture se vérifie dans Sun Life Direct, le portail des fournisseurs de soins buccodentaires.',
  issues:
    'Continuez d\u2019envoyer les réclamations du RCSD et renvoyez celles qui échouent; ne demandez pas aux patients du RCSD de payer d\u2019avance la partie couverte. Si Sun Life Direct ne peut pas confirmer la couverture, envisagez de reporter les traitements qui exigent cette confirmation.',
};

export const CLAIMS_NETWORK_GUIDANCE_FR: Record<GuidanceLevel, string> = {
  down: 'Aucune réclamation électronique ne peut être envoyée pendant la panne du réseau de réclamations\u00a0: gardez les réclamations dans votre logiciel de gestion et envoyez-les quand il sera rétabli. Pour les patients qui ne peuvent pas attendre, encaissez le paiement et remettez-leur un formulaire de réclamation.',
  issues:
    'Les réclamations peuvent être lentes\u00a0: continuez de les envoyer, et renvoyez celles qui échouent ou restent sans réponse. Inutile de retenir les réclamations tant que le réseau est seulement lent.',
};

/** The French of a service's default advice at a level (defaultGuidanceFor's, in French). */
export function defaultFrenchGuidanceFor(service: { name: string; type: ServiceType }, level: GuidanceLevel = 'down'): string {
  if (service.name === CLAIMS_NETWORK_SERVICE_NAME) return CLAIMS_NETWORK_GUIDANCE_FR[level];
  if (service.name === CDCP_SERVICE_NAME) return CDCP_GUIDANCE_FR[level];
  return DEFAULT_GUIDANCE_FR[service.type][level];
}

const GUIDANCE_MARKER = 'seed:default-guidance:v1';
const LEVELS_MARKER = 'seed:default-guidance-by-level:v2';
const FRENCH_MARKER = 'seed:default-guidance-french:v3';

/**
 * Gives the services that have no guidance yet the defaults above, once per database (new ones
 * and installations from before guidance existed alike), and, once, the advice for issues beside
 * the advice for when a service is down. An admin's own text, or one cleared on purpose after
 * this ran, is never overwritten; a default an earlier release wrote, left as it was, is brought
 * up to date. Once, too, each default text left as it was gets its French beside it (an admin's own
 * text gets none: its French is theirs to write).
 */
export async function seedDefaultGuidance(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claim = async (key: string) =>
      (
        await tx
          .insert(appMeta)
          .values({ key, value: { seededAt: new Date().toISOString() } })
          .onConflictDoNothing()
          .returning({ key: appMeta.key })
      ).length > 0;
    let changed = false;
    if (await claim(GUIDANCE_MARKER)) {
      changed = true;
      const rows = await tx.select({ id: services.id, name: services.name, type: services.type }).from(services).where(isNull(services.guidance));
      for (const row of rows) {
        await tx
          .update(services)
          .set({ guidance: defaultGuidanceFor(row), ...(DEFAULT_PORTALS[row.name] ? { portalUrl: DEFAULT_PORTALS[row.name] } : {}) })
          .where(and(eq(services.id, row.id), isNull(services.guidance)));
      }
    }
    if (await claim(LEVELS_MARKER)) {
      changed = true;
      const rows = await tx
        .select({ id: services.id, name: services.name, type: services.type, guidance: services.guidance, guidanceIssues: services.guidanceIssues })
        .from(services);
      for (const row of rows) {
        const update: { guidance?: string; guidanceIssues?: string } = {};
        if (row.guidance !== null && FORMER_DEFAULTS.includes(row.guidance)) update.guidance = defaultGuidanceFor(row, 'down');
        // A service whose advice an admin wrote or cleared gets no default for issues: it might contradict theirs.
        const ownAdvice = row.guidance === null || (update.guidance === undefined && row.guidance !== defaultGuidanceFor(row, 'down'));
        if (row.guidanceIssues === null && !ownAdvice) update.guidanceIssues = defaultGuidanceFor(row, 'issues');
        if (Object.keys(update).length > 0) await tx.update(services).set(update).where(eq(services.id, row.id));
      }
    }
    if (await claim(FRENCH_MARKER)) {
      changed = true;
      const rows = await tx
        .select({
          id: services.id,
          name: services.name,
          type: services.type,
          guidance: services.guidance,
          guidanceIssues: services.guidanceIssues,
          guidanceFr: services.guidanceFr,
          guidanceIssuesFr: services.guidanceIssuesFr,
        })
        .from(services);
      for (const row of rows) {
        const update: { guidanceFr?: string; guidanceIssuesFr?: string } = {};
        if (row.guidanceFr === null && row.guidance !== null && row.guidance === defaultGuidanceFor(row, 'down')) {
          update.guidanceFr = defaultFrenchGuidanceFor(row, 'down');
        }
        if (row.guidanceIssuesFr === null && row.guidanceIssues !== null && row.guidanceIssues === defaultGuidanceFor(row, 'issues')) {
          update.guidanceIssuesFr = defaultFrenchGuidanceFor(row, 'issues');
        }
        if (Object.keys(update).length > 0) await tx.update(services).set(update).where(eq(services.id, row.id));
      }
    }
    return changed;
  });
}
