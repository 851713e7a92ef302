/**
 * Admins named by the operator (ADMIN_EMAILS, decision 0032): an account whose address is listed becomes
 * an admin once the address is verified, at start for the accounts that exist, and when an account's
 * row is written (sign-in, verification, reset, social sign-in) for the others. The list only grants:
 * removing an address takes effect when the admin console (or SQL) takes the role away.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { UserRow } from '../auth/repositories/users';
import type { AppDatabase } from '../db/client';
import { users } from '../db/schema';

/** The listed admin addresses, compared without regard to case. */
export type AdminList = { readonly emails: readonly string[]; includes(email: string): boolean };

/** The operator's list (config.adminEmails); empty, no account is made an admin. */
export function createAdminList(emails: readonly string[]): AdminList {
  const listed = new Set(emails.map((email) => email.trim().toLowerCase()));
  return { emails: [...listed], includes: (email) => listed.has(email.trim().toLowerCase()) };
}

/** No one is listed. */
export const NO_ADMINS: AdminList = createAdminList([]);

/** Whether an account is to become an admin now: listed, verified, and not one already. */
export function isDueAdmin(user: UserRow, admins: AdminList): boolean {
  return !user.isAdmin && user.emailVerifiedAt !== null && admins.includes(user.email);
}

/** Makes every existing verified account on the list an admin (at start); how many were made. */
export async function grantListedAdmins(db: AppDatabase, admins: AdminList): Promise<number> {
  if (admins.emails.length === 0) return 0;
  const granted = await db
    .update(users)
    .set({ isAdmin: true, updatedAt: new Date() })
    .where(
      and(
        eq(users.isAdmin, false),
        isNotNull(users.emailVerifiedAt),
        inArray(sql`lower(${users.email})`, [...admins.emails]),
      ),
    )
    .returning({ id: users.id });
  return granted.length;
}
