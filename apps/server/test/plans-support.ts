import { sql } from 'drizzle-orm';
import type { TestDatabase } from './helper';

/** Puts an account on a plan tier, as billing (not yet built) will. */
export async function setPlanTier(database: TestDatabase, userId: string, tier: string): Promise<void> {
  await database.db.execute(sql`update users set plan_tier = ${tier} where id = ${userId}`);
}

/** Makes an account an admin, as the admin console (not yet built) will. */
export async function makeAdmin(database: TestDatabase, userId: string): Promise<void> {
  await database.db.execute(sql`update users set is_admin = true where id = ${userId}`);
}

/** The stored role and plan of an account. */
export async function storedPlan(
  database: TestDatabase,
  userId: string,
): Promise<{ is_admin: boolean; plan_tier: string } | undefined> {
  const result = await database.db.execute(sql`select is_admin, plan_tier from users where id = ${userId}`);
  return (result as unknown as { rows: Array<{ is_admin: boolean; plan_tier: string }> }).rows[0];
}
