import { toast } from 'sonner';
import { ApiError } from '../../lib/api';

/** SPEC §8 toast durations for API errors: 6 s for 5xx, 8 s for 401, 4 s otherwise. */
export function toastDurationFor(status: number): number {
  if (status >= 500) return 6_000;
  if (status === 401) return 8_000;
  return 4_000;
}

/** Shows an API error as a toast with SPEC §8's duration for its status. */
export function toastApiError(error: unknown, fallback = 'Something went wrong. Please try again.'): void {
  if (error instanceof ApiError) {
    toast.error(error.message, { duration: toastDurationFor(error.status) });
    return;
  }
  toast.error(error instanceof Error && error.message ? error.message : fallback, {
    duration: toastDurationFor(0),
  });
}
