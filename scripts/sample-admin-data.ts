// Sample rows for looking at the admin panel (screenshots); nothing in the app imports this.
import type { LiveServer } from '#tests/support/live-server.ts';
import { seedPeople } from './sample-data/people.ts';
import { seedAnalytics } from './sample-data/analytics.ts';
import { seedOperations } from './sample-data/operations.ts';
import { seedNotifications } from './sample-data/notifications.ts';
import { seedHeartbeat } from './sample-data/heartbeat.ts';
import { seedHistory } from './sample-data/history.ts';
import { seedIncidents } from './sample-data/incidents.ts';

export async function seedSampleAdminData(server: LiveServer): Promise<void> {
  await seedPeople(server);
  await seedAnalytics(server);
  await seedOperations(server);
  await seedNotifications(server);
  await seedHeartbeat(server);
  await seedHistory(server);
  await seedIncidents(server);
}
