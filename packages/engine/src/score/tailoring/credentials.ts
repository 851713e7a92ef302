/**
 * The credentials the job asks for that the resume shows: its certifications and licences, in any of
 * their written forms, and the degree level the job asks for.
 */
import { createLineSkillReader, findSkillMentions, type LineSkillReader } from '../../taxonomy/find-skills';
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
 * the taxonomy does not know is shown when each of its own words appears in the resume.
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
  let text: string | null = null;
  for (const cert of certifications) {
    const named = findSkillMentions(cert).filter((mention) => mention.skill.kind === 'credential');
    if (named.length > 0) {
      // 'CPR Certification' is held by a resume that names CPR: the skill the credential certifies.
      const certified = findSkillMentions(cert.replace(/\b(?:certification|certificate|certified)\b/gi, ' '));
      if (
        named.every((mention) => shownIds.has(mention.skill.id)) ||
        (certified.length > 0 && certified.every((mention) => shownIds.has(mention.skill.id)))
      )
        held.add(cert);
      continue;
    }
    text ??= ` ${lines.map((line) => plainTokens(line).join(' ')).join(' ')} `;
    // 'CMP or CSEP certification' is held by either, and so is 'CVT/Registered Veterinary Technician';
    // the state that issues a licence is not its name ('Colorado CVT' is held by a CVT).
    const shown = cert.split(/\s+or\s+|(?<=\p{L})\/(?=\p{L})/u).some((alternative) => {
      const tokens = plainTokens(alternative).filter(
        (token) => !CREDENTIAL_FILLER.has(token) && !isRegionWord(token),
      );
      return tokens.length > 0 && tokens.every((token) => (text as string).includes(` ${token} `));
    });
    if (shown) held.add(cert);
  }
  return held;
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
