import { describe, expect, it } from 'vitest';
import { analyzeJob } from '../../job/analyze-job';
import { heldCredentials } from './credentials';

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
