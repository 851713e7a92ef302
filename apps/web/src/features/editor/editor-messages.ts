import { EDITOR_MESSAGES } from '@resumeloop/contracts/editor-constants';
import { ApiError } from '../../lib/api';

/** The editor's words, exactly as SPEC §2.5 and §8 give them. */
export const EDITOR_TEXT = {
  loading: 'Loading resume editor...',
  errorTitle: 'Unable to Load Editor',
  offlineConflictTitle: 'Your offline changes meet a newer version',
  offlineConflictBody:
    'While you were offline, this resume was saved elsewhere. Your changes made offline are kept on this device: choose which version to keep.',
  invalidSessionTitle: 'Invalid Session',
  invalidSessionBody: 'No session ID provided for editing.',
  noPreview: 'No preview available',
  tryPreview: 'Try to load preview',
  ...EDITOR_MESSAGES,
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  serverError: 'Server error occurred. Please try again in a few moments.',
  timedOut: 'Request timed out. Please check your connection and try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** SPEC §8, 'Editor by status': what a failed editor call says. */
export function editorErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return EDITOR_TEXT.sessionNotFound;
    if (error.status === 403 && error.code !== 'csrf_failed') return EDITOR_TEXT.forbidden;
    if (error.status === 429) return EDITOR_TEXT.tooManyRequests;
    if (error.status >= 500) return EDITOR_TEXT.serverError;
    if (error.status === 408) return EDITOR_TEXT.timedOut;
  }
  if (error instanceof Error && error.message) {
    return /time(d)?\s?out/i.test(error.message) ? EDITOR_TEXT.timedOut : error.message;
  }
  return EDITOR_TEXT.unexpected;
}
