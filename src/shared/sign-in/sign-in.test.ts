import { describe, expect, it } from 'vitest';
import { signInReturnPath } from './sign-in.ts';

describe('signInReturnPath', () => {
  it('keeps a path on this site and sends anything else to the dashboard', () => {
    expect(signInReturnPath('/admin-login')).toBe('/admin-login');
    expect(signInReturnPath('/secure-admin-abc_123')).toBe('/secure-admin-abc_123');
    for (const unsafe of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/a?b=c',
      '/a#x',
      '',
      undefined,
      ['/admin'],
      '/'.repeat(300),
    ]) {
      expect(signInReturnPath(unsafe)).toBe('/');
    }
  });
});
