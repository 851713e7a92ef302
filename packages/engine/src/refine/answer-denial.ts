/**
 * Denials in a user's answer: whether a clause says the person did not do or use something ('I haven't
 * used it', 'Never used Kafka', 'No Python.'), as against a negated verb of something else ('the specs
 * don't match') or a negative that affirms ('not only', 'never missed').
 */

/** Denial of having done or used something. 'without' is left out: 'cut costs without new hires' affirms. */
export const NEGATION =
  /\b(?:nothing\s+(?:with|on|in|for|about|using)|(?:have|has|had)\s+no|not|never|haven['’]?t|hasn['’]?t|didn['’]?t|don['’]?t|doesn['’]?t|wasn['’]?t|weren['’]?t|couldn['’]?t|wouldn['’]?t|can['’]?t|won['’]?t|no (?:experience|exposure|knowledge|background|hands-on)|zero experience|lack)\b/i;
/** A negated verb's own subject: another's ('the specs don't match', 'it wasn't tracked') denies nothing of the person. */
const AUXILIARY_NOT =
  /^(?:haven['’]?t|hasn['’]?t|didn['’]?t|don['’]?t|doesn['’]?t|wasn['’]?t|weren['’]?t|couldn['’]?t|wouldn['’]?t|can['’]?t|won['’]?t)$/i;
const OWN_SUBJECT =
  /^(?:i|we|i['’]ve|we['’]ve|i['’]d|we['’]d|i['’]m|we['’]re|have|has|had|and|but|or|so|yet|just|really|actually|honestly|also|still|ever|personally|myself)$/i;

/**
 * Does the clause deny something of the person: a negation that is theirs ('I haven't used it', 'Never
 * used Kafka', 'not as a PM'), not a negated verb of something else ('When the plans and specs don't
 * match I send the PM a photo').
 */
export function deniesBySelf(clause: string): boolean {
  const pattern = new RegExp(NEGATION.source, 'gi');
  for (const match of clause.matchAll(pattern)) {
    if (!AUXILIARY_NOT.test(match[0])) return true;
    const before = clause.slice(0, match.index).trim().split(/\s+/).at(-1) ?? '';
    if (before === '' || OWN_SUBJECT.test(before.replace(/[,;:]$/, ''))) return true;
  }
  return false;
}

/** 'No Python.', 'No Kafka experience': a clause that opens with 'no' and names a thing denies it. */
export const NO_THING =
  /^no\s+(?!(?:but|problem|doubt|issues?|worries|way|matter|one|longer|less|more|later)\b)[\p{L}\d]/iu;
/** Negative words that deny nothing: 'not only', 'no later than', 'never missed'. */
export const NOT_REALLY_NEGATIVE =
  /\b(?:not only|no later than|no less than|not just|never missed|not a single)\b/i;
