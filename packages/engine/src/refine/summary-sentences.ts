/**
 * A summary's sentences in the person's own words, said as summaries say them: third person without a
 * subject ('I keep projects on schedule' -> 'Keeps projects on schedule'), only what reads as a sentence of
 * a summary (no story, no plan, no 'it' with nothing to mean), and led by the person's title when it opens
 * with what they do ('Dispatcher who books ...').
 */
import { parseDateRange } from '../parse/parse-dates';
import { holdsWork } from '../parse/work-sections';
import { looksLikeJobTitle } from '../taxonomy/job-titles';
import { verbForms } from '../taxonomy/wording';
import { capitalize } from '../text/normalize-text';
import type { ExperienceEntry, StructuredResume } from '../types';
import { AHEAD, cleanWords } from './clean-words';
import { parseClause } from './parse-clause';
import { readAnswer } from './read-answer';
import { baseOfGerund, baseOfVerb, isDictionaryVerb, pastOfVerb, presentOf } from './verb-forms';
import type { WriterContext } from './writer-context';

/** Titles that are no paid work: internships and assistantships do not count toward years of experience. */
const UNPAID_TITLE =
  /\b(?:intern|internship|trainee|apprentice|student|research assistant|teaching assistant|graduate assistant|volunteer|fellow)\b/i;

export function paidEntries(resume: StructuredResume): ExperienceEntry[] {
  return resume.sections
    .filter((section) => holdsWork(section) && section.type !== 'education')
    .flatMap((section) => section.entries)
    .filter((entry) => !UNPAID_TITLE.test(entry.title));
}

/**
 * The title a summary opens with: the resume's own headline when it names a role, as the person chose to
 * present themselves; else the latest entry's title. A headline in capitals is written in title case.
 */
function _summaryTitle(headline: string, latestTitle: string): string {
  const trimmed = headline.trim();
  if (!trimmed || !looksLikeJobTitle(trimmed)) return latestTitle;
  if (trimmed !== trimmed.toUpperCase()) return trimmed;
  return trimmed
    .toLowerCase()
    .replace(/\b([a-z])([a-z]*)/g, (_, first: string, rest: string) => `${first.toUpperCase()}${rest}`)
    .replace(/\b(And|Of|For|The|In|At|To)\b/g, (word) => word.toLowerCase());
}

/** The first person a summary cannot say, mid-sentence. */
const SUMMARY_FIRST_PERSON =
  /(?<![\p{L}'’-])(?:i|me|my|mine|myself|we|us|our|ours)(?:['’](?:ve|d|m|ll|re))?(?![\p{L}-])/iu;

/**
 * A summary sentence from the user's words, third person without a subject as summaries are written:
 * 'I am a dependable dispatcher with 9 years ...' -> 'Dependable dispatcher with 9 years ...'; 'I have 6
 * years of ...' -> '6 years of ...'; 'I keep projects on schedule' -> 'Keeps projects on schedule' (the
 * verb table's form). A part that would keep the first person is left out.
 */
/** 'broker loads and negotiate rates': a verb joined on takes the present a summary says it in. */
function joinedVerbsInPresent(rest: string): string {
  return rest.replace(/\b(and|or)\s+([a-z]+)\b/g, (all, joint: string, word: string) =>
    baseOfVerb(word) === word && (verbForms(word) !== undefined || isDictionaryVerb(word))
      ? `${joint} ${presentOf(word)}`
      : all,
  );
}

