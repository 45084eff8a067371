import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/open.ts';
import { normaliseEmail, type KeyRing } from '../lib/security/crypto.ts';
import { profileColumns, userEmailColumns } from '#server/modules/auth/index.js';
import { BATCH, columnExists, rowsOf } from './plain-columns.ts';

interface PlainUser {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
}

/**
 * users.email, first_name, last_name and profile_image_url (plain before ADR 3) become
 * email_encrypted + email_hash and profile_encrypted; then the plain columns go.
 */
export async function encryptPlainUsers(db: Db | Tx, keys: KeyRing): Promise<number> {
  if (!(await columnExists(db, 'users', 'email'))) return 0;
  let changed = 0;
  let lastId = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = rowsOf<PlainUser>(
      await db.execute(
        sql`select id, email, first_name, last_name, profile_image_url from users where id > ${lastId} and email_encrypted is null and profile_encrypted is null order by id limit ${BATCH}`,
      ),
    );
    if (rows.length === 0) break;
    for (const row of rows) {
      const email = row.email ? userEmailColumns(keys, normaliseEmail(row.email)) : { emailEncrypted: null, emailHash: null };
      const hasProfile = [row.first_name, row.last_name, row.profile_image_url].some((value) => value != null);
      const profile = hasProfile
        ? profileColumns(keys, { firstName: row.first_name, lastName: row.last_name, profileImageUrl: row.profile_image_url }).profileEncrypted
        : null;
      await db.execute(
        sql`update users set email_encrypted = ${email.emailEncrypted}, email_hash = ${email.emailHash}, profile_encrypted = ${profile} where id = ${row.id}`,
      );
      changed += 1;
      lastId = row.id;
    }
  }
  for (const column of ['email', 'first_name', 'last_name', 'profile_image_url']) {
    await db.execute(sql.raw(`alter table users drop column if exists ${column}`));
  }
  return changed;
}
