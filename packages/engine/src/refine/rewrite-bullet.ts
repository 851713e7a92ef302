/**
 * Rewrites of one bullet that need no new facts: 'Responsible for managing' to 'Managed' (only where the
 * phrase means the verb; 'Helped reduce' stays until an answer says the user did it),
 * first-person pronouns removed, past tense for past roles. Each rewrite names its rule for the history.
 */

import { ROLE_NOUNS } from '../taxonomy/job-titles';
import {
  findWeakOpener,
  gerundToBase,
  gerundToPast,
  openingTense,
  openingWord,
  opensWithVerbInUse,
  verbForms,
} from '../taxonomy/wording';
import { capitalize } from '../text/normalize-text';
import { baseOfGerund, isDictionaryVerb, pastOfVerb } from './verb-forms';

export interface BulletRewrite {
  text: string;
  rules: string[];
}

function rewriteWeakOpener(text: string, currentRole: boolean): string | null {
  const opener = findWeakOpener(text);
  if (!opener || opener.replacement === null) return null;
  const rest = text.trim().replace(opener.pattern, '');
  // 'Duties included scheduling, billing': gerunds without an object are the duties' names, not verbs.
  // 'Responsible for researching, writing and submitting grant proposals': verbs that share an object.
  const verbList = /^(?:[a-z]+ing,\s+)+(?:[a-z]+ing,?\s+)?(?:and|or)\s+[a-z]+ing\s+(?!and\b|or\b)[a-z]/i.test(
    rest,
  );
  if (opener.takesVerb && !verbList && /^[a-z]+ing\s*(?:,|$|\s+and\s+[a-z]+ing\s*(?:,|$))/i.test(rest))
    return null;
  // 'Responsible for onboarding and new hire orientation': a gerund joined to a noun is a duty's name too.
  if (opener.takesVerb && /^[a-z]+ing\s+(?:and|or|&)\s+(?![a-z]+ing\b)/i.test(rest)) return null;
  // The user's own verb, in the tense of the role: a current duty in the present ('Schedule ...'); so
  // are the verbs joined to it ('collecting and entering timecards' -> 'Collected and entered timecards').
  if (opener.takesVerb) {
    // A verb the tables lack, through the dictionary ('researching' -> 'Research', 'Researched').
    const gerund = /^([a-z]+ing)\b(.*)$/i.exec(rest);
    const dictionary = gerund ? baseOfGerund(gerund[1] ?? '') : '';
    const known = dictionary;
    const first =
      (currentRole ? gerundToBase(rest) : gerundToPast(rest)) ??
      (known ? `${capitalize(currentRole ? known : pastOfVerb(known))}${gerund?.[2] ?? ''}` : null);
    if (first === null) return null;
    // 'scanning documents and filing': a gerund that ends the line is a duty's name; the line stays.
    if (/(?:,\s|\s(?:and|or)\s)[a-z]+ing\s*[.;]?\s*$/i.test(first)) return null;
    // Gerunds after 'including' or 'such as' name the work's parts: they stay as written.
    const listed = /\b(?:including|such as|like|by|while|after|before|from)\b/i.exec(first);
    const head = listed ? first.slice(0, listed.index) : first;
    const tail = listed ? first.slice(listed.index) : '';
    // Where the last gerund turned into a verb ended: 'heating and cooling systems' after an object is a
    // pair of words that name the systems, not two verbs ('Diagnose and repair ... heating and cooling').
    let verbEnd = -1;
    return `${head.replace(
      // 'scanning documents and filing': a gerund that ends the line names the duty; it stays.
      /(\s(?:and|or)\s|,\s)([a-z]+ing)\b(?!\/)(?!\s*[.;]?\s*$)/g,
      (all, joint: string, gerund: string, offset: number) => {
        const previous = /(\p{L}+)$/u.exec(head.slice(0, offset))?.[1] ?? '';
        if (/ing$/.test(previous) && offset !== verbEnd && baseOfGerund(previous)) return all;
        verbEnd = offset + all.length;
        // 'unloading', 'reordering': the verb under its prefix, the prefix kept.
        const prefix = /^(?:un|re|pre|co|over|under|out)(?=[a-z]{3})/.exec(gerund)?.[0] ?? '';
        const unprefixed = prefix ? baseOfGerund(gerund.slice(prefix.length)) : '';
        const base = baseOfGerund(gerund) || (unprefixed ? `${prefix}${unprefixed}` : '');
        // 'including', 'regarding': prepositions, whatever they look like; 'new and existing customers':
        // adjectives.
        if (
          /^(?:including|regarding|following|concerning|according|during|pending|excluding|involving|existing|remaining|incoming|outgoing|ongoing|upcoming|emerging|returning|visiting|growing|leading|operating|prevailing|surrounding|underlying|missing|outstanding)$/.test(
            gerund,
          )
        )
          return all;
        // 'unloading', 'reordering': a verb the tables know, with its prefix.
        const stem = base.replace(/^(?:un|re|pre|co|over|under|out)(?=[a-z]{3})/, '');
        if (
          !base ||
          !(verbForms(base) || isDictionaryVerb(base) || isDictionaryVerb(stem) || verbForms(stem))
        )
          return all;
        return `${joint}${currentRole ? base : pastOfVerb(base)}`;
      },
    )}${tail}`;
  }
  return `${opener.replacement}${rest}`;
}

