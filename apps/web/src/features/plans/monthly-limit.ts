import { ApiError } from '../../lib/api';

/** The server's refusal of work past this month's limit (403 `monthly_limit_reached`): its detail says which and when it resets. */
export function isMonthlyLimitError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403 && error.code === 'monthly_limit_reached';
}
