import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Mailer } from './mail/mailer.ts';
import { createRequestMetrics, type RouteRecorder } from './http/request-metrics.ts';

/**
 * What an operator graphs and alerts on, in Prometheus's text format (GET /metrics). One
 * registry per app, so tests that build several apps in one process never share counts; the
 * process's own metrics (CPU, memory, event loop, GC) are one registry per process, because
 * prom-client watches the event loop and GC with observers that should exist once.
 */
export interface Metrics {
  /** One HTTP answer, by route pattern (never the raw URL: its cardinality is the caller's to choose). */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  /** The same series, for a route known in advance: the polled answers record without a label key. */
  requestRecorder(method: string, route: string): RouteRecorder;
  /** One check run: its outcome and, when the target answered, its latency. */
  /** By the service's type, never its name: a board of 20,000 services would make 20,000 series (Prometheus: no unbounded label values). */
  observeCheck(serviceType: string, ok: boolean, latencySeconds: number | null): void;
  /** One scheduler pass on the leader: how long it took. */
  observeTick(durationSeconds: number): void;
  /** Where scheduler_lag_seconds is read at each scrape: the age of the longest waiting due check. */
  watchSchedulerLag(read: () => Promise<number>): void;
  setLeader(leader: boolean): void;
  /** On the leader: 1 while the board cannot reach the internet (every automated check failing at once), else 0. */
  setMonitorOffline(offline: boolean): void;
  countStatusChanges(source: 'check' | 'schedule' | 'vendor', count: number): void;
  countMail(outcome: 'sent' | 'failed'): void;
  /** The IANA time-zone data this runtime writes times with, and the zone it writes them in (a constant 1). */
  setTimeZoneData(version: string | null, zone: string): void;
  /** Reads a gauge's value at scrape time (database pool use, say). */
  gaugeAtScrape(name: string, help: string, read: () => Record<string, number>, labelName: string): void;
  /** The exposition text: this app's metrics, then the process's. */
  render(): Promise<string>;
  readonly contentType: string;
}

/** Check latency: a healthy target answers in tens of milliseconds; the longest timeout is 30 s. */
const CHECK_BUCKETS = [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30];

/** Every metric of the app itself starts with this; the process's own are prom-client's standard names. */
const PREFIX = 'statusboard_';

let processRegistry: Registry | undefined;

function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  const registers = [registry];

  const requests = createRequestMetrics(PREFIX);
  for (const metric of requests.metrics) registry.registerMetric(metric as unknown as Parameters<Registry['registerMetric']>[0]);
  const checks = new Counter({
    name: `${PREFIX}check_runs_total`,
    help: 'Automated check runs, by service type (insurance, internet, voip) and outcome (up or down).',
    labelNames: ['service_type', 'outcome'] as const,
    registers,
  });
  const checkSeconds = new Histogram({
    name: `${PREFIX}check_latency_seconds`,
    help: 'How long a checked target took to answer, by service type (runs without an answer are not observed).',
    labelNames: ['service_type'] as const,
    buckets: CHECK_BUCKETS,
    registers,
  });
  let readLag: (() => Promise<number>) | undefined;
  new Gauge({
    name: `${PREFIX}scheduler_lag_seconds`,
    help: 'How long the longest waiting due check has waited to be taken, read from the database at each scrape (0 when none waits).',
    registers,
    async collect() {
      if (!readLag) return;
      try {
        this.set(await readLag());
      } catch {
        // The database did not answer: the last value stays, and the readiness check says why.
      }
    },
  });
  const tickSeconds = new Histogram({
    name: `${PREFIX}scheduler_tick_duration_seconds`,
    help: 'On the leader: how long one scheduler pass took (status reconciliation and due checks).',
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 2, 5, 10, 30],
    registers,
  });
  const lastTick = new Gauge({
    name: `${PREFIX}scheduler_last_tick_timestamp_seconds`,
    help: 'On the leader: when the last scheduler pass ended (Unix time).',
    registers,
  });
  const leader = new Gauge({
    name: `${PREFIX}scheduler_leader`,
    help: '1 while this instance leads the scheduler (runs checks and timed status changes), else 0.',
    registers,
  });
  const monitorOffline = new Gauge({
    name: `${PREFIX}monitor_offline`,
    help: 'On the leader: 1 while the board cannot reach the internet (every automated check failing for network reasons at once), else 0.',
    registers,
  });
  const statusChanges = new Counter({
    name: `${PREFIX}status_changes_total`,
    help: 'Service status changes made by this instance, by source (a check result, a vendor status page, or the schedule: overrides ending, maintenance).',
    labelNames: ['source'] as const,
    registers,
  });
  const mails = new Counter({
    name: `${PREFIX}mails_total`,
    help: 'E-mails handed to the mail server (or the outbox), by outcome (sent or failed).',
    labelNames: ['outcome'] as const,
    registers,
  });
  const timeZoneData = new Gauge({
    name: `${PREFIX}time_zone_data_info`,
    help: 'The IANA time-zone data release this process writes times with (label version), and the zone (label zone); always 1.',
    labelNames: ['version', 'zone'] as const,
    registers,
  });
  statusChanges.inc({ source: 'check' }, 0);
  statusChanges.inc({ source: 'schedule' }, 0);
  statusChanges.inc({ source: 'vendor' }, 0);
  mails.inc({ outcome: 'sent' }, 0);
  mails.inc({ outcome: 'failed' }, 0);
  leader.set(0);
  monitorOffline.set(0);

  return {
    observeRequest: requests.observe,
    requestRecorder: requests.recorder,
    observeCheck(serviceType, ok, latencySeconds) {
      checks.inc({ service_type: serviceType, outcome: ok ? 'up' : 'down' });
      if (latencySeconds !== null) checkSeconds.observe({ service_type: serviceType }, latencySeconds);
    },
    observeTick(durationSeconds) {
      tickSeconds.observe(durationSeconds);
      lastTick.set(Date.now() / 1000);
    },
    watchSchedulerLag(read) {
      readLag = read;
    },
    setLeader(isLeader) {
      leader.set(isLeader ? 1 : 0);
    },
    setMonitorOffline(offline) {
      monitorOffline.set(offline ? 1 : 0);
    },
    countStatusChanges(source, count) {
      if (count > 0) statusChanges.inc({ source }, count);
    },
    countMail(outcome) {
      mails.inc({ outcome });
    },
    setTimeZoneData(version, zone) {
      timeZoneData.reset();
      timeZoneData.set({ version: version ?? 'unknown', zone }, 1);
    },
    gaugeAtScrape(name, help, read, labelName) {
      new Gauge({
        name: `${PREFIX}${name}`,
        help,
        labelNames: [labelName],
        registers,
        collect() {
          for (const [value, count] of Object.entries(read())) this.set({ [labelName]: value }, count);
        },
      });
    },
    async render() {
      const [own, process] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
      return `${own}\n${process}`;
    },
    contentType: registry.contentType,
  };
}

/** The mailer, with each message counted as sent or failed. */
export function countedMailer(mailer: Mailer, metrics: Pick<Metrics, 'countMail'>): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
        metrics.countMail('sent');
      } catch (error) {
        metrics.countMail('failed');
        throw error;
      }
    },
  };
}
