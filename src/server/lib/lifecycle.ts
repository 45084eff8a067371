/** One long-lived part of the app: a cache, a view, a timer, a background job, the HTTP server. */
export interface Part {
  name: string;
  start?(): void | Promise<void>;
  stop?(): void | Promise<void>;
}

/**
 * The app's long-lived parts, started in the order they were added and stopped in the reverse
 * order (docs/architecture.md). A part that fails to start stops the ones already started and the
 * error goes on; a part that fails to stop is logged and the others still stop.
 */
export interface Lifecycle {
  add<P extends Part>(part: P): P;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The parts' names in start order (for tests and logs). */
  readonly names: string[];
}

export function createLifecycle(log: { error(obj: unknown, msg?: string): void }): Lifecycle {
  const parts: Part[] = [];
  let started: Part[] = [];

  const stopStarted = async () => {
    const running = started.reverse();
    started = [];
    for (const part of running) {
      try {
        await part.stop?.();
      } catch (error) {
        log.error({ err: error, part: part.name }, `could not stop ${part.name}`);
      }
    }
  };

  return {
    add(part) {
      parts.push(part);
      return part;
    },
    async start() {
      for (const part of parts) {
        try {
          await part.start?.();
        } catch (error) {
          await stopStarted();
          throw error;
        }
        started.push(part);
      }
    },
    stop: stopStarted,
    get names() {
      return parts.map((part) => part.name);
    },
  };
}
