/**
 * An answer's words made fit for a line of a resume: hedges, asides and loose figures cleaned ('something
 * like 30%' -> 'about 30%'), the first person made neutral ('my team' -> 'the team'), and the employer the
 * entry names already left out ('at Contoso'). Also the words a line is checked for: the first person, a
 * pronoun that opens it, a time still to come.
 */
import { escapeRegExp, squash } from '../text/normalize-text';
import { baseOfVerb, pastOfVerb } from './verb-forms';

/** A rate's shorthand unit, spelled out ('26 visits/wk'). */
const PER_UNIT: Readonly<Record<string, string>> = {
  wk: 'week',
  week: 'week',
  yr: 'year',
  year: 'year',
  mo: 'month',
  month: 'month',
  day: 'day',
  shift: 'shift',
};

/** Words that only hedge or fill, anywhere in a clause. */
const HEDGES =
  /\b(?:i think|i guess|i believe|i'd say|i would say|i'd guess|i would guess|i suppose|i reckon|probably|maybe|perhaps|possibly|to be honest|honestly|basically|actually|really|super|literally|kind of|sort of|you know|if i remember(?: right| correctly)?|as far as i know)\b,?\s*/gi;
/** A figure said loosely is said 'about': 'something like 30%', 'like 45%', 'roughly 12'. */
const LOOSE_FIGURE =
  /\b(?:something like|somewhere around|more like|closer to|(?<!more )like|roughly|approximately|approx\.?|around|~)\s*(?=[$€£]?\d)/gi;
/** Asides at the end that add nothing: 'give or take', 'or so', 'maybe more', 'I think'. */
const TRAILING =
  /(?:,?\s*\b(?:give or take|or so|more or less|if that|ish|i think|i guess|at least|at most|(?:maybe\s+)?a (?:bit|little) (?:more|less|higher|lower)|maybe (?:more|less)|nothing serious|nothing fancy|honestly|too|as well|either|haha|ha|lol|fun|nice|cool|great|awesome|wild|crazy))+[\s.,;:!?]*$/i;

export const FIRST_PERSON =
  /(?<![\p{L}'’-])(?:i|me|my|mine|myself|we|us|our|ours|ourselves)(?:['’](?:ve|d|m|ll|re))?(?![\p{L}-])/iu;
export const PRONOUN_START = /^(?:it|this|that|these|those|they|which)\b/i;

