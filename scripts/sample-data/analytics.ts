import type { LiveServer } from '../../tests/support/live-server.ts';

/** Sample rows for the admin panel's analytics widgets (screenshots only). */
export async function seedAnalytics(server: LiveServer): Promise<void> {
  void server;
}
