/**
 * A rate put inside the line it counts: the count before the thing the line's verb works on, its period
 * after it ('Weld about 40 structural steel assemblies a week using MIG and stick').
 */
import { wordCount } from '../../text/normalize-text';
import { COUNT } from '../rates';
import { opensWithVerb } from '../verb-forms';
import { MAX_LINE_WORDS } from '../write-line';

/** Words that end a line's object: what follows them is how or where the work was done. */
const NOT_IN_OBJECT = /^(?:a|an|the|of|for|with|and|or|to|in|on|at|by|from|using|via|per|into|across)$/i;

/**
 * 'Weld structural steel assemblies using MIG and stick' + 'about 40 assemblies a week, mostly stair
 * stringers and handrail' -> 'Weld about 40 structural steel assemblies a week using MIG and stick
 * (mostly stair stringers and handrail)': the count before the thing the line's verb works on, its
 * period after it, a short aside in brackets. Null unless the line opens with a verb and its object ends
 * with the noun the rate counts, within a few words.
 */
export function rateBeforeObject(body: string, rate: string, after: string): string | null {
  const parts = new RegExp(
    String.raw`^((?:(?:about|around|over|nearly|almost|up to|more than|at least)\s+)?(?:${COUNT})(?:\s*(?:-|–|to)\s*(?:${COUNT}))?\+?)((?:\s+[\p{L}/-]+){0,4}?)\s+((?:a|per|each|every)\s+\S+)$`,
    'iu',
  ).exec(rate.trim());
  const counted = parts?.[2]?.trim().split(/\s+/) ?? [];
  const noun = counted.at(-1)?.toLowerCase() ?? '';
  if (!parts || noun === '' || !opensWithVerb(body)) return null;
  const words = body.split(/\s+/);
  const at = words.findIndex((word, index) => index > 0 && word.toLowerCase() === noun);
  if (
    at < 1 ||
    at > 5 ||
    words.slice(1, at + 1).some((word) => NOT_IN_OBJECT.test(word) || /\d|[,;()]/.test(word))
  )
    return null;
  // The count's other words are the line's, before its noun ('about 40 steel assemblies' of 'steel
  // assemblies'): else the count names another thing.
  const object = words.slice(1, at + 1).map((word) => word.toLowerCase());
  if (!counted.every((word) => object.includes(word.toLowerCase()))) return null;
  const aside = after.replace(/^[\s,;:]+/, '').replace(/[.;,\s]+$/, '');
  if (aside && (wordCount(aside) > 8 || /[()\d]/.test(aside))) return null;
  const line = [words[0], parts[1], ...words.slice(1, at + 1), parts[3], ...words.slice(at + 1)].join(' ');
  const written = aside ? `${line} (${aside})` : line;
  return wordCount(written) > MAX_LINE_WORDS ? null : written;
}
