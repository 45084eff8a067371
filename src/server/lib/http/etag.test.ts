import { describe, expect, it } from 'vitest';
import { etagOf, matchesEtag } from './etag.ts';

describe('ETags', () => {
  const etag = etagOf('[]');
  it('is a quoted strong tag, stable for the same body', () => {
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(etagOf('[]')).toBe(etag);
    expect(etagOf('[1]')).not.toBe(etag);
  });
  it('matches exact, weak, listed and wildcard If-None-Match values', () => {
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`W/${etag}`, etag)).toBe(true);
    expect(matchesEtag(`"other", ${etag}`, etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('"other"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});
