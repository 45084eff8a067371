import type { LiveServer } from '../../tests/support/live-server.ts';

/** Sample rows for the admin panel's people widgets (screenshots only). */
export async function seedPeople(server: LiveServer): Promise<void> {
  void server;
}
