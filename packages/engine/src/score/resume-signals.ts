/**
 * How much a text reads as a resume, and what it lacks: dated roles, the usual sections, contact details,
 * enough words; less the marks of a job ad or placeholder text. Checks that find nothing to fault must not
 * pass a greeting, so a text that scores low here is held low (score-resume.ts).
 */
import { parseDateRange } from '../parse/parse-dates';
import type { ExperienceEntry, SectionType, StructuredResume } from '../types';

/** Phrases of a job ad, not of a resume: 'you will', 'we offer', 'the ideal candidate'. */
const JOB_AD =
  /\b(?:we are (?:looking|seeking|hiring)|we're (?:looking|hiring)|you will|you'll|the ideal candidate|we offer|what we offer|apply (?:now|today)|join our team|about us|about the role|equal opportunity employer|benefits include|compensation|salary range|responsibilities include|requirements:|qualifications:|your role|our mission)\b/gi;
const LOREM = /\blorem ipsum\b|\bdolor sit amet\b|\bconsectetur adipiscing\b/i;

/**
 * How much the text reads as a resume (0-6): dated roles, the usual sections, contact details, enough words,
 * bullets; minus the marks of a job ad or filler text. Checks that find nothing to fault must not pass a
 * greeting: below 3 the score says why and stays low.
 */
export function resumeSignals(
  resume: StructuredResume,
  text: string,
  wordTotal: number,
  entries: readonly ExperienceEntry[],
): { score: number; missing: string[] } {
  const missing: string[] = [];
  let score = 0;
  const dated = entries.filter((entry) => parseDateRange(entry.dates) !== null).length;
  if (dated > 0) score += 2;
  else missing.push('no dated roles');
  const types = new Set(resume.sections.map((section) => section.type));
  const usual = ['experience', 'education', 'skills', 'summary'].filter((type) =>
    types.has(type as SectionType),
  );
  score += Math.min(usual.length, 2);
  if (usual.length === 0) missing.push('no Experience, Education or Skills sections');
  if (resume.contact.email.trim() || resume.contact.phone.trim()) score += 1;
  else missing.push('no email or phone');
  if (wordTotal >= 120) score += 1;
  else missing.push(`only ${wordTotal} words`);
  const adPhrases = (text.match(JOB_AD) ?? []).length;
  if (adPhrases >= 3) {
    score -= 3;
    missing.push('it reads as a job description');
  }
  if (LOREM.test(text)) {
    score -= 6;
    missing.push('it is placeholder text');
  }
  return { score: Math.max(0, score), missing };
}
