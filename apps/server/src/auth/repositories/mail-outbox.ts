import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { mailOutbox } from '../../db/schema';

/** The `mail_outbox` table, as far as accounts go: an account's deletion takes its kept mail with it. */
export function createMailOutboxRepository(db: AppDatabase) {
  return {
    async deleteOutboxFor(email: string): Promise<void> {
      await db.delete(mailOutbox).where(sql`lower(${mailOutbox.toAddress}) = lower(${email})`);
    },
  };
}
export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