export function summarySentence(text: string): string {
  const parts: string[] = [];
  for (const fact of readAnswer(text)) {
    if (fact.kind === 'nothing' || fact.kind === 'tool_not_used') continue;
    // 'I'm registered for an NRP course in March': not done yet, so not a summary's to say.
    if (AHEAD.test(fact.text)) continue;
    // 'I have 4 years of experience and I finished 7 projects': each clause on its own.
    const clauses = fact.text.split(/\s+and\s+(?=(?:i|we)\b)/i);
    for (const raw of clauses) {
      const said = cleanWords(raw)
        .replace(/^(?:yes|yeah|sure|not sure|no)[,.!]?\s*/i, '')
        // 'I've got about 10 years' is 'I have about 10 years'.
        .replace(/^(i|we)['’]ve got\b/i, '$1 have');
      const clause = parseClause(said);
      let sentence = '';
      // 'Platform engineer with a background in Linux operations, focused on ...': the person as a
      // summary names them, as said.
      const head = said.split(/\s+(?:with|who|and)\s+|,\s*/)[0] ?? '';
      // 'I've run a 312-unit community ... and taken occupancy from 91% to 96%': 'Has run ... and taken'.
      const perfect = /^(?:i|we)(?:['’]ve|\s+have)\s+(?!to\b|been\b|not\b|never\b)([a-z]+)\b(.*)$/i.exec(
        said,
      );
      if (head !== said && looksLikeJobTitle(head) && !SUMMARY_FIRST_PERSON.test(said)) sentence = said;
      else if (perfect && baseOfVerb(perfect[1] ?? '') && !/ing$|s$/.test(perfect[1] ?? ''))
        sentence = `has ${perfect[1]}${perfect[2]}`;
      else if (clause.subject === 'self' && (clause.base === 'be' || clause.base === 'have'))
        // 'I am a dependable dispatcher with 9 years': what they are; 'I've been in banking since ...' is no
        // sentence of its own without its subject.
        sentence = /^(?:in|at|on|with|for|from|into|since|around|here|there|doing|working)\b/i.test(
          clause.rest.trim(),
        )
          ? ''
          : joinedVerbsInPresent(clause.rest.replace(/^(?:an?|the|really|very|got)\s+/i, ''));
      // 'Loves the document-digging side': a feeling, not what a summary says of a person.
      else if (
        clause.subject === 'self' &&
        /^(?:love|like|enjoy|want|hope|wish|think|feel|guess|prefer|miss)$/.test(clause.base)
      )
        sentence = '';
      else if (clause.subject === 'self' && clause.verb) {
        const known =
          verbForms(clause.base) !== undefined ||
          baseOfVerb(clause.base) === clause.base ||
          isDictionaryVerb(clause.base);
        const saidPast =
          clause.verb.toLowerCase() !== clause.base && clause.verb.toLowerCase() === pastOfVerb(clause.base);
        const verb = saidPast ? clause.verb.toLowerCase() : known ? presentOf(clause.base) : undefined;
        // 'I book broker loads and negotiate rates': the verb joined to it takes the same form.
        const rest = saidPast ? clause.rest : joinedVerbsInPresent(clause.rest);
        if (verb) sentence = `${verb} ${rest}`;
      } else if (
        clause.subject === 'none' &&
        looksLikeJobTitle(clause.rest.split(/\s+(?:with|who|and)\s+/)[0] ?? '')
      )
        sentence = clause.rest;
      // 'Backend engineer who builds event-driven services': the person, as a summary names them.
      else if (
        clause.subject === 'other' &&
        /\s+who$/i.test(clause.subjectText) &&
        looksLikeJobTitle(clause.subjectText.replace(/\s+who$/i, ''))
      )
        sentence = `${clause.subjectText} ${clause.verb} ${clause.rest}`;
      // 'Zero recordables in 2023', '12 years on the line': a counted fact stands in a summary as said.
      else if (
        clause.subject === 'none' &&
        /\d|\b(?:zero|no)\s+\w/i.test(clause.rest) &&
        !/^(?:no|not|none|nope)\b/i.test(clause.rest.trim().replace(/^zero\b/i, 'x'))
      )
        sentence = clause.rest;
      sentence = cleanWords(sentence).replace(/[.!\s]+$/, '');
      if (!sentence || SUMMARY_FIRST_PERSON.test(sentence) || sentence.split(/\s+/).length < 3) continue;
      // A summary says who the person is and what they have done, briefly: not a story ('After a storm
      // in 2022 ...'), an 'it' with nothing to mean ('On it about 5 years'), a plan ('Studies for the
      // CPP') or a long ramble.
      if (
        /^(?:after|when|once|during|before|while|one time|last (?:week|month|year))\b/i.test(sentence) ||
        // 'Just a collections assistant and interns', 'Mostly light commercial': the rest of an answer's
        // thought, not a sentence of a summary; nor is talk of the resume ('the resume still says ...').
        /^(?:just|only|mostly|mainly|also|but|and|except|not)\b/i.test(sentence) ||
        /\b(?:resume|résumé|cv)\b/i.test(sentence) ||
        // ('work that saves $48K' is a relative clause, not a 'that' with nothing to mean.)
        /\b(?:it|this|them|he|she|his|her|there|here)\b|\bthat\b(?!\s+[a-z]+(?:s|ed)\b)/i.test(sentence) ||
        /^(?:studies|studying|plans|hopes|wants|loves|likes|enjoys|is studying|is working toward|starts|begins|ready|excited|eager|happy|glad|open to)\b/i.test(
          sentence,
        ) ||
        /\b(?:next (?:week|month|year|spring|summer|fall|semester)|going to|will)\b/i.test(sentence) ||
        /\b(?:real|pretty|super|really|kind of|sort of|stuff|things|a lot|lots of|tons of|guy|guys|kinda|gonna)\b/i.test(
          sentence,
        ) ||
        sentence.split(/\s+/).length > 28
      )
        continue;
      parts.push(`${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`);
    }
  }
  return parts.join(' ');
}

export function thirdPerson(sentence: string): string | null {
  const being = /^I(?:['’]m| am)\s+(?:an?\s+)?(.+)$/.exec(sentence.trim());
  if (being) {
    // 'I'm organized, stay calm when the lobby is full, and I'm always willing to help wherever I'm
    // needed' -> 'Organized, stays calm ..., and always willing to help wherever needed'.
    const rest = (being[1] ?? '')
      .replace(/(,?)\s+and\s+I(?:['’]m|\s+am)\s+/g, '$1 and ')
      .replace(/\s+(wherever|whenever|where|when|if)\s+I(?:['’]m|\s+am)\s+/g, ' $1 ')
      .replace(/,\s+([a-z]+)(?=\s)/g, (all, word: string) =>
        baseOfVerb(word) === word && isDictionaryVerb(word) ? `, ${presentOf(word)}` : all,
      );
    return /\b(?:I|me|my|mine)\b|\bI['’]/.test(rest) ? null : capitalize(rest);
  }
  const perfect = /^I(?:['’]ve| have)\s+([a-z]+)\b(.*)$/.exec(sentence.trim());
  if (perfect && baseOfVerb(perfect[1] ?? '') && !/^(?:been|had|got)$/.test(perfect[1] ?? ''))
    return `Has ${perfect[1]}${perfect[2]}`;
  // 'I do write input for teller reviews': the emphatic 'do' goes ('Writes input ...').
  const emphatic = /^I\s+(do|did)\s+([a-z]+)\b(.*)$/.exec(sentence.trim());
  const stressed = emphatic ? baseOfVerb(emphatic[2] ?? '') : '';
  if (emphatic && stressed === emphatic[2] && !/\b(?:I|me|my|mine)\b/.test(emphatic[3] ?? ''))
    return `${capitalize(emphatic[1] === 'did' ? pastOfVerb(stressed) : presentOf(stressed))}${(emphatic[3] ?? '').replace(/\bour\b/g, 'the')}`;
  // 'I partner with designers ..., and I care a lot about plain language': each clause in the third person.
  const joined = /^(I\s.+?),\s+(and|but)\s+(I\s.+)$/.exec(sentence.trim());
  if (joined) {
    const first = thirdPerson(joined[1] ?? '');
    const second = thirdPerson(joined[3] ?? '');
    if (first && second)
      return `${first.replace(/[.\s]+$/, '')}, ${joined[2]} ${second.charAt(0).toLowerCase()}${second.slice(1)}`;
  }
  const plain = /^I\s+([a-z]+)\b(.*)$/.exec(sentence.trim());
  const said = plain?.[1] ?? '';
  const base = baseOfVerb(said) || (isDictionaryVerb(said) ? said : '');
  if (!plain || !base) return null;
  const word = plain[1] ?? '';
  const verb = word === base ? presentOf(base) : word;
  if (/\b(?:I|me|my|mine)\b/.test(plain[2] ?? '')) return null;
  // '... in 2022 and love the mix of ...', '..., work closely with engineers, and care about ...': a verb
  // the same 'I' goes on with is in the third person too.
  const rest = (plain[2] ?? '').replace(
    /(,\s+and|,\s+but|\band|\bbut|,)\s+([a-z]+)(?=\s+(?:the|a|an|to|working|how|what|being|helping|closely|directly|about|with|across)\b|\s*[.!?]?$)/g,
    (all, joint: string, next: string) =>
      !/s$/.test(next) && (baseOfVerb(next) === next || (baseOfVerb(next) === '' && isDictionaryVerb(next)))
        ? `${joint} ${presentOf(next)}`
        : all,
  );
  return `${capitalize(verb)}${rest.replace(/\bour\b/g, 'the').replace(/^\s+a lot\b/, '')}`;
}

/**
 * The person's statement as a summary: 'Books 8-12 broker loads a week and negotiates rates' opens with
 * what they are ('Dispatcher who books ...'), taken from the role the resume leads with; a statement that
 * names the person already ('Telemetry nurse with BLS who ...') stands as said.
 */
export function ledByTitle(context: WriterContext, user: string): string {
  const first = user.split(/\s+/)[0] ?? '';
  const verb = /s$/.test(first) && baseOfVerb(first.toLowerCase().replace(/e?s$/, '')) !== undefined;
  // 'Running jobs as lead since 2021 ...', 'About 6.5 years in GIS ...': a fragment without the person,
  // whom the title names ('Journeyman Electrician running jobs ...', 'GIS Analyst with about 6.5 years').
  const doing = /^\p{Lu}\p{Ll}+ing$/u.test(first) && baseOfGerund(first.toLowerCase()) !== '';
  const years = /^(?:(?:about|over|nearly|almost|more than)\s+)?\d+(?:\.\d)?\+?\s+(?:years?|yrs?)\b/i.test(
    user,
  );
  if (!verb && !doing && !years && !/^has$/i.test(first)) return user;
  const paid = paidEntries(context.resume());
  const leading =
    paid.find((entry) => parseDateRange(entry.dates)?.current)?.title ?? context.analysis.facts.latestTitle;
  const raw =
    leading
      .replace(/\s*\([^)]*\)/g, '')
      .split(/,\s+/)[0]
      ?.trim() ?? '';
  // 'GENERAL MANAGER' as a sentence says it: 'General Manager'.
  const bare =
    raw === raw.toUpperCase()
      ? raw
          .toLowerCase()
          .replace(/\b([a-z])/g, (letter) => letter.toUpperCase())
          .replace(/\b(And|Of|For|The|In|At|To)\b/g, (word) => word.toLowerCase())
      : raw;
  if (!bare || !looksLikeJobTitle(bare)) return user;
  const rest = `${first.toLowerCase()}${user.slice(first.length)}`;
  if (doing) return `${bare} ${rest}`;
  if (years) return `${bare} with ${rest}`;
  return `${bare} who ${rest}`;
}
