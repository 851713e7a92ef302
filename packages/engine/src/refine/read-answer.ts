/**
 * Reading a user's answer: is it empty or a refusal, does it deny the thing asked about, and which of its
 * sentences carries a measurable fact. Answers are used as written, minus the first person.
 */
import { findSkillMentions } from '../taxonomy/find-skills';
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

const AFFIRMATIVE_OPENING =
  /^(?:yes|yeah|yep|yup|sure|absolutely|definitely|certainly|of course|correct|i do|i did|i have|i've|i had|i use|i used|i worked|i work|i built|i wrote|i ran|i set up|i managed|i maintained|i administer|i deployed|i configured|i developed|i led|used it|using it|daily|every day|regularly)\b/i;
const USED_IT =
  /\b(?:used|use|using|worked (?:with|on|in)|work with|built|build|wrote|write|ran|run|set up|managed|maintained|administered|deployed|configured|developed|designed|implemented|migrated|learned|learnt|certified in|trained (?:on|in))\s+(?:it|them|this|that)\b/i;

/**
 * Does a (not denying) answer speak of the subject, a skill the job asks for? It names it (by any of its
 * names), opens with a yes ('Yes, at Contoso for two years', 'I used it daily') or speaks of using 'it'.
 * An answer about something else ('Software engineer with 4 years of C#') does not confirm a skill it
 * never mentions.
 */
export function speaksOf(answer: string, subject: string): boolean {
  const trimmed = squash(answer);
  if (trimmed.toLowerCase().includes(subject.toLowerCase())) return true;
  if (findSkillMentions(trimmed).some((mention) => mention.skill.name === subject)) return true;
  return AFFIRMATIVE_OPENING.test(trimmed) || USED_IT.test(trimmed);
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
