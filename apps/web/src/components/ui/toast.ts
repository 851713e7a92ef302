import { createElement, type ReactNode } from 'react';
import { type ExternalToast, toast as sonnerToast } from 'sonner';
import { ApiError } from '../../lib/api';
import { Message as CatalogueMessage } from '../../lib/i18n/use-t';

/** SPEC §9: at most 20 notices are kept; the oldest beyond that is dismissed. */
export const TOAST_LIMIT = 20;
/** SPEC §9: in-app notices last 5 s, errors 7 s (unless a call gives its own duration). */
export const TOAST_DURATION_MS = 5_000;
export const ERROR_TOAST_DURATION_MS = 7_000;

type Message = Parameters<typeof sonnerToast>[0];

/**
 * The app's notices: sonner's `toast` with SPEC §9's error duration. The default duration and the limit
 * are the Toaster's (`notifications.tsx`).
 */
export const toast: typeof sonnerToast = Object.assign(
  (message: Message, data?: ExternalToast) => sonnerToast(message, data),
  sonnerToast,
  {
    error: (message: Message, data?: ExternalToast) =>
      sonnerToast.error(message, { duration: ERROR_TOAST_DURATION_MS, ...data }),
  },
);

/** The ids of the notices to dismiss so that at most `limit` stay, given the notices newest first. */
export function idsBeyondLimit<T extends { id: string | number }>(
  newestFirst: readonly T[],
  limit = TOAST_LIMIT,
): Array<T['id']> {
  return newestFirst.slice(limit).map((notice) => notice.id);
}

/** SPEC §8 toast durations for API errors: 6 s for 5xx, 8 s for 401, 4 s otherwise. */
export function toastDurationFor(status: number): number {
  if (status >= 500) return 6_000;
  if (status === 401) return 8_000;
  return 4_000;
}

/**
 * Shows an API error as a toast with SPEC §8's duration for its status. Without a message of its own, the
 * error reads `fallback`, by default 'Something went wrong. Please try again.' in the reader's language.
 */
export function toastApiError(
  error: unknown,
  fallback: ReactNode = createElement(CatalogueMessage, { id: 'common.error.generic' }),
): void {
  if (error instanceof ApiError) {
    toast.error(error.message, { duration: toastDurationFor(error.status) });
    return;
  }
  toast.error(error instanceof Error && error.message ? error.message : fallback, {
    duration: toastDurationFor(0),
  });
}
