import { AppError } from '../errors';

export const PDF_FAILED = 'We could not generate the PDF. Please try again.';

/** A render failure is a 500 with a clean message; the cause goes to the log. */
export async function rendering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new AppError('pdf_generation_failed', PDF_FAILED, { cause: error });
  }
}
