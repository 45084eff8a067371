import { describe, expect, it } from 'vitest';
import type { CliContext } from '../command.ts';
import { parseAdminAccessCodeHash, verifyAdminAccessCode } from '#server/modules/admin-auth/access-code/admin-access-code-hash.js';
import { loadConfig } from '#server/config.js';
import { createHashCodeCommand } from './hash-code.ts';

function context() {
  const out: string[] = [];
  const err: string[] = [];
  const ctx = { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } as unknown as CliContext;
  return { ctx, out, err };
}

describe('npm run admin -- hash-code', () => {
  it('prints a hash the server accepts and that verifies the code (code read from stdin)', async () => {
    const { ctx, out, err } = context();
    const command = createHashCodeCommand(async () => 'teal harbour 4821 lantern');
    expect(await command.run(ctx, [])).toBe(0);
    expect(out).toHaveLength(1);
    expect(loadConfig({ ADMIN_ACCESS_CODE_HASH: out[0]! }).adminAccess.accessCodeHash).toBe(out[0]);
    expect(await verifyAdminAccessCode('teal harbour 4821 lantern', parseAdminAccessCodeHash(out[0]!)!)).toBe(true);
    expect(err.join('\n')).toMatch(/ADMIN_ACCESS_CODE_HASH/);
  });

  it('takes the code as an argument too', async () => {
    const { ctx, out } = context();
    expect(await createHashCodeCommand(async () => 'unused').run(ctx, ['another-long-code-77'])).toBe(0);
    expect(await verifyAdminAccessCode('another-long-code-77', parseAdminAccessCodeHash(out[0]!)!)).toBe(true);
  });

  it('refuses a short code and prints nothing', async () => {
    const { ctx, out, err } = context();
    expect(await createHashCodeCommand(async () => 'short').run(ctx, [])).toBe(64);
    expect(out).toEqual([]);
    expect(err[0]).toMatch(/at least 12 characters/);
  });
});
