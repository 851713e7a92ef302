/**
 * Runs the refinement quality suite: each case is analyzed and refined with the answers its rules give,
 * and judged on what a recruiter would check, case by case (facts under the right employer, words kept
 * byte for byte, the job read right, the questions asked) and on what every refined line must be (no raw
 * answer after a dash, no first person, a capital first, no doubled words, about 30 words at most). Shared
 * by the test (quality.test.ts) and the benchmark, which prints the pass rate.
 */
import { analyze } from '../../src/pipeline/analyze';
import { refine } from '../../src/refine/refine';
import { scoreResume } from '../../src/score/score-resume';
import { findSkillMentions } from '../../src/taxonomy/find-skills';
import type { Question, StructuredResume } from '../../src/types';
import { NOT_A_RESUME, QUALITY_CASES, STUFFING } from './cases';
import { answerFor, type QualityCase } from './quality-case';

export interface CaseResult {
  id: string;
  failures: string[];
  /** Facts whose answering rule matched no question asked. */
  notReached: string[];
}

const AS_OF = { year: 2026, month: 11 };

/** The bullets and lines of the entry whose employer is `under`, or of the summary or skills section. */
function textUnder(resume: StructuredResume, under: string): string {
  if (under === 'summary' || under === 'skills') {
    return resume.sections
      .filter((section) => section.type === under)
      .flatMap((section) => [...section.content_lines, ...section.bullets.map((bullet) => bullet.text)])
      .join('\n');
  }
  return resume.sections
    .flatMap((section) => section.entries)
    .filter((entry) => entry.company.trim() === under.trim())
    .flatMap((entry) => entry.bullets.map((bullet) => bullet.text))
    .join('\n');
}

/** Whether an answer matching this rule was given: a question asked matched it. */
function reached(testCase: QualityCase, answer: string, questions: readonly Question[]): boolean {
  return questions.some((question) => answerFor(testCase, question) === answer);
}

/** The lines refinement wrote (the 'after' of each applied edit), one per line. */
function writtenLines(
  history: ReadonlyArray<{ after: string; before: string }>,
): Array<{ line: string; before: string }> {
  return history
    .flatMap((item) => item.after.split('\n').map((line) => ({ line, before: item.before })))
    .filter(({ line }) => line.trim().length > 0);
}

const FIRST_PERSON = /(?:^|[\s(])(?:I|me|my|mine|myself|we|our|us)(?=[\s.,;:)!?]|$)/;

/** What every line refinement writes must be, whatever the case. */
export function lineProblems(line: string, before = ''): string[] {
  const problems: string[] = [];
  const words = line.trim().split(/\s+/);
  if (/\s[—–-]\s+[a-z]/.test(line) && !/\s[—–]\s+(?:Present|Current)/i.test(line))
    problems.push(`an answer pasted after a dash: "${line}"`);
  if (FIRST_PERSON.test(line)) problems.push(`first person: "${line}"`);
  if (/^[a-z]/.test(line.trim()) && !/^(?:i[A-Z]|e[A-Z])/.test(line.trim()))
    problems.push(`lower-case start: "${line}"`);
  if (/\b(\w{3,})\s+\1\b/i.test(line)) problems.push(`a doubled word: "${line}"`);
  // Long is the writer's fault only where it wrote the length: a few words added to a long line of the
  // user's own is their line.
  const theirs = before.trim().split(/\s+/).length;
  if (words.length > 40 && !(theirs > 34 && words.length - theirs <= 6))
    problems.push(`${words.length} words: "${line}"`);
  if (/^(?:yes|no|sure|yeah)\b/i.test(line.trim())) problems.push(`an answer's 'yes' kept: "${line}"`);
  return problems;
}

