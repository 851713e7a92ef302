/**
 * A resume and a job posting written in different languages: the keyword match compares words, so a
 * German resume read against an English posting finds few of the posting's skills whatever the
 * candidate knows. The analysis says so plainly, naming both languages, instead of only scoring low.
 */
import { type DetectedLanguage, detectLanguage, type TextLanguage } from '../lang/detect-language';
import type { TextRef } from '../messages/text-ref';
import { checkText } from './message';

/** Below this share of one language's function words, a text is too mixed to name its language. */
const MIN_CONFIDENCE = 0.6;
/** Fewer function words than this (a bare list of skills) tell no language. */
const MIN_EVIDENCE = 8;

/** The language a text is surely written in, or null when it is too short or too mixed to tell. */
function sureLanguage(detected: DetectedLanguage): TextLanguage | null {
  return detected.confidence >= MIN_CONFIDENCE && detected.evidence >= MIN_EVIDENCE
    ? detected.language
    : null;
}

/**
 * The warning `checks.warning.language_mismatch` ({ resume, job }: each 'en', 'es', 'fr' or 'de', a
 * select argument each language's message names) when the resume's text and the posting are each surely
 * in a language and the two differ; null otherwise.
 */
export function languageMismatchWarning(resumeText: string, jobText: string): TextRef | null {
  const resume = sureLanguage(detectLanguage(resumeText));
  const job = sureLanguage(detectLanguage(jobText));
  if (resume === null || job === null || resume === job) return null;
  return checkText('warning.language_mismatch', { resume, job });
}
