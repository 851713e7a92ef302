import { findSkillMentions } from '../taxonomy/find-skills';
import { roleNounsOf } from '../taxonomy/job-titles';

const SMALL_WORDS = /^(?:OF|AND|THE|FOR|IN|TO|A|AN|AT|ON|OR|WITH|BY)$/;

/**
 * A title written in capitals as a person would write it in a sentence ('OFFICIAL COURT REPORTER' ->
 * 'Official Court Reporter', 'HVAC SERVICE TECHNICIAN II' -> 'HVAC Service Technician II'): words of
 * three letters or fewer and the taxonomy's own acronyms stay in capitals.
 */
export function unshouted(title: string): string {
  if (/[a-z]/.test(title) || !/[A-Z]{4}/.test(title)) return title;
  return title.replace(/[A-Z][A-Z'’]*/g, (word, offset: number) => {
    if (SMALL_WORDS.test(word) && offset > 0) return word.toLowerCase();
    if (word.length <= 3) return word;
    if (word.length === 4 && findSkillMentions(word).some((mention) => mention.text === word)) return word;
    return word[0] + word.slice(1).toLowerCase();
  });
}

/** Words that rank a role without saying what it is. */
const RANKS =
  /^(?:senior|sr\.?|junior|jr\.?|lead|principal|staff|chief|head|associate|assistant|deputy|executive|vice|vp|i{1,3}|iv)$/i;

/** Roles that need what follows their comma to say what the job is ('Director, Finance'). */
const GENERIC_ROLE =
  /^(?:manager|director|head|officer|coordinator|specialist|analyst|consultant|administrator|representative|associate|engineer|developer|partner|advisor|adviser|lead|president|supervisor|technician)$/i;

/**
 * The role as a person names it, in a question or a suggested headline: the posting's title without its
 * team, place or notes ('Electrical Foreman - Commercial Construction' -> 'Electrical Foreman', 'Customs
 * Compliance Manager (Licensed Customs Broker)' -> 'Customs Compliance Manager', 'Senior Event Manager,
 * Customer & Field Events' -> 'Senior Event Manager', 'Software Engineer, Payments Platform' -> 'Software
 * Engineer'); a rank and a bare role before a comma keep what follows ('Senior Manager, E-commerce').
 */
export function plainJobTitle(title: string): string {
  const pieces = title
    .replace(/\s*\([^)]*\)/g, '')
    .split(/\s+[-–—|]\s+|\s*[|/]\s+/)
    .map((piece) => piece.trim());
  // The first piece that names a role ('Cloud Platform/ Big Data Engineer' -> 'Big Data Engineer').
  let role = pieces.find((piece) => roleNounsOf(piece).length > 0) ?? pieces[0] ?? '';
  // 'NOW HIRING: Automotive Technician', 'Job Title: Staff Accountant': a label before a colon.
  const label = /^([^:]{2,40}):\s+(?=\S)/.exec(role);
  if (
    label &&
    roleNounsOf(label[1] ?? '').length === 0 &&
    roleNounsOf(role.slice(label[0].length)).length > 0
  )
    role = role.slice(label[0].length);
  const [head = '', ...tail] = role.split(/,\s+/);
  // What follows a comma is the team ('Software Engineer, Payments Platform') unless the head needs it to
  // say what the job is: a rank and a bare role ('Senior Manager, E-commerce', 'Director, Finance').
  // A specific role alone says it ('Registrar, Exhibitions and Loans' -> 'Registrar').
  const saying = head.split(/\s+/).filter((word) => !RANKS.test(word));
  if (tail.length > 0 && (saying.length >= 2 || !GENERIC_ROLE.test(saying[0] ?? ''))) role = head;
  return unshouted(role.replace(/[,;:\s]+$/, ''));
}
