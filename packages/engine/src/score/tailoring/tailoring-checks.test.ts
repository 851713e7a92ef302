import { describe, expect, it } from 'vitest';
import { analyzeJob } from '../../job/analyze-job';
import { parseResume } from '../../parse/parse-resume';
import type { JobAnalysis } from '../../types';
import { scoreInDetail } from '../score-resume';

/** Scores a resume text against a job text, the job read as given or here. */
const scoreText = (text: string, jobText: string, industry: string, job?: JobAnalysis) =>
  scoreInDetail({
    resume: parseResume(text),
    resumeText: text,
    job: job ?? analyzeJob(jobText, industry),
    jobText,
    industry,
  });
const resumeWith = (...bullets: string[]) =>
  `Alex Doe\nalex@example.com\n\nExperience\nEngineer, Acme Corp, 2019 - 2024\n${bullets.map((bullet) => `- ${bullet}`).join('\n')}\n\nSkills\nTeamwork`;

describe('a pasted skills line earns little', () => {
  const job = `Data Analyst
Requirements
- Experience with SQL, Python, Tableau, Excel, Looker, dbt, Snowflake, Airflow, statistics, A/B testing, forecasting, data modeling and ETL.`;
  const resume = `Sam Lee
sam@example.com

Summary
Analyst who turns messy spreadsheets into decisions.

Experience
Operations Analyst, Northwind, 2019 - 2024
- Cut monthly close from 9 days to 5 by rebuilding the reconciliation workbook.
- Trained 12 coordinators on the new intake process.

Education
BA Economics, State University, 2018

Skills
Communication, scheduling`;

  it('gains at most one point from a line of the job’s skills, and not the field', () => {
    const analysis = analyzeJob(job);
    const plain = scoreText(resume, job, 'Data Science', analysis);
    const listed = plain.tailoring.evidence
      .filter((item) => item.skill.id && item.evidence === 0)
      .map((item) => item.skill.name);
    expect(listed.length).toBeGreaterThanOrEqual(8);
    const stuffed = scoreText(`${resume}\nSkills: ${listed.join(', ')}`, job, 'Data Science', analysis);
    expect(stuffed.report.overall_score - plain.report.overall_score).toBeLessThanOrEqual(1);
    expect(stuffed.tailoring.fieldFit ?? 0).toBeLessThanOrEqual(plain.tailoring.fieldFit ?? 0);
  });
});

describe('soft skills', () => {
  it('counts a soft skill the resume speaks of, not a word it shares with the skill’s name', () => {
    const job = 'Coordinator\nRequirements\nStrong problem-solving and time management skills.';
    const shown = (bullet: string) =>
      scoreText(resumeWith(bullet), job, 'General Professional')
        .report.categories.flatMap((category) => category.checks)
        .find((item) => item.id === 'soft_skills')?.value;
    expect(shown('Fixed the problem of late invoices.')).toBe(0);
    expect(shown('Known for problem solving under deadline.')).toBe(1);
  });
});
