import { ApiError } from '../../lib/api';
import type { T } from '../../lib/i18n/use-t';

/**
 * SPEC §8, 'Editor by status': what a failed editor call says, in the language shown. Any other failure
 * shows its own message (a server's `detail`, already in the user's language); no failure at all (null)
 * reads as an unexpected error.
 */
export function editorErrorMessage(error: unknown, t: T): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return t('editor.error.sessionNotFound');
    if (error.status === 403 && error.code !== 'csrf_failed') return t('editor.error.forbidden');
    if (error.status === 429) return t('editor.error.tooManyRequests');
    if (error.status >= 500) return t('editor.error.serverError');
    if (error.status === 408) return t('editor.error.timedOut');
  }
  if (error instanceof Error && error.message) {
    return /time(d)?\s?out/i.test(error.message) ? t('editor.error.timedOut') : error.message;
  }
  return t('editor.error.unexpected');
}
