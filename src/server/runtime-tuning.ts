import { createHook } from 'node:async_hooks';
import v8 from 'node:v8';

/**
 * The server process runs with V8's allocation-site pretenuring off (issue 13, point 8; ADR 16).
 *
 * Under the dashboards' poll load, V8 sometimes decided, early in a process's life, that the
 * objects made at some hot site live long, and allocated them in the old generation from then
 * on. The young objects they point to (each request's headers, buffers, closures) then survived
 * every scavenge through those dead-but-uncollected old objects, so nearly all of every request
 * was promoted and left to mark-compacts: scavenges took ten times as long, and such a process
 * answered the polled paths 20 to 30 % slower for its whole life. It struck about half of the
 * processes started, at random, which is why fresh processes of the same build came out so far
 * apart. A sampling heap profile of objects promoted and then collected, five seconds under
 * load, read 260 to 310 MB in such a process and 1 to 13 MB with pretenuring off, in every one.
 *
 * Set before anything else runs; V8 reads the flag at each collection, so the command line that
 * starts the server needs nothing (a flag there would be one more thing a deployment can drop).
 */
v8.setFlagsFromString('--no-allocation-site-pretenuring');

/**
 * How many times `process.nextTick` runs before the server's own code: enough for V8 to optimise
 * it here, on one steady shape, well past its optimisation budget (a thousand calls is not).
 */
const NEXT_TICK_WARM_UP_CALLS = 50_000;

/**
 * `process.nextTick` is optimised before anything else calls it (issue 13, point 8; ADR 16).
 *
 * Node's HTTP server calls it five times per answer (a write done, a request read, a response
 * finished), and it builds an object literal with symbol keys each time. In about half of the
 * processes started on PostgreSQL, at random, that literal ended up built through V8's runtime
 * for the process's whole life (`Runtime_DefineKeyedOwnPropertyInLiteral` with its map
 * transitions: 4 to 7 % of all samples under load, and about 15 % fewer answers a second); in
 * the others, never. Which of the two a process became was settled by how nextTick's first
 * callers happened to reach it during start-up. Called this many times first, on one shape, none
 * of 40 processes went the slow way (against 15 of 30 without, and 10 of 10 after only a thousand
 * calls, too few to optimise it). It costs about 35 ms at start and no idle memory. Alone it
 * does not hold for a process that sits idle before its first load: `keptTick` is for that.
 */
function warmUpNextTick(): void {
  const nothing = (): void => undefined;
  for (let call = 0; call < NEXT_TICK_WARM_UP_CALLS; call++) process.nextTick(nothing);
}

/**
 * One of nextTick's objects, kept for the process's life, so that its maps (the literal's shape
 * and the transitions that build it) always have a live object and are never collected.
 *
 * An idle server's heap is shrunk by V8's memory reducer, and those collections keep no map that
 * has no object left, whatever `--retain-maps-for-n-gc` says (V8 skips retaining maps when it
 * reduces memory). Tick objects live for a moment, so 15 s idle lost the literal's maps; the next
 * ticks made new ones, and nextTick's literal went the slow way above: 4 of 5 processes after 15 s
 * idle, 6 of 8 after 15 s idle and a sign-in, as `npm run bench` starts its app. Keeping one tick
 * object: 0 of 16 (15 and 30 s idle, with and without a sign-in). The object is taken from the
 * async hook that sees every tick made while it is enabled, here for one call, before the warm-up,
 * so the warm-up optimises nextTick with its hook branch already seen.
 */
export const keptTick: object = (() => {
  let kept: object | undefined;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject') kept ??= resource;
    },
  }).enable();
  process.nextTick(() => undefined);
  hook.disable();
  if (!kept) throw new Error('process.nextTick made no TickObject under an init hook: runtime-tuning.ts needs a look at this Node.js version');
  return kept;
})();

warmUpNextTick();

/**
 * Maps that inline caches and optimised code have seen stay alive (issue 13, point 8; ADR 16).
 *
 * V8 keeps such a map alive for this many major collections after its objects are all gone, two
 * by default. Short-lived objects other than nextTick's lose their maps the same way through a few
 * major collections; for nextTick's, three forced major collections while idle after the warm-up
 * made 6 of 6 processes slow, and 0 of 6 with this setting (its maps are now also kept by
 * `keptTick`). It does not cover the memory reducer's collections (see `keptTick`). The number of
 * maps so kept is bounded by the code's inline caches, a few per site.
 */
v8.setFlagsFromString('--retain-maps-for-n-gc=1000000');
