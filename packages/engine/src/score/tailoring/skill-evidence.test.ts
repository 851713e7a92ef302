import { describe, expect, it } from 'vitest';
import { parseResume } from '../../parse/parse-resume';
import type { JobAnalysis, JobSkill } from '../../types';
import { resumeLines } from './resume-lines';
import { measureSkillEvidence } from './skill-evidence';
import { readForTailoring } from './tailoring-reads';

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
