import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, precompress, precompressedCache } from './precompressed.ts';

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
