/**
 * Questions and 'missing' checks about something the resume shows: every corpus resume against every
 * corpus job, judged against labels of what each resume shows (fixtures/resume-shows.json, read by
 * meaning: 'user interviews and usability testing' shows User Research). A question about a skill,
 * tool or credential, or a requirement reported missing, that names a labelled item of the resume is
 * one the resume answers already. Shared by the corpus test and the benchmark.
 */
import { existsSync, readFileSync } from 'node:fs';
import { analyzeJob } from '../src/job/analyze-job';
import { parseResume } from '../src/parse/parse-resume';
import { generateQuestions } from '../src/questions/generate-questions';
import { scoreInDetail } from '../src/score/score-resume';
import { findSkillMentions } from '../src/taxonomy/find-skills';
import type { CorpusDocument } from './corpus';

interface ShownItem {
  name: string;
  kind: string;
  also?: string[];
}

interface ShownLabels {
  resumes: Record<string, ShownItem[]>;
}

export const SHOWN_URL = new URL('./fixtures/resume-shows.json', import.meta.url);

export interface ShownResult {
  pairs: number;
  asked: number;
  askedShown: string[];
  missing: number;
  missingShown: string[];
}

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^a-z0-9+#&]+/g, ' ')
    .trim();

/** The taxonomy's id for a name it spells out whole ('Excel', 'Month-End Close'), or null. */
function wholeId(name: string): string | null {
  const mentions = findSkillMentions(name);
  return mentions.length === 1 && normal(mentions[0]?.text ?? '') === normal(name)
    ? (mentions[0]?.skill.id ?? null)
    : null;
}

/** The label of the resume that names this thing, by one of its names or the same taxonomy skill. */
function shownAs(subject: string, items: readonly ShownItem[]): ShownItem | undefined {
  const key = normal(subject);
  const id = wholeId(subject);
  return items.find((item) => {
    const names = [item.name, ...(item.also ?? [])];
    return names.some((name) => normal(name) === key || (id !== null && wholeId(name) === id));
  });
}

export function measureShown(
  resumes: readonly CorpusDocument[],
  jobs: readonly CorpusDocument[],
): ShownResult | null {
  if (!existsSync(SHOWN_URL) || resumes.length === 0) return null;
  const labels = JSON.parse(readFileSync(SHOWN_URL, 'utf8')) as ShownLabels;
  const analyzed = jobs.map((job) => ({ job, analysis: analyzeJob(job.text) }));
  const result: ShownResult = { pairs: 0, asked: 0, askedShown: [], missing: 0, missingShown: [] };
  for (const resume of resumes) {
    const items = labels.resumes[resume.file];
    if (!items) continue;
    const parsed = parseResume(resume.text);
    for (const { job, analysis } of analyzed) {
      const detail = scoreInDetail({
        resume: parsed,
        job: analysis,
        jobText: job.text,
        industry: 'General Professional',
      });
      result.pairs += 1;
      for (const question of generateQuestions(detail)) {
        if (question.kind !== 'missing_skill' && question.kind !== 'missing_credential') continue;
        const subject = question.target.subject;
        if (!subject) continue;
        result.asked += 1;
        const shown = shownAs(subject, items);
        if (shown)
          result.askedShown.push(
            `${resume.file} x ${job.file}: asked '${subject}', shown as '${shown.name}'`,
          );
      }
      const held = new Set(detail.tailoring.heldCertifications);
      const missing = [
        ...detail.tailoring.evidence.filter((item) => item.evidence === 0).map((item) => item.skill.name),
        ...analysis.certifications.filter((name) => !held.has(name)),
      ];
      for (const name of missing) {
        result.missing += 1;
        const shown = shownAs(name, items);
        if (shown)
          result.missingShown.push(
            `${resume.file} x ${job.file}: missing '${name}', shown as '${shown.name}'`,
          );
      }
    }
  }
  return result;
}
