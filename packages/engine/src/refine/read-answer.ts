/**
 * Reading a user's answer as facts, sentence by sentence and clause by clause: a result with a number,
 * scope, a tool used (and for how long), a tool not used, a credential, a duty, a summary statement, or
 * nothing to add. Each fact keeps its clause parsed (who did it, the verb, the rest) so the writer can make
 * a grammatical bullet of it, and the employer it names, so it lands under the right role.
 */

import { findSkillMentions } from '../taxonomy/find-skills';
import { sentences, squash } from '../text/normalize-text';
import { remembering } from '../text/remembering';
import { baseOfGerund, baseOfVerb, baseOfVerbInPlace, isPastForm, pastOfVerb } from './verb-forms';

export type FactKind =
  | 'result'
  | 'scope'
  | 'tool_used'
  | 'tool_not_used'
  | 'credential'
  | 'duty'
  | 'statement'
  | 'nothing';

export type Subject = 'self' | 'pronoun' | 'other' | 'none';

export interface Clause {
  subject: Subject;
  /** The subject as written ('40 analysts', 'the error rate'); '' for self and none. */
  subjectText: string;
  /** The verb as written, or '' when the clause has none (a noun phrase: 'a team of 6'). */
  verb: string;
  /** Its base form ('cut', 'reduce', 'be'). */
  base: string;
  /** What follows the verb (or the whole noun phrase when there is no verb). */
  rest: string;
  /**
   * What the user did that led to it, from a clause before the main one ('Once I started using the
   * camera, acceptance went ...'): its verb's base and the words after it.
   */
  lead?: { base: string; rest: string };
}

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
  /^(?:yes|yeah|yep|yup|sure|no|nope|n\/?a|none|nothing|not really|not sure|unsure|no idea|unknown|skip|pass|not applicable|i don'?t know|don'?t know|can'?t say|hard to say|not measured|not tracked|no metrics?|no data|no numbers?|not that i know|i'?m not sure)\b[\s.!?,]*$/i;
/** A clause that says there is nothing to measure, whatever follows ('nothing measurable, it is just ...'). */
/** A clause that only hedges what came before ('maybe a bit more', 'give or take', 'roughly'). */
const HEDGE_ONLY =
  /^(?:maybe|probably|perhaps|possibly|or so|give or take|roughly|approximately|more or less|at least|at most|if that|i think|i guess|i believe|not sure|hard to say|ish)(?:\s+(?:a (?:bit|little|few)|some|a lot)?\s*(?:more|less|higher|lower|over|under)?)?[\s.!?,]*$/i;
