import { describe, expect, it } from 'vitest';
import { NURSE_JOB, OPERATIONS_JOB, SOFTWARE_JOB } from '../../test/fixtures/jobs';
import { analyzeJob } from './analyze-job';

const names = (list: ReadonlyArray<{ name: string }>) => list.map((item) => item.name);

describe('job analysis', () => {
  it('reads title, seniority, years, education and required versus preferred skills', () => {
    const job = analyzeJob(OPERATIONS_JOB);
    expect(job.title).toBe('Operations Manager');
    expect(job.seniority).toBe('manager');
    expect(job.years_required).toBe(5);
    expect(job.education).toEqual(["Bachelor's degree in Business Administration"]);
    expect(names(job.required_skills)).toEqual(
      expect.arrayContaining(['Vendor Management', 'Process Improvement', 'Excel', 'SQL', 'Salesforce']),
    );
    expect(names(job.preferred_skills)).toEqual(expect.arrayContaining(['Tableau', 'Power BI', 'Six Sigma']));
    expect(job.soft_skills).toEqual(expect.arrayContaining(['Communication', 'Leadership']));
  });

  it('reads no skills from the benefits paragraph', () => {
    const job = analyzeJob(OPERATIONS_JOB);
    expect([...names(job.required_skills), ...names(job.preferred_skills)].join(' ')).not.toMatch(
      /insurance|401/i,
    );
  });

  it('recognises skills by their aliases (Go for Golang, K8s for Kubernetes)', () => {
    const job = analyzeJob(
      SOFTWARE_JOB.replace('Kubernetes', 'K8s').replace('Go or Python', 'Golang or Python'),
    );
    expect(names(job.required_skills)).toEqual(
      expect.arrayContaining([
        'Go',
        'Kubernetes',
        'Python',
        'Docker',
        'PostgreSQL',
        'REST APIs',
        'Amazon Web Services',
      ]),
    );
    expect(names(job.preferred_skills)).toEqual(expect.arrayContaining(['Apache Kafka', 'Terraform']));
    expect(job.seniority).toBe('senior');
  });

  it('finds licences and certifications', () => {
    const job = analyzeJob(NURSE_JOB);
    expect(job.certifications).toEqual(expect.arrayContaining(['BLS', 'ACLS']));
    expect(job.industries[0]).toBe('HC');
    expect(names(job.preferred_skills)).toContain('Epic');
  });

  it('gives the same analysis for the same text', () => {
    expect(analyzeJob(SOFTWARE_JOB)).toEqual(analyzeJob(SOFTWARE_JOB));
  });
});
