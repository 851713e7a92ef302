/**
 * One clause of an answer parsed: who did it (the person, 'it', something else, or no one), the verb as
 * written and its base through the verb tables, and the rest. What the person did that led to a result
 * ('Once I started ..., acceptance went ...') is kept with it, and a phrase of time or place before the
 * subject goes after the clause, so the writer can make a grammatical line of it.
 */
import { findSkillMentions } from '../taxonomy/find-skills';
import { verbForms } from '../taxonomy/wording';
import { squash } from '../text/normalize-text';
import { PERIOD_WORD } from './rates';
import { baseOfGerund, baseOfVerb, baseOfVerbInPlace, isPastForm, pastOfVerb } from './verb-forms';

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

/** 'have' before its object ('I have my PA permit', 'I have about 2,400 hours') is the verb, no auxiliary. */
const HAVE_AUXILIARY = String.raw`(?:have|had|has)\s+(?!(?:a|an|the|my|our|his|her|their|no|some|any|many|several|about|around|over|nearly|roughly|almost|approximately|more|less|fewer|two|three|four|five|six|seven|eight|nine|ten|full|good|strong|great|solid|extensive|deep|broad|experience|knowledge|skills|own|all|both|every|each|lots|plenty|something|nothing|anything|somewhere|like|maybe|probably|only|just|between|up|under|to|one|twice|zero|dozens|hundreds|thousands|a couple|more than|less than|\d|[$€£])\b|\d|[$€£])`;
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

/** 'I do handle walk-in emergencies', 'I did train the new hires': 'do' only stresses the verb after it. */
function unstressed(clause: Clause): Clause {
  if (clause.subject !== 'self' || clause.base !== 'do') return clause;
  const stressed = /^([a-z]+)\s+(.+)$/i.exec(clause.rest);
  const verb = stressed?.[1]?.toLowerCase() ?? '';
  if (!stressed || verbForms(verb) === undefined || baseOfVerb(verb) !== verb) return clause;
  const past = /^did$/i.test(clause.verb);
  return { ...clause, verb: past ? pastOfVerb(verb) : verb, base: verb, rest: stressed[2] ?? '' };
}

function parseMainClause(text: string): Clause {
  const clause = unstressed(parseSubjectVerb(text));
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

/** A time said before the subject ('Every month I reconcile ...'), which a line says after its work. */
const TIME_FIRST =
  /^((?:every|each)\s+(?:day|week|month|quarter|year|shift|morning|night|semester|season)|daily|weekly|monthly|quarterly|annually|in\s+(?:19|20)\d{2}|last\s+(?:year|month|quarter|season)|this\s+(?:year|month|quarter|season))\s*,?\s+(?=(?:i|we)\b)/i;

function parseSubjectVerb(text: string): Clause {
  let body = squash(text).replace(/[.!?]+$/, '');
  // 'Every month I reconcile 3 bank accounts' is 'I reconcile 3 bank accounts every month'.
  const time = TIME_FIRST.exec(body);
  if (time) body = `${body.slice(time[0].length)} ${(time[1] ?? '').toLowerCase()}`;
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
      /\b(?:my|our|me|us|one|ones|scale|context|reference|example|instance|side|front|end|results?|numbers?|outcomes?|impact)\b/i.test(
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
      /^(?:with|of|for|in|at|to|the|a|an|and|or|on|by|from|their|his|her|its|your|my|our|first|second|third|last|next|each|every|[$€£]?\d[\d,.%]*[kmb]?|several|many|few|two|three|four|five|six|seven|eight|nine|ten)$/i.test(
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
    // 'Loss ratio has averaged about 51%': the perfect's auxiliary is no verb of its own.
    if (/^(?:has|have|had)$/i.test(word) && isPastForm(next.toLowerCase())) continue;
    // '9 trade shows a year': a plural before a rate is what the figure counts, not a verb.
    if (
      /s$/i.test(word) &&
      /^(?:a|per|each|every)$/i.test(next) &&
      PERIOD_WORD.test(words[index + 2] ?? '') &&
      /\d/.test(words.slice(0, index).join(' '))
    )
      continue;
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

export const NUMBER =
  /\d|\b(?:doubled|tripled|quadrupled|halved|half|twice|dozens?|hundreds?|thousands?|zero|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\b/i;
