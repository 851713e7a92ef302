/**
 * Reading a user's answer as facts, sentence by sentence and clause by clause: a result with a number,
 * scope, a tool used (and for how long), a tool not used, a credential, a duty, a summary statement, or
 * nothing to add. Each fact keeps its clause parsed (who did it, the verb, the rest) so the writer can make
 * a grammatical bullet of it, and the employer it names, so it lands under the right role.
 */

import { findSkillMentions } from '../taxonomy/find-skills';
import { capitalize, sentences, squash } from '../text/normalize-text';
import { remembering } from '../text/remembering';
import { deniesBySelf, NO_THING, NOT_REALLY_NEGATIVE } from './answer-denial';
import { type Clause, NUMBER, parseClause } from './parse-clause';
import { MOVED_VERB } from './rates';
import { splitClauses } from './split-clauses';
import { isPastForm } from './verb-forms';

export type FactKind =
  | 'result'
  | 'scope'
  | 'tool_used'
  | 'tool_not_used'
  | 'credential'
  | 'duty'
  | 'statement'
  | 'nothing';

export interface AnswerFact {
  kind: FactKind;
  /** The clause as the user wrote it (lead-ins kept), for the unused list. */
  text: string;
  clause: Clause;
  /** An employer the clause names ('At Contoso', 'as an analyst at Contoso'), as written. */
  place: string | null;
  /** Taxonomy skills the clause mentions, by name. */
  skills: string[];
  /** Which sentence of the answer it is (0-based): clauses of one sentence tell one story. */
  sentence?: number;
}

/** Clauses that carry nothing: a bare yes or no, 'not measured', 'nothing measurable'. */
const NOTHING =
  /^(?:hmm+|um+|uh+|lol|tbh|haha|yes|yeah|yep|yup|sure|no|nope|n\/?a|none|nothing|not really|not sure|unsure|no idea|unknown|skip|pass|not applicable|i don'?t know|don'?t know|can'?t say|hard to say|not measured|not tracked|no metrics?|no data|no numbers?|not that i know|i'?m not sure)\b[\s.!?,]*$/i;
/** A clause that says there is nothing to measure, whatever follows ('nothing measurable, it is just ...'). */
/** A clause that only hedges what came before ('maybe a bit more', 'give or take', 'roughly'). */
const HEDGE_ONLY =
  /^(?:maybe|probably|perhaps|possibly|or so|give or take|roughly|approximately|more or less|at least|at most|if that|i think|i guess|i believe|not sure|hard to say|ish)(?:\s+(?:a (?:bit|little|few)|some|a lot)?\s*(?:more|less|higher|lower|over|under)?)?[\s.!?,]*$/i;
