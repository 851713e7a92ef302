import { AppError } from '../errors';
import { UUID_PATTERN } from '../resumes/service';

export function sessionNotFound(): AppError {
  return new AppError('session_not_found', 'errors.editor.sessionNotFound');
}

export function notYourSession(): AppError {
  return new AppError('forbidden', 'errors.editor.forbidden');
}

/**
 * The editor's and the export's ownership rule (decision 0012): a malformed or unknown id is 404, a session
 * of someone else is 403 (SPEC §6: the server answers 403 for editing a resume the user may not edit).
 */
export async function findEditable<Row extends { userId: string }>(
  find: (id: string) => Promise<Row | undefined>,
  id: string,
  userId: string,
): Promise<Row> {
  const row = UUID_PATTERN.test(id) ? await find(id) : undefined;
  return assertEditable(row, userId);
}

export function assertEditable<Row extends { userId: string }>(row: Row | undefined, userId: string): Row {
  if (!row) throw sessionNotFound();
  if (row.userId !== userId) throw notYourSession();
  return row;
}
