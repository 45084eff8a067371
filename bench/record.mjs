// Records exactly what a server answers (status, raw headers in order, body bytes), so the
// baseline can replay the app's answers and the bench can prove that both answer the same.
import http from 'node:http';

// node:http adds these itself on every response, on both servers alike.
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

export function record(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const raw = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const [name = '', value = ''] = res.rawHeaders.slice(i, i + 2);
            if (!PER_RESPONSE.has(name.toLowerCase())) raw.push(name, value);
          }
          resolve({ status: res.statusCode, headers: raw, body: Buffer.concat(chunks) });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** What the baseline should replay for one path (and cookie): its 200 and, when it has an ETag, its 304. */
export async function recordRoute(appUrl, path, headers = {}) {
  const ok = await record(appUrl + path, headers);
  if (ok.status !== 200) throw new Error(`GET ${path} answered ${ok.status}, expected 200`);
  const etag = headerOf(ok, 'etag');
  const notModified = etag ? await record(appUrl + path, { ...headers, 'if-none-match': etag }) : null;
  if (notModified && notModified.status !== 304) throw new Error(`GET ${path} with If-None-Match answered ${notModified.status}, expected 304`);
  return {
    etag,
    ok: { status: ok.status, headers: ok.headers, body: ok.body.toString('base64') },
    notModified: notModified && { status: notModified.status, headers: notModified.headers },
  };
}

/** Differences between two recorded answers; empty when the bytes on the wire match. */
export function diff(a, b) {
  const problems = [];
  if (a.status !== b.status) problems.push(`status ${a.status} vs ${b.status}`);
  if (!a.body.equals(b.body)) problems.push('body differs');
  const ha = a.headers.join('\n');
  const hb = b.headers.join('\n');
  if (ha !== hb) problems.push(`headers differ:\n    ${a.headers.join(' ')}\n    ${b.headers.join(' ')}`);
  return problems;
}

/** Routes are told apart by path and Cookie header: a session cookie changes the app's answer. */
export function routeKey(path, cookie) {
  return `${path}\n${cookie ?? ''}`;
}

export function headerOf(rec, name) {
  const i = rec.headers.findIndex((h, idx) => idx % 2 === 0 && h.toLowerCase() === name);
  return i === -1 ? undefined : rec.headers[i + 1];
}
