import { describe, expect, it } from 'vitest';
import { eq, inArray, lt } from 'drizzle-orm';
import { useTestApp, unique } from '#tests/support/test-app.ts';
import {
  adminAuthPhrases,
  alertChannels,
  alertChannelTestFailures,
  alertDeliveries,
  alertSubscriptions,
  checkResults,
  checkRollups,
  dashboardClickBuckets,
  dashboardClickCards,
  dashboardClicks,
  emailVerificationCodes,
  marketplaceClicks,
  rateLimitHits,
  services,
  sessions,
  statusChanges,
} from '#server/db/schema.js';
import { rollupDrift } from '../analytics/rollup-drift.ts';
import { checkRollupDrift } from '../history/rollup-drift.ts';
import { CHANNEL_LOG_RETENTION_DAYS, purgeExpired } from './purge.service.ts';

const testApp = useTestApp();
const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe('purgeExpired', () => {
  it('deletes expired sessions, codes and phrases, old rate-limit windows and analytics over two years, and keeps the rest', async () => {
    const t = testApp();
    const now = t.clock.now();
    const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
    const [expiredSid, liveSid] = [unique('sid'), unique('sid')];
    await t.db.insert(sessions).values([
      { sid: expiredSid, sess: {}, expire: at(-1000) },
      { sid: liveSid, sess: {}, expire: at(DAY) },
    ]);
    const codes = await t.db
      .insert(emailVerificationCodes)
      .values([
        { email: unique('e'), code: 'x', expiresAt: at(-1000) },
        { email: unique('e'), code: 'y', expiresAt: at(600_000) },
      ])
      .returning({ id: emailVerificationCodes.id });
    const phrases = await t.db
      .insert(adminAuthPhrases)
      .values([
        { emailHash: t.keys.blindIndex('a@x.ca'), phrase: unique('p'), expiresAt: at(-1000) },
        { emailHash: t.keys.blindIndex('a@x.ca'), phrase: unique('p'), expiresAt: at(600_000), used: true },
        { emailHash: t.keys.blindIndex('a@x.ca'), phrase: unique('p'), expiresAt: at(600_000) },
      ])
      .returning({ id: adminAuthPhrases.id });
    const [oldKey, newKey] = [unique('rl'), unique('rl')];
    await t.db.insert(rateLimitHits).values([
      { key: oldKey, windowStart: at(-2 * DAY), count: 3 },
      { key: newKey, windowStart: at(-3600_000), count: 3 },
    ]);
    const [oldCard, recentCard] = [unique('card'), unique('card')];
    await t.db.insert(dashboardClicks).values([
      { cardType: 'service', cardId: oldCard, cardName: 'Old', timestamp: at(-731 * DAY) },
      { cardType: 'service', cardId: recentCard, cardName: 'Recent', timestamp: at(-700 * DAY) },
    ]);

    const counts = await purgeExpired(t.db, now);
    expect(counts.sessions).toBeGreaterThanOrEqual(1);

    const left = async <T>(rows: Promise<T[]>) => (await rows).length;
    expect(await left(t.db.select().from(sessions).where(eq(sessions.sid, expiredSid)))).toBe(0);
    expect(await left(t.db.select().from(sessions).where(eq(sessions.sid, liveSid)))).toBe(1);
    const codesLeft = await t.db
      .select()
      .from(emailVerificationCodes)
      .where(
        inArray(
          emailVerificationCodes.id,
          codes.map((c) => c.id),
        ),
      );
    expect(codesLeft.map((c) => c.id)).toEqual([codes[1]!.id]);
    const phrasesLeft = await t.db
      .select()
      .from(adminAuthPhrases)
      .where(
        inArray(
          adminAuthPhrases.id,
          phrases.map((p) => p.id),
        ),
      );
    expect(phrasesLeft.map((p) => p.id)).toEqual([phrases[2]!.id]);
    expect(await left(t.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, oldKey)))).toBe(0);
    expect(await left(t.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, newKey)))).toBe(1);
    expect(await left(t.db.select().from(dashboardClicks).where(eq(dashboardClicks.cardId, oldCard)))).toBe(0);
    expect(await left(t.db.select().from(dashboardClicks).where(eq(dashboardClicks.cardId, recentCard)))).toBe(1);
  });

  it('takes purged clicks off the analytics rollups, so they still match the clicks kept', async () => {
    const t = testApp();
    const now = t.clock.now();
    const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
    const card = unique('card');
    const ip = unique('ip');
    await t.db.insert(dashboardClicks).values([
      { cardType: 'summary', cardId: card, cardName: 'Offline', timestamp: at(-800 * DAY) },
      { cardType: 'summary', cardId: card, cardName: 'Offline', timestamp: at(-731 * DAY) },
      { cardType: 'summary', cardId: card, cardName: 'Offline', timestamp: at(-3 * DAY) },
    ]);
    await t.db.insert(marketplaceClicks).values([
      { clientIp: ip, timestamp: at(-740 * DAY) },
      { clientIp: ip, timestamp: at(-1 * DAY) },
    ]);
    const cardCount = async () => (await t.db.select().from(dashboardClickCards).where(eq(dashboardClickCards.cardId, card)))[0]?.count;
    expect(await cardCount()).toBe(3);

    const counts = await purgeExpired(t.db, now);
    expect(counts.dashboardClicks).toBeGreaterThanOrEqual(2);
    expect(counts.marketplaceClicks).toBeGreaterThanOrEqual(1);
    expect(await cardCount()).toBe(1);
    const oldBucket = await t.db
      .select()
      .from(dashboardClickBuckets)
      .where(lt(dashboardClickBuckets.bucketStart, at(-730 * DAY)));
    expect(oldBucket).toEqual([]);
    expect(await rollupDrift(t.db)).toEqual([]);

    // A card whose every click is purged leaves the rollups.
    await purgeExpired(t.db, at(800 * DAY));
    expect(await cardCount()).toBeUndefined();
    expect(await rollupDrift(t.db)).toEqual([]);
  });

  it('keeps raw check results 7 days and their hourly rollups and status changes 2 years', async () => {
    const t = testApp();
    const now = t.clock.now();
    const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
    const [service] = await t.db
      .insert(services)
      .values({ name: unique('Purge Benefits'), type: 'insurance', createdAt: at(-800 * DAY) })
      .returning({ id: services.id });
    const serviceId = service!.id;
    await t.db.insert(checkResults).values([
      { serviceId, checkedAt: at(-740 * DAY), ok: true, status: 'online', latencyMs: 80 },
      { serviceId, checkedAt: at(-8 * DAY), ok: true, status: 'online', latencyMs: 120 },
      { serviceId, checkedAt: at(-8 * DAY + 60_000), ok: false, status: 'offline', latencyMs: null },
      { serviceId, checkedAt: at(-2 * HOUR), ok: true, status: 'warning', latencyMs: 700 },
    ]);
    await t.db.insert(statusChanges).values([
      { serviceId, fromStatus: 'online', toStatus: 'offline', cause: 'check', at: at(-735 * DAY) },
      { serviceId, fromStatus: 'offline', toStatus: 'online', cause: 'check', at: at(-700 * DAY) },
    ]);
    const rollupsBefore = await t.db.select().from(checkRollups).where(eq(checkRollups.serviceId, serviceId));
    expect(rollupsBefore).toHaveLength(3);

    const counts = await purgeExpired(t.db, now);
    expect(counts.checkResults).toBeGreaterThanOrEqual(3);
    expect(counts.checkRollups).toBeGreaterThanOrEqual(1);
    expect(counts.statusChanges).toBeGreaterThanOrEqual(1);

    const raw = await t.db.select().from(checkResults).where(eq(checkResults.serviceId, serviceId));
    expect(raw.map((r) => r.latencyMs)).toEqual([700]);
    // The 8-day-old hour outlives its raw rows, unchanged; the 740-day-old one is gone.
    const rollups = await t.db.select().from(checkRollups).where(eq(checkRollups.serviceId, serviceId)).orderBy(checkRollups.hourStart);
    expect(rollups).toEqual(rollupsBefore.filter((r) => r.hourStart >= at(-730 * DAY)).sort((a, b) => +a.hourStart - +b.hourStart));
    expect(rollups[0]).toMatchObject({ checks: 2, okChecks: 1, failedChecks: 1, latencySumMs: 120, latencyCount: 1, latencyMaxMs: 120 });
    const changes = await t.db.select().from(statusChanges).where(eq(statusChanges.serviceId, serviceId));
    expect(changes.map((c) => c.toStatus)).toEqual(['online']);
    expect(await checkRollupDrift(t.db, at(-7 * DAY))).toEqual([]);
  });

  it(`keeps the alert channels' log ${CHANNEL_LOG_RETENTION_DAYS} days, and never a message still being retried`, async () => {
    const t = testApp();
    const now = t.clock.now();
    const DAY = 24 * HOUR;
    const at = (ms: number) => new Date(now.getTime() + ms);
    const email = `${unique('log')}@clinic.example.ca`;
    const [subscription] = await t.db
      .insert(alertSubscriptions)
      .values({
        emailEncrypted: t.keys.encrypt(email),
        emailHash: t.keys.blindIndex(email),
        source: 'clinic',
        consentText: 'E-mail me',
        unsubscribeTokenHash: t.keys.hashSecret(unique('token')),
        isActive: true,
      })
      .returning({ id: alertSubscriptions.id });
    const [channel] = await t.db
      .insert(alertChannels)
      .values({
        subscriptionId: subscription!.id,
        kind: 'webhook',
        targetEncrypted: t.keys.encrypt('https://it.example.ca/x'),
        targetHint: 'https://it.example.ca/…',
        events: ['down'],
      })
      .returning({ id: alertChannels.id });
    const delivery = (eventKey: string, status: 'pending' | 'delivered' | 'failed', createdAt: Date) => ({
      channelId: channel!.id,
      eventKey,
      event: 'down',
      occurredAt: createdAt,
      payload: {},
      status,
      createdAt,
    });
    await t.db
      .insert(alertDeliveries)
      .values([
        delivery('old-delivered', 'delivered', at(-91 * DAY)),
        delivery('old-failed', 'failed', at(-91 * DAY)),
        delivery('old-pending', 'pending', at(-91 * DAY)),
        delivery('recent', 'delivered', at(-89 * DAY)),
      ]);
    await t.db.insert(alertChannelTestFailures).values([
      { subscriptionId: subscription!.id, kind: 'webhook', targetHint: 'old', error: 'HTTP 404', createdAt: at(-91 * DAY) },
      { subscriptionId: subscription!.id, kind: 'webhook', targetHint: 'recent', error: 'HTTP 404', createdAt: at(-1 * DAY) },
    ]);

    const counts = await purgeExpired(t.db, now);
    expect(counts.channelDeliveries).toBeGreaterThanOrEqual(2);
    expect(counts.channelTestFailures).toBeGreaterThanOrEqual(1);
    const kept = await t.db.select({ key: alertDeliveries.eventKey }).from(alertDeliveries).where(eq(alertDeliveries.channelId, channel!.id));
    expect(kept.map((r) => r.key).sort()).toEqual(['old-pending', 'recent']);
    const failures = await t.db
      .select({ hint: alertChannelTestFailures.targetHint })
      .from(alertChannelTestFailures)
      .where(eq(alertChannelTestFailures.subscriptionId, subscription!.id));
    expect(failures.map((r) => r.hint)).toEqual(['recent']);
  });
});
