import type { LiveServer } from '../../tests/support/live-server.ts';

/** Sample rows for the admin panel's notifications widgets (screenshots only). */
export async function seedNotifications(server: LiveServer): Promise<void> {
  void server;
}
