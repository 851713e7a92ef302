import { AppError } from '../errors';
import { PoolBusyError } from '../workers/worker-pool';

export const PDF_FAILED = 'We could not generate the PDF. Please try again.';
export const RENDER_BUSY = 'The server is busy. Please try again in a moment.';

/**
 * A render failure (an error, or its thread stopped at its time or memory limit) is a 500 with a clean
 * message; the cause goes to the log. A full line of waiting renders is a 503 with Retry-After.
 */
export async function rendering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PoolBusyError)
      throw new AppError('server_busy', RENDER_BUSY, {
        cause: error,
        headers: { 'retry-after': String(error.retryAfterSeconds) },
      });
    throw new AppError('pdf_generation_failed', PDF_FAILED, { cause: error });
  }
}
