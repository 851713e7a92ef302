import { describe, expect, it } from 'vitest';
import { rewriteBullet } from './rewrite-bullet';

describe('rewriteBullet', () => {
  it('puts a past role’s present-tense verbs in the past tense', () => {
    expect(rewriteBullet('Manage a team of 5 engineers', true)).toEqual({
      text: 'Managed a team of 5 engineers',
      rules: ['past tense for a past role'],
    });
    expect(rewriteBullet('Builds weekly dashboards for store managers', true).text).toBe(
      'Built weekly dashboards for store managers',
    );
    expect(rewriteBullet('Manage a team of 5 engineers', false).rules).toEqual([]);
  });

  it('leaves lines alone whose first word is a noun, not a verb', () => {
    for (const line of [
      'Report generation functionality is enabled for privileged users accessing the tool.',
      'Service Level Agreement (SLA) Tracker : Online tool for tracking the SLAs of all projects',
      'Design documents: kept the API specification current for three teams',
      'Process improvements for the returns desk',
    ]) {
      expect(rewriteBullet(line, true)).toEqual({ text: line, rules: [] });
    }
  });

  it('turns weak openers into action verbs without overclaiming', () => {
    expect(rewriteBullet('Responsible for managing the vendor budget', true).text).toBe(
      'Managed the vendor budget',
    );
    expect(
      rewriteBullet(
        'Responsible for opening checking, savings and CD accounts for new and existing customers',
        false,
      ).text,
    ).toBe('Opened checking, savings and CD accounts for new and existing customers');
    expect(rewriteBullet('Duties included scanning documents and filing', true).text).toBe(
      'Duties included scanning documents and filing',
    );
    // 'heating and cooling systems' names the systems: only the verbs that open the line take the tense.
    expect(
      rewriteBullet(
        'Responsible for diagnosing and repairing residential and light commercial heating and cooling systems',
        false,
        true,
      ).text,
    ).toBe('Diagnose and repair residential and light commercial heating and cooling systems');
    expect(
      rewriteBullet('Responsible for researching, writing and submitting grant proposals', true).text,
    ).toBe('Researched, wrote and submitted grant proposals');
    // 'Helped' stays: only an answer saying the user did it earns the stronger verb, and another weak
    // phrase ('Contributed to reducing') would improve nothing.
    for (const line of [
      'Helped reduce support tickets',
      'Assisted with month-end close',
      'Worked on the intranet',
    ])
      expect(rewriteBullet(line, true).text).toBe(line);
  });

  it('removes first-person pronouns', () => {
    const rewrite = rewriteBullet('I built the onboarding checklist for my team', false);
    expect(rewrite.text).toBe('Built the onboarding checklist for the team');
    expect(rewrite.rules).toContain('first-person pronoun removed');
  });

  it("leaves a line whose 'me' no other word says as written", () => {
    const line = 'I trained new tellers and customers asked for me by name';
    expect(rewriteBullet(line, false).text).toBe(line);
  });

  it('keeps the tense of sentences run together, where only the first verb would change', () => {
    const line =
      'Prepare multi-state tax returns for corporations Gather data required to determine apportionment Assist in the improvement of procedures';
    expect(rewriteBullet(line, true).text).toBe(line);
    expect(rewriteBullet('Prepare multi-state tax returns for corporations', true).text).toBe(
      'Prepared multi-state tax returns for corporations',
    );
  });

  it('leaves a duty named by a noun compound as written: no verb to put in the past', () => {
    for (const line of [
      'Plant care and customer help at the nursery.',
      'Site visits, submittal review and RFIs',
      'Help desk support for 150 users',
    ])
      expect(rewriteBullet(line, true).text).toBe(line);
    expect(rewriteBullet('Produce planting plans and details.', true).text).toBe(
      'Produced planting plans and details.',
    );
  });

  it('takes the first person out of a line that opens with when, the time after what was done', () => {
    expect(rewriteBullet('In 2019-2020 I rewrote our general chemistry units.', false, true).text).toBe(
      'Rewrote the general chemistry units in 2019-2020.',
    );
    // Not where the line goes on in the first person, or says no deed.
    expect(rewriteBullet('In 2022 I think the team grew', false, true).text).toBe(
      'In 2022 I think the team grew',
    );
  });

  it("drops the 'Also' a paragraph's sentence leaned on the one before with", () => {
    expect(
      rewriteBullet('Also provide weekend coverage for the Emergency Department.', false, true).text,
    ).toBe('Provide weekend coverage for the Emergency Department.');
  });

  it("names the duties after 'Duties included' and leaves gerunds without an object as they are", () => {
    expect(rewriteBullet('Duties included therapeutic exercise and gait training', true).text).toBe(
      'Therapeutic exercise and gait training',
    );
    expect(rewriteBullet('Duties include: scheduling, billing', true).text).toBe(
      'Duties include: scheduling, billing',
    );
  });

  it('keeps names of duties joined to a gerund as they are', () => {
    expect(rewriteBullet('Service calls and troubleshooting', true)).toEqual({
      text: 'Service calls and troubleshooting',
      rules: [],
    });
  });

  it('leaves what a lead is responsible for as the lead wrote it', () => {
    const line = 'Responsible for picking, packing and shipping on the shift';
    expect(rewriteBullet(line, false, true, true).text).toBe(line);
    expect(rewriteBullet(line, false, true, false).text).not.toBe(line);
  });

  it('keeps a role named by its title as it is, and reads a doubled consonant as the short verb', () => {
    for (const line of ['Lead cook on grill station', 'Grade level chair for fourth grade'])
      expect(rewriteBullet(line, true)).toEqual({ text: line, rules: [] });
    expect(rewriteBullet('Train new cooks on the line', true).text).toBe('Trained new cooks on the line');
    expect(rewriteBullet('Serve as lead for the night shift', true).text).toBe(
      'Served as lead for the night shift',
    );
    expect(
      rewriteBullet('Responsible for putting together submittal packages for the city', false, true).text,
    ).toBe('Put together submittal packages for the city');
  });
});
