import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { unique, useTestApp, type TestApp } from '#tests/support/test-app.ts';
import { auditLog, users } from '#server/db/schema.js';
import type { CliContext } from '#server/cli/command.js';
import { COMMANDS } from '#server/cli/commands/index.js';
import { grantCommand, revokeCommand } from '#server/cli/commands/admin-role.js';
import { runCli } from '#server/cli/run.js';
import { upsertUserByEmail } from './users.service.ts';

const testApp = useTestApp();

function context(t: TestApp) {
  const out: string[] = [];
  const err: string[] = [];
  const ctx: CliContext = { db: t.db, clock: t.clock, config: t.config, keys: () => t.keys, out: (l) => out.push(l), err: (l) => err.push(l) };
  return { ctx, out, err };
}

const userByEmail = async (t: TestApp, email: string) =>
  (
    await t.db
      .select()
      .from(users)
      .where(eq(users.emailHash, t.keys.blindIndex(email)))
  )[0];
const newEmail = () => `${unique('it')}@clinic.example.ca`.toLowerCase();

describe('npm run admin -- grant | revoke', () => {
  it('grant creates a missing user as an administrator and audits it', async () => {
    const t = testApp();
    const email = newEmail();
    const { ctx, out } = context(t);
    expect(await grantCommand.run(ctx, [email.toUpperCase()])).toBe(0);
    expect(out.join('\n')).toMatch(/is now an administrator \(new user created\)/);
    const user = await userByEmail(t, email);
    expect(user?.isAdmin).toBe(true);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.grant'), eq(auditLog.target, `user:${user!.id}`)));
    expect(audit).toMatchObject({ actor: 'cli' });
  });

  it('grant promotes an existing user, and a later sign-in does not demote them', async () => {
    const t = testApp();
    const email = newEmail();
    const created = await upsertUserByEmail(t, { email });
    expect(created.isAdmin).toBe(false);
    expect(await grantCommand.run(context(t).ctx, [email])).toBe(0);
    expect((await userByEmail(t, email))?.id).toBe(created.id);
    expect((await upsertUserByEmail(t, { email })).isAdmin).toBe(true);
  });

  it('revoke takes the rights away; an unknown address fails with exit code 1', async () => {
    const t = testApp();
    const email = newEmail();
    await grantCommand.run(context(t).ctx, [email]);
    const { ctx, out } = context(t);
    expect(await revokeCommand.run(ctx, [email])).toBe(0);
    expect(out.join('\n')).toMatch(/no longer an administrator/);
    expect((await userByEmail(t, email))?.isAdmin).toBe(false);

    const unknown = context(t);
    expect(await revokeCommand.run(unknown.ctx, [newEmail()])).toBe(1);
    expect(unknown.err.join('\n')).toMatch(/No user has the e-mail/);
    expect(await userByEmail(t, email)).toBeDefined();
  });

  it('answers usage errors with exit code 64', async () => {
    const t = testApp();
    const { ctx, err } = context(t);
    expect(await grantCommand.run(ctx, [])).toBe(64);
    expect(await revokeCommand.run(ctx, ['not-an-address'])).toBe(64);
    expect(err[0]).toMatch(/Usage: npm run admin -- grant <email>/);
  });

  it('lists its commands, and refuses an unknown one before touching any database', async () => {
    expect(COMMANDS.map((c) => c.name)).toEqual(expect.arrayContaining(['grant', 'revoke']));
    const lines: string[] = [];
    const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
    expect(await runCli(['no-such-command'], io)).toBe(64);
    expect(lines[0]).toBe('Unknown command "no-such-command".');
    expect(await runCli(['help'], io)).toBe(0);
    expect(lines.at(-1)).toMatch(/grant <email> .*\n.*revoke <email>/);
  });
});
