import { describe, expect, it } from 'vitest';
import { OPERATIONS_JOB, SOFTWARE_JOB } from '../../test/fixtures/jobs';
import { EM_DASH_LAYOUT, PIPE_LAYOUT } from '../../test/fixtures/resumes';
import { scoreInDetail } from '../score/score-resume';
import { generateQuestions } from './generate-questions';

describe('questions', () => {
  const detail = scoreInDetail(EM_DASH_LAYOUT.text, OPERATIONS_JOB, 'Operations');
  const questions = generateQuestions(detail);

  it('asks 3 to 8 questions, ordered by expected gain', () => {
    expect(questions.length).toBeGreaterThanOrEqual(3);
    expect(questions.length).toBeLessThanOrEqual(8);
    const gains = questions.map((question) => question.expected_gain);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
  });

  it('quotes the bullet with no result and names its employer, with the bullet as target', () => {
    const question = questions.find((item) => item.text.includes('Improved the vendor onboarding process'));
    expect(question?.text).toMatch(
      /^At Northwind Traders you wrote 'Improved the vendor onboarding process across three regions'\./,
    );
    expect(question?.target.bullet_id).toBeTruthy();
  });

  it('asks about results only of bullets that tell of something done', () => {
    const resume = `Ana Ruiz
ana.ruiz@example.com

Experience
Staff Nurse — Mercy General Hospital, Omaha
Jan 2019 – Present
- Sound, ethical and independent decision-making consistent with medical protocols
- Shift Handover Tracker : online checklist shared by the ward teams
- Organised the ward's medication audit across three units
- Core member of the team that introduced bedside barcode scanning
- Report generation is enabled for the charge nurses of each unit`;
    const questions = generateQuestions(scoreInDetail(resume, OPERATIONS_JOB, 'Healthcare'));
    expect(questions.find((item) => item.kind === 'missing_summary')?.text).toBe(
      'In one or two sentences, what should an Operations Manager hiring manager know about you first?',
    );
    const asked = questions
      .filter((item) => item.kind === 'bullet_result' || item.kind === 'bullet_scope')
      .map((item) => item.text);
    expect(asked.some((text) => text.includes('medication audit'))).toBe(true);
    expect(asked.some((text) => text.includes('barcode scanning'))).toBe(true);
    expect(asked.some((text) => text.includes('decision-making'))).toBe(false);
    expect(asked.some((text) => text.includes('Handover Tracker'))).toBe(false);
    expect(asked.some((text) => text.includes('Report generation'))).toBe(false);
  });

  it('asks nothing about a list introduced by a label', () => {
    const resume = `Ana Ruiz
ana.ruiz@example.com

Experience
Office Manager
Lakeview Dental, Omaha, NE
Jan 2019 – Present
- Bookkeeping and accounting tasks include: entering in all financial transactions into QuickBooks, maintaining an organized filing system
- COMPUTER ASSISTED BILLING REVIEW
- Scheduled patients for four hygienists`;
    const asked = generateQuestions(scoreInDetail(resume, OPERATIONS_JOB, 'Healthcare'))
      .filter((item) => item.kind === 'bullet_result' || item.kind === 'bullet_scope')
      .map((item) => item.text);
    expect(asked.some((text) => text.includes('Scheduled patients'))).toBe(true);
    expect(asked.some((text) => text.includes('Bookkeeping'))).toBe(false);
    expect(asked.some((text) => text.includes('BILLING REVIEW'))).toBe(false);
  });

  it('asks whether a product was used, and what experience the user has of a field of work', () => {
    const resume =
      'Ana Ruiz\nana.ruiz@example.com\n\nExperience\nOffice Manager\nLakeview Dental, Omaha, NE\n2019 – 2024\n- Scheduled patients';
    const texts = generateQuestions(scoreInDetail(resume, OPERATIONS_JOB, 'Operations')).map(
      (item) => item.text,
    );
    const skills = texts.filter((text) => text.startsWith('The job asks for'));
    expect(skills.length).toBeGreaterThan(0);
    for (const text of skills) {
      const product = /for (Salesforce|QuickBooks|SAP|Microsoft|Adobe)/.test(text);
      expect(text).toContain(product ? 'Have you used it?' : 'What experience do you have with it?');
    }
  });

  it('asks about a required skill the resume never shows, naming it as the target', () => {
    const question = questions.find(
      (item) => item.kind === 'missing_skill' && item.target.subject === 'Salesforce',
    );
    expect(question?.text).toBe(
      'The job asks for Salesforce. Have you used it? Where, for how long, and what did you do with it?',
    );
    expect(question?.target.subject).toBe('Salesforce');
  });

  it('asks nothing generic: every question carries a target', () => {
    for (const question of generateQuestions(
      scoreInDetail(PIPE_LAYOUT.text, SOFTWARE_JOB, 'Software Engineering'),
    )) {
      expect(question.target.section_id.length).toBeGreaterThan(0);
    }
  });

  it('asks at least three questions even of an empty resume', () => {
    expect(
      generateQuestions(scoreInDetail('', SOFTWARE_JOB, 'Software Engineering')).length,
    ).toBeGreaterThanOrEqual(3);
  });
});
