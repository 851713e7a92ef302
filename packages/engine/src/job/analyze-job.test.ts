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

  it("reads no requirement from the company's pitch, and a skill called a bonus is preferred", () => {
    const job = analyzeJob(
      [
        'Senior Software Engineer',
        'Brightwave is the all-in-one platform for marketing teams. Thousands of companies rely on Brightwave to manage their SEO strategies and Google Ads campaigns.',
        'About the RoleYou will own engineering projects that define the user experience of our various product lines. You will be responsible for much of the development of our core products.',
        'ResponsibilitiesBuild intuitive, user-first web apps that scale with the rest of the team.',
        'QualificationsOur stack includes TypeScript on the frontend, Golang in the backend and PostgreSQL. Experience with Golang is a bonus.',
        'Experience with world-class teams in this space is a plus.',
        'CompensationThe range includes equity, and onboarding support.',
      ].join('\n'),
    );
    const required = names(job.required_skills);
    const all = [...required, ...names(job.preferred_skills)];
    expect(required).toEqual(expect.arrayContaining(['TypeScript', 'PostgreSQL']));
    expect(names(job.preferred_skills)).toContain('Go');
    expect(all).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/Search Engine|Google Ads|Onboarding|REST/)]),
    );
    // No phrase about the employer's own products, and none cut off at an adjective.
    expect(all.join(' | ')).not.toMatch(/various product lines|our core|much of|Build intuitive|this space/);
  });

  it("reads no skill from the employer's name, but keeps the product a one-word employer makes", () => {
    const canvas = analyzeJob(
      'Product Designer\nUnder Canvas Inc. | Belgrade, MT\nRequirements\nDesign furniture for Under Canvas camps. 3+ years of Figma.\nUnder Canvas is an Equal Employment Opportunity employer.',
    );
    expect(names(canvas.required_skills)).toContain('Figma');
    expect(names([...canvas.required_skills, ...canvas.preferred_skills])).not.toContain('Canvas LMS');
    const salesforce = analyzeJob(
      'Solutions Engineer\nSalesforce | San Francisco, CA\nRequirements\n3+ years building on Salesforce.',
    );
    expect(names(salesforce.required_skills)).toContain('Salesforce');
  });

  it('gives the same analysis for the same text', () => {
    expect(analyzeJob(SOFTWARE_JOB)).toEqual(analyzeJob(SOFTWARE_JOB));
  });
});
