import { describe, expect, it } from 'vitest';
import { OPERATIONS_JOB, SOFTWARE_JOB } from '../../test/fixtures/jobs';
import { EM_DASH_LAYOUT, PIPE_LAYOUT, TEACHER_LAYOUT } from '../../test/fixtures/resumes';
import { analyze } from '../pipeline/analyze-resume';
import { findSkillMentions } from '../taxonomy/find-skills';
import { refineResume } from './refine-resume';

function answerFor(
  questions: ReturnType<typeof analyze>['detail']['questions'],
  pick: (kind: string, subject: string | null, text: string) => string,
): string[] {
  return questions.map((question) => pick(question.kind, question.target.subject, question.text));
}

describe('refinement', () => {
  const analysis = analyze({
    resumeText: EM_DASH_LAYOUT.text,
    jobDescription: OPERATIONS_JOB,
    industry: 'Operations',
  });
  const answers = answerFor(analysis.detail.questions, (kind, subject, text) => {
    if (text.includes('vendor onboarding'))
      return 'We cut vendor onboarding from 10 days to 4 for 30 vendors.';
    if (kind === 'missing_skill' && subject === 'Salesforce')
      return 'Yes, I used Salesforce at Northwind Traders for 2 years to track 150 vendor accounts.';
    if (kind === 'missing_skill') return `I have not used ${subject}.`;
    return '';
  });
  const result = refineResume({
    resumeText: EM_DASH_LAYOUT.text,
    jobDescription: OPERATIONS_JOB,
    industry: 'Operations',
    questions: analysis.detail.questions,
    answers,
  });
  const bullets = result.structured_resume.sections.flatMap((section) =>
    section.entries.flatMap((entry) => entry.bullets.map((bullet) => bullet.text)),
  );

  it("puts the answer's figures, exactly, on the bullet it was asked about", () => {
    expect(bullets).toContain(
      'Improved the vendor onboarding process across three regions — cut vendor onboarding from 10 days to 4 for 30 vendors',
    );
  });

  it('adds a skill the answer confirms, to the skills and to the experience it names', () => {
    expect(result.final_text).toMatch(/Skills\n.*Salesforce/);
    expect(bullets).toContain(
      'Used Salesforce at Northwind Traders for 2 years to track 150 vendor accounts.',
    );
  });

  it("never adds a skill an answer denies ('I have not used X')", () => {
    const denied = analysis.detail.questions
      .filter((question) => question.kind === 'missing_skill' && question.target.subject !== 'Salesforce')
      .map((question) => question.target.subject);
    const before = new Set(findSkillMentions(EM_DASH_LAYOUT.text).map((mention) => mention.skill.name));
    const after = new Set(findSkillMentions(result.final_text).map((mention) => mention.skill.name));
    for (const skill of denied) expect(after.has(skill ?? '') && !before.has(skill ?? '')).toBe(false);
  });

  it('adds no skill for an answer that never speaks of it', () => {
    const offTopic = answerFor(analysis.detail.questions, (kind) =>
      kind === 'missing_skill' ? 'I spent 6 years at a regional retailer before this role.' : '',
    );
    const refined = refineResume({
      resumeText: EM_DASH_LAYOUT.text,
      jobDescription: OPERATIONS_JOB,
      industry: 'Operations',
      questions: analysis.detail.questions,
      answers: offTopic,
    });
    expect(refined.final_text).not.toMatch(/Salesforce/);
    expect(refined.history.map((item) => item.reason).join(' | ')).not.toMatch(
      /skill added|shown in experience/,
    );
    const affirmed = refineResume({
      resumeText: EM_DASH_LAYOUT.text,
      jobDescription: OPERATIONS_JOB,
      industry: 'Operations',
      questions: analysis.detail.questions,
      answers: answerFor(analysis.detail.questions, (kind, subject) =>
        kind === 'missing_skill' && subject === 'Salesforce' ? 'Yes, daily for two years.' : '',
      ),
    });
    expect(affirmed.final_text).toMatch(/Skills\n.*Salesforce/);
  });

  it('rewrites weak openers without overclaiming', () => {
    expect(bullets).toContain('Managed the quarterly budget review');
    expect(bullets).toContain('Contributed to reducing late deliveries');
  });

  it('records every change with before, after, reason and source', () => {
    expect(result.history.length).toBeGreaterThan(3);
    for (const item of result.history) {
      expect(item.before).not.toBe(item.after);
      expect(item.reason.length).toBeGreaterThan(0);
      expect(item.source.length).toBeGreaterThan(0);
    }
    expect(result.history).toContainEqual(
      expect.objectContaining({
        before: 'Helped reduce late deliveries',
        after: 'Contributed to reducing late deliveries',
        source: 'Helped reduce late deliveries',
      }),
    );
  });

  it('passes the provenance guard and keeps every bullet', () => {
    expect(result.provenance).toEqual({ ok: true, violations: [] });
  });

  it('raises the score and explains the change', () => {
    const { improvement } = result.final_scores;
    expect(improvement.final).toBeGreaterThan(improvement.initial);
    expect(improvement.change).toBeCloseTo(improvement.final - improvement.initial, 1);
    expect(result.final_scores.feedback_summary).toMatch(/rose from/);
  });

  it('writes a summary from resume facts when there is none, recording how the years were computed', () => {
    const refined = refineResume({
      resumeText: PIPE_LAYOUT.text,
      jobDescription: SOFTWARE_JOB,
      industry: 'Software Engineering',
      answers: [],
    });
    const summary = refined.history.find((item) => item.reason === 'summary assembled from resume facts');
    expect(summary?.after).toMatch(/^Software Engineer with \d+\+ years of experience\./);
    expect(summary?.source).toMatch(/months covered by the experience entries' dates/);
    expect(refined.provenance.ok).toBe(true);
  });

  it('removes the first person and puts past roles in the past tense', () => {
    const refined = refineResume({
      resumeText: TEACHER_LAYOUT.text,
      jobDescription: SOFTWARE_JOB,
      industry: 'Education',
      answers: [],
    });
    const texts = refined.structured_resume.sections.flatMap((section) =>
      section.entries.flatMap((entry) => entry.bullets.map((bullet) => bullet.text)),
    );
    expect(texts).toContain('Managed the after-school math club');
  });

  it('fixes plain typos and leaves words the dictionary merely lacks or two words run together', () => {
    const known = new Set([
      'kept',
      'the',
      'for',
      'and',
      'schedule',
      'management',
      'received',
      'diaries',
      'on',
      'time',
    ]);
    const speller = {
      correct: (word: string) => known.has(word),
      suggest: (word: string) =>
        ({ managment: ['management'], recieved: ['received'], diarize: ['diaries'], ontime: ['onetime'] })[
          word
        ] ?? [],
    };
    const resumeText = `Dana Whitfield
dana@example.com

Experience
Coordinator — Harbor Clinic, Portland
2019 – 2021
- Kept the schedule managment current and recieved 40 calls a day
- Used a shared calendar to diarize appointments for 6 doctors
- Sent ontime reminders to 300 patients a week`;
    const refined = refineResume({
      resumeText,
      jobDescription: OPERATIONS_JOB,
      industry: 'Operations',
      answers: [],
      speller,
    });
    const spelling = refined.history.filter((item) => item.reason.startsWith('spelling'));
    expect(spelling.map((item) => item.reason)).toEqual([
      "spelling: 'managment' to 'management'",
      "spelling: 'recieved' to 'received'",
    ]);
    expect(refined.final_text).toContain('diarize appointments');
    expect(refined.final_text).toContain('ontime reminders');
  });

  it('breaks a wall of text inside a job into one bullet per sentence, word for word', () => {
    const paragraph = [
      'Managed the front office of a four-dentist practice, scheduling about 60 patients a day across two locations.',
      'Handled insurance verification and claims for Delta Dental and Cigna, and cut unpaid claims by 30% in a year.',
      'Trained three new receptionists on Dentrix and the phone system.',
      'Kept the supply room stocked and placed weekly orders with two vendors.',
      'Answered billing questions from patients by phone and email.',
      'Closed the office each evening and reconciled the day’s card payments.',
    ].join(' ');
    const resumeText = `Dana Whitfield
dana@example.com

Experience
Office Manager — Harbor Dental, Portland, OR
2019 – 2023
${paragraph}`;
    const refined = refineResume({
      resumeText,
      jobDescription: OPERATIONS_JOB,
      industry: 'Operations',
      answers: [],
    });
    const entry = refined.structured_resume.sections.flatMap((section) => section.entries)[0];
    expect(entry?.bullets.length).toBe(6);
    expect(entry?.bullets.every((bullet) => bullet.original_char === '•')).toBe(true);
    expect(entry?.bullets[1]?.text).toBe(
      'Handled insurance verification and claims for Delta Dental and Cigna, and cut unpaid claims by 30% in a year.',
    );
    expect(refined.history.map((item) => item.reason)).toContain(
      'paragraph split into bullets, one sentence each',
    );
    expect(refined.provenance.ok).toBe(true);
    const walls = (report: typeof refined.final_report) =>
      report.categories
        .flatMap((category) => category.checks)
        .find((check) => check.id === 'no_walls_of_text');
    expect(walls(refined.initial_score)?.passed).toBe(false);
    expect(walls(refined.final_report)?.passed).toBe(true);
  });

  it('is deterministic', () => {
    const again = refineResume({
      resumeText: EM_DASH_LAYOUT.text,
      jobDescription: OPERATIONS_JOB,
      industry: 'Operations',
      questions: analysis.detail.questions,
      answers,
    });
    expect(again).toEqual(result);
  });
});
