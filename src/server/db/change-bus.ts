import { EventEmitter } from 'node:events';
import pg from 'pg';

/**
 * Tells every instance that some cached data changed. In one process (PGlite) that is an
 * in-process event; on PostgreSQL it is LISTEN/NOTIFY, so N instances stay in step.
 */
export interface ChangeBus {
  publish(channel: string): Promise<void>;
  subscribe(channel: string, listener: () => void): () => void;
  close(): Promise<void>;
}

export function createLocalChangeBus(): ChangeBus {
  const events = new EventEmitter();
  events.setMaxListeners(100);
  return {
    async publish(channel) {
      events.emit(channel);
    },
    subscribe(channel, listener) {
      events.on(channel, listener);
      return () => events.off(channel, listener);
    },
    async close() {
      events.removeAllListeners();
    },
  };
}

const NOTIFY_CHANNEL = 'app_changes';

interface Logger {
  warn(obj: unknown, msg?: string): void;
}

export function createPostgresChangeBus(pool: pg.Pool, connectionString: string, log: Logger): ChangeBus {
  const local = createLocalChangeBus();
  let client: pg.Client | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.payload) void local.publish(message.payload);
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'change bus connection lost; reconnecting');
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${NOTIFY_CHANNEL}`);
    client = next;
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    client?.end().catch(() => undefined);
    client = undefined;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch((error: unknown) => {
        log.warn({ err: error }, 'change bus reconnect failed');
        scheduleReconnect();
      });
    }, 2000);
    retryTimer.unref();
  };

  // Not listening yet is no reason to stop: it keeps trying, and publishing goes on meanwhile
  // (the other instances hear it; this one catches up at its views' next refresh).
  const ready = connect().catch((error: unknown) => {
    log.warn({ err: error }, 'change bus could not listen; retrying');
    scheduleReconnect();
  });

  return {
    async publish(channel) {
      await ready;
      // Our own instance hears the notification too, through LISTEN.
      await pool.query('select pg_notify($1, $2)', [NOTIFY_CHANNEL, channel]);
    },
    subscribe(channel, listener) {
      return local.subscribe(channel, listener);
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await ready;
      await client?.end().catch(() => undefined);
      await local.close();
    },
  };
}
