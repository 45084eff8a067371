/**
 * For the clock-proof runs of the unit suite (npm run test:clock): with TEST_LOCAL_TIME=HH:MM,
 * `new Date()` and `Date.now()` answer today at that local time (then move on in real time), so
 * a test that reads the wall clock meets 23:30, when "in one hour" is already tomorrow. Run the
 * suite with TZ set too (npm run test:clock uses Pacific/Kiritimati, UTC+14). Without the
 * variable this file changes nothing.
 */
const wanted = process.env.TEST_LOCAL_TIME;
const SHIFTED = Symbol.for('clinic-status.shifted-clock');
// Test files share a worker (isolate: false), so this runs once per file: shift only once.
if (wanted && !(SHIFTED in globalThis)) {
  Object.defineProperty(globalThis, SHIFTED, { value: true });
  const match = /^(\d{2}):(\d{2})$/.exec(wanted);
  if (!match) throw new Error(`TEST_LOCAL_TIME must be HH:MM, not ${wanted}`);
  const RealDate = Date;
  const target = new RealDate();
  target.setHours(Number(match[1]), Number(match[2]), 0, 0);
  const offset = target.getTime() - RealDate.now();
  const shiftedNow = () => RealDate.now() + offset;

  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(shiftedNow());
      else super(...(args as [string | number | Date]));
    }
    static override now(): number {
      return shiftedNow();
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}
