// Bench data for the analytics case, generated inside PostgreSQL (generate_series): clicks
// over the last two years, growing over time, mostly during Alberta clinic hours, with the
// dashboard's real card mix (insurers far ahead of internet and phone providers).

const SERVICES = [
  ['Alberta Blue Cross', 10],
  ['Sun Life', 9],
  ['Manulife', 8],
  ['Canada Life', 8],
  ['Green Shield Canada', 6],
  ['Desjardins Insurance', 5],
  ['Beneva', 3],
  ['iA Financial Group', 3],
  ['Empire Life', 2],
  ['Pacific Blue Cross', 2],
  ['Medavie Blue Cross', 1],
  ['Saskatchewan Blue Cross', 1],
  ['ClaimSecure', 2],
  ['Co-operators', 2],
  ['Alberta Dental Service Corporation', 4],
  ['TELUS Business Internet', 5],
  ['Rogers Business (formerly Shaw Business)', 3],
  ['Bell Business Internet', 2],
  ['Xplore', 1],
  ['Starlink', 1],
  ['TELUS Business Connect', 3],
  ['Rogers Unison', 2],
  ['Weave', 3],
  ['RingCentral', 1],
  ['GoTo Connect', 1],
  ['8x8', 1],
  ['VoIP.ms', 1],
  ['Fibernetics', 1],
];
const OTHER_CARDS = [
  ['service', 'claims-network', 'Claims Network', 12],
  ['summary', 'total', 'Total Services', 8],
  ['summary', 'online', 'Online', 5],
  ['summary', 'warning', 'Issues', 6],
  ['summary', 'offline', 'Offline', 4],
  ['header', 'marketplace', 'Marketplace', 3],
];

// A click's time: a day in the last 730 (sqrt: more recent days are busier, as use grows),
// then 07:00-18:00 in Edmonton, never later than now.
const CLICK_TIME = `least(now() - interval '1 second',
  (date_trunc('day', now() at time zone 'America/Edmonton')
    - floor(729 * (1 - sqrt(random()))) * interval '1 day'
    + interval '7 hours' + random() * interval '11 hours') at time zone 'America/Edmonton')`;

/** Loads `dashboard` dashboard clicks and `marketplace` marketplace clicks; `onProgress(done)` after each chunk. */
export async function loadAnalyticsData(client, { dashboard, marketplace, chunk = 250_000, onProgress = /** @param {number} _done */ (_done) => {} }) {
  await client.query('create temp table bench_cards (n int, card_type text, card_id text, card_name text, weight int)');
  const cards = [...OTHER_CARDS, ...SERVICES.map(([name, weight]) => ['service', null, name, weight])];
  for (const [i, [type, id, name, weight]] of cards.entries()) {
    // Service cards are keyed by the service's uuid; a stable one per name will do.
    await client.query('insert into bench_cards values ($1, $2, coalesce($3, md5($4)::uuid::text), $4, $5)', [i, type, id, name, weight]);
  }
  await client.query('create temp table bench_slots as select row_number() over () - 1 as slot, n from bench_cards, generate_series(1, weight)');
  const {
    rows: [{ slots }],
  } = await client.query('select count(*)::int as slots from bench_slots');

  for (let from = 1; from <= dashboard; from += chunk) {
    const to = Math.min(dashboard, from + chunk - 1);
    await client.query(
      `insert into dashboard_clicks (card_type, card_id, card_name, ip_address, user_agent, "timestamp", created_at)
       select c.card_type, c.card_id, c.card_name, g.ip, g.ua, g.ts, g.ts
       from (select floor(random() * $3)::int as slot,
                    '10.' || (i % 7) || '.' || (i % 251) || '.' || (1 + i % 13) as ip,
                    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/' || (120 + i % 20) || '.0' as ua,
                    ${CLICK_TIME} as ts
             from generate_series($1::int, $2::int) as i) as g
       join bench_slots s on s.slot = g.slot join bench_cards c on c.n = s.n`,
      [from, to, slots],
    );
    onProgress(to);
  }
  await client.query(
    `insert into marketplace_clicks ("timestamp", user_agent, referrer, client_ip, created_at)
     select ts, 'Mozilla/5.0 Chrome/130.0', 'https://status.example.ca/', ip, ts
     from (select ${CLICK_TIME} as ts, '10.' || (i % 5) || '.' || (i % 241) || '.' || (1 + i % 11) as ip
           from generate_series(1, $1::int) as i) as g`,
    [marketplace],
  );
  // What autovacuum would do soon after a real bulk load: statistics and the visibility map.
  await client.query('vacuum analyze dashboard_clicks, marketplace_clicks, dashboard_click_buckets, dashboard_click_cards, marketplace_click_buckets');
  const {
    rows: [counts],
  } = await client.query(`select
    (select count(*)::int from dashboard_clicks) as "dashboardClicks",
    (select count(*)::int from marketplace_clicks) as "marketplaceClicks",
    (select count(*)::int from dashboard_click_buckets) as "dashboardBuckets",
    (select count(*)::int from dashboard_click_cards) as "dashboardCards",
    (select count(*)::int from marketplace_click_buckets) as "marketplaceBuckets"`);
  return counts;
}
