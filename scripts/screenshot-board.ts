// Desktop and phone screenshots of the dashboard in the four situations the board must answer
// at a glance (docs/product/board.md): a quiet day, an iTrans outage, an incident on a VoIP service, and
// maintenance; plus an axe check of each.
//   npx tsx scripts/screenshot-board.ts [--client dist/client] [--out /tmp/board] [--full]
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { startLiveServer, type LiveServer } from '#tests/support/live-server.ts';
import { axeViolations, launchBrowser, VIEWPORTS } from '#tests/e2e/support/browser.ts';
import { incidents, incidentServices, incidentUpdates, maintenanceServices, maintenanceWindows, notifications, services } from '#server/db/schema.js';
import { CLAIMS_NETWORK_SERVICE_NAME } from '#shared/constants.js';
import { setStatusByHand } from '#server/modules/status/index.js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const out = option('out') ?? '/tmp/board';
const fullPage = args.includes('--full');
const openSections = args.includes('--open');

type Scenario = { name: string; arrange(server: LiveServer): Promise<void> };

async function idsOf(server: LiveServer, names: string[]): Promise<string[]> {
  const rows = await server.database.db.select({ id: services.id }).from(services).where(inArray(services.name, names));
  return rows.map((r) => r.id);
}

async function reset(server: LiveServer): Promise<void> {
  const { db } = server.database;
  await db.delete(incidents);
  await db.delete(maintenanceWindows);
  await db.delete(notifications);
  await db.update(services).set({ status: 'online', manualStatus: 'online', overrideStatus: null, overrideUntil: null });
}

const scenarios: Scenario[] = [
  { name: 'quiet', arrange: async () => undefined },
  {
    name: 'itrans-outage',
    async arrange(server) {
      const [itrans] = await idsOf(server, [CLAIMS_NETWORK_SERVICE_NAME]);
      await setStatusByHand({ db: server.database.db, now: new Date() }, itrans!, { status: 'offline' }, { userId: null, name: 'Dana' });
      await server.database.db.insert(notifications).values({
        title: 'Hold electronic claims',
        message: 'The claims network is down. Keep claims in your practice software; we will tell you when to resend.',
        priority: 'high',
        isPublic: true,
      });
    },
  },
  {
    name: 'incident',
    async arrange(server) {
      const { db } = server.database;
      const [rogers] = await idsOf(server, ['Rogers Unison']);
      const [incident] = await db
        .insert(incidents)
        .values({ title: 'Rogers Unison calls dropping', status: 'identified', whatToDo: 'Forward your main line to a mobile phone from the Unison portal.' })
        .returning();
      await db.insert(incidentServices).values({ incidentId: incident!.id, serviceId: rogers!, impact: 'outage' });
      await db
        .insert(incidentUpdates)
        .values({ incidentId: incident!.id, status: 'identified', message: 'Rogers confirms a fault in its Calgary switch.', impact: 'outage' });
      const { settleService } = await import('#server/modules/status/index.js');
      await db.transaction((tx) => settleService(tx, rogers!, { now: new Date(), cause: 'incident', actor: 'Dana' }));
      const [manulife] = await idsOf(server, ['Manulife']);
      await setStatusByHand({ db, now: new Date() }, manulife!, { status: 'warning' }, { userId: null, name: 'Dana' });
    },
  },
  {
    name: 'maintenance',
    async arrange(server) {
      const { db } = server.database;
      const ids = await idsOf(server, ['TELUS Business Internet']);
      const now = Date.now();
      const [window] = await db
        .insert(maintenanceWindows)
        .values({
          title: 'TELUS network upgrade',
          description: 'Short drops possible.',
          startsAt: new Date(now - 3_600_000),
          endsAt: new Date(now + 7_200_000),
        })
        .returning();
      await db.insert(maintenanceServices).values(ids.map((serviceId) => ({ windowId: window!.id, serviceId })));
    },
  },
];

const server = await startLiveServer({ clientDir: path.resolve(option('client') ?? 'dist/client') });
try {
  const browser = await launchBrowser();
  for (const scenario of scenarios) {
    await reset(server);
    await scenario.arrange(server);
    await server.app.directory.view.invalidate();
    // Rows written behind the admin API's back: tell the other cached views, as the API would.
    await Promise.all(['incidents', 'notifications'].map((channel) => server.database.bus.publish(channel)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(server.url, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Service Status' }).waitFor();
      if (openSections) {
        for (const title of ['Insurance Providers', 'Internet Services', 'VoIP Services']) {
          await page.getByRole('button', { name: new RegExp(`^${title}`) }).click();
        }
      }
      await page.waitForTimeout(300);
      const violations = await axeViolations(page);
      if (violations.length > 0) console.log(`axe (${scenario.name}, ${name}):\n${violations.join('\n')}`);
      const file = `${out}-${scenario.name}-${name}.png`;
      await page.screenshot({ path: file, fullPage });
      console.log(`${file}  title: ${await page.title()}`);
      await context.close();
    }
  }
  await browser.close();
} finally {
  await server.close();
}