/** The clause's words with the hedges, asides and loose figures cleaned, first person made neutral. */
export function cleanWords(text: string): string {
  let out = ` ${text} `
    // '(that's from the company's annual safety report)': the person's note on the answer, not the line's.
    .replace(/\s*\((?:that|this|which|it)(?:['’]s|\s+is|\s+was)\b[^)]*\)/gi, ' ')
    // '(office manager ran the Dentrix report)', '(my boss pulled the numbers)': who measured it, an aside;
    // a bracket with a figure is a fact ('(kept 98% on time)').
    .replace(
      /\s*\((?![^()]*\d)(?:[^()]*\s)?(?:ran|pulled|tracked|measured|reported|calculated|counted|said|told me|checked|keeps?|kept)\b[^()]*\)/gi,
      ' ',
    )
    // ', which I think is close to the hybrid thing you're after': talk to the asker about the answer.
    .replace(/,?\s+which\s+(?:i|we)\s+(?:think|guess|believe|suppose|feel)\b[^.;!?]*/gi, '')
    .replace(
      /,?\s+(?:which|that)\s+[^.;!?]*\b(?:you['’]re|you are)\s+(?:after|asking|looking for)\b[^.;!?]*/gi,
      '',
    )
    // ', if that counts for anything', ', for what it's worth': asides on the answer.
    .replace(
      /,?\s+(?:if (?:that|it) (?:counts|matters|helps)(?: for anything)?|for what it['’]s worth|if that makes sense)\b/gi,
      '',
    )
    // 'for reports, e.g. about 68% of students ...': the example is the fact.
    .replace(/,?\s+(?:e\.g\.|i\.e\.|eg|ie),?\s+/gi, ', ')
    // Shorthand a line spells out: '10 yrs', 'w/ 94% on-time', 'EPA 608 + NATE'.
    .replace(/\b(\d+\+?)\s*yrs\b/gi, '$1 years')
    // 'drafts avg 12 days', '26 visits/wk', '85-100 new hires/yr': shorthand a line spells out.
    .replace(/\bavg\b\.?/gi, 'average')
    .replace(
      /(\d[kKmM]?(?:\s+[\w-]+(?:\s[\w-]+){0,2})?)\s*\/\s*(wk|week|yr|year|mo|month|day|shift)\b/gi,
      (_all, count: string, unit: string) => `${count} a ${PER_UNIT[unit.toLowerCase()] ?? unit}`,
    )
    .replace(/\b(1)\s*yr\b/gi, '$1 year')
    .replace(/\b(last|past|this|per|a|each|every|the|that|one)\s+yr\b/gi, '$1 year')
    .replace(/\b(\d[\d,.]*)\s+std\b\.?/gi, '$1 standard')
    // 'Closest: directed a photographer', 'closest thing was ...': the lead-in, not the fact.
    .replace(
      /^\s*(?:the\s+)?closest(?:(?:\s+(?:thing|i['’]ve come|i have come|equivalent|i got))?(?:\s+(?:is|was|would be))?\s*[:,-]\s*|\s+(?:thing|i['’]ve come|i have come|equivalent|i got)(?:\s+(?:is|was|would be))?\s+)/i,
      ' ',
    )
    .replace(/\b(\d+)-hrs?\b/gi, '$1-hour')
    // 'DSO 52 -> 41 days', 'partners 40 → 95': a change said with an arrow is said 'from ... to'.
    .replace(
      /(?<!\bfrom\s|[\d,.$€£])([$€£]?\d[\d,.]*\s*[%kKmM]?)\s*(?:-+>|→|=>)\s*(?=[$€£]?\d)/g,
      (_all, start: string) => `from ${start.trim()} to `,
    )
    .replace(/\bfrom\s+([$€£]?\d[\d,.]*\s*[%kKmM]?)\s*(?:-+>|→|=>)\s*/g, 'from $1 to ')
    // '(so maybe 14 months)', '(or so)': the person's aside on the figure.
    .replace(/\s*\(\s*(?:so|or so|give or take)\b[^()]*\)/gi, ' ')
    .replace(/\bw\/\s*/gi, 'with ')
    .replace(/\s\+\s/g, ' and ')
    // '15 IV catheters a week too': 'too' and 'as well' only join the answer to the question.
    .replace(/\s+(?:too|as well)(?=\s*(?:[.,;!?]|$))/gi, '')
    .replace(LOOSE_FIGURE, 'about ')
    .replace(/(^|[\s(])~\s*(?=[$€£]?\d)/g, '$1about ')
    .replace(/\b(\d[\d,.]*)\s*%?-?ish\b/gi, 'about $1')
    // 'vs. a ~21-day unit average': after an article the loose figure is 'roughly', never 'a about'.
    .replace(/\b(the)\s+about\s+(?=[$€£]?\d)/gi, '$1 roughly ')
    .replace(/\b(an?)\s+about\s+(?=[$€£]?\d)/gi, (_all, article: string) =>
      article[0] === 'A' ? 'A roughly ' : 'a roughly ',
    )
    .replace(HEDGES, '')
    // 'on my own', 'by myself': alone is what a line of the person's resume says already.
    .replace(/\s*,?\s*\b(?:on (?:my|our) own|by (?:myself|ourselves)|all by myself)\b/gi, '')
    .replace(/\b(?:my|our)\s+own\s+/gi, '')
    // Talk that says nothing a line should: 'sat down and re-costed', 'every single item', 'right about
    // 31%', 'the whole time', 'over that time'.
    .replace(/\b(?:sat down and|went ahead and|ended up|got to|managed to)\s+/gi, '')
    .replace(/\bevery single\b/gi, 'every')
    // '2-3 a week, like toxin ingestions': the examples, as a line gives them.
    .replace(/,\s+like\s+(?=(?:a|an|the)?\s*[\p{L}\d])/giu, ', such as ')
    .replace(/\b(?:right|just|pretty much)\s+(?=about\s|around\s|[$€£]?\d)/gi, '')
    .replace(
      /,?\s*\b(?:the whole time|the entire time|(?:over|in|for|across)\s+(?:that|this|the same)\s+(?:time|period|year|stretch|span))\b/gi,
      '',
    )
    // 'delinquency's gone from', 'we've grown it to': the perfect said in the simple past.
    .replace(/\b([\p{L}-]+)['’](?:s|ve)\s+([a-z]+)\b/giu, (all, word: string, next: string) => {
      const base = baseOfVerb(next);
      const moved =
        /^(?:gone|grown|dropped|risen|fallen|come|doubled|tripled|halved|increased|decreased|improved|climbed|jumped|shrunk|gotten|held|stayed)$/i;
      return base && moved.test(next) ? `${word} ${pastOfVerb(base)}` : all;
    })
    // 'callback rate's 1.8%' is the callback rate of 1.8%.
    // ('the unit's 30-day readmissions' is a possessive: it stays).
    // 'there's 7 of us': a team of 7.
    .replace(
      /\bthere(?:['’]s|['’]re| is| are| were| was)\s+(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+of\s+us\b/gi,
      'a team of $1',
    )
    .replace(
      /\b(?!(?:there|here|it|that|what|who|where|he|she)['’]s)([a-z]+)['’]s\s+(?=(?:about\s+)?[$€£]?\d(?:[\d,.]*\d)?%?(?:\s*$|[,.;!?](?!\d)|\s+(?:a|an|per|on|in|for|of|at|and|with)\b))/gi,
      '$1 of ',
    )
    // 'a crew of 4 including me': the person is on the team the line says they lead.
    .replace(/,?\s*\b(?:including|counting|plus|with)\s+(?:me|myself)(?:\s+included)?\b/gi, '')
    // '6 of us' is a team of 6.
    .replace(/\b(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+of\s+us\b/gi, 'a team of $1')
    // '(rough numbers)', '(the rough estimate)', ', based on rough numbers from the district report': the
    // person's note on how sure the figure is; 'about' says it already.
    .replace(
      /\s*\((?:the\s+|a\s+|my\s+|our\s+)?(?:rough|ballpark)\s+(?:numbers?|estimates?|figures?|guess)\)/gi,
      ' ',
    )
    .replace(
      /,?\s+based on (?:my\s+|the\s+|some\s+)?(?:rough|ballpark)\s+(?:numbers?|estimates?|figures?)\b[^.;!?]*/gi,
      '',
    )
    // 'within my $35,000 authority': within a $35,000 authority (the figure is the person's own limit).
    .replace(/\b(within|under|against|inside|up to)\s+(?:my|our)\s+(?=[$€£]?\d)/gi, '$1 a ')
    // 'with my 3 CNC cells' -> 'with 3 CNC cells'; 'my team' -> 'the team'.
    .replace(/\b(?:my|our)\s+(?=[$€£]?\d)/gi, '')
    .replace(/\b(?:my|our)\s+(?=[a-z])/gi, 'the ')
    .replace(/\s+(?:by )?(?:myself|ourselves)\b/gi, '')
    .replace(/\babout\s+about\b/gi, 'about');
  out = out.replace(/[\s,;:]+$/, ' ');
  // ', which is pretty close', ', which was nice': a short remark on the clause, not a fact.
  out = out.replace(
    /,\s*which\s+(?:is|was|isn't|wasn't|took|felt|seemed|made|got)\s+(?:\w+\s*){1,3}[.!?]?\s*$/i,
    (aside) => (/\d/.test(aside) ? aside : ' '),
  );
  for (let pass = 0; pass < 3; pass += 1) out = out.replace(TRAILING, '');
  return squash(out).replace(/\s+([,.;:!?])/g, '$1');
}

/** A time still to come: 'next month', 'expect to be', 'going to', 'will start'. */
export const AHEAD =
  /\b(?:next (?:week|month|year|spring|summer|fall|autumn|winter|semester|quarter|term)|expects? to|going to|will (?:be|start|begin|finish|take|sit)|eligible (?:in|by|next)|scheduled (?:for|to)|plan(?:s|ning)? to|registered (?:for|to take)|signed up (?:for|to)|enrolled (?:in|for) (?:a|an|the) (?:course|class|exam)|hope to|intend to)\b/i;

/** A first word that names no employer alone: 'at City' is not 'at City Hospital'. */
const GENERIC_NAME_WORD =
  /^(?:the|city|county|state|north|south|east|west|central|first|united|national|american|general|new|saint|st\.?|company)$/i;

/** 'at Contoso', 'for Contoso', 'here': the entry says where ('there's' and 'there is' stay: no place). */
/** Words many employers' names end with: a tail of these alone names none ('Medical Center'). */
const GENERIC_TAIL_WORD =
  /^(?:university|college|school|hospital|medical|center|centre|health|care|community|county|city|state|group|services|bank|district|department|company|partners|inc|llc|clinic)$/;

/**
 * 'the Food Network' for 'Miami Valley Community Food Network': the name's last words, capitalised as a
 * name is, after 'the' ('the palliative care team' names no 'Hospice & Palliative Care').
 */
export function saidByItsEnd(company: string, text: string): boolean {
  const end = endName(company);
  return end !== null && new RegExp(`\\bthe\\s+${end}(?![\\p{L}\\d])`, 'u').test(text);
}

/** The name's last two words as a pattern, when they name it (capitalised, not generic), else null. */
function endName(company: string): string | null {
  const words = company.trim().replace(/,.*$/, '').split(/\s+/);
  const tail = words.slice(-2);
  if (words.length < 3 || tail.some((word) => !/^\p{Lu}/u.test(word))) return null;
  if (tail.every((word) => GENERIC_TAIL_WORD.test(word.toLowerCase()))) return null;
  return tail.map(escapeRegExp).join('\\s+');
}

export function withoutEmployer(text: string, employer: string | undefined): string {
  let out = text.replace(
    /\s*,?\s*\b(?:here(?!['’]s\b)|there(?!['’](?:s|re|ll)\b|\s+(?:is|are|was|were|will)\b)|at work|at my job|at the job|at my current job|in my current role|in my role|in (?:the same|that|this) (?:job|role|position)|at (?:the same|that|this) (?:company|place|job))\b/gi,
    '',
  );
  if (employer && employer.trim().length > 2) {
    // The name as people say it too: 'Prairie Ridge' for 'Prairie Ridge Rehabilitation Hospital, Inc.'.
    const full = employer.trim().replace(/,.*$/, '');
    const words = full.split(/\s+/);
    const short = full.replace(
      /\s+(?:Center|Centre|Inc\.?|LLC|LLP|PLLC|P\.?C\.?|LPA|Ltd\.?|Co\.?|Corp\.?|Corporation|Company|Group|Services|Supply|Supplies|Partners|Holdings|Industries|International)$/i,
      '',
    );
    const names = [
      employer.trim(),
      full,
      short,
      words.slice(0, 2).join(' '),
      words.length > 1 ? (words[0] ?? '') : '',
    ]
      .filter((name, index, all) => name.length > 3 && all.indexOf(name) === index)
      .filter((name) => name.split(/\s+/).length > 1 || !GENERIC_NAME_WORD.test(name));
    for (const name of names) {
      // Said loosely: 'Arsys inovics pvt ltd' for 'Arsys Inovics Pvt. Ltd.'.
      const escaped = name
        .replace(/\.+$/, '')
        .split(/[\s.,]+/)
        .filter(Boolean)
        .map(escapeRegExp)
        .join('[\\s.,]+');
      // Not a longer name it begins ('at Prairie Ridge Elementary'): no capitalised word after it.
      out = out.replace(
        // With its store or branch number ('at HearthStone #0318').
        new RegExp(
          `\\s*,?\\s*\\b(?:at|for|with|in)\\s+(?:the\\s+)?${escaped}(?:\\s+#\\s?\\d+)?(?![\\p{L}\\d])`,
          'giu',
        ),
        (said: string, at: number, whole: string) =>
          /^\s+(?:\p{Lu}|&|and\s+\p{Lu})/u.test(whole.slice(at + said.length)) ? said : '',
      );
    }
  }
  // 'at the Food Network' for 'Miami Valley Community Food Network', said as a name is (capitals).
  const end = employer ? endName(employer) : null;
  if (end) {
    out = out.replace(
      new RegExp(`\\s*,?\\s*\\b(?:at|for|with|in)\\s+the\\s+${end}(?![\\p{L}\\d])`, 'gu'),
      '',
    );
  }
  return squash(out);
}
