import { describe, expect, it } from 'vitest';
import { isClientRoute } from './routes.ts';

describe('isClientRoute', () => {
  it('knows the pages, with or without a trailing slash or query', () => {
    expect(isClientRoute('/')).toBe(true);
    expect(isClientRoute('/privacy-policy/')).toBe(true);
    expect(isClientRoute('/contact?from=footer')).toBe(true);
  });
  it('does not know anything else', () => {
    expect(isClientRoute('/nope')).toBe(false);
    expect(isClientRoute('/privacy-policy/extra')).toBe(false);
  });
});
