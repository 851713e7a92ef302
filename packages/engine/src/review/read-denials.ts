/**
 * What an answer says the person did not do: the part of a negative clause its negation is about ('I
 * haven't done telemetry', not the rest of the sentence), a bare 'No' that opens an answer, and clauses
 * whose subject is someone else ('The super builds the master schedule in P6'). Their tools are not the
 * person's; their words still are.
 */

const NEGATED =
  /\b(?:not|never|no|haven'?t|hasn'?t|didn'?t|don'?t|doesn'?t|wasn'?t|weren'?t|isn'?t|aren'?t|can'?t|cannot|couldn'?t|won'?t|lack|zero|without)\b/i;
const DENIAL_END =
  /[,.;:!?]|\s(?:but|only|just|as|because|since|though|although|so|instead|which|where|when|while)\s/i;

/** The part of a negative clause the negation is about, and the rest. */
export function splitDenial(text: string): { denial: string; rest: string } {
  // A bare 'No,' that opens the clause is no object of its own: the denial is what follows.
  const lead = /^(?:no|nope|nah)\s*[,.!:;-]\s*/i.exec(text)?.[0].length ?? 0;
  const found = NEGATED.exec(text.slice(lead));
  const negation = found ? Object.assign(found, { index: found.index + lead }) : null;
  if (!negation) return { denial: text, rest: '' };
  const after = text.slice(negation.index + negation[0].length);
  const end = after.search(DENIAL_END);
  const cut = end < 0 ? text.length : negation.index + negation[0].length + end;
  return { denial: text.slice(0, cut), rest: text.slice(cut).replace(/^[\s,.;:!?]+/, '') };
}

/** A person other than the user: 'my manager', 'the AE', 'the foreman', 'our VP'. */
export const OTHER_PERSON =
  /\b(?:manager|boss|supervisor|lead|director|vp|chef|foreman|controller|planner|ae|aes|executive|partner|attorney|paralegal|engineer|developer|agency|doctor|physician|owner|principal|coordinator|administrator|he|she|they|someone|colleague|coworker|co-worker|senior|super|superintendent|pm|architect|analyst|team lead)\b/i;

/** A clause about what someone else did: 'The super builds the master schedule in P6'. */
export const OTHERS_CLAUSE = new RegExp(
  String.raw`^(?:the|my|our|a|an)\s+(?:[\w-]+\s+){0,2}?${OTHER_PERSON.source.slice(2, -2)}\b`,
  'i',
);

export const NO_LEAD = /^(?:no|nope|not really|never|none|i have not|i haven'?t|i don'?t|i do not)\b/i;
