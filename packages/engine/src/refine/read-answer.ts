/**
 * Reading a user's answer: is it empty or a refusal, does it deny the thing asked about, and which of its
 * sentences carries a measurable fact. Answers are used as written, minus the first person.
 */
import { capitalize, sentences, squash } from '../text/normalize-text';

const NON_ANSWERS =
  /^(?:n\/?a|none|no|nope|not sure|unsure|don'?t know|i don'?t know|no idea|-+|\.+|skip|pass|nothing|not applicable)\.?$/i;
const NEGATION =
  /\b(?:no|not|never|haven'?t|hasn'?t|didn'?t|don'?t|do not|did not|have not|has not|without|none|nor|lack|zero experience)\b/i;

export function isEmptyAnswer(answer: string): boolean {
  const trimmed = squash(answer);
  return trimmed.length === 0 || NON_ANSWERS.test(trimmed);
}

/**
 * Does the answer deny using the subject ('I have not used Salesforce', 'No experience with it', 'Never')?
 * An answer that opens with a negation, or negates in the sentence naming the subject, denies it.
 */
export function deniesSubject(answer: string, subject: string | null): boolean {
  const trimmed = squash(answer);
  if (/^(?:no|nope|never|not really|not yet|unfortunately not)\b/i.test(trimmed)) return true;
  const parts = sentences(trimmed);
  const naming = subject
    ? parts.filter((sentence) => sentence.toLowerCase().includes(subject.toLowerCase()))
    : [];
  const judged = naming.length > 0 ? naming : parts.slice(0, 1);
  return judged.some(
    (sentence) => NEGATION.test(sentence) && !/\b(?:not only|no later than|no less than)\b/i.test(sentence),
  );
}

/** Drops a leading first person: 'I cut costs' -> 'cut costs'; 'We grew' -> 'grew'; 'My team' -> 'the team'. */
export function dropFirstPerson(text: string): string {
  return squash(text)
    .replace(/^(?:yes|yeah|yep|sure|absolutely|definitely)[,.!]?\s+/i, '')
    .replace(/^(?:i|we)\s+(?:was|were|am|are)\s+able\s+to\s+/i, '')
    .replace(/^(?:i|we)\s+(?:have\s+|had\s+)?/i, '')
    .replace(/^(?:it|this|that)\s+/i, '')
    .replace(/\bmy\b/gi, 'the')
    .replace(/\bour\b/gi, 'the')
    .replace(/\bI\b\s*/g, '')
    .trim();
}

/** The first sentence of the answer that holds a number, without the first person and final stop. */
export function resultClause(answer: string): string | null {
  const found = sentences(squash(answer)).find((sentence) => /\d/.test(sentence));
  if (!found) return null;
  let clause = dropFirstPerson(found).replace(/[.!]+$/, '');
  const wordsInClause = clause.split(' ');
  if (wordsInClause.length > 28) {
    // Keep the part up to the first comma after the number so the bullet stays two lines at most.
    const numberAt = clause.search(/\d/);
    const comma = clause.indexOf(',', numberAt);
    clause = comma > 0 ? clause.slice(0, comma) : wordsInClause.slice(0, 28).join(' ');
  }
  return clause.length > 0 ? clause.charAt(0).toLowerCase() + clause.slice(1) : null;
}

/** An answer as a resume sentence: no first person, capitalised, one final stop. */
export function asResumeSentence(text: string): string {
  const cleaned = dropFirstPerson(text).replace(/[.!\s]+$/, '');
  return cleaned.length === 0 ? '' : `${capitalize(cleaned)}.`;
}