const NOTHING_LEAD =
  /^(?:nothing (?:measurable|to add|specific|quantifiable)|not (?:really )?(?:measured|measurable|tracked|quantified)|no (?:metrics|numbers|data|measurable)|we (?:didn'?t|did not|never) (?:track|measure)|i (?:didn'?t|did not|never) (?:track|measure)|i don'?t have (?:numbers|data|metrics)|there (?:is|was) no (?:data|metric))\b/i;
/** Not knowing a figure is no denial: 'don't remember the exact date', 'couldn't tell you a number'. */
const UNSURE =
  /^(?:(?:i|we)\s+)?(?:honestly\s+)?(?:don['’]?t|do not|can['’]?t|cannot|couldn['’]?t|could not)\s+(?:really\s+)?(?:remember|recall|say|tell you|give you|put a number)\b|^(?:not sure|no idea)\s+(?:of|on|about|how|what|when|exactly)\b/i;

const YES_LEAD =
  /^(?:yes|yeah|yep|yup|sure|absolutely|definitely|certainly|of course|correct|indeed)\b[,.!:;]?\s*/i;
const FILLER_LEAD =
  /^(?:well|so|actually|honestly|to be honest|basically|also|and|in fact|i think|i guess|i believe|i'd say|i would say|i'd guess|i would guess|i suppose|i reckon|oh gosh|gosh|(?:the )?closest(?: thing)?(?: i have| i've got| i['’]ve come| i have come| i came| i['’]ve done| i have done)?(?: is| was| would be| might be)?(?: that)?:?|the (?:biggest|main|best|key|real|one) (?:thing|result|win|change|outcome)(?: that came (?:out )?of it)? (?:was|is)(?: that)?|what i do have is|what i do hold is|what i have is|what i hold is|hmm+|oh|um+|uh+|ok|okay|like|you know|if i remember(?: right| correctly)?|off the top of my head|as far as i know|roughly speaking|kind of|sort of|pretty much|more or less|not exactly|now|today|these days|currently|right now|for scale|for context|for reference|to be (?:upfront|fair|clear)|under that|as a result|because of (?:that|this|it)|with that|on top of that|since then|after that|on results)\b(?:\s*[-–—]\s*|,?\s+)/i;
/** 'As a data analyst at Contoso,' / 'At Contoso (2019-2021),' / 'While at Contoso' / 'In my role at Contoso'. */
const PLACE_LEAD =
  /^(?:(?:as|when i was|while i was|while working as)\s+(?:an?\s+|the\s+)?[^,]{2,60}?\s+(?:at|with|for)\s+|(?:at|while at|when at|during my time at|in my (?:role|job|time) at|with|for)\s+)([A-Z0-9][^,]{1,60}?)(?:\s*\([^)]*\))?\s*(?:,\s*|\s+(?=[Ii]\b|[Ww]e\b|[Mm]y\b|[Oo]ur\b))/;

/** A duration is no result: 'for 3 years', 'since 2019', '2 years'. */
const DURATION =
  /\b(?:for|over|about|around|nearly|almost)?\s*\d+\+?\s*(?:years?|yrs?|months?)\b|\bsince\s+(?:19|20)\d{2}\b/gi;
const SCOPE_WORDS =
  /\b(?:team|people|staff|engineers|developers|reports|direct reports|budget|clients|accounts|users|patients|students|caseload|beds|stores|sites|locations|employees|members|volunteers|vendors|nurses|teachers|agents|reps|analysts|countries|regions|portfolio|territory|classes|courses|sections)\b/i;
const CHANGE_WORDS =
  /\b(?:cut|cuts|reduc\w*|increas\w*|decreas\w*|grew|grow\w*|rais\w*|rose|sav\w*|improv\w*|boost\w*|lower\w*|drop\w*|fell|halv\w*|doubl\w*|tripl\w*|generat\w*|earn\w*|won|exceed\w*|beat|shorten\w*|faster|slower|fewer|less|more|from\s+\S+\s+to|by\s+\d|%|percent)\b/i;
const CREDENTIAL_WORDS =
  /\b(?:licen[cs]e[ds]?|certified|certification|certificate|registered|credential|board[- ]certified)\b/i;

function classify(clause: string, parsed: Clause): FactKind {
  if (NOTHING.test(clause) || NOTHING_LEAD.test(clause) || HEDGE_ONLY.test(clause)) return 'nothing';
  if (UNSURE.test(clause) && !NUMBER.test(clause.replace(/\b(?:19|20)\d{2}\b/g, ''))) return 'nothing';
  // A 'not' in brackets qualifies, it does not deny: '9 years in medical device docs (not SaaS or API)'.
  const unbracketed = clause.replace(/\s*\([^)]*\)/g, ' ');
  if ((deniesBySelf(unbracketed) || NO_THING.test(unbracketed)) && !NOT_REALLY_NEGATIVE.test(clause))
    return 'tool_not_used';
  const withoutDurations = clause.replace(DURATION, ' ');
  if (CREDENTIAL_WORDS.test(clause) && !CHANGE_WORDS.test(withoutDurations)) return 'credential';
  if (NUMBER.test(withoutDurations)) {
    if (SCOPE_WORDS.test(clause) && !CHANGE_WORDS.test(withoutDurations)) return 'scope';
    return 'result';
  }
  if (findSkillMentions(clause).some((mention) => mention.skill.kind !== 'soft')) return 'tool_used';
  if (parsed.verb) return 'duty';
  return 'statement';
}

/**
 * A clause said with what was done after what it was done to, as a line says it verb first:
 * 'About 60 volunteers recruited during my VISTA year' -> 'Recruited about 60 volunteers during my VISTA
 * year'; 'Largest one I led on my own was a $120,000 two-year renewal ...' -> 'Led a $120,000 two-year
 * renewal ...'. Null when it is not said so.
 */
function verbFirst(clause: string): string | null {
  const text = clause.trim();
  const counted =
    /^((?:(?:about|around|roughly|over|nearly|almost|more than|some)\s+)?[$€£]?\d[\d,.]*\+?\s+(?:[a-z-]+\s+){0,2}?[a-z-]+s)\s+([a-z]+ed)\b(.*)$/i.exec(
      text,
    );
  if (
    counted &&
    isPastForm((counted[2] ?? '').toLowerCase()) &&
    !/^(?:used|based|needed|involved|related)$/i.test(counted[2] ?? '')
  )
    return `${capitalize((counted[2] ?? '').toLowerCase())} ${(counted[1] ?? '').replace(/^[A-Z]/, (letter) => letter.toLowerCase())}${counted[3] ?? ''}`;
  const largest =
    /^(?:the\s+)?(?:largest|biggest)\s+(?:one|grant|project|job|account|deal|case|contract|event|renewal)?\s*(?:that\s+)?i\s+([a-z]+)(?:\s+(?:on my own|myself|personally|alone))?\s+was\s+(an?\s+.+)$/i.exec(
      text,
    );
  if (largest && isPastForm((largest[1] ?? '').toLowerCase()))
    return `${capitalize((largest[1] ?? '').toLowerCase())} ${largest[2]}`;
  return null;
}

/** Lead-ins stripped: 'Yes.', 'Well,', 'As an analyst at Contoso,' (the place is kept aside). */
function stripLeadIns(clause: string): { text: string; place: string | null } {
  let text = clause.trim();
  let place: string | null = null;
  for (let pass = 0; pass < 4; pass += 1) {
    const before = text;
    text = text.replace(YES_LEAD, '').replace(FILLER_LEAD, '');
    // The lead-in's first word may be capitalised ('At Contoso I ...'); the employer's name keeps its case.
    const at = PLACE_LEAD.exec(`${text.charAt(0).toLowerCase()}${text.slice(1)}`);
    if (at) {
      // The name is its capitalised words ('at Front Range since 2022 I've run ...', 'At Northstar it
      // was more like 9-10 a day, ...'): the words after it are the sentence's.
      const words = (at[1] ?? '').trim().split(/\s+/);
      let size = 0;
      while (size < words.length && /^(?:[\p{Lu}\d&]|(?:of|and|the|for|de|la)$)/u.test(words[size] ?? ''))
        size += 1;
      while (size > 1 && /^(?:of|and|the|for|de|la|&)$/.test(words[size - 1] ?? '')) size -= 1;
      const tail = words.slice(Math.max(size, 1)).join(' ');
      place ??= words.slice(0, Math.max(size, 1)).join(' ');
      const separator = /,\s*$/.test(at[0]) ? ', ' : ' ';
      text = tail ? `${tail}${separator}${text.slice(at[0].length)}` : text.slice(at[0].length);
    }
    if (text === before) break;
  }
  return { text: text.trim(), place };
}

/**
 * The facts of an answer, in the order written. A bare 'Yes' is one 'nothing' fact (the caller may still
 * read it as a yes to the question asked).
 */
/** 'Same with Kubernetes' after a denial denies Kubernetes too. */
const SAME_AS_BEFORE = /^(?:same (?:with|for|goes for)|nor|neither|also not|not (?:with|for)|or)\b/i;

const readFactsOnce = remembering(readAnswerFacts, 5_000);

/** Facts are read once per answer text and handed out as copies (callers may mark them). */
/** 'I'm probably proudest that ...', 'What I'm most proud of is ...': the pride frames the fact. */
const PROUD_LEAD =
  /^(?:i['’]?m|i am)\s+(?:probably\s+|most\s+|really\s+|especially\s+|pretty\s+)*proud(?:est)?\s+(?:of\s+(?:the fact\s+)?)?that\s+|^(?:what|the thing|the one thing)\s+i['’]?m\s+(?:most\s+)?proud(?:est)?\s+of\s+is\s+(?:that\s+)?/i;

/** 'after I set up a weekly aged-AR routine our AR over 90 days dropped from $48K to $29K': no comma. */
const LEADING_CAUSE = new RegExp(
  String.raw`^(?:after|once|when)\s+(?:i|we)\s+(.{8,}?)\s+((?:our|the|my|their)\s+[^,]{3,60}?\s+(?:${MOVED_VERB})\s+.*?\d.*?)([.!?]?)$`,
  'i',
);

/**
 * 'Off-cycle checks dropped from about 6 a cycle to 1-2 after I got a timecard deadline adopted': what the
 * user did, then what came of it ('I got a timecard deadline adopted, and off-cycle checks dropped ...').
 */
function actionFirst(sentence: string): string {
  // '..., and my no-show rate dropped from 28% to 15% after I started text reminders': the last clause.
  const joint = /^(.*?,\s+and\s+)(?!(?:i|we)\b)(.*)$/i.exec(sentence.trim());
  if (joint && joint[2] !== undefined) {
    const told = actionFirst(joint[2]);
    if (told !== joint[2]) return `${(joint[1] ?? '').replace(/,\s+and\s+$/i, '.')} ${told}`;
  }
  const leading = LEADING_CAUSE.exec(sentence.trim());
  if (leading) return `I ${leading[1]}, and ${leading[2]}${leading[3] || '.'}`;
  const match = /^(?!(?:i|we)\b)(.*?\d.*?)\s+(?:after|once)\s+(?:i|we)\s+(.{8,}?)([.!?]?)$/i.exec(
    sentence.trim(),
  );
  if (!match || !/\b(?:from|to|by)\s+(?:about\s+|around\s+|~)?[$€£]?\d/i.test(match[1] ?? ''))
    return sentence;
  const result = (match[1] ?? '').replace(/^\p{Lu}(?=\p{Ll})/u, (letter) => letter.toLowerCase());
  return `I ${match[2]}, and ${result}${match[3] || '.'}`;
}

/** 'No. Used Survey123 on one project': a bare reply is a sentence of its own, not 'No.' for 'number'. */
function bareReplyApart(answer: string): string {
  return answer.replace(/(^|[.!?]\s+)(no|nope|yes|yeah|yep)\.\s+(?=\p{Lu}\p{Ll})/giu, '$1$2! ');
}

/** The answer with each sentence's frame taken off and its action first, as a resume line tells it. */
export function actionsFirst(answer: string): string {
  return sentences(bareReplyApart(squash(answer)))
    .map((said) => actionFirst(said.replace(PROUD_LEAD, '')))
    .join(' ');
}

export function readAnswer(answer: string): AnswerFact[] {
  return readFactsOnce(answer).map((fact) => ({
    ...fact,
    clause: { ...fact.clause },
    skills: [...fact.skills],
  }));
}

function readAnswerFacts(answer: string): AnswerFact[] {
  const facts: AnswerFact[] = [];
  let previousDenied = false;
  let sentenceIndex = 0;
  // Idempotent: an answer already told action first (apply-answers does) reads the same.
  for (const sentence of sentences(actionsFirst(answer))) {
    let sentencePlace: string | null = null;
    const followsDenial = previousDenied && SAME_AS_BEFORE.test(sentence) && !NOTHING.test(sentence);
    const first = facts.length;
    for (const [index, raw] of splitClauses(sentence).entries()) {
      if (followsDenial && index === 0) {
        const text = raw.split(/,\s+/)[0] ?? raw;
        facts.push({
          kind: 'tool_not_used',
          text,
          clause: parseClause(text),
          place: null,
          skills: findSkillMentions(text).map((mention) => mention.skill.name),
        });
        const rest = raw.slice(text.length).replace(/^,\s*/, '');
        if (!rest) continue;
        const clause = parseClause(rest);
        facts.push({
          kind: classify(rest, clause),
          text: rest,
          clause,
          place: null,
          skills: findSkillMentions(rest).map((mention) => mention.skill.name),
        });
        continue;
      }
      const stripped = stripLeadIns(raw);
      const place = stripped.place;
      // A count before its verb, or the largest of a kind, said verb first (see verbFirst).
      const reordered = stripped.text === raw.trim() ? verbFirst(raw) : null;
      const text = reordered ?? stripped.text;
      // What the fact says as written, or reordered.
      const said = reordered ?? raw;
      sentencePlace = place ?? sentencePlace;
      if (text.length === 0) {
        facts.push({ kind: 'nothing', text: said, clause: parseClause(''), place: null, skills: [] });
        continue;
      }
      const clause = parseClause(text);
      // 'Nothing measurable, it is just our charting system': what follows 'nothing measurable' in the
      // sentence is said of it, unless it gives a figure.
      const saidOfNothing =
        facts.slice(first).some((fact) => fact.kind === 'nothing' && NOTHING_LEAD.test(fact.text.trim())) &&
        !NUMBER.test(text);
      facts.push({
        kind: saidOfNothing ? 'nothing' : classify(text, clause),
        text: said,
        clause,
        place: place ?? sentencePlace,
        skills: findSkillMentions(text).map((mention) => mention.skill.name),
      });
    }
    nameTheFramed(facts.slice(first));
    previousDenied = facts.slice(first).some((fact) => fact.kind === 'tool_not_used');
    for (const fact of facts.slice(first)) fact.sentence = sentenceIndex;
    sentenceIndex += 1;
  }
  return facts;
}

/** 'What I can count is the Lights On gala', 'The result I can point to is ...': a frame that names a thing. */
const FRAME =
  /^(?:what i can (?:count|point to|measure|show) is|the (?:result|number|thing|win) i can (?:point to|count|show) is|the (?:one|main|best|real) (?:result|number|win) (?:is|was))\s+(.+?)[,.;\s]*$/i;

/**
 * '... is the Lights On gala, it grew from about $48k to $71k': what the frame names is what 'it' is; the
 * frame itself says nothing more.
 */
function nameTheFramed(facts: AnswerFact[]): void {
  facts.forEach((fact, index) => {
    const named = FRAME.exec(fact.text.trim())?.[1];
    const next = facts[index + 1];
    if (
      !named ||
      !next ||
      next.clause.subject !== 'pronoun' ||
      !/^(?:it|which|that)$/i.test(next.clause.subjectText)
    )
      return;
    const text = next.text.trim().replace(/^(?:it|which|that)\b/i, named.replace(/^the\s+/i, 'the '));
    const clause = parseClause(text);
    if (clause.subject !== 'other') return;
    fact.kind = 'nothing';
    next.text = text;
    next.clause = clause;
  });
}

/** Whether the answer opens with a yes ('Yes, at Contoso', 'Daily', 'I use it every day'). */
export function opensWithYes(answer: string): boolean {
  const text = squash(answer);
  if (/^(?:i|we)\s+(?:do|did|have|had|am|was)(?:n'?t|\s+not|\s+never)\b/i.test(text)) return false;
  return /^(?:yes|yeah|yep|yup|sure|absolutely|definitely|certainly|of course|correct|i do|i did|i have|i've|daily|every day|regularly|extensively)\b/i.test(
    text,
  );
}

/** Words of a subject that name it on their own: 'PHR' of 'PHR certification', 'Salesforce' of 'Salesforce CRM'. */
const SUBJECT_NOISE = new Set(
  'certification certificate certified license licence licensed licensure current state active valid registered board experience with and the of in a an'.split(
    ' ',
  ),
);

/** Does the clause speak of the subject by name (any of its names) or as 'it'/'them'? */
export function speaksOfSubject(fact: AnswerFact, subject: string): boolean {
  const lower = fact.text.toLowerCase();
  if (lower.includes(subject.toLowerCase())) return true;
  const key = subject
    .split(/\s+/)
    .filter((word) => !SUBJECT_NOISE.has(word.toLowerCase()) && word.length > 1);
  if (
    key.length > 0 &&
    key.every((word) =>
      new RegExp(`(?<![\\w-])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`, 'i').test(fact.text),
    )
  )
    return true;
  if (fact.skills.includes(subject)) return true;
  return /\b(?:it|them|this tool|that tool)\b/i.test(fact.text);
}

/** Does an answer deny the subject anywhere ('I have not used Salesforce', 'No, never')? */
export function deniesSubject(answer: string, subject: string | null): boolean {
  const trimmed = squash(answer);
  if (/^(?:no|nope|never|not really|not yet|unfortunately not)\b/i.test(trimmed)) return true;
  return readAnswer(trimmed).some(
    (fact) =>
      fact.kind === 'tool_not_used' &&
      (subject === null || speaksOfSubject(fact, subject) || fact.skills.length === 0),
  );
}
