/**
 * Files the commands read: a resume or job as .txt, .pdf, .docx or .doc (the kind decided by the bytes, as
 * the upload endpoint does), and the answers as a JSON array of strings.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SCORING_MESSAGES } from '@resumeloop/contracts/scoring';
import { ExtractionError, extractText } from '@resumeloop/extract';
import { CliError } from './cli-error';

const FILE_ERRORS: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a folder, not a file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
};

async function readBytes(file: string, cwd: string): Promise<Uint8Array> {
  try {
    return new Uint8Array(await readFile(path.resolve(cwd, file)));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    throw new CliError(`Cannot read ${file}: ${FILE_ERRORS[code] ?? (error as Error).message}.`, {
      cause: error,
    });
  }
}

/** The text of a resume or job description file. */
export async function readDocument(file: string, cwd: string): Promise<string> {
  const bytes = await readBytes(file, cwd);
  try {
    return (await extractText(bytes)).text;
  } catch (error) {
    if (error instanceof ExtractionError)
      throw new CliError(`Cannot read ${file}: ${error.message}`, { cause: error });
    throw error;
  }
}

/** The answers file: a JSON array of strings, one per question. */
export async function readAnswers(file: string, cwd: string): Promise<string[]> {
  const text = new TextDecoder().decode(await readBytes(file, cwd));
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new CliError(`Cannot read ${file}: it is not valid JSON (${(error as Error).message}).`, {
      cause: error,
    });
  }
  if (!Array.isArray(parsed) || !parsed.every((answer) => typeof answer === 'string'))
    throw new CliError(`Cannot read ${file}: ${SCORING_MESSAGES.answersList}.`);
  return parsed;
}
