/**
 * Rewrites of one bullet that need no new facts: weak openers to action verbs (without overclaiming),
 * first-person pronouns removed, past tense for past roles. Each rewrite names its rule for the history.
 */

import {
  findWeakOpener,
  gerundToPast,
  openingTense,
  openingWord,
  opensWithVerbInUse,
  verbForms,
} from '../taxonomy/wording';
import { capitalize } from '../text/normalize-text';

export interface BulletRewrite {
  text: string;
  rules: string[];
}

function toGerund(base: string): string {
  if (/ie$/.test(base)) return `${base.slice(0, -2)}ying`;
  if (/[^e]e$/.test(base) && base !== 'be') return `${base.slice(0, -1)}ing`;
  if (
    /^(run|plan|ship|map|set|cut|win|get|put|drop|stop|begin|control|program|refer|commit|submit|equip|transfer)$/.test(
      base,
    )
  )
    return `${base}${base.slice(-1)}ing`;
  return `${base}ing`;
}

function rewriteWeakOpener(text: string): string | null {
  const opener = findWeakOpener(text);
  if (!opener) return null;
  const rest = text.trim().replace(opener.pattern, '');
  if (opener.takesVerb) {
    return gerundToPast(rest);
  }
  if (opener.label === 'Helped') {
    // 'Helped reduce costs' -> 'Contributed to reducing costs': the user helped, so the rewrite says so.
    const next = (rest.match(/^[a-z]+/i)?.[0] ?? '').toLowerCase();
    const forms = verbForms(next);
    if (forms && next === forms.base)
      return `Contributed to ${toGerund(forms.base)}${rest.slice(next.length)}`;
    return `Contributed to ${rest.replace(/^(?:with|on|in)\s+/i, '')}`;
  }
  return `${opener.replacement}${rest}`;
}

function dropPronouns(text: string): string {
  return text
    .replace(/^(?:i|we)\s+(?:was|were)\s+(?=[a-z]+ed\b)/i, '')
    .replace(/^(?:i|we)\s+/i, '')
    .replace(/\b(my|our)\s+(?=[a-z])/gi, 'the ')
    .replace(/\s+(?:by )?myself\b/gi, '')
    .replace(/\bme\b/gi, 'the team')
    .trim();
}

function toPastTense(text: string): string | null {
  if (!opensWithVerbInUse(text)) return null;
  const tense = openingTense(text);
  if (tense !== 'present' && tense !== 'base') return null;
  const first = openingWord(text);
  const forms = verbForms(first);
  if (!forms) return null;
  return `${capitalize(forms.past)}${text.trim().slice(first.length)}`;
}

/** Applies the rules in order; `pastRole` asks for the past tense. */
export function rewriteBullet(text: string, pastRole: boolean): BulletRewrite {
  let current = text.trim();
  const rules: string[] = [];
  if (/^(?:i|we)\s|\b(?:my|our)\s/i.test(current)) {
    const next = capitalize(dropPronouns(current));
    if (next !== current && next.length > 0) {
      current = next;
      rules.push('first-person pronoun removed');
    }
  }
  if (pastRole) {
    const past = toPastTense(current);
    if (past && past !== current) {
      current = past;
      rules.push('past tense for a past role');
    }
  }
  const strong = rewriteWeakOpener(current);
  if (strong && strong !== current) {
    current = capitalize(strong);
    rules.push('weak opener rewritten as an action verb');
  }
  return { text: current, rules };
}