function dropPronouns(text: string): string | null {
  // 'In 2019-2020 I rewrote our units ...': the time goes after what was done ('Rewrote the units ... in
  // 2019-2020'), as a line says it.
  const led = /^((?:in|since|during|from|over|by)\s+[^,]{2,30}?),?\s+(?=(?:i|we)\s)/i.exec(text.trim());
  const body = led ? text.trim().slice(led[0].length) : text.trim();
  // 'Customers asked for me by name': no other word says it, so the line stays as the person wrote it.
  if (/\b(?:me|myself|us|ourselves)\b|\s(?:I|we)\s/i.test(body.replace(/^(?:i|we)\s+/i, ''))) return null;
  if (
    led &&
    !/^(?:i|we)\s+(?:also\s+|have\s+)?[a-z]+ed\b|^(?:i|we)\s+(?:also\s+)?(?:led|ran|built|wrote|rewrote|taught|began|grew|made|won|brought|set)\b/i.test(
      body,
    )
  )
    return null;
  const said = body
    .replace(/^(?:i|we)\s+(?:was|were)\s+(?=[a-z]+ed\b)/i, '')
    .replace(/^(?:i|we)\s+(?:also\s+)?(?:have\s+)?(?=[a-z])/i, '')
    .replace(/\b(my|our)\s+(?=[a-z])/gi, 'the ')
    .trim();
  if (!led) return said;
  const stop = /[.!]$/.test(said) ? said.slice(-1) : '';
  return `${said.replace(/[.!]$/, '')} ${led[1]?.replace(/^./, (c) => c.toLowerCase())}${stop}`;
}

/**
 * 'Prepare tax returns for corporations Gather data required ... Assist in the improvement ...': sentences
 * run together where a PDF lost its bullets. Only the first verb would take the tense, so none does.
 */
function runsSentencesTogether(text: string): boolean {
  const words = text.trim().split(/\s+/).slice(1);
  return words.some((word, index) => {
    if (!/^\p{Lu}\p{Ll}+$/u.test(word) || index === 0) return false;
    if (!/\p{Ll}[,;]?$/u.test(words[index - 1] ?? '')) return false;
    const forms = verbForms(word.toLowerCase());
    return forms !== undefined && (forms.base === word.toLowerCase() || forms.present === word.toLowerCase());
  });
}

/**
 * Words that, right after a word that could be a verb, make it a noun of a compound: 'Plant care', 'Site
 * visits', 'Design review', 'Project management'. The line is a list of duties, not a verb's claim.
 */
const NOUN_HEADS = new Set(
  'care help support work management maintenance review reviews control desk design development planning service services operations safety training visits visit checks check inspection inspections layout documentation coordination scheduling intake assistance prep preparation sales marketing reporting analysis audits audit'.split(
    ' ',
  ),
);

/** Words that make the words after a verb its object, not a title: 'Serve as lead', 'Train new cooks'. */
const NOT_IN_TITLE = /^(?:as|the|a|an|new|all|with|and|to|for|of|other|each|every|our|my|their|his|her)$/;

/**
 * 'Lead cook on grill station', 'Grade level chair for fourth grade': a role held, named by its title
 * (the first word and one or two after it, ending in a role noun), not a verb and its object.
 */
