import { describe, expect, it } from 'vitest';
import type { StructuredResume } from '../../types';
import { readAnswer } from '../read-answer';
import { namesSameCredential, softList, spokenLanguage } from './add-to-lists';
import { completeBullet } from './complete-bullet';
import { heldCredentials } from './held-credential';
import { toolsNamed } from './tools-named';

const resume = {
  sections: [
    {
      entries: [
        { company: 'Lone Star Fixtures & Supply', location: 'Fort Worth, TX' },
        { company: 'Desert Bloom Pharmacy', location: 'Mesa, AZ' },
      ],
    },
  ],
} as unknown as StructuredResume;

const tools = (answer: string) => readAnswer(answer).flatMap((fact) => toolsNamed(fact, resume));

describe('credentials an answer names', () => {
  it('reads the name, the issuer and the year as the person said them', () => {
    expect(heldCredentials('Yes, OSHA 30-Hour Construction, got it in 2021.')).toEqual([
      { name: 'OSHA 30-Hour Construction', year: '2021' },
    ]);
    expect(heldCredentials('I have my SHRM-CP (SHRM) since May 2022.')).toEqual([
      { name: 'SHRM-CP', year: '2022' },
    ]);
    expect(
      heldCredentials('yes, BLS for Healthcare Providers through the American Heart Association.'),
    ).toEqual([{ name: 'BLS for Healthcare Providers, American Heart Association' }]);
    expect(heldCredentials('I have my OSHA 30 (2021) and NFPA 70E, renewed 2024.')).toEqual([
      { name: 'OSHA 30', year: '2021' },
      { name: 'NFPA 70E', year: '2024' },
    ]);
    expect(heldCredentials("I'm a licensed PTA who passed the NPTAE first try in 2023.")).toEqual([
      { name: 'Licensed PTA', year: '2023' },
    ]);
  });

  it('reads none in a denial, a plain sentence or a line of work', () => {
    expect(heldCredentials("I don't have a PMP.")).toEqual([]);
    expect(heldCredentials('The campaign raised $3.2M.')).toEqual([]);
    expect(heldCredentials('I used Excel daily')).toEqual([]);
    // A thing done that names an acronym: 'Got 35 customers off paper checks onto ACH in 2022'.
    expect(heldCredentials('Got 35 customers off paper checks onto ACH in 2022.')).toEqual([]);
    expect(heldCredentials('I got 12 vendors onto EDI in 2020.')).toEqual([]);
    expect(heldCredentials('CPC only (2019).')).toEqual([{ name: 'CPC', year: '2019' }]);
    expect(heldCredentials('Licensed Professional Counselor since 2019.')).toEqual([
      { name: 'Licensed Professional Counselor', year: '2019' },
    ]);
  });

  it('knows one credential by two names', () => {
    expect(namesSameCredential('OSHA 30 (2021)', 'OSHA 30-Hour Construction')).toBe(true);
    expect(
      namesSameCredential('Licensed PTA (2023)', 'Licensed Physical Therapist Assistant - State of Idaho'),
    ).toBe(true);
    expect(
      namesSameCredential(
        'BLS for Healthcare Providers, American Heart Assocation',
        'BLS for Healthcare Providers - American Heart Association',
      ),
    ).toBe(true);
    expect(namesSameCredential('SHRM-CP (2022)', 'PHR')).toBe(false);
  });
});

describe('tools an answer says are used', () => {
  it('reads products the taxonomy lacks in the person’s own form', () => {
    expect(tools('I use MercuryGate TMS every day at Lone Star for tendering, rating and tracking.')).toEqual(
      ['MercuryGate TMS'],
    );
    expect(tools('our ERP is Epicor Kinetic')).toEqual(['Epicor Kinetic']);
    expect(tools('We use PointClickCare and Net Health Therapy for therapy notes.')).toEqual([
      'PointClickCare',
      'Net Health Therapy',
    ]);
    expect(tools("I've used EnterpriseRx at Desert Bloom and PioneerRx at Valley Family Drug.")).toEqual([
      'EnterpriseRx',
      'PioneerRx',
    ]);
  });

  it('reads no tool from a denial, a hedge, a place or a month', () => {
    expect(tools('No, never used Workday or Tableau.')).toEqual([]);
    expect(
      tools("At Treasure Valley I used WebPT for scheduling and checking patients in, that's about it."),
    ).toEqual([]);
    expect(tools('I spent 2 weeks on site in Maryville for setup in March.')).toEqual([]);
    expect(tools('I post the accruals by workday 4 of the close.')).toEqual([]);
    expect(tools('Nothing with NPS specifically, the closest is our patient surveys.')).toEqual([]);
  });
});

