import { AppError, english } from '../errors';
import { PoolBusyError } from '../workers/worker-pool';

/** The en-US texts of a failed and of a refused render (answered in the request's language). */
export const PDF_FAILED = english('errors.editor.pdfFailed');
export const RENDER_BUSY = english('errors.server.busy');

/**
 * A render failure (an error, or its thread stopped at its time or memory limit) is a 500 with a clean
 * message; the cause goes to the log. A full line of waiting renders is a 503 with Retry-After.
 */
export async function rendering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PoolBusyError)
      throw new AppError('server_busy', 'errors.server.busy', {
        cause: error,
        headers: { 'retry-after': String(error.retryAfterSeconds) },
      });
    throw new AppError('pdf_generation_failed', 'errors.editor.pdfFailed', { cause: error });
  }
}
