import pg from 'pg';

interface Logger {
  warn(obj: unknown, msg?: string): void;
}

/**
 * Leadership among instances on one PostgreSQL: a session-level advisory lock held on one
 * dedicated connection. When the leader dies, PostgreSQL ends its session and frees the lock,
 * and the next `holds()` of another instance takes it. Not leader while the connection is
 * broken; it reconnects on the next call.
 *
 * It opens its own pg.Client from the connection string because Database does not lend out a
 * pool connection for longer than a query (see the report to the lead: Database could offer
 * `sessionLock(name)` on its pool instead).
 */
export interface LeaderLock {
  holds(): Promise<boolean>;
  release(): Promise<void>;
}

export function createLeaderLock(options: { connectionString: string; name: string; log: Logger }): LeaderLock {
  let client: pg.Client | undefined;
  let leader = false;

  const drop = () => {
    const old = client;
    client = undefined;
    leader = false;
    old?.end().catch(() => undefined);
  };

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: options.connectionString, application_name: `monitor-leader:${options.name}` });
    next.on('error', (error) => {
      if (leader) options.log.warn({ err: error }, 'monitor leadership connection lost');
      if (client === next) drop();
    });
    await next.connect();
    client = next;
    return next;
  };

  return {
    async holds() {
      try {
        const current = client ?? (await connect());
        if (leader) {
          await current.query('select 1');
          return true;
        }
        const { rows } = await current.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1)) as locked', [options.name]);
        leader = rows[0]?.locked === true;
        return leader;
      } catch (error) {
        options.log.warn({ err: error }, 'monitor leadership check failed');
        drop();
        return false;
      }
    },
    async release() {
      const current = client;
      client = undefined;
      if (!current) return;
      if (leader) await current.query('select pg_advisory_unlock(hashtext($1))', [options.name]).catch(() => undefined);
      leader = false;
      await current.end().catch(() => undefined);
    },
  };
}
