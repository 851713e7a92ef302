/**
 * The credentials and licences a posting names: the taxonomy's credentials, and what reads as one
 * ('Illinois Certified Pharmacy Technician licensure', 'current state licence').
 */
import { findSkillMentions, type SkillMention } from '../taxonomy/find-skills';
import { squash, unique } from '../text/normalize-text';
import type { JobSegment } from './read-job-text';

export const CERTIFICATION_PATTERNS: readonly RegExp[] = [
  // Words bounded (no word of a credential's name is 40 characters long): tried at every word start, an
  // unbounded word would make a long run of letters quadratic.
  // 'ServSafe Food Protection Manager Certification', 'Certified Veterinary Technician (CVT) credential',
  // 'MLT(ASCP) certification': an abbreviation in brackets is part of the name.
  /\b((?:[A-Z0-9][\w+&/-]{0,39}(?:\([A-Z][\w&/-]{0,15}\))?\s){0,4}[A-Z](?:[\w+&/-]|\.(?=\d)){0,39}(?:\([A-Z][\w&/-]{0,15}\))?(?:\s\([A-Z][\w&/-]{0,15}\))?)\s+(?:[Cc]ertification|[Cc]ertificate|certified|[Ll]icense|[Ll]icence|[Ll]icensure|[Cc]redential)\b/g,
  // 'Active NMLS registration': a registry's abbreviation and its registration.
  /\b([A-Z]{2,}(?:\s[A-Z][\w&-]*){0,2}\s+[Rr]egistration)\b/g,
  /\b(?:certified|licensed|registered)\s+((?:[A-Z][\w&-]*\s?){1,4})/g,
  /\b(current (?:state )?(?:licen[cs]e|licensure|certification)[^.,;]{0,40})/gi,
  /\b((?:[A-Z][\w-]{0,39} ){0,2}driver['’]?s['’]? licen[cs]e)\b/gi,
];

/** A credential named by a word any credential could have. */
const GENERIC_NAME =
  /^(?:national|dual|state|professional|board|industry|relevant|appropriate|required|additional|specialty|advanced|basic|applicable|recognized|recognised|accredited|approved|equivalent|related)\s+(?:certification|certificate|licen[cs]e|licensure)s?$/i;

export function readCertifications(
  segments: readonly JobSegment[],
  mentions: readonly SkillMention[],
): string[] {
  const found = mentions
    .filter((mention) => mention.skill.kind === 'credential')
    .map((mention) => mention.skill.name);
  for (const segment of segments) {
    if (segment.boilerplate) continue;
    for (const pattern of CERTIFICATION_PATTERNS) {
      for (const match of segment.text.matchAll(pattern)) {
        // 'Valid Texas driver's license', 'Current Case CATalyst license': the credential, not its state.
        const value = squash(match[0])
          .replace(/[,;.]$/, '')
          .replace(/^(?:(?:a|an|the|current|valid|active|current and valid|unrestricted)\s+)+/i, '');
        // 'No certification required' asks for none; 'National certification through PTCB (CPhT) or
        // NHA (ExCPT)', 'Dual certification (CPO)' name it by what follows.
        if (/^(?:no|any|other)\b/i.test(value) || GENERIC_NAME.test(value)) continue;
        // 'Verifying licensure' is a duty; 'RN licensure' beside 'Registered Nurse' says it twice.
        if (
          value.split(' ').length > 7 ||
          /\b(we|our|you|equal)\b/i.test(value) ||
          /^[A-Z][a-z]+ing\b/.test(value)
        )
          continue;
        // 'CMP or CSEP certification', 'RHIA or RHIT credential': either meets it, so both are named,
        // as one credential in place of each alone.
        // 'CPSM (ISM) or CPM certification': the issuer in brackets belongs to the first; 'CPC, CCS, COC
        // or RHIT credential': a list of them, any of which meets it.
        const before =
          /\b((?:[A-Z][A-Za-z0-9+&-]{1,15},\s+){0,4}[A-Z][A-Za-z0-9+&-]{1,15}(?:\s?\([A-Z][\w&/-]{0,15}\))?)\s+or\s+$/.exec(
            segment.text.slice(Math.max(0, match.index - 80), match.index),
          );
        const named = findSkillMentions(value).filter((mention) => mention.skill.kind === 'credential');
        if (
          before &&
          !/\s/.test(value.split(/\s+(?:certification|certificate|license|licence|credential)/i)[0] ?? ' ')
        ) {
          const either = findSkillMentions(`${before[1]} ${value}`)
            .filter((mention) => mention.skill.kind === 'credential')
            .map((mention) => mention.skill.name);
          for (const name of either) {
            const at = found.indexOf(name);
            if (at >= 0) found.splice(at, 1);
          }
          found.push(`${before[1]} or ${value}`);
          continue;
        }
        if (named.length > 0 && named.every((mention) => found.includes(mention.skill.name))) continue;
        found.push(value);
      }
    }
  }
  // 'Registered Dietitian Nutritionist (RDN) credential ..., OR active California Registered Nurse (RN)
  // license': either meets it, so the two are one credential, held by either.
  for (const segment of segments) {
    // Only a sentence with an 'or' in it is read again.
    if (segment.boilerplate || !/\bor\b/i.test(segment.text)) continue;
    const named = findSkillMentions(segment.text).filter((mention) => mention.skill.kind === 'credential');
    for (let index = 1; index < named.length; index += 1) {
      const first = named[index - 1] as SkillMention;
      const second = named[index] as SkillMention;
      const between = segment.text.slice(first.end, second.start);
      if (between.length > 90 || /[.;]/.test(between) || !/\bor\b/i.test(between)) continue;
      const a = found.indexOf(first.skill.name);
      if (a < 0 || !found.includes(second.skill.name) || first.skill.id === second.skill.id) continue;
      const either = found.filter((name) => name !== first.skill.name && name !== second.skill.name);
      either.splice(Math.min(a, either.length), 0, `${first.skill.name} or ${second.skill.name}`);
      found.splice(0, found.length, ...either);
    }
  }
  return unique(found.map((name) => name.replace(/^(?:OR|AND)\s+/, ''))).slice(0, 12);
}
