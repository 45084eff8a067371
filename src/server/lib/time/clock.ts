/** Time, injected so tests can move it instead of sleeping. */
export interface Clock {
  now(): Date;
  /** The same instant in epoch milliseconds, without making a Date (the polled answers take it per request). */
  nowMs(): number;
}

export const systemClock: Clock = { now: () => new Date(), nowMs: () => Date.now() };

export class ManualClock implements Clock {
  private current: number;
  constructor(start: Date | string = '2026-06-15T16:00:00Z') {
    this.current = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  nowMs(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
  set(at: Date | string): void {
    this.current = new Date(at).getTime();
  }
}