describe('a rate of a line’s work', () => {
  it('goes after the line, before a list the line goes on with, never beside a rate it has', () => {
    expect(completeBullet('Apply sealants', 'about 8-9 patients a day')).toBe(
      'Apply sealants for about 8-9 patients a day',
    );
    expect(completeBullet('Organized trade show booths', '9 trade shows a year')).toBe(
      'Organized trade show booths, 9 trade shows a year',
    );
    expect(
      completeBullet(
        'Responsible for discharge planning, including referrals to home health and hospice',
        'about 90-110 discharges a month',
      ),
    ).toBe(
      'Responsible for discharge planning, about 90-110 discharges a month, including referrals to home health and hospice',
    );
    // The count before what the line's verb works on, its period after it, a short aside in brackets.
    expect(
      completeBullet(
        'Weld structural steel assemblies using MIG and stick',
        'about 40 assemblies a week, mostly stair stringers and handrail',
      ),
    ).toBe(
      'Weld about 40 structural steel assemblies a week using MIG and stick (mostly stair stringers and handrail)',
    );
    expect(completeBullet('Schedule outbound LTL shipments', 'about 140-170 outbound shipments a week')).toBe(
      'Schedule about 140-170 outbound LTL shipments a week',
    );
    // A count over a time: the count before what the line names, the time after the line.
    expect(
      completeBullet(
        'Train new guys on mowers, trimmers, and safety',
        'about 6 new guys over the last 3 seasons',
      ),
    ).toBe('Train about 6 new guys on mowers, trimmers, and safety over the last 3 seasons');
    // The size of the crew a line leads, in brackets.
    expect(
      completeBullet(
        'Lead a crew doing commercial maintenance',
        'crew of 4, sometimes 5 in peak season',
        true,
      ),
    ).toBe('Lead a crew doing commercial maintenance (crew of 4, sometimes 5 in peak season)');
    // After a list, in brackets: a comma would read as one more item.
    expect(
      completeBullet(
        'Installed paver patios, retaining walls, sod and plantings',
        'about 10-15 paver patios or walls a year',
      ),
    ).toBe(
      'Installed paver patios, retaining walls, sod and plantings (about 10-15 paver patios or walls a year)',
    );
    // After the line's verb and an 'and', the count goes before the kind of thing ('service contracts');
    // two verbs joined ('Train and mentor') keep the count after both.
    expect(completeBullet('Oversee vendors and service contracts', 'about 25 contracts')).toBe(
      'Oversee vendors and about 25 service contracts',
    );
    expect(completeBullet('Train and mentor new hires', '4 new hires')).toBe('Train and mentor 4 new hires');
    // A year alone sizes nothing.
    expect(
      completeBullet('Reconcile bank and credit card accounts each month', 'since 2020', true),
    ).toBeNull();
    // Not where the count names another thing than the line's object.
    expect(completeBullet('Schedule the shipments for the dock', 'about 40 shipments a day')).not.toContain(
      'Schedule about',
    );
    expect(completeBullet('Handled about 140 a year', 'about 153 a year')).toBeNull();
    expect(
      completeBullet('Manage the materials budget, about $22,000 a year', 'about $22k a year'),
    ).toBeNull();
  });
});

describe('a list of soft skills', () => {
  it('is known without a label, so no tool is added to it', () => {
    expect(softList('Teamwork, communication, time management')).toBe(true);
    expect(softList('Hard working, reliable, team player, customer service')).toBe(true);
    expect(softList('Excel, Power BI, SQL, Tableau')).toBe(false);
  });
});

describe('a language spoken', () => {
  it('is not read from a few phrases', () => {
    expect(spokenLanguage('I know some basic Spanish phrases but I use the interpreter line.')).toBeNull();
    expect(spokenLanguage('I speak conversational Spanish.')).toBe('Spanish (conversational)');
  });
});
