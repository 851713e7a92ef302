import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { users } from '../../db/schema';
import { type AdminList, isDueAdmin, NO_ADMINS } from '../../plans/admins';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

const lowerEquals = (column: typeof users.email | typeof users.username, value: string) =>
  sql`lower(${column}) = lower(${value})`;

/**
 * The `users` table: the accounts. A written row whose verified address is on the operator's admin list
 * (ADMIN_EMAILS) is made an admin in the same call, so sign-in, verification, a reset and social sign-in
 * all answer with the role already in place.
 */
export function createUserRepository(db: AppDatabase, admins: AdminList = NO_ADMINS) {
  async function withListedRole(row: UserRow): Promise<UserRow> {
    if (!isDueAdmin(row, admins)) return row;
    const [granted] = await db
      .update(users)
      .set({ isAdmin: true, updatedAt: new Date() })
      .where(eq(users.id, row.id))
      .returning();
    return granted ?? row;
  }
  return {
    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(lowerEquals(users.email, email));
      return row;
    },
    async usernameTaken(username: string, exceptUserId?: string): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(lowerEquals(users.username, username));
      return rows.some((row) => row.id !== exceptUserId);
    },
    async insertUser(user: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      if (!row) throw new Error('insert returned no row');
      return withListedRole(row);
    },
    async updateUser(id: string, changes: Partial<NewUser>): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error('user vanished during update');
      return withListedRole(row);
    },
    async deleteUser(id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },
    /**
     * Holds the account's row until the transaction ends: work on one account then runs one at a time, and
     * each statement after the lock sees what the work before it committed. The row, if the account exists.
     */
    async lockUser(userId: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
      return row;
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
