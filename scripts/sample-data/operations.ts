import type { LiveServer } from '../../tests/support/live-server.ts';

/** Sample rows for the admin panel's operations widgets (screenshots only). */
export async function seedOperations(server: LiveServer): Promise<void> {
  void server;
}
