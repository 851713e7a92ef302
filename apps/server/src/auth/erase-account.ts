import { emailKey } from './account-rules';
import type { UserRow } from './repositories/users';
import type { AccountQueries } from './repository';

/** What erasing an account queries, in the caller's transaction. */
export type ErasureQueries = Pick<
  AccountQueries,
  'deleteUser' | 'clearThrottle' | 'deleteOutboxFor' | 'forgetAnswersOf'
>;

/**
 * Removes an account and everything stored about it: the user's row and, by cascade, every row that
 * references it (sessions with their refresh tokens, emailed links, linked identities, refine sessions,
 * feedback, settings); by address, the sign-in throttle and kept mail; and the answers kept for replay.
 * Used by the account's deletion and by social sign-in replacing an account whose address was never
 * proven. Run it in a transaction: all of it happens, or none.
 */
export async function eraseAccount(
  queries: ErasureQueries,
  user: Pick<UserRow, 'id' | 'email'>,
): Promise<void> {
  await queries.deleteUser(user.id);
  await queries.clearThrottle(emailKey(user.email));
  await queries.deleteOutboxFor(user.email);
  await queries.forgetAnswersOf(user);
}
