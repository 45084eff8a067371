/*
 * Feeds written to stall a parser, each about as large as the vendor fetch lets a page be
 * (1 MB): the vendor-status reader must refuse or read each in linear time. Shared by the
 * reader's test (src/server/modules/monitoring/vendor/vendor-feed-attacks.test.ts) and
 * `npm run bench -- feeds`, which prints the timings.
 */

const MB = 1024 * 1024;
const rssAround = (items: string) => `<?xml version="1.0"?><rss version="2.0"><channel><title>Status</title>${items}</channel></rss>`;

export interface FeedAttack {
  name: string;
  xml: string;
}

export function feedAttacks(): FeedAttack[] {
  const laughs = ['<!ENTITY lol "lol">'];
  for (let level = 1; level <= 9; level++) laughs.push(`<!ENTITY lol${level} "${`&lol${level === 1 ? '' : level - 1};`.repeat(10)}">`);
  return [
    { name: '96 KB of unclosed <item>', xml: `<?xml version="1.0"?><rss version="2.0"><channel>${'<item>'.repeat((96 * 1024) / 6)}` },
    { name: 'a megabyte of < in a title', xml: `<rss version="2.0"><channel><item><title>${'<'.repeat(MB)}</title></item></channel></rss>` },
    { name: 'a megabyte of &lt; in a description', xml: rssAround(`<item><title>x</title><description>${'&lt;'.repeat(MB / 4)}</description></item>`) },
    {
      name: 'a megabyte of unclosed <strong> in a description',
      xml: rssAround(`<item><title>x</title><description>${'&lt;strong&gt;a'.repeat(MB / 15)}</description></item>`),
    },
    { name: '10,000-deep nesting', xml: `<rss version="2.0">${'<a>'.repeat(10_000)}${'</a>'.repeat(10_000)}</rss>` },
    { name: 'a billion laughs', xml: `<?xml version="1.0"?><!DOCTYPE rss [${laughs.join('')}]>${rssAround('<item><title>&lol9;</title></item>')}` },
    {
      name: 'an external entity',
      xml: `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY secret SYSTEM "file:///etc/passwd">]>${rssAround('<item><title>&secret;</title></item>')}`,
    },
    { name: 'an undeclared entity', xml: rssAround('<item><title>&nbsp;</title></item>') },
    { name: 'a megabyte of unclosed CDATA', xml: `<rss version="2.0"><channel><item><description><![CDATA[${'a'.repeat(MB)}` },
    { name: '100,000 small items', xml: rssAround('<item><title>Down</title><description>Investigating</description></item>'.repeat(MB / 80)) },
  ];
}

/** The median of three timed runs of `run`, in milliseconds. */
export function medianMs(run: () => void): number {
  const times = [0, 1, 2].map(() => {
    const started = performance.now();
    run();
    return performance.now() - started;
  });
  return times.sort((a, b) => a - b)[1]!;
}
