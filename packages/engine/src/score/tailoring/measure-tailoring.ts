/**
 * The tailoring facts, measured once per reading of the resume: how well it shows the job's required and
 * preferred skills, how close its field and its titles are to the job's, its years, degree,
 * certifications and soft skills against what the job asks for, and the marks of stuffing (lines copied
 * from the job, skills only listed, skills repeated). The tailoring checks (tailoring-checks.ts) and the
 * questions read these facts; nothing here judges them.
 */
import { slug } from '../../taxonomy/find-skills';
import { practiceWording } from '../../taxonomy/role-practice';
import { unique } from '../../text/normalize-text';
import type { JobAnalysis, StructuredResume } from '../../types';
import type { ResumeFacts } from '../measure-resume';
import { findCopiedLines } from './copied-lines';
import { credentialsShown, jobDegreeLevel } from './credentials';
import { cosine, fieldProfile } from './field-fit';
import { isListLine, type ResumeLine, resumeLines } from './resume-lines';
import { skillCoverage } from './skill-coverage';
import { measureSkillEvidence, type SkillEvidence } from './skill-evidence';
import type { TailoringReads } from './tailoring-reads';
import { titleFit } from './title-fit';

/** What shows a resume stuffed with the job's words; read from the resume as it was given. */
export interface StuffingFacts {
  /** Lines copied from the job, which count as no evidence. */
  copiedLines: Set<ResumeLine>;
  /** The words of those lines. */
  copiedWords: number;
  /** Required skills the resume shows only in its skills section. */
  listedOnly: string[];
  /** Required skills the resume shows in a bullet or close to it (evidence 0.85 or more). */
  wellShownRequired: number;
  /** Skills named more than eight times. */
  repeatedSkills: string[];
}

export interface TailoringFacts {
  job: JobAnalysis;
  /** Each of the job's required and preferred skills, and how well the resume shows it. */
  evidence: SkillEvidence[];
  /** The weighted share of the required skills shown (skill-coverage.ts); null when the job names none. */
  requiredCoverage: number | null;
  preferredCoverage: number | null;
  /**
   * The weighted share of the tools and skills the job's duties name (not requirements, but words an ATS
   * may match) that the resume shows; null when the duties name none.
   */
  dutyCoverage: number | null;
  missingDuty: string[];
  /** Required skills of the taxonomy the resume does not show. */
  missingRequired: string[];
  /** Preferred skills the resume does not show. */
  missingPreferred: string[];
  /** The cosine of the resume's field profile with the job's; null when the job's skills name no field. */
  fieldFit: number | null;
  /** The industry code the job's skills point to most; '' when none. */
  jobField: string;
  /** 0 to 1: the best fit of the resume's headline and latest titles with the job's title. */
  titleFit: number;
  yearsOfExperience: number;
  /** The resume's degree level and the job's (0 none, 1 high school ... 5 doctorate). */
  degreeLevel: number;
  jobDegreeLevel: number;
  /** The job's certifications (as in JobAnalysis.certifications) the resume already shows. */
  heldCertifications: string[];
  /** The job's soft skills the resume speaks of, not only lists. */
  softSkillsShown: string[];
  stuffing: StuffingFacts;
}

/** Words copied from the job from which on the resume is stuffed: a warning and a failed check. */
export const STUFFED_COPIED_WORDS = 20;

/** Skills named more often than this are repeated for the ATS, not for the reader. */
const REPEATED_MENTIONS = 8;

/** Each title line as its practice, and the headline as a line of the summary. */
function practiceLines(lines: readonly ResumeLine[], headline: string): ResumeLine[] {
  const added: ResumeLine[] = [];
  for (const line of lines) {
    if (line.sectionType !== 'experience_header') continue;
    const wording = practiceWording(line.text);
    if (wording) added.push({ ...line, text: wording });
  }
  if (headline.trim().length > 0) {
    const base = { sectionType: 'summary' as const, sectionId: 'headline', entryId: null, bulletId: null };
    added.push({ ...base, text: headline });
    const wording = practiceWording(headline);
    if (wording) added.push({ ...base, text: wording });
  }
  return added;
}

