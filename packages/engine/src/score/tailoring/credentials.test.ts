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

  it('reads one of a list of credentials as the requirement met, and a BLS card as CPR', () => {
    const coder = analyzeJob(
      'Coding Specialist II\nRequirements\n- Current CPC, CCS, COC or RHIT credential\nPreferred\n- CCS or CRC credential',
      'Healthcare',
    );
    expect(coder.certifications).toContain('CPC, CCS, COC or RHIT credential');
    const held = heldCredentials(['Certified Professional Coder (CPC), AAPC — 2019'], coder);
    expect([...held]).toEqual(['CPC, CCS, COC or RHIT credential']);
    const assistant = analyzeJob(
      'Physical Therapist Assistant\nRequirements\n- Current BLS/CPR certification',
      'Healthcare',
    );
    expect([
      ...heldCredentials(['BLS for Healthcare Providers — American Heart Association'], assistant),
    ]).toEqual(expect.arrayContaining(['BLS', 'CPR Certification']));
  });

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

  it('reads a credential the taxonomy lacks only where its words stand together', () => {
    const job = analyzeJob(
      'Pharmacy Technician\nMaintain current Illinois Certified Pharmacy Technician licensure.',
    );
    expect(job.certifications).toContain('Certified Pharmacy Technician');
    // A data analyst's pharmacy claims and a lab technician elsewhere hold no pharmacy technician licence.
    expect(
      heldCredentials(['Generated pharmacy claims data for each plan', 'Lab technician, 2015'], job).size,
    ).toBe(0);
    expect(heldCredentials(['Certified Pharmacy Technician (CPhT), PTCB'], job).size).toBe(1);
    // The name's words in order, a word or two apart: 'DPI License - School Social Worker (Category 50)'.
    const school = analyzeJob(
      'School Social Worker\nRequired\n- Wisconsin DPI School Social Worker license (50) or eligibility',
    );
    expect(
      heldCredentials(['Wisconsin DPI License - School Social Worker (Category 50), issued 2022'], school)
        .size,
    ).toBe(school.certifications.length);
  });
});
