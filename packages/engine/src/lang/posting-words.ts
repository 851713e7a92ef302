/**
 * A posting not written in English is matched against the taxonomy, whose names are English ('Critical
 * Care', 'English', 'Teamwork'); the person reads the questions and advice about it in their own
 * language. So what the engine says names each skill, tool or credential by the posting's own words
 * ('unidades de críticos', 'inglés', 'trabajo en equipo'), as the person read them in the posting.
 */
import { englishText, type TextRef, type TextValue } from '../messages/text-ref';
import type { CheckResult, JobAnalysis, Question } from '../types';

/** Each taxonomy name of a non-English posting's requirements, and the posting's words for it. */
export function postingWords(
  job: Pick<JobAnalysis, 'language' | 'requirements'>,
): ReadonlyMap<string, string> {
  const words = new Map<string, string>();
  if (!job.language || job.language === 'en') return words;
  for (const requirement of job.requirements ?? []) {
    if (requirement.kind === 'degree' || requirement.kind === 'years') continue;
    // The posting's words stand for the members one for one, or all of them for a single member.
    if (requirement.words.length !== requirement.members.length) continue;
    requirement.members.forEach((member, index) => {
      const written = requirement.words[index]?.trim();
      if (written && written.length <= 60 && !words.has(member.name)) words.set(member.name, written);
    });
  }
  return words;
}

function renamedValue(value: TextValue, words: ReadonlyMap<string, string>): TextValue {
  if (typeof value === 'object') return renamedRef(value, words);
  if (typeof value !== 'string') return value;
  const whole = words.get(value);
  if (whole) return whole;
  // A list's items ('English, Git'), joined as listValues joins them.
  return value.includes(', ')
    ? value
        .split(', ')
        .map((item) => words.get(item) ?? item)
        .join(', ')
    : value;
}

/** A message with every name it carries in the posting's words. */
export function renamedRef(ref: TextRef, words: ReadonlyMap<string, string>): TextRef {
  if (!ref.values || words.size === 0) return ref;
  return {
    id: ref.id,
    values: Object.fromEntries(
      Object.entries(ref.values).map(([name, value]) => [name, renamedValue(value, words)]),
    ),
  };
}

/** A check's texts naming what it found in the posting's words (its English text made again from them). */
export function checkInPostingWords(check: CheckResult, words: ReadonlyMap<string, string>): CheckResult {
  if (!check.refs || words.size === 0) return check;
  const reason = renamedRef(check.refs.reason, words);
  const fix = check.refs.fix ? renamedRef(check.refs.fix, words) : null;
  return {
    ...check,
    reason: englishText(reason),
    fix: fix ? englishText(fix) : check.fix,
    refs: { ...check.refs, reason, fix },
  };
}

/** A question naming its subject in the posting's words. */
export function questionInPostingWords(question: Question, words: ReadonlyMap<string, string>): Question {
  if (!question.text_ref || words.size === 0) return question;
  const text_ref = renamedRef(question.text_ref, words);
  return { ...question, text: englishText(text_ref), text_ref };
}
