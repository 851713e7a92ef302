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

/**
 * The answers file: a JSON array of strings, one per question in the order analyze prints them; or an
 * array of { "about": ..., "answer": ... }, each answer given to the question that names what it is
 * about (a words of the line quoted, or the skill asked), which stays right when the questions change.
 */
export type AnswersFile = string[] | Array<{ about: string; answer: string }>;

export async function readAnswers(file: string, cwd: string): Promise<AnswersFile> {
  const text = new TextDecoder().decode(await readBytes(file, cwd));
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new CliError(`Cannot read ${file}: it is not valid JSON (${(error as Error).message}).`, {
      cause: error,
    });
  }
  if (Array.isArray(parsed) && parsed.every((answer) => typeof answer === 'string')) return parsed;
  const keyed = (item: unknown): item is { about: string; answer: string } =>
    typeof item === 'object' &&
    item !== null &&
    typeof (item as { about?: unknown }).about === 'string' &&
    (item as { about: string }).about.trim().length > 0 &&
    typeof (item as { answer?: unknown }).answer === 'string';
  if (Array.isArray(parsed) && parsed.every(keyed)) return parsed;
  throw new CliError(`Cannot read ${file}: ${SCORING_MESSAGES.answersList}.`);
}

/** The answers in question order: keyed answers go to the first question that names what they are about. */
export function answersInOrder(
  file: AnswersFile,
  questions: ReadonlyArray<{ text: string; subject: string | null }>,
): string[] {
  if (file.every((answer) => typeof answer === 'string')) return file as string[];
  const answers = questions.map(() => '');
  for (const { about, answer } of file as Array<{ about: string; answer: string }>) {
    const wanted = about.trim().toLowerCase();
    const at = questions.findIndex(
      (question, index) =>
        answers[index] === '' &&
        (question.subject?.toLowerCase() === wanted || question.text.toLowerCase().includes(wanted)),
    );
    if (at >= 0) answers[at] = answer;
  }
  return answers;
}
