import type { AppDatabase } from '../db/client';
import { contactMessages } from '../db/schema';

export type NewContactMessage = typeof contactMessages.$inferInsert;
export type ContactMessage = typeof contactMessages.$inferSelect;

export function createContactRepository(db: AppDatabase) {
  return {
    async insert(message: NewContactMessage): Promise<ContactMessage> {
      const [row] = await db.insert(contactMessages).values(message).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
