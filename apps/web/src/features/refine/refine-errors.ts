import type { MessageId } from '@resumeloop/i18n';
import { ApiError } from '../../lib/api';
import type { T } from '../../lib/i18n/use-t';
import { isMonthlyLimitError } from '../plans';

/**
 * A response that arrived but lacks what the flow needs (SPEC §8's 'Invalid response: ...' messages):
 * `messageId` says what, in the reader's language where it is shown.
 */
export class InvalidResponseError extends Error {
  constructor(readonly messageId: MessageId) {
    super(messageId);
    this.name = 'InvalidResponseError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The response body as an object, or an empty one, for the presence checks before parsing. */
export const asRecord = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

/**
 * SPEC §8 for analyze and refine: a 401 means the session has expired; any other failure the server
 * explains reads 'Error: {reason}' (the server's own words); an incomplete response names what is
 * missing; anything else gets the step's fallback ('Failed to analyze resume', 'Failed to refine resume').
 */
export function flowErrorMessage(t: T, error: unknown, fallback: MessageId): string {
  if (error instanceof InvalidResponseError) return t(error.messageId);
  // The month's limit is the server's whole sentence (which limit, when it resets): no 'Error:' before it.
  if (isMonthlyLimitError(error)) return error.message;
  if (error instanceof ApiError) {
    return error.status === 401
      ? t('refine.errors.sessionExpired')
      : t('refine.errors.withReason', { reason: error.message });
  }
  return t(fallback);
}

/** SPEC §8 for uploads: 'Failed to process file: {reason}', or the sign-in message on a 401. */
export function uploadErrorMessage(t: T, error: unknown): string {
  const failed = (reason: string) => t('refine.errors.uploadFailed', { reason });
  if (isMonthlyLimitError(error)) return error.message;
  if (error instanceof ApiError) {
    return error.status === 401 ? t('refine.errors.uploadAuthRequired') : failed(error.message);
  }
  if (error instanceof InvalidResponseError) return failed(t(error.messageId));
  return failed(t('refine.errors.uploadFailedDefault'));
}

/** The reason inside 'Failed to load results: {reason}'. */
export function resultsErrorReason(t: T, error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof InvalidResponseError) return t(error.messageId);
  return t('refine.errors.finalScoresFailed');
}