export function measureTailoring(
  resume: StructuredResume,
  facts: ResumeFacts,
  job: JobAnalysis,
  reads: TailoringReads,
): TailoringFacts {
  const allLines = resumeLines(resume);
  const copiedLines = findCopiedLines(allLines, reads);
  const lines = allLines.filter((line) => !copiedLines.has(line));
  const lineTexts = lines.map((line) => line.text);
  const lineMentions = reads.lineSkills.joinedMentions(lineTexts);
  // A role's title shows its practice ('Manufacturing Engineer': manufacturing engineering), and the
  // headline the role the person presents: both are evidence, read as the title's own line.
  const meaning = [...lines, ...practiceLines(lines, facts.headline)];
  const evidence = measureSkillEvidence(job, meaning, reads);
  const dutyEvidence = measureSkillEvidence(
    job,
    meaning,
    reads,
    (job.duty_skills ?? []).filter((skill) => skill.id),
  );
  const required = evidence.filter((item) => item.skill.importance === 'required');
  const preferred = evidence.filter((item) => item.skill.importance === 'preferred');
  const mentionCounts = new Map<string, number>();
  for (const mention of lineMentions)
    mentionCounts.set(mention.skill.name, (mentionCounts.get(mention.skill.name) ?? 0) + 1);

  const titles = unique(
    [facts.headline, facts.latestTitle, ...facts.entries.slice(0, 2).map((entry) => entry.title)].filter(
      (title) => title.trim().length > 0,
    ),
  );
  const held = credentialsShown(
    job.certifications,
    new Set(lineMentions.map((mention) => mention.skill.id)),
    lineTexts,
  );
  // A soft skill counts where the resume speaks of it, not where a list names it.
  const spokenLines = lines.filter((line) => !isListLine(line));
  const spokenIds = new Set(
    spokenLines.flatMap((line) => reads.lineSkills.mentions(line.text)).map((mention) => mention.skill.id),
  );

  const jobField = reads.job.field;
  // A skill only listed, never shown in use, does not make the resume read as from the job's field.
  const resumeField = fieldProfile(
    lines.filter((line) => !isListLine(line)).flatMap((line) => reads.lineSkills.mentions(line.text)),
  );
  return {
    job,
    evidence,
    requiredCoverage: skillCoverage(required),
    preferredCoverage: skillCoverage(preferred),
    dutyCoverage: skillCoverage(dutyEvidence),
    // 'Name them in your bullets' names those no bullet shows, listed or not.
    missingDuty: dutyEvidence.filter((item) => item.evidence < 1).map((item) => item.skill.name),
    missingRequired: required
      .filter((item) => item.evidence === 0 && item.skill.id)
      .map((item) => item.skill.name),
    missingPreferred: preferred.filter((item) => item.evidence === 0).map((item) => item.skill.name),
    fieldFit: jobField.size === 0 ? null : cosine(jobField, resumeField),
    jobField: [...jobField.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '',
    titleFit: titles.reduce((best, title) => Math.max(best, titleFit(title, job.title)), 0),
    yearsOfExperience: facts.yearsOfExperience,
    degreeLevel: facts.degreeLevel,
    jobDegreeLevel: jobDegreeLevel(job),
    heldCertifications: job.certifications.filter((cert) => held.has(cert)),
    softSkillsShown: job.soft_skills.filter((name) => spokenIds.has(slug(name))),
    stuffing: {
      copiedLines,
      copiedWords: [...copiedLines].reduce((sum, line) => sum + reads.lineTokens(line.text).length, 0),
      listedOnly: required
        .filter((item) => item.evidence > 0 && item.where?.sectionType === 'skills')
        .map((item) => item.skill.name),
      wellShownRequired: required.filter((item) => item.evidence >= 0.85).length,
      repeatedSkills: [...mentionCounts.entries()]
        .filter(([, count]) => count > REPEATED_MENTIONS)
        .map(([name]) => name),
    },
  };
}
