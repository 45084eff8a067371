// The feeds case of `npm run bench -- feeds`: times the vendor-status feed reader on feeds written
// to stall a parser (bench/feed-attacks.ts), each the median of three runs, and says whether
// each was read or refused. Target: every one under 100 ms. Needs no build and no database.
import { feedAttacks, medianMs } from './feed-attacks.ts';
import { readFeedReading } from '#server/modules/monitoring/vendor/vendor-feed-reading.js';

const TARGET_MS = 100;
const context = { now: new Date() };

function outcome(xml: string): string {
  try {
    return `read (${readFeedReading(xml, context).state ?? 'unknown'})`;
  } catch (error) {
    return `refused: ${error instanceof Error ? error.message.slice(0, 70) : String(error)}`;
  }
}

console.log(`\nVendor feed reader on adversarial feeds (median of 3 runs; target < ${TARGET_MS} ms each):\n`);
let failed = 0;
for (const attack of feedAttacks()) {
  const result = outcome(attack.xml);
  const ms = medianMs(() => outcome(attack.xml));
  if (ms >= TARGET_MS) failed += 1;
  const size = `${(attack.xml.length / 1024).toFixed(0)} KB`;
  console.log(`  ${attack.name.padEnd(52)} ${size.padStart(8)} ${ms.toFixed(2).padStart(9)} ms  ${ms < TARGET_MS ? 'PASS' : 'FAIL'}  ${result}`);
}
console.log(failed === 0 ? '\nAll feeds read or refused within the target.' : `\n${failed} feed(s) over the target.`);
