/**
 * Request counts and latencies, kept in plain numbers on the hot path and turned into
 * Prometheus series only when scraped. prom-client's own Counter and Histogram hash their labels
 * on every observation, which costs more than the polled answers themselves take to write
 * (the polled answers record through it on every poll: ADR 24).
 */

/** Seconds, from a millisecond of a cached answer to the 10 s a slow admin export may take. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10] as const;

interface Series {
  labels: { method: string; route: string; status_code: string };
  count: number;
  sum: number;
  /** Per bucket, not cumulative; the last slot counts what is above the largest bound. */
  buckets: Float64Array;
}

/** What prom-client's Registry reads from a metric it was given (registerMetric). */
export interface CollectedMetric {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  aggregator: 'sum';
  get(): {
    name: string;
    help: string;
    type: 'counter' | 'histogram';
    aggregator: 'sum';
    values: { labels: Record<string, string | number>; value: number; metricName?: string }[];
  };
}

/** Records the answers of one method and route: no label key to build or hash per answer. */
export type RouteRecorder = (statusCode: number, seconds: number) => void;

export interface RequestMetrics {
  observe(method: string, route: string, statusCode: number, seconds: number): void;
  /** For a hot path whose method and route are known in advance (the polled answers, lib/http/polled.ts). */
  recorder(method: string, route: string): RouteRecorder;
  /** `<prefix>http_requests_total` and `<prefix>http_request_duration_seconds`, for the registry. */
  metrics: [CollectedMetric, CollectedMetric];
}

export function createRequestMetrics(prefix: string): RequestMetrics {
  const series = new Map<string, Series>();

  const counter: CollectedMetric = {
    name: `${prefix}http_requests_total`,
    help: 'HTTP requests answered, by method, route pattern and status code.',
    type: 'counter',
    aggregator: 'sum',
    get() {
      return { ...meta(this), values: [...series.values()].map((s) => ({ labels: s.labels, value: s.count })) };
    },
  };

  const histogram: CollectedMetric = {
    name: `${prefix}http_request_duration_seconds`,
    help: 'Time to answer an HTTP request, by method, route pattern and status code.',
    type: 'histogram',
    aggregator: 'sum',
    get() {
      const values: ReturnType<CollectedMetric['get']>['values'] = [];
      for (const s of series.values()) {
        let cumulative = 0;
        REQUEST_BUCKETS.forEach((bound, i) => {
          cumulative += s.buckets[i]!;
          values.push({ labels: { le: bound, ...s.labels }, value: cumulative, metricName: `${this.name}_bucket` });
        });
        values.push({ labels: { le: '+Inf', ...s.labels }, value: s.count, metricName: `${this.name}_bucket` });
        values.push({ labels: s.labels, value: s.sum, metricName: `${this.name}_sum` });
        values.push({ labels: s.labels, value: s.count, metricName: `${this.name}_count` });
      }
      return { ...meta(this), values };
    },
  };

  const seriesOf = (method: string, route: string, statusCode: number): Series => {
    const key = `${method} ${statusCode} ${route}`;
    let s = series.get(key);
    if (!s) {
      s = { labels: { method, route, status_code: String(statusCode) }, count: 0, sum: 0, buckets: new Float64Array(REQUEST_BUCKETS.length + 1) };
      series.set(key, s);
    }
    return s;
  };

  return {
    observe(method, route, statusCode, seconds) {
      add(seriesOf(method, route, statusCode), seconds);
    },
    recorder(method, route) {
      // Keyed by the status code, a small integer: a lookup without building or hashing a string.
      const byStatus = new Map<number, Series>();
      return (statusCode, seconds) => {
        let s = byStatus.get(statusCode);
        if (!s) {
          s = seriesOf(method, route, statusCode);
          byStatus.set(statusCode, s);
        }
        add(s, seconds);
      };
    },
    metrics: [counter, histogram],
  };
}

function add(s: Series, seconds: number): void {
  s.count += 1;
  s.sum += seconds;
  let bucket = 0;
  while (bucket < REQUEST_BUCKETS.length && seconds > REQUEST_BUCKETS[bucket]!) bucket += 1;
  s.buckets[bucket]! += 1;
}

function meta(metric: CollectedMetric) {
  return { name: metric.name, help: metric.help, type: metric.type, aggregator: metric.aggregator };
}
