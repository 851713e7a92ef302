/**
 * What a text that does not read as a resume lacks (resume-signals.ts), as messages of the catalogue: the
 * check's fix and the report's warning list them in the reader's language.
 */
import type { TextRef } from '../messages/text-ref';
import { type CheckKey, checkText, joinedText } from './message';

/** Each phrase resumeSignals writes, by the catalogue key that says it. */
const PHRASES: Readonly<Record<string, CheckKey>> = {
  'no dated roles': 'reads_as_resume.missing.no_dated_roles',
  'no Experience, Education or Skills sections': 'reads_as_resume.missing.no_sections',
  'no email or phone': 'reads_as_resume.missing.no_contact',
  'it reads as a job description': 'reads_as_resume.missing.job_description',
  'it is placeholder text': 'reads_as_resume.missing.placeholder',
};

/** One lack as a message; a phrase the catalogue does not know yet is kept as written. */
function lackText(phrase: string): TextRef {
  const key = PHRASES[phrase];
  if (key) return checkText(key);
  const words = /^only (\d+) words$/.exec(phrase);
  if (words) return checkText('reads_as_resume.missing.few_words', { count: Number(words[1]) });
  return checkText('reads_as_resume.missing.as_written', { text: phrase });
}

/**
 * The lacks of a text as one message ('no dated roles, no email or phone'), each in the reader's
 * language; as written when there are none (a text that reads as a resume).
 */
export function missingSignalsText(missing: readonly string[]): TextRef {
  return (
    joinedText(missing.map(lackText), 'reads_as_resume.missing.list') ??
    checkText('reads_as_resume.missing.as_written', { text: '' })
  );
}
