// PostgreSQL's CPU for the scale case, two ways: every `postgres` process on the machine (other
// work on the same server counts too), and only the sessions connected to the bench's database
// (its background writers and autovacuum left out). Each process's time is read from /proc at
// every sample and kept when it ends, so sessions that come and go (other clients' connections)
// lose at most one sample's time instead of all of theirs.
import { cpuByPidOfCommand, cpuOfPid } from './check-load.mjs';

/** CPU seconds of processes over a window: each one's time at the window's start (0 for one started since) and at its last sample. */
function tally() {
  let base = new Map();
  let last = new Map();
  return {
    /** @param {Map<number, number>} seen CPU seconds by pid now */
    see(seen) {
      for (const [pid, seconds] of seen) {
        if (!base.has(pid)) base.set(pid, 0);
        last.set(pid, seconds);
      }
    },
    /** @param {Map<number, number>} seen */
    restart(seen) {
      base = new Map(seen);
      last = new Map(seen);
    },
    total() {
      let sum = 0;
      for (const [pid, seconds] of last) sum += seconds - (base.get(pid) ?? 0);
      return sum;
    },
  };
}

/** @param {import('pg').Client} db the bench's own session (left out of the count of sessions) */
export function postgresCpu(db) {
  const sessions = tally();
  const machine = tally();

  async function sessionsNow() {
    const { rows } = await db.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    const seen = new Map();
    for (const { pid } of rows) {
      const seconds = cpuOfPid(pid);
      if (seconds !== null) seen.set(pid, seconds);
    }
    return seen;
  }

  return {
    async sample() {
      sessions.see(await sessionsNow());
      machine.see(cpuByPidOfCommand('postgres'));
    },
    /** Starts a window. */
    async start() {
      sessions.restart(await sessionsNow());
      machine.restart(cpuByPidOfCommand('postgres'));
    },
    /** CPU seconds since start(): the bench database's sessions, and every postgres process. */
    async read() {
      await this.sample();
      return { sessions: sessions.total(), machine: machine.total() };
    },
  };
}