function namesARole(text: string): boolean {
  const words = text.trim().toLowerCase().split(/\s+/);
  for (let at = 1; at <= 2; at += 1) {
    const word = (words[at] ?? '').replace(/[,;:.]$/, '');
    if (!/^[a-z-]+$/.test(word) || NOT_IN_TITLE.test(word)) return false;
    if (ROLE_NOUNS.has(word))
      return words[at + 1] === undefined || /^(?:for|on|of|at|in|to|—|–|-|\(|,)/.test(words[at + 1] ?? '');
  }
  return false;
}

function toPastTense(text: string): string | null {
  if (!opensWithVerbInUse(text)) return null;
  const tense = openingTense(text);
  if (tense !== 'present' && tense !== 'base') return null;
  const first = openingWord(text);
  const forms = verbForms(first);
  if (!forms) return null;
  // 'Lead for the dock crew', 'Lead on nights': a title, not a verb.
  if (/^\s+(?:for|on|of|in|at|—|–|-|,|\/)/i.test(text.trim().slice(first.length)) && /^lead$/i.test(first))
    return null;
  const rest = text.trim().slice(first.length);
  // 'Plant care and customer help', 'Design review', 'Site visits': a noun before the noun it names.
  const next = /^\s+([a-z]+)\b/.exec(rest)?.[1] ?? '';
  if (NOUN_HEADS.has(next)) return null;
  if (namesARole(text)) return null;
  // 'Service calls and troubleshooting', 'Panel upgrades and troubleshooting': names of duties joined to
  // a gerund, no verb and its object.
  if (/^\s+[a-z]+s\s+(?:and|&)\s+[a-z]+ing\s*\.?$/i.test(rest)) return null;
  // 'Monitor and supervise ...': the second verb of a pair takes the tense too.
  const paired = /^(\s+and\s+)([a-z]+)\b/.exec(rest);
  const second = paired ? verbForms(paired[2] ?? '') : undefined;
  if (paired && second && (paired[2] === second.base || paired[2] === second.present))
    return `${capitalize(forms.past)}${paired[1]}${second.past}${rest.slice(paired[0].length)}`;
  return `${capitalize(forms.past)}${rest}`;
}

/** What a lead is 'responsible for' is what the lead's people do: no verb of the lead's own. */
const OVERSIGHT = /^\s*(?:responsible for|in charge of|accountable for)\b/i;

/**
 * Applies the rules in order; `pastRole` asks for the past tense, `currentRole` keeps a duty in the
 * present, `leads` is a role that leads others (a supervisor 'Responsible for picking, packing and
 * shipping' does not pick); without `opener` the opening words stay.
 */
export function rewriteBullet(
  text: string,
  pastRole: boolean,
  currentRole = false,
  leads = false,
  opener = true,
): BulletRewrite {
  let current = text.trim();
  const rules: string[] = [];
  // 'Also provide weekend coverage ...': a sentence of a paragraph that leaned on the one before it.
  if (/^also,?\s+[a-z]/i.test(current)) {
    current = capitalize(current.replace(/^also,?\s+/i, ''));
    rules.push('joining word removed');
  }
  if (
    /^(?:i|we)\s|\b(?:my|our)\s|^(?:in|since|during|from|over|by)\s[^,]{2,30}?,?\s(?:i|we)\s/i.test(current)
  ) {
    const dropped = dropPronouns(current);
    const next = dropped === null ? current : capitalize(dropped);
    if (next !== current && next.length > 0) {
      current = next;
      rules.push('first-person pronoun removed');
    }
  }
  if (pastRole && !runsSentencesTogether(current)) {
    const past = toPastTense(current);
    if (past && past !== current) {
      current = past;
      rules.push('past tense for a past role');
    }
  }
  // 'place IV catheters, ...': a line starts with a capital (not 'iOS', 'eBay').
  if (/^[a-z][a-z]+\b/.test(current) && !/^[a-z]+[A-Z]/.test(current)) {
    current = capitalize(current);
    rules.push('capital letter at the start');
  }
  const strong =
    !opener || (leads && OVERSIGHT.test(current)) ? null : rewriteWeakOpener(current, currentRole);
  if (strong && strong !== current) {
    const named = !findWeakOpener(current)?.takesVerb;
    current = capitalize(strong);
    rules.push(named ? 'filler opener removed' : 'weak opener rewritten as an action verb');
  }
  return { text: current, rules };
}
