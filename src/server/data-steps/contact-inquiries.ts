import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/open.ts';
import type { KeyRing } from '../lib/security/crypto.ts';
import { BATCH, columnExists, rowsOf } from './plain-columns.ts';

/** The contact form's company, subject and message (plain before ADR 3) get encrypted; then the plain columns go. */
export async function encryptPlainContactInquiries(db: Db | Tx, keys: KeyRing): Promise<number> {
  if (!(await columnExists(db, 'contact_inquiries', 'company_name'))) return 0;
  let changed = 0;
  for (;;) {
    const rows = rowsOf<{ id: string; company_name: string; subject: string; message: string }>(
      await db.execute(sql`select id, company_name, subject, message from contact_inquiries where company_name_encrypted is null limit ${BATCH}`),
    );
    if (rows.length === 0) break;
    for (const row of rows) {
      await db.execute(sql`
        update contact_inquiries
        set company_name_encrypted = ${keys.encrypt(row.company_name ?? '')},
            subject_encrypted = ${keys.encrypt(row.subject ?? '')},
            message_encrypted = ${keys.encrypt(row.message ?? '')},
            company_name = null, subject = null, message = null
        where id = ${row.id}`);
      changed += 1;
    }
  }
  for (const column of ['company_name', 'subject', 'message']) {
    await db.execute(sql.raw(`alter table contact_inquiries drop column if exists ${column}`));
  }
  for (const column of ['company_name_encrypted', 'subject_encrypted', 'message_encrypted']) {
    await db.execute(sql.raw(`alter table contact_inquiries alter column ${column} set not null`));
  }
  return changed;
}
