import { ApiError } from '../../lib/api';
import { REFINE_MESSAGES, uploadFailedMessage } from './refine-messages';

/** A response that arrived but lacks what the flow needs (SPEC §8's 'Invalid response: ...' messages). */
export class InvalidResponseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidResponseError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The response body as an object, or an empty one, for the presence checks before parsing. */
export const asRecord = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

/**
 * SPEC §8 for analyze and refine: a 401 means the session has expired; any other failure the server or
 * client explains reads 'Error: {reason}'; an incomplete response names what is missing; anything else
 * gets the step's fallback ('Failed to analyze resume', 'Failed to refine resume').
 */
export function flowErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof InvalidResponseError) return error.message;
  if (error instanceof ApiError) {
    return error.status === 401 ? REFINE_MESSAGES.sessionExpired : `Error: ${error.message}`;
  }
  return fallback;
}

/** SPEC §8 for uploads: 'Failed to process file: {reason}', or the sign-in message on a 401. */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.status === 401 ? REFINE_MESSAGES.uploadAuthRequired : uploadFailedMessage(error.message);
  }
  if (error instanceof InvalidResponseError) return uploadFailedMessage(error.message);
  return uploadFailedMessage(REFINE_MESSAGES.uploadFailedDefault);
}

/** The reason inside 'Failed to load results: {reason}'. */
export function resultsErrorReason(error: unknown): string {
  if (error instanceof ApiError || error instanceof InvalidResponseError) return error.message;
  return REFINE_MESSAGES.finalScoresFailed;
}
