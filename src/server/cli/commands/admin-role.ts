import { z } from 'zod';
import { recordAudit } from '#server/lib/audit.js';
import { setAdminFlag } from '#server/modules/auth/index.js';
import { EXIT, type CliCommand, type CliContext } from '../command.ts';

function emailArgument(ctx: CliContext, command: string, args: string[]): string | null {
  const [email, ...extra] = args;
  if (!email || extra.length > 0 || !z.email().safeParse(email.trim()).success) {
    ctx.err(`Usage: npm run admin -- ${command} <email>`);
    return null;
  }
  return email.trim();
}

/** `grant <email>`: makes the user an administrator, creating the user when needed. */
export const grantCommand: CliCommand = {
  name: 'grant',
  args: '<email>',
  summary: 'make the user with this e-mail an administrator (creates the user if needed)',
  async run(ctx, args) {
    const email = emailArgument(ctx, 'grant', args);
    if (!email) return EXIT.usage;
    const result = await setAdminFlag({ ...ctx, keys: ctx.keys() }, email, true, { create: true });
    if (!result) throw new Error('grant: the user could be neither created nor updated');
    await recordAudit(ctx.db, ctx.keys(), {
      actor: 'cli',
      action: 'admin.grant',
      target: `user:${result.id}`,
      personal: { email: result.email },
      at: ctx.clock.now(),
    });
    ctx.out(`${result.email} is now an administrator${result.created ? ' (new user created)' : ''}.`);
    return EXIT.ok;
  },
};

/** `revoke <email>`: takes administrator rights away. */
export const revokeCommand: CliCommand = {
  name: 'revoke',
  args: '<email>',
  summary: 'take administrator rights away from the user with this e-mail',
  async run(ctx, args) {
    const email = emailArgument(ctx, 'revoke', args);
    if (!email) return EXIT.usage;
    const result = await setAdminFlag({ ...ctx, keys: ctx.keys() }, email, false, { create: false });
    if (!result) {
      ctx.err(`No user has the e-mail ${email.toLowerCase()}.`);
      return EXIT.failed;
    }
    await recordAudit(ctx.db, ctx.keys(), {
      actor: 'cli',
      action: 'admin.revoke',
      target: `user:${result.id}`,
      personal: { email: result.email },
      at: ctx.clock.now(),
    });
    ctx.out(`${result.email} is no longer an administrator.`);
    if (ctx.config.adminEmails.includes(result.email)) {
      ctx.out('Note: this address is listed in ADMIN_EMAILS, so it becomes an administrator again at its next sign-in. Remove it there too.');
    }
    return EXIT.ok;
  },
};
