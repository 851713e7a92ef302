/**
 * The credentials an answer says the person holds, by the names the answer gives them: 'Yes, OSHA
 * 30-Hour Construction, got it in 2021' holds 'OSHA 30-Hour Construction' (2021); 'I have my SHRM-CP
 * (SHRM) since May 2022' holds 'SHRM-CP' (2022); 'BLS for Healthcare Providers through the American
 * Heart Association' holds that, from that issuer. Only a name a list of certifications can print: it
 * opens with a capital, says no 'I' and no 'not', and reads as a credential (an acronym, a credential
 * word, or a credential the taxonomy knows).
 */
import { findSkillMentions } from '../../taxonomy/find-skills';
import { squash, wordCount } from '../../text/normalize-text';
import { isPastForm } from '../verb-forms';

export interface HeldCredential {
  name: string;
  year?: string;
}

const YES = /^(?:yes|yeah|yep|yup|sure|correct|i do|i did)\b[,.!:;]?\s*/i;
/** 'I have my', 'I hold an', 'I'm a', 'I got my', 'I've had my': the holding, before the name. */
const HOLDING =
  /^(?:i\s+(?:also\s+)?(?:have|hold|got|earned|passed|keep|maintain)|i['’]ve\s+(?:got|had|held|earned|passed)|i\s+have\s+(?:had|held|earned)|i['’]m|i\s+am)\s+(?:(?:my|a|an|the|current|active|valid|both)\s+)*/i;
/** Where the name ends: the year, how it was got, what follows it. */
const NAME_END =
  /\s*[,;:]\s+|\s+[-–—]\s+|\s+(?:since|from|in|got|renewed|which|who|that|but|so|as of|valid|current|expires?|good through|through|by|via|with|issued)\b|\.\s|\.$/i;
const ISSUER =
  /^\s*(?:through|from|by|via|with|issued by)\s+(?:the\s+)?([A-Z][\w&.' -]{2,60}?)(?=\s*(?:[,;.(]|\s+(?:since|in|from|got|renewed)\b|$))/;
const CREDENTIAL_WORD =
  /\b(?:licen[cs]e[ds]?|certified|certification|certificate|registered|credential|LMSW|LCSW)\b/i;
const NEGATIVE =
  /\b(?:not|never|no|don['’]?t|haven['’]?t|didn['’]?t|lapsed|expired|working on|studying|pursuing)\b/i;

/** One name, made printable: an issuer's acronym in brackets goes ('SHRM-CP (SHRM)' -> 'SHRM-CP'). */
function tidyName(name: string): string {
  return squash(
    name
      .replace(/\s*\(([A-Z]{2,8})\)/g, (whole, acronym: string) =>
        name.includes(`${acronym}-`) ? '' : whole,
      )
      .replace(/[.,;:\s]+$/, '')
      // 'CPC only': the one held, without the word that says it is the only one.
      .replace(/\s+only$/i, ''),
  );
}

function printable(name: string): boolean {
  if (!/^[A-Z0-9]/.test(name) || wordCount(name) > 8 || wordCount(name) === 0) return false;
  if (/\b(?:i|me|my|we|our|it|they)\b/i.test(name) || NEGATIVE.test(name)) return false;
  if (/[()]/.test(name.replace(/\([^()]*\)/g, ''))) return false;
  // 'Got 35 customers off paper checks onto ACH': a thing done, told with its count, is no credential.
  const first = name.split(/\s+/)[0]?.toLowerCase() ?? '';
  if (
    (isPastForm(first) &&
      !/^(?:licensed|certified|registered|accredited|qualified|chartered)$/.test(first)) ||
    /\b\d[\d,]*\+?\s+\p{Ll}+s\b/u.test(name)
  )
    return false;
  if (/\b(?:onto|off|into|down|up)\b/i.test(name)) return false;
  return (
    /\b[A-Z][A-Za-z]*[A-Z][A-Za-z0-9-]*\b/.test(name) ||
    CREDENTIAL_WORD.test(name) ||
    findSkillMentions(name).some((mention) => mention.skill.kind === 'credential')
  );
}

/** A name said without a word of holding must say itself that it is a credential. */
export function namesCredential(name: string): boolean {
  return (
    !/\b(?:member|membership|union|local)\b/i.test(name) &&
    (CREDENTIAL_WORD.test(name) ||
      findSkillMentions(name).some((mention) => mention.skill.kind === 'credential'))
  );
}

/** The credentials one sentence of an answer says are held, or none. */
export function heldCredentials(sentence: string): HeldCredential[] {
  const text = squash(sentence).replace(YES, '');
  if (NEGATIVE.test(text.split(NAME_END)[0] ?? '')) return [];
  const holding = HOLDING.exec(text);
  // A sentence of its own that opens with a name, or one that says the person holds it.
  // 'licensed PTA', 'nationally certified CPhT': the word that says it is held opens the name.
  const said = holding ? text.slice(holding[0].length) : text;
  const qualified = /^(?:(?:nationally|state|board)[- ])?(?:licensed|certified|registered)\s+(?=[A-Z])/i.test(
    said,
  )
    ? `${said.charAt(0).toUpperCase()}${said.slice(1)}`
    : said;
  const body = holding || /^[A-Z]/.test(text) ? qualified : '';
  if (!body || (!holding && /^(?:I|We|It|They|The|My|Our|This|That)\b/.test(body))) return [];
  const year = /\b((?:19|20)\d{2})\b/.exec(text)?.[1];
  const end = NAME_END.exec(body);
  const head = end ? body.slice(0, end.index) : body;
  const issuer = end ? ISSUER.exec(body.slice(end.index))?.[1]?.trim() : undefined;
  // 'OSHA 30 (2021) and NFPA 70E, renewed 2024': each name with the year said beside it.
  const parts = head.split(/\s+and\s+(?=[A-Z0-9])/).map((part) => ({
    name: tidyName(part.replace(/\s*\((?:[^()]*\b(?:19|20)\d{2}|[a-z][^()]*)\)/g, '')),
    own: /\(([^()]*\b)?((?:19|20)\d{2})\)/.exec(part)?.[2],
  }));
  const names = parts.filter((part) => printable(part.name)).map((part) => part.name);
  return names.map((name, index) => {
    const own = parts.find((part) => part.name === name)?.own;
    const withIssuer =
      index === names.length - 1 && issuer && !/\bi\b/i.test(issuer) ? `${name}, ${issuer}` : name;
    // 'and NFPA 70E, renewed 2024': the year said right after the last name is that name's.
    const after = end
      ? /^\s*[,;]?\s*(?:renewed|since|from|in|got it in|earned in|passed in)?\s*((?:19|20)\d{2})\b/i.exec(
          body.slice(end.index),
        )?.[1]
      : undefined;
    const when = own ?? (names.length === 1 ? year : index === names.length - 1 ? after : undefined);
    return when ? { name: withIssuer, year: when } : { name: withIssuer };
  });
}
