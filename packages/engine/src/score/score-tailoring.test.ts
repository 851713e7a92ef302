import { describe, expect, it } from 'vitest';
import { analyzeJob } from '../job/analyze-job';
import { parseResume } from '../parse/parse-resume';
import { titleFields } from '../taxonomy/title-fields';
import type { JobAnalysis, JobSkill } from '../types';
import { scoreInDetail } from './score-resume';
import {
  heldCredentials,
  measureSkillEvidence,
  readForTailoring,
  resumeLines,
  titleFit,
} from './score-tailoring';

describe('title fit', () => {
  it('gives full credit to the same title and none to an unrelated one', () => {
    expect(titleFit('Senior Software Engineer', 'Senior Software Engineer')).toBe(1);
    expect(titleFit('Executive Chef', 'Senior Software Engineer')).toBe(0);
  });

  it('gives part credit to two titles of one field with no word in common', () => {
    const fit = titleFit('Information Technology Manager', 'Senior Software Engineer');
    expect(fit).toBeGreaterThan(0.3);
    expect(fit).toBeLessThan(titleFit('Software Engineer', 'Senior Software Engineer'));
    expect(titleFit('Public Relations Officer', 'Marketing Manager')).toBeGreaterThan(0.3);
  });

  it('reads the field of a title from its field words, not from words every field uses', () => {
    expect([...titleFields('Registered Nurse').keys()]).toEqual(['HC']);
    expect(titleFields('Manager').size).toBe(0);
    expect(titleFields('Analyst').size).toBe(0);
  });
});

const skill = (name: string, id: string, extra: Partial<JobSkill> = {}): JobSkill => ({
  name,
  id,
  family: '',
  importance: 'required',
  mentions: 1,
  ...extra,
});
const jobWith = (...skills: JobSkill[]): JobAnalysis => ({
  title: 'Engineer',
  seniority: 'mid',
  years_required: null,
  required_skills: skills,
  preferred_skills: [],
  soft_skills: [],
  education: [],
  certifications: [],
  industries: [],
});
const resumeWith = (...bullets: string[]) =>
  `Alex Doe\nalex@example.com\n\nExperience\nEngineer, Acme Corp, 2019 - 2024\n${bullets.map((bullet) => `- ${bullet}`).join('\n')}\n\nSkills\nTeamwork`;
const evidenceFor = (job: JobAnalysis, text: string) =>
  measureSkillEvidence(job, resumeLines(parseResume(text)), readForTailoring(''));

describe('evidence in other words', () => {
  it('meets a requirement with alternatives by any of them', () => {
    const job = jobWith(
      skill('Apache Kafka', 'apache-kafka', { alternatives: [{ name: 'RabbitMQ', id: 'rabbitmq' }] }),
    );
    const [item] = evidenceFor(job, resumeWith('Built order events on RabbitMQ for 40 services.'));
    expect(item?.evidence).toBe(1);
    expect(item?.shownAs).toBe('RabbitMQ');
  });

  it('lets a narrower skill evidence the broader one, never the reverse', () => {
    const [sql] = evidenceFor(
      jobWith(skill('SQL', 'sql')),
      resumeWith('Tuned PostgreSQL queries for billing.'),
    );
    expect(sql?.evidence).toBe(1);
    const [viz] = evidenceFor(
      jobWith(skill('Data Visualization', 'data-visualization')),
      resumeWith('Built Looker dashboards for the sales team.'),
    );
    expect(viz?.evidence).toBe(1);
    const [postgres] = evidenceFor(
      jobWith(skill('PostgreSQL', 'postgresql')),
      resumeWith('Wrote SQL reports daily.'),
    );
    expect(postgres?.evidence).toBe(0);
  });

  it.each([
    ['Forecasting', 'forecasting', 'Forecasted demand for 300 stores.'],
    ['Forecasting', 'forecasting', 'Built weekly forecast models.'],
    ['Budgeting', 'budgeting', 'Budgeted $2M across four programs.'],
  ])('reads %s in another inflection', (name, id, bullet) => {
    const [item] = evidenceFor(jobWith(skill(name, id)), resumeWith(bullet));
    expect(item?.evidence).toBe(1);
  });

  it('does not read Marketing into a market', () => {
    const [item] = evidenceFor(
      jobWith(skill('Marketing', 'marketing')),
      resumeWith('Analysed the bond market.'),
    );
    expect(item?.evidence).toBe(0);
  });

  it('counts a bare list of skills as a skills list wherever it stands', () => {
    const text = `${resumeWith('Shipped the billing service.')}\n\nEducation\nBSc, State University, 2018\nTools: Terraform, Ansible, Jenkins, Docker, Kubernetes`;
    const [item] = evidenceFor(jobWith(skill('Terraform', 'terraform')), text);
    expect(item?.evidence).toBe(0.5);
  });
});

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
    const plain = scoreInDetail(resume, job, 'Data Science', {}, analysis);
    const listed = plain.tailoring.evidence
      .filter((item) => item.skill.id && item.evidence === 0)
      .map((item) => item.skill.name);
    expect(listed.length).toBeGreaterThanOrEqual(8);
    const stuffed = scoreInDetail(
      `${resume}\nSkills: ${listed.join(', ')}`,
      job,
      'Data Science',
      {},
      analysis,
    );
    expect(stuffed.report.overall_score - plain.report.overall_score).toBeLessThanOrEqual(1);
    expect(stuffed.tailoring.fieldFit).toBeLessThanOrEqual(plain.tailoring.fieldFit);
  });
});

describe('credentials the resume already holds', () => {
  const nurseJob = analyzeJob(
    'Registered Nurse\nRequirements\nCurrent RN licensure in the state of Ohio.\nBLS certification required.',
  );

  it.each(['RN, BSN', 'Registered Nurse, Mercy Hospital', 'R.N. since 2015', 'RN License #4471-22, Ohio'])(
    'reads %j as the RN licence the job asks for',
    (line) => {
      const held = heldCredentials([line, 'BLS, American Heart Association'], nurseJob);
      expect(nurseJob.certifications.length).toBeGreaterThan(0);
      expect([...held].sort()).toEqual([...nurseJob.certifications].sort());
    },
  );

  it('does not read a licence the resume lacks', () => {
    expect(heldCredentials(['Patient care technician'], nurseJob).size).toBe(0);
  });

  it.each([
    ['CPA', 'Certified Public Accountant (CPA) required.'],
    ['PMP', 'PMP certification required.'],
  ])('reads %s as held', (line, requirement) => {
    const job = analyzeJob(`Manager\nRequirements\n${requirement}`);
    expect(heldCredentials([`Certifications: ${line}`], job).size).toBe(job.certifications.length);
  });
});

describe('soft skills', () => {
  it('counts a soft skill the resume speaks of, not a word it shares with the skill’s name', () => {
    const job = 'Coordinator\nRequirements\nStrong problem-solving and time management skills.';
    const shown = (bullet: string) =>
      scoreInDetail(resumeWith(bullet), job, 'General Professional').tailoring.checks.find(
        (item) => item.id === 'soft_skills',
      )?.value;
    expect(shown('Fixed the problem of late invoices.')).toBe(0);
    expect(shown('Known for problem solving under deadline.')).toBe(1);
  });
});
