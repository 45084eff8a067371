import type { LiveServer } from '#tests/support/live-server.ts';
import { dashboardClicks, marketplaceClicks, services } from '#server/db/schema.js';
import { CLAIMS_NETWORK_SERVICE_NAME } from '#shared/constants.js';

type Card = { cardType: 'header' | 'service' | 'summary'; cardId: string; cardName: string; weight: number };

const DAYS = Number(process.env.SAMPLE_ANALYTICS_DAYS ?? 60);
const DAY_MS = 86_400_000;

/** A small seeded generator, so every screenshot run draws the same charts. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * Sample rows for the admin panel's analytics widgets (screenshots only): a few thousand
 * dashboard clicks over the last 60 days, busier on weekdays and during clinic hours, and
 * around a hundred Marketplace clicks from a few dozen clinic networks.
 */
export async function seedAnalytics(server: LiveServer): Promise<void> {
  const { db } = server.database;
  const rand = random(42);
  // The claims-network service has no card of its own: its clicks are the Claims Network card's.
  const list = (await db.select({ id: services.id, name: services.name, type: services.type }).from(services)).filter(
    (s) => s.name !== CLAIMS_NETWORK_SERVICE_NAME,
  );
  const cards: Card[] = [
    { cardType: 'service', cardId: 'claims-network', cardName: 'Claims Network', weight: 14 },
    { cardType: 'summary', cardId: 'total', cardName: 'Total Services', weight: 6 },
    { cardType: 'summary', cardId: 'online', cardName: 'Online', weight: 3 },
    { cardType: 'summary', cardId: 'warning', cardName: 'Issues', weight: 5 },
    { cardType: 'summary', cardId: 'offline', cardName: 'Offline', weight: 4 },
    ...list.map((s, i): Card => ({ cardType: 'service', cardId: s.id, cardName: s.name, weight: s.type === 'insurance' ? Math.max(1, 10 - i) : 2 })),
  ];
  const totalWeight = cards.reduce((sum, c) => sum + c.weight, 0);
  const pick = () => {
    let r = rand() * totalWeight;
    const { cardType, cardId, cardName } = cards.find((c) => (r -= c.weight) < 0) ?? cards[0]!;
    return { cardType, cardId, cardName };
  };
  const ip = (n: number) => `198.51.100.${1 + (n % 40)}`;
  const now = Date.now();
  const startOfToday = now - (now % DAY_MS);
  const dashboard: (typeof dashboardClicks.$inferInsert)[] = [];
  const marketplace: (typeof marketplaceClicks.$inferInsert)[] = [];
  for (let day = DAYS - 1; day >= 0; day--) {
    const date = new Date(startOfToday - day * DAY_MS);
    const weekend = [0, 6].includes(date.getUTCDay());
    const growth = 0.6 + 0.8 * ((DAYS - day) / DAYS);
    const clicks = Math.round((weekend ? 8 : 70) * growth * (0.7 + rand() * 0.6));
    for (let i = 0; i < clicks; i++) {
      // 08:00-18:00 in Alberta is roughly 14:00-24:00 UTC.
      const at = new Date(date.getTime() + (14 + rand() * 10) * 3_600_000);
      if (at.getTime() > now) continue;
      const who = ip(Math.floor(rand() * 1000));
      if (rand() < 0.03) {
        dashboard.push({ cardType: 'header', cardId: 'marketplace', cardName: 'Marketplace', timestamp: at, createdAt: at, ipAddress: who });
        marketplace.push({ timestamp: at, createdAt: at, clientIp: who, userAgent: 'Mozilla/5.0', referrer: server.url });
      } else {
        dashboard.push({ ...pick(), timestamp: at, createdAt: at, ipAddress: who });
      }
    }
  }
  // Chunks keep each statement well under PostgreSQL's bind-parameter limit.
  for (let i = 0; i < dashboard.length; i += 1000) {
    await db.insert(dashboardClicks).values(dashboard.slice(i, i + 1000));
  }
  if (marketplace.length > 0) await db.insert(marketplaceClicks).values(marketplace);
}