const NOTHING_LEAD =
  /^(?:nothing (?:measurable|to add|specific|quantifiable)|not (?:really )?(?:measured|measurable|tracked|quantified)|no (?:metrics|numbers|data|measurable)|we (?:didn'?t|did not|never) (?:track|measure)|i (?:didn'?t|did not|never) (?:track|measure)|i don'?t have (?:numbers|data|metrics)|there (?:is|was) no (?:data|metric))\b/i;
/** Denial of having done or used something. 'without' is left out: 'cut costs without new hires' affirms. */
const NEGATION =
  /\b(?:not|never|haven['’]?t|hasn['’]?t|didn['’]?t|don['’]?t|doesn['’]?t|wasn['’]?t|weren['’]?t|couldn['’]?t|wouldn['’]?t|can['’]?t|won['’]?t|no (?:experience|exposure|knowledge|background|hands-on)|zero experience|lack)\b/i;
/** 'No Python.', 'No Kafka experience': a clause that opens with 'no' and names a thing denies it. */
const NO_THING =
  /^no\s+(?!(?:but|problem|doubt|issues?|worries|way|matter|one|longer|less|more|later)\b)[\p{L}\d]/iu;
const NOT_REALLY_NEGATIVE = /\b(?:not only|no later than|no less than|not just|never missed|not a single)\b/i;

const YES_LEAD =
  /^(?:yes|yeah|yep|yup|sure|absolutely|definitely|certainly|of course|correct|indeed)\b[,.!:;]?\s*/i;
const FILLER_LEAD =
  /^(?:well|so|actually|honestly|to be honest|basically|also|and|in fact|i think|i guess|i believe|i'd say|i would say|i'd guess|i would guess|i suppose|i reckon|oh gosh|gosh|(?:the )?closest(?: thing)?(?: i have| i've got| i['’]ve come| i have come| i came| i['’]ve done| i have done)?(?: is| was| would be| might be)?(?: that)?:?|what i do have is|what i do hold is|what i have is|what i hold is|hmm+|oh|um+|uh+|ok|okay|like|you know|if i remember(?: right| correctly)?|off the top of my head|as far as i know|roughly speaking|kind of|sort of|pretty much|more or less|not exactly|now|today|these days|currently|right now|for scale|for context|for reference|to be (?:upfront|fair|clear))\b(?:\s*[-–—]\s*|,?\s+)/i;
/** 'As a data analyst at Contoso,' / 'At Contoso (2019-2021),' / 'While at Contoso' / 'In my role at Contoso'. */
const PLACE_LEAD =
  /^(?:(?:as|when i was|while i was|while working as)\s+(?:an?\s+|the\s+)?[^,]{2,60}?\s+(?:at|with|for)\s+|(?:at|while at|when at|during my time at|in my (?:role|job|time) at|with|for)\s+)([A-Z0-9][^,]{1,60}?)(?:\s*\([^)]*\))?\s*(?:,\s*|\s+(?=[Ii]\b|[Ww]e\b|[Mm]y\b|[Oo]ur\b))/;

/** 'have' before its object ('I have my PA permit', 'I have about 2,400 hours') is the verb, no auxiliary. */
const HAVE_AUXILIARY = String.raw`(?:have|had|has)\s+(?!(?:a|an|the|my|our|his|her|their|no|some|any|many|several|about|around|over|nearly|roughly|almost|approximately|more|less|fewer|two|three|four|five|six|seven|eight|nine|ten|full|good|strong|great|solid|extensive|deep|broad|experience|knowledge|skills|own|all|both|every|each|lots|plenty|\d|[$€£])\b|\d|[$€£])`;
const SELF_SUBJECT = new RegExp(
  String.raw`^(?:i|we|i['’]ve|we['’]ve|i['’]d|we['’]d|my team and i|the team and i|i and my team|i personally|i myself|me and my team)\s+(?:also\s+|then\s+|personally\s+|${HAVE_AUXILIARY}|was able to\s+|were able to\s+|just\s+|finally\s+|eventually\s+|even\s+)*(?=[a-z])`,
  'i',
);
const PRONOUN_SUBJECT =
  /^(?:it|this|that|these|those|which|they|the (?:change|changes|tool|tools|system|project|process|program|work|fix|initiative|dashboard|dashboards|report|reports|automation|model|campaign|new process|result|redesign|rollout|migration))\s+(?=[a-z])/i;
/** Modal and auxiliary words that sit between a subject and its verb. */
const AUXILIARY = new RegExp(
  String.raw`^(?:(?:also|then|now|still|even|really|just|already|usually|mostly|often|typically|regularly|basically|personally|actually|currently|was able to|were able to)\s+|${HAVE_AUXILIARY})`,
  'i',
);

/** Where a sentence holds two clauses: '; ', ', but ', ' but ', ', however', ', and' before a new subject. */
function splitClauses(sentence: string): string[] {
  const parts = sentence
    .split(
      /;\s+|:\s+(?=[^.:;]{0,40}?\b(?:i|we)(?:['’]m|['’]ve)?\s)|(?<![\d]|\b(?:in|on|during|for|since)\s+(?:19|20)\d{2}):\s+(?=(?:about\s+)?[#$€£]?\d[\d,.]*[kmb%]?\s+[a-z])|,?\s+but\s+|,\s+however,?\s+|,\s+although\s+|,\s+though\s+|,\s+so\s+|\s+so\s+(?=(?:that|they|we|i|he|she|it)\s)|\s+and\s+(?=(?:i|we)(?:['’]ve|['’]d|['’]m)?\s)|\s+and\s+(?=(?:plan|hope|intend|expect|want|am planning|am going)\s+to\b)|,?\s+and\s+(?=(?:(?:the|our|my)\s+)?(?:[\w-]+\s+|\([^)]*\)\s+){0,8}(?:went|rose|fell|dropped|grew|increased|decreased|improved|doubled|tripled|climbed|declined)\s+(?:from|by|to|up|down)\b)|,?\s+and\s+(?=(?:since|in|on|for|during|over|after)\s+[^,]{2,30}?\s+(?:i|we)(?:['’]ve|['’]m)?\s)|(?<!\b(?:vs|approx|etc|e\.g|i\.e|incl|no|est|ph\.d|[a-z]\.[a-z]|[a-z]\.[a-z]\.[a-z]))\.\s+(?=[a-z])/i,
    )
    // 'I haven't used Epic, only athenahealth': what follows 'only' after a negative is affirmed.
    .flatMap((part) => (NEGATION.test(part) ? part.split(/,\s+(?=(?:only|just|instead|except)\b)/i) : [part]))
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  // ', we didn't track it', ', my manager noticed': a comma before a new subject and its verb starts a
  // clause of its own, so an aside does not change what the clause before it says.
  const asides = parts.flatMap((part) =>
    part
      .split(
        /,\s+(?=(?:i|we|it|they|he|she|my \w+|our \w+|the \w+)\s+(?:\w+n't|did|do|does|was|were|had|have|has|is|are|never|always|just|also|\w+ed)\b)/i,
      )
      .flatMap(splitAtNewSubject),
  );
  // 'I was on-site 3 days a week and made 22 hires': after a clause of being, 'and' with a verb in the
  // past starts what the person did.
  const doneAfterBeing = asides.flatMap((part) => {
    if (!/^(?:i|we)\s+(?:was|were|am|['’]m)\b/i.test(part.trim())) return [part];
    const split = /\s+and\s+([a-z]+)\b/i.exec(part);
    if (!split || !isPastForm(split[1] ?? '')) return [part];
    return [
      part.slice(0, split.index),
      `I ${part.slice(split.index + split[0].length - (split[1] ?? '').length)}`,
    ];
  });
  // ', and marketing used it ...' starts a clause of its own when a verb follows within a few words.
  return doneAfterBeing.flatMap((part) => {
    const pieces = part.split(/,\s+and\s+/i);
    const out: string[] = [pieces[0] ?? ''];
    for (const piece of pieces.slice(1)) {
      const words = piece.split(/\s+/);
      const clause =
        words
          .slice(1, 5)
          .some(
            (word, index) =>
              baseOfVerb(word) !== '' ||
              (/ed$/i.test(word) &&
                /^(?:a|an|the|\d|\$|by|from|to|about|over)/i.test(words[index + 2] ?? '')),
          ) || /^(?:i|we|it|this|that)\b/i.test(piece);
      if (clause) out.push(piece);
      else out[out.length - 1] = `${out[out.length - 1]}, and ${piece}`;
    }
    return out.filter((piece) => piece.length > 0);
  });
}

/**
 * ', I built our dbt project', ', finance stopped emailing spreadsheets': a comma, then a person or a
 * one-word subject and a verb in the past, starts a clause of its own.
 */
function splitAtNewSubject(part: string): string[] {
  // 'After I redesigned the guides in 2022, support calls dropped 15%': what was done, then what came of
  // it, is one clause (read with its lead).
  if (/^(?:after|once|when|since|because|as soon as|if|although|while|before|until)\s/i.test(part.trim()))
    return [part];
  const pieces = part.split(/,\s+/);
  // 'As PM of record on 3 projects, I kept them within 5%': a phrase before the subject leads its clause.
  if (
    /^(?:as|for|in|on|at|with|during|over|across|within|by|from|since|after|before|through)\s/i.test(
      pieces[0] ?? '',
    )
  )
    return [part];
  const out: string[] = [pieces[0] ?? ''];
  for (const piece of pieces.slice(1)) {
    const words = piece.split(/\s+/);
    const [first = '', second = ''] = words;
    const person = /^(?:i|we|they|he|she)(?:['’](?:ve|d))?$/i.test(first);
    const subject = person || /^[a-z][a-z-]+$/.test(first);
    const verbAt = /^(?:also|then|just|later|eventually|finally|still|now)$/i.test(second) ? 2 : 1;
    const verb = (words[verbAt] ?? '').toLowerCase();
    // After 'I' any verb starts a clause (', I run the safety committee'); after a noun, only a past one.
    const starts = person
      ? baseOfVerbInPlace(verb) !== '' && !/^(?:a|an|the|not|never|very|really)$/.test(verb)
      : isPastForm(verb);
    if (subject && words.length > verbAt + 1 && !isPastForm(first) && starts) out.push(piece);
    else out[out.length - 1] = `${out[out.length - 1]}, ${piece}`;
  }
  return out;
}

/** The clause's subject, verb and rest. */
/** 'It used to take 6 hours and now takes 20 minutes' says the time was cut from 6 hours to 20 minutes. */
const USED_TO_TAKE =
  /^(?:it|this|that|the \w+)\s+(?:used to|would)\s+take\s+(?:me\s+|us\s+|the team\s+)?(.+?)\s+(?:and\s+)?(?:now|today)\s+(?:it\s+)?(?:only\s+)?takes?\s+(?:about\s+)?(.+)$/i;

/** 'Once I started pulling up the camera, acceptance went from 45% to 70%': what was done, then what came of it. */
const LEAD_CLAUSE = /^(?:once|when|after|since)\s+(?:i|we)\s+([a-z]+)\s+([^,]{3,90}),\s*(.+)$/i;
/** A record that shows a result ('our hygiene report showed'): the result is the clause. */
const EVIDENCE_SUBJECT =
  /^(?:the|our|my|their)?\s*(?:[\w-]+\s+){0,2}(?:reports?|data|numbers|dashboards?|surveys?|audits?|stats|statistics|metrics|records|charts?|tracking|scorecards?|reviews?)$/i;

/** 'Downtime went from 11% to 4% after I rewrote the fault logic': the result, then what was done. */
const TRAILING_LEAD = /^(.*\d.*?)\s+(?:after|once|when|since)\s+(?:i|we)\s+([a-z]+)\s+(.{3,120})$/i;

export function parseClause(text: string): Clause {
  const body = squash(text).replace(/[.!?]+$/, '');
  const trailing = TRAILING_LEAD.exec(body);
  const led = LEAD_CLAUSE.exec(body) ?? (trailing ? [body, trailing[2], trailing[3], trailing[1]] : null);
  if (led) {
    const main = parseClause(led[3] ?? '');
    let base = baseOfVerbInPlace(led[1] ?? '');
    let rest = led[2] ?? '';
    // 'started pulling up the camera' is 'pulled up the camera'.
    const doing = /^(?:start|begin)$/.test(base) ? /^([a-z]+ing)\s+(.*)$/i.exec(rest) : null;
    if (doing && baseOfGerund(doing[1] ?? '')) {
      base = baseOfGerund(doing[1] ?? '');
      rest = doing[2] ?? '';
    }
    if (main.subject === 'other' && base && NUMBER.test(main.rest)) return { ...main, lead: { base, rest } };
  }
  return parseMainClause(text);
}

function parseMainClause(text: string): Clause {
  const clause = parseSubjectVerb(text);
  // 'our hygiene report showed acceptance going from about 45% to about 70%': acceptance went from ...
  if (
    clause.subject === 'other' &&
    /^(?:show|indicate)$/.test(clause.base) &&
    EVIDENCE_SUBJECT.test(clause.subjectText.trim())
  ) {
    const going = /^(.{2,60}?)\s+([a-z]+ing)\s+(.*)$/i.exec(clause.rest);
    const base = going ? baseOfGerund(going[2] ?? '') : '';
    if (going && base)
      return {
        subject: 'other',
        subjectText: going[1] ?? '',
        verb: pastOfVerb(base),
        base,
        rest: going[3] ?? '',
      };
  }
  return clause;
}

function parseSubjectVerb(text: string): Clause {
  let body = squash(text).replace(/[.!?]+$/, '');
  const took = USED_TO_TAKE.exec(body);
  if (took)
    return {
      subject: 'pronoun',
      subjectText: 'it',
      verb: 'cut',
      base: 'cut',
      rest: `the time from ${took[1]} to ${took[2]}`,
    };
  // 'I'm sending 80 messages a day' (doing it now); 'I'm a dispatcher with 9 years' (being).
  const being = /^(?:i['’]m|i am|we['’]re|we are)\s+/i.exec(body);
  if (being) {
    const after = body.slice(being[0].length);
    const first = after.match(/^[a-z-]+/i)?.[0] ?? '';
    const doing = /ing$/i.test(first) ? baseOfGerund(first) : '';
    if (doing)
      return {
        subject: 'self',
        subjectText: '',
        verb: doing,
        base: doing,
        rest: after.slice(first.length).trim(),
      };
    // 'I'm the resource person coordinating 6 techs': what the person does is the verb after the role.
    const roleDoing = /^(?:the|a|an)\s+(?:[a-z-]+\s+){1,3}?([a-z]+ing)\s+(.+)$/i.exec(after);
    const roleBase = roleDoing ? baseOfGerund(roleDoing[1] ?? '') : '';
    if (roleDoing && roleBase && baseOfVerb(roleBase))
      return { subject: 'self', subjectText: '', verb: roleBase, base: roleBase, rest: roleDoing[2] ?? '' };
    return {
      subject: 'self',
      subjectText: '',
      verb: being[0].trim().split(/\s+/).pop() ?? 'am',
      base: 'be',
      rest: after,
    };
  }
  const self = SELF_SUBJECT.exec(body);
  if (self) {
    body = body.slice(self[0].length);
    // 'I'd have to look it up', 'I wouldn't pin that on ...', 'I can't say': what would be, not what was.
    const modal =
      /^(?:would|could|should|might|can|will|may|must|shall)(?:n['’]?t)?\b|^(?:can['’]t|cannot|won['’]t)\b/i.exec(
        body,
      );
    if (
      modal ||
      /^(?:i|we)['’]d\s+have\b/i.test(self[0]) ||
      (/^(?:i|we)['’]d\s*$/i.test(self[0].trim()) &&
        !/^(?:\w+ed|been|done|gone|seen|taken|given|written|built|run|led|made|had)\b/i.test(body))
    )
      return {
        subject: 'self',
        subjectText: '',
        verb: 'would',
        base: 'would',
        rest: body.slice(modal?.[0].length ?? 0).trim(),
      };
    while (AUXILIARY.test(body)) body = body.replace(AUXILIARY, '');
    // 'I did get the Safety Champion award': the emphatic 'did' says the past of the verb after it.
    const emphatic = /^did\s+(?!not\b|n['’]t\b)([a-z]+)\b/i.exec(body);
    // Only before a verb: 'I did about $12.6M in loans' is 'did' itself.
    if (emphatic && baseOfVerb(emphatic[1] ?? '') === emphatic[1]?.toLowerCase()) {
      const base = emphatic[1]?.toLowerCase() ?? '';
      return {
        subject: 'self',
        subjectText: '',
        verb: pastOfVerb(base),
        base,
        rest: body.slice(emphatic[0].length).trim(),
      };
    }
    const verb = body.match(/^[a-z-]+/i)?.[0] ?? '';
    // Right after 'I' stands a verb, whatever it is ('I turn ledgers into ...').
    // An adverb is no verb ('I have roughly 2,400 hours': the verb is 'have').
    const base =
      /^(?:a|an|the|very|really|not|never|also)$/i.test(verb) || (/ly$/i.test(verb) && !baseOfVerb(verb))
        ? ''
        : baseOfVerbInPlace(verb);
    if (base) return { subject: 'self', subjectText: '', verb, base, rest: body.slice(verb.length).trim() };
    return { subject: 'self', subjectText: '', verb: '', base: '', rest: body };
  }
  const pronoun = PRONOUN_SUBJECT.exec(body);
  if (pronoun) {
    let after = body.slice(pronoun[0].length);
    while (AUXILIARY.test(after)) after = after.replace(AUXILIARY, '');
    const verb = after.match(/^[a-z-]+/i)?.[0] ?? '';
    const base = /^(?:a|an|the|very|not|never)$/i.test(verb) ? '' : baseOfVerbInPlace(verb);
    if (base)
      return {
        subject: 'pronoun',
        subjectText: pronoun[0].trim(),
        verb,
        base,
        rest: after.slice(verb.length).trim(),
      };
  }
  // A time or place phrase before the subject ('Over 12 months, the error rate fell ...', 'On a typical
  // ICU shift I cover ...') goes to the end; one that only frames the answer ('On my shifts', 'On the 2023
  // one') goes.
  const when =
    /^((?:(?:over|within|in|during|after|before|by|across|since|on|for|with|as)\s+|(?:about\s+)?(?:\d+|one|two|three|four|five)\s+(?=[\w\s-]{0,30}?\s(?:a|per|each)\s+(?:day|week|month|year)\b))(?:[^,():]|\([^)]*\)){2,90}?)(?:[,:]\s*|\s+(?=(?:the|our|my|we|i|it|this|that)\b))/i.exec(
      body,
    );
  if (when) {
    // It goes after the clause's first phrase, before any figure that has its own time ('Closed 24
    // placements in 2023, about $612K in fees, up from 21 in 2022').
    const rest = body.slice(when[0].length);
    const framing =
      /\b(?:my|our|me|us|one|ones|scale|context|reference|example|instance|side|front|end)\b/i.test(
        when[1] ?? '',
      );
    const phrase = framing ? '' : (when[1]?.replace(/^./, (c) => c.toLowerCase()) ?? '');
    // The first comma outside brackets: '(consumer loans, HELOCs ...)' keeps its list whole.
    const comma = ((at) => (at >= 0 ? at : rest.search(/\s(?:when|while|where|because|whenever)\s/i)))(
      rest.search(/,(?![^(]*\))/),
    );
    const moved = parseClause(
      comma > 0 ? `${rest.slice(0, comma)} ${phrase}${rest.slice(comma)}` : `${rest} ${phrase}`,
    );
    // 'In 2023: 41 placements, 29 direct hire ...': a count with its time, verb or not.
    if (moved.verb || /^(?:about\s+)?[#$€£]?\d/.test(rest.trim())) return moved;
  }
  // Another subject ('40 analysts use it', 'the error rate dropped'): the first verb after a few words.
  // A joining word that opens the clause is none of its subject ('But 12 associates have moved up').
  const words = body.replace(/^(?:but|and|so|plus|also)\s+/i, '').split(' ');
  for (let index = 1; index < Math.min(words.length, 10); index += 1) {
    const word = words[index] ?? '';
    // An '-ed' word the tables lack is a verb when an object or a figure follows ('the cut-over caused 0
    // minutes'), not when a noun does ('the automated report').
    const next = words[index + 1] ?? '';
    const base =
      baseOfVerb(word) ||
      (/ed$/i.test(word) &&
      /^(?:a|an|the|\d|\$|by|from|to|about|over|up|down|our|my|its|their|more|less|fewer|no)\b/i.test(next)
        ? baseOfVerbInPlace(word)
        : '');
    // After a preposition, an article, a possessive, an ordinal or a figure a word is a noun ('with audit
    // experience', '3 engineers', 'their first code reviews').
    if (
      !base ||
      /^(?:in|on|to|for)$/i.test(word) ||
      /^(?:with|of|for|in|at|to|the|a|an|and|or|on|by|from|their|his|her|its|your|my|our|first|second|third|last|next|each|every|\d[\d,.%]*|several|many|few|two|three|four|five|six|seven|eight|nine|ten)$/i.test(
        words[index - 1] ?? '',
      )
    )
      continue;
    // A word in its plain form that a past verb soon follows is part of the subject, not its verb: in
    // 'Email open rates rose from 18% to 27%' the verb is 'rose'; 'open' stays the word the user wrote.
    if (word.toLowerCase() === base && pastVerbFollows(words, index)) continue;
    // The last word in its -s form is a plural, not a verb with nothing after it ('their first code
    // reviews').
    if (index === words.length - 1 && /s$/i.test(word) && word.toLowerCase() !== base) continue;
    // A word that 'who' or 'whose' follows is the person it speaks of ('Backend engineer who builds').
    if (/^(?:who|whose)$/i.test(next)) continue;
    // 'A $1.8M annual capex budget': after 'a' a plain form is a noun (a verb would say 'budgets').
    if (
      /^(?:a|an|one|each|every)$/i.test(words[0] ?? '') &&
      word.toLowerCase() === base &&
      !/ed$/i.test(word)
    )
      continue;
    // ', shared with one other analyst': a participle after a comma describes what came before it.
    if (/,$/.test(words[index - 1] ?? '') && /ed$/i.test(word)) continue;
    // A verb opening the clause ('Cut invoice time ...') is an imperative-like duty: self.
    return {
      subject: 'other',
      // 'have moved' is said 'moved': the perfect's auxiliary is no part of the subject.
      subjectText: words
        .slice(0, index)
        .join(' ')
        .replace(/\s+(?:have|has|had)$/i, '')
        .replace(/\s+(?:also|too|then|now)$/i, ''),
      verb: word,
      base,
      rest: words.slice(index + 1).join(' '),
    };
  }
  const first = words[0] ?? '';
  const base = baseOfVerb(first);
  // A verb opens the clause, unless it is a thing's name ('Help desk at Cobalt Ridge', 'Lead generation').
  const named = findSkillMentions(body).some((mention) => mention.start === 0 && mention.end > first.length);
  if (base && /^[A-Za-z]/.test(first) && !named)
    return { subject: 'self', subjectText: '', verb: first, base, rest: words.slice(1).join(' ') };
  return { subject: 'none', subjectText: '', verb: '', base: '', rest: body };
}

/** A past-tense verb (not a plain form that reads the same) within three words after `index`, with no 'and' or comma between. */
function pastVerbFollows(words: readonly string[], index: number): boolean {
  for (let next = index + 1; next <= index + 3 && next < words.length; next += 1) {
    const word = (words[next] ?? '').toLowerCase();
    if (/^(?:and|or|but)$/.test(word) || word.endsWith(',')) return false;
    const base = baseOfVerb(word);
    if (base && word !== base && pastOfVerb(base) === word) return true;
  }
  return false;
}

const NUMBER =
  /\d|\b(?:doubled|tripled|quadrupled|halved|half|twice|dozens?|hundreds?|thousands?|zero|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\b/i;
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
  // A 'not' in brackets qualifies, it does not deny: '9 years in medical device docs (not SaaS or API)'.
  const unbracketed = clause.replace(/\s*\([^)]*\)/g, ' ');
  if ((NEGATION.test(unbracketed) || NO_THING.test(unbracketed)) && !NOT_REALLY_NEGATIVE.test(clause))
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
      place ??= (at[1] ?? '').trim();
      text = text.slice(at[0].length);
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
  for (const sentence of sentences(squash(answer))) {
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
      const { text, place } = stripLeadIns(raw);
      sentencePlace = place ?? sentencePlace;
      if (text.length === 0) {
        facts.push({ kind: 'nothing', text: raw, clause: parseClause(''), place: null, skills: [] });
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
        text: raw,
        clause,
        place: place ?? sentencePlace,
        skills: findSkillMentions(text).map((mention) => mention.skill.name),
      });
    }
    previousDenied = facts.slice(first).some((fact) => fact.kind === 'tool_not_used');
    for (const fact of facts.slice(first)) fact.sentence = sentenceIndex;
    sentenceIndex += 1;
  }
  return facts;
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