export function runQualityCase(testCase: QualityCase): CaseResult {
  const failures: string[] = [];
  const notReached: string[] = [];
  const analysis = analyze(
    { resumeText: testCase.resume, jobDescription: testCase.job, industry: testCase.industry },
    { asOf: AS_OF },
  );
  const { questions, job } = analysis;
  const answers = questions.map((question) => answerFor(testCase, question));
  const refinement = refine(analysis, answers);
  const text = refinement.text;
  const expect = testCase.expect;

  if (!refinement.provenance.ok)
    failures.push(
      `guard: ${refinement.provenance.violations.map((item) => `${item.kind} ${item.value}`).join('; ')}`,
    );
  if (refinement.report.overall_score < analysis.report.overall_score - 0.05)
    failures.push(`the score fell: ${analysis.report.overall_score} -> ${refinement.report.overall_score}`);

  for (const fact of expect.facts ?? []) {
    const rule = testCase.answers.find((item) => item.answer.includes(fact.text));
    if (rule && !reached(testCase, rule.answer, questions)) {
      notReached.push(fact.text);
      continue;
    }
    if (!textUnder(refinement.resume, fact.under).includes(fact.text)) {
      const elsewhere = text.includes(fact.text) ? 'written under another heading' : 'missing';
      failures.push(`fact '${fact.text}' not under ${fact.under} (${elsewhere})`);
    }
  }
  for (const words of expect.survive ?? [])
    if (!text.includes(words)) failures.push(`'${words}' did not survive byte for byte`);
  for (const words of expect.absent ?? [])
    if (text.toLowerCase().includes(words.toLowerCase()))
      failures.push(`'${words}' should not be in the resume`);

  const required = job.required_skills.map((skill) => skill.name.toLowerCase());
  for (const term of expect.notRequired ?? [])
    if (required.includes(term.toLowerCase())) failures.push(`'${term}' read as a required skill`);
  const missing = analysis.tailoring.evidence.filter((item) => item.evidence === 0);
  for (const skill of expect.alreadyShown ?? []) {
    const wanted = skill.toLowerCase();
    const named = (name: string) => {
      if (name.toLowerCase() === wanted) return true;
      const mention = findSkillMentions(skill)[0];
      return (
        mention !== undefined && findSkillMentions(name).some((item) => item.skill.id === mention.skill.id)
      );
    };
    if (missing.some((item) => named(item.skill.name)))
      failures.push(`'${skill}' reported missing though shown`);
    // A question about the skill (the title question names the job's title, not a skill it asks about).
    const aboutSkills = questions.filter(
      (question) => question.kind === 'missing_skill' || question.kind === 'missing_credential',
    );
    if (aboutSkills.some((question) => question.target.subject && named(question.target.subject)))
      failures.push(`asked about '${skill}' though shown`);
  }
  for (const pattern of expect.notAsked ?? []) {
    const asked = questions.find((question) => new RegExp(pattern, 'i').test(question.text));
    if (asked) failures.push(`asked /${pattern}/: "${asked.text}"`);
  }
  if (expect.degreeLevel !== undefined) {
    const level = job.degree_level;
    if (level !== expect.degreeLevel) failures.push(`degree level ${level}, expected ${expect.degreeLevel}`);
  }
  if (expect.degree && !job.education.some((item) => item.startsWith(expect.degree ?? '')))
    failures.push(`education read as ${JSON.stringify(job.education)}, expected ${expect.degree}`);

  // Questions: whole-phrase quotes, and no shape for more than half of them.
  for (const question of questions) {
    if (/…|\.\.\./.test(question.text)) failures.push(`a quote cut short: "${question.text}"`);
    for (const quoted of question.text.match(/'[^']{20,}'/g) ?? []) {
      const inner = quoted.slice(1, -1);
      const source = (expect.wholeQuotes ?? []).find((bullet) => bullet.includes(inner));
      if (!source) continue;
      const end = source.indexOf(inner) + inner.length;
      const next = source.slice(end);
      if (
        next.length > 0 &&
        !/^(?:[,;.]|\s(?:and|by|to|for|with|while|including|through|using|across|which)\s|\s[-–—(])/.test(
          next,
        )
      )
        failures.push(`a quote cut mid-phrase: "${inner}"`);
    }
  }
  const shapes = new Map<string, number>();
  for (const question of questions) {
    const shape = question.text
      .replace(/'[^']*'/g, "'…'")
      .replace(/\b[A-Z][\w+#./&-]*(?:\s+[A-Z][\w+#./&-]*)*/g, 'X');
    shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
  }
  const mostUsed = Math.max(0, ...shapes.values());
  if (questions.length >= 4 && mostUsed > Math.ceil(questions.length / 2))
    failures.push(`one wording used for ${mostUsed} of ${questions.length} questions`);

  for (const { line, before } of writtenLines(refinement.history))
    failures.push(...lineProblems(line, before));
  return { id: testCase.id, failures, notReached };
}

export interface ScoreCaseResult {
  id: string;
  failures: string[];
}

export function runScoreCases(): ScoreCaseResult[] {
  const results: ScoreCaseResult[] = [];
  for (const item of NOT_A_RESUME) {
    const report = scoreResume(item.text, item.job, item.industry, { asOf: AS_OF });
    const failures: string[] = [];
    if (report.overall_score >= item.maxOverall)
      failures.push(`scored ${report.overall_score}, not below ${item.maxOverall}`);
    if (!report.warnings.some((warning) => /does not read as a resume/.test(warning)))
      failures.push('no warning saying why');
    results.push({ id: item.id, failures });
  }
  for (const item of STUFFING) {
    const plain = scoreResume(item.resume, item.job, item.industry, { asOf: AS_OF }).overall_score;
    const stuffed = scoreResume(item.stuffed, item.job, item.industry, { asOf: AS_OF }).overall_score;
    const gain = Math.round((stuffed - plain) * 10) / 10;
    results.push({
      id: item.id,
      failures: gain > item.maxGain ? [`gained ${gain} points (at most ${item.maxGain})`] : [],
    });
  }
  return results;
}

/** Every case: the pass rate the benchmark prints. */
export function qualityPassRate(): { passed: number; total: number; failures: string[] } {
  const results = [...QUALITY_CASES.map(runQualityCase), ...runScoreCases()];
  const failed = results.filter((result) => result.failures.length > 0);
  return {
    passed: results.length - failed.length,
    total: results.length,
    failures: failed.map((result) => `${result.id}: ${result.failures.join(' | ')}`),
  };
}
