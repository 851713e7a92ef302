import type { AppDatabase } from '../../db/client';
import { createIdempotencyRepository } from '../../idempotency/repository';

/**
 * The `idempotency_keys` table, as far as accounts go: an account that goes takes the answers kept for
 * replay along (its own keys, and any answer naming its id or address).
 */
export function createKeptAnswerRepository(db: AppDatabase) {
  const keys = createIdempotencyRepository(db);
  return {
    forgetAnswersOf: (user: { id: string; email: string }): Promise<void> => keys.forgetUser(user),
  };
}
export type KeptAnswerRepository = ReturnType<typeof createKeptAnswerRepository>;
