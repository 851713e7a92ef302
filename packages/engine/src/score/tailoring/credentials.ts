/**
 * The credentials the job asks for that the resume shows: its certifications and licences, in any of
 * their written forms, and the degree level the job asks for.
 */
import { createLineSkillReader, findSkillMentions, type LineSkillReader } from '../../taxonomy/find-skills';
import { narrowerSkillIds } from '../../taxonomy/skill-relations';
import { plainTokens } from '../../text/normalize-text';
import { isRegionWord } from '../../text/places';
import type { JobAnalysis } from '../../types';

/** Words of a certification string that name no credential ('current state licensure'). */
const CREDENTIAL_FILLER = new Set([
  'certification',
  'certificate',
  'certified',
  'license',
  'licence',
  'licensed',
  'licensure',
  'current',
  'valid',
  'active',
  'state',
  'registered',
  'registration',
  'credential',
  'credentials',
  'card',
  'eligibility',
  'eligible',
  'or',
  'in',
  'of',
  'a',
  'the',
]);

/**
 * The job's certifications and licences (JobAnalysis.certifications) the resume already shows, in any
 * of their written forms: a job asking for 'current RN licensure' is answered by 'RN', 'R.N.',
 * 'Registered Nurse' or 'RN License #...'; 'CPA' answers 'Certified Public Accountant'. A certification
 * the taxonomy does not know is shown when its own words appear together in the resume.
 */
export function heldCredentials(
  resume: string | readonly string[],
  job: Pick<JobAnalysis, 'certifications'>,
  reader: LineSkillReader = createLineSkillReader(),
): Set<string> {
  const lines = typeof resume === 'string' ? resume.split('\n') : resume;
  const shownIds = new Set(reader.joinedMentions(lines).map((mention) => mention.skill.id));
  return credentialsShown(job.certifications, shownIds, lines);
}

/** The certifications shown by the skills named in the resume or, for one the taxonomy does not know, its words. */
export function credentialsShown(
  certifications: readonly string[],
  shownIds: ReadonlySet<string>,
  lines: readonly string[],
): Set<string> {
  const held = new Set<string>();
  if (certifications.length === 0) return held;
  let words: string[] | null = null;
  // A narrower credential shows the broader one: a BLS card is CPR certification.
  const isShown = (id: string) =>
    shownIds.has(id) || narrowerSkillIds(id).some((narrower) => shownIds.has(narrower));
  for (const cert of certifications) {
    const named = findSkillMentions(cert).filter((mention) => mention.skill.kind === 'credential');
    if (named.length > 0) {
      // 'CPR Certification' is held by a resume that names CPR: the skill the credential certifies.
      // Only a skill the credential is wholly named for: 'Certified Pharmacy Technician' is no 'Pharmacy'.
      const rest = cert.replace(/\b(?:certification|certificate|certified)\b/gi, ' ');
      const certified = findSkillMentions(rest);
      const whole =
        certified.length > 0 &&
        plainTokens(certified.reduce((text, mention) => text.replace(mention.text, ' '), rest)).every(
          (token) => CREDENTIAL_FILLER.has(token) || isRegionWord(token),
        );
      // 'Registered Dietitian or Registered Nurse': held by either.
      const either = /\s+or\s+/i.test(cert);
      if (
        (either
          ? named.some((mention) => isShown(mention.skill.id))
          : named.every((mention) => isShown(mention.skill.id))) ||
        (whole && certified.every((mention) => shownIds.has(mention.skill.id)))
      )
        held.add(cert);
      continue;
    }
    // The resume's words without the credential's filler and places, as the credential's own are read.
    words ??= lines
      .flatMap((line) => plainTokens(line))
      .filter((token) => !CREDENTIAL_FILLER.has(token) && !isRegionWord(token));
    // 'CMP or CSEP certification' is held by either, and so is 'CVT/Registered Veterinary Technician';
    // the state that issues a licence is not its name ('Colorado CVT' is held by a CVT).
    // 'CPC, CCS, COC or RHIT credential': each of the list is an alternative too.
    const alternatives = /\s+or\s+/i.test(cert)
      ? cert.split(/\s*,\s*(?:or\s+)?|\s+or\s+|(?<=\p{L})\/(?=\p{L})/u)
      : cert.split(/(?<=\p{L})\/(?=\p{L})/u);
    const shown = alternatives.some((alternative) => {
      const tokens = plainTokens(alternative).filter(
        (token) => !CREDENTIAL_FILLER.has(token) && !isRegionWord(token),
      );
      // Its words together, in order, as a name is written ('DPI License - School Social Worker
      // (Category 50)'): a data analyst's 'pharmacy claims' and a 'technician' elsewhere hold no
      // 'Certified Pharmacy Technician'.
      return tokens.length > 0 && inOrderNearby(words as string[], tokens);
    });
    if (shown) held.add(cert);
  }
  return held;
}

/** Words between two of a name's words where it is still that name ('School Social Worker (Category 50)'). */
const NAME_GAP = 2;

/** Whether `tokens` stand in `words` in order, each within NAME_GAP words of the one before. */
function inOrderNearby(words: readonly string[], tokens: readonly string[]): boolean {
  for (let start = 0; start < words.length; start += 1) {
    if (words[start] !== tokens[0]) continue;
    let at = start;
    let found = true;
    for (const token of tokens.slice(1)) {
      const next = words.slice(at + 1, at + 2 + NAME_GAP).indexOf(token);
      if (next < 0) {
        found = false;
        break;
      }
      at += next + 1;
    }
    if (found) return true;
  }
  return false;
}

/** The degree level the job asks for: 0 none, 1 high school ... 5 doctorate. */
export function jobDegreeLevel(job: Pick<JobAnalysis, 'degree_level' | 'education'>): number {
  return (
    job.degree_level ??
    (job.education.length > 0 ? Math.max(...job.education.map((text) => educationRank(text))) : 0)
  );
}

function educationRank(text: string): number {
  if (/doctor/i.test(text)) return 5;
  if (/master/i.test(text)) return 4;
  if (/bachelor/i.test(text)) return 3;
  if (/associate/i.test(text)) return 2;
  if (/high school/i.test(text)) return 1;
  return 0;
}
