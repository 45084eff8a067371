import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/open.js';

/** How many services of each kind a large board gets, beside the default ones. */
export interface LargeBoardShape {
  insurance: number;
  internet: number;
  voip: number;
}

/** The board of the national-scale measures: 20,000 services, the largest section of 13,000 and one of 6,682. */
export const TWENTY_THOUSAND: LargeBoardShape = { insurance: 318, internet: 13_000, voip: 6_682 };

/**
 * Adds a large board in one SQL statement per kind (seconds, not minutes, for 20,000): services
 * set by hand (no check), named "<Kind> <n>" with a city, one in 97 down and one in 89 with issues,
 * so the banner, the counters and the sections have problems to name and count.
 */
export async function seedLargeBoard(db: Db, shape: LargeBoardShape = TWENTY_THOUSAND): Promise<void> {
  const kinds = [
    { type: 'insurance', label: 'Insurer', count: shape.insurance },
    { type: 'internet', label: 'Clinic Net', count: shape.internet },
    { type: 'voip', label: 'Clinic Phone', count: shape.voip },
  ];
  for (const { type, label, count } of kinds) {
    if (count === 0) continue;
    await db.execute(sql`
      insert into services (name, type, status, manual_status, location, sort_order)
      select ${label} || ' ' || n, ${type},
             s, s,
             (array['Calgary', 'Edmonton', 'Montréal', 'Québec', 'Toronto', 'Halifax', 'Regina', 'Victoria'])[1 + n % 8],
             1000 + n
      from generate_series(1, ${count}::int) as n,
           lateral (select case when n % 97 = 0 then 'offline' when n % 89 = 0 then 'warning' else 'online' end as s) as status
    `);
  }
}
