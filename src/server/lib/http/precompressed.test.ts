import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, COMPRESS_OFF_THREAD_BYTES, compressedAnswers, precompress, precompressedCache, precompressOffThread } from './precompressed.ts';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and the wildcard', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('')).toBe('identity');
    expect(chooseEncoding(['gzip', 'br;q=0'])).toBe('gzip');
  });
});

describe('precompress', () => {
  it('keeps every encoding of a body, each decoding to the same bytes', () => {
    const body = Buffer.from(JSON.stringify(Array.from({ length: 50 }, (_, i) => ({ id: i, name: `Service ${i}`, status: 'online' }))));
    const made = precompress(body);
    expect(zlib.gunzipSync(made.gzip).equals(body)).toBe(true);
    expect(zlib.brotliDecompressSync(made.br).equals(body)).toBe(true);
    expect(made.br.length).toBeLessThan(body.length / 4);
  });

  it('leaves a small body as it is', () => {
    const made = precompress('{"ok":true}');
    expect(made.gzip).toBe(made.identity);
    expect(made.br).toBe(made.identity);
  });

  it('compresses each value once', () => {
    let calls = 0;
    const encoded = precompressedCache((value: { body: Buffer }) => {
      calls++;
      return value.body;
    });
    const value = { body: Buffer.from('x'.repeat(5000)) };
    expect(encoded(value)).toBe(encoded(value));
    expect(calls).toBe(1);
  });
});

describe('compressed answers', () => {
  /** A JSON body of about `bytes` (services, say) that compresses as JSON does. */
  const bodyOf = (bytes: number, label: string) =>
    Buffer.from(JSON.stringify(Array.from({ length: Math.ceil(bytes / 60) }, (_, i) => ({ id: `${label}-${i}`, status: i % 7 === 0 ? 'offline' : 'online' }))));

  it('compresses a large body off the event loop to the same bytes precompress() makes decodable', async () => {
    const body = bodyOf(COMPRESS_OFF_THREAD_BYTES * 2, 'a');
    const made = await precompressOffThread(body, 5);
    expect(zlib.gunzipSync(made.gzip).equals(body)).toBe(true);
    expect(zlib.brotliDecompressSync(made.br).equals(body)).toBe(true);
  });

  it('answers a small body compressed at once, the same object each time', () => {
    const answers = compressedAnswers((value: { body: Buffer }) => ({ etag: '"small"', body: value.body }));
    const value = { body: bodyOf(5_000, 's') };
    const first = answers(value);
    expect(first.body.br).not.toBe(first.body.identity);
    expect(answers(value)).toBe(first);
  });

  it('keeps answering the last compressed body, with its own ETag, until the new one is ready; uncompressed while there is none', async () => {
    let made = 0;
    const answers = compressedAnswers((value: { etag: string; body: Buffer }) => {
      made += 1;
      return value;
    });
    const first = { etag: '"one"', body: bodyOf(COMPRESS_OFF_THREAD_BYTES * 2, 'one') };
    const waiting = answers(first);
    expect(waiting.etag).toBe('"one"');
    expect(waiting.body.br).toBe(first.body);
    expect(answers(first)).toBe(waiting);
    const ready = await answers.ready(first);
    expect(answers(first)).toBe(ready);
    expect(zlib.brotliDecompressSync(ready.body.br).equals(first.body)).toBe(true);

    const second = { etag: '"two"', body: bodyOf(COMPRESS_OFF_THREAD_BYTES * 2, 'two') };
    expect(answers(second)).toBe(ready);
    expect(answers(second, { headers: { 'accept-encoding': 'gzip, br' } })).toBe(ready);
    // A caller that takes no compression has nothing to wait for: the new body, as it is.
    const plain = answers(second, { headers: {} });
    expect(plain.etag).toBe('"two"');
    expect(plain.body.identity).toBe(second.body);
    const next = await answers.ready(second);
    expect(answers(second)).toBe(next);
    expect(next.etag).toBe('"two"');
    expect(made).toBe(2);
  });

  it('never goes back to an older body compressed after a newer one', async () => {
    const answers = compressedAnswers((value: { etag: string; body: Buffer }) => value);
    const large = { etag: '"large"', body: bodyOf(COMPRESS_OFF_THREAD_BYTES * 4, 'large') };
    answers(large);
    const small = { etag: '"small"', body: bodyOf(2_000, 'small') };
    expect(answers(small).etag).toBe('"small"');
    await answers.ready(large);
    expect(answers(small).etag).toBe('"small"');
  });
});
