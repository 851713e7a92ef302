import { describe, expect, it } from 'vitest';
import { DESCRIBED_SHOWN, describedShare, PARTLY_SHOWN } from './described-skills';
import { slug } from './find-skills';

const share = (name: string, line: string) => describedShare(slug(name), name, line);

describe('skills a line shows without naming them', () => {
  it('reads the work done, verb before its object, within one clause', () => {
    expect(share('Inventory Management', 'Monitors and maintains inventory of the church property')).toBe(
      DESCRIBED_SHOWN,
    );
    expect(share('Database Design', 'Design the story board and design database for applications')).toBe(
      DESCRIBED_SHOWN,
    );
    expect(share('Process Improvement', 'Streamlined processes by automating applications')).toBe(
      DESCRIBED_SHOWN,
    );
    expect(share('Data Analysis', 'collect, analyze, and interpret test data for leadership')).toBe(
      DESCRIBED_SHOWN,
    );
    expect(share('Inventory Management', 'Provided accountability for budgets, materials, inventories')).toBe(
      DESCRIBED_SHOWN,
    );
  });

  it('does not read a verb across a clause, a noun as a verb, or a list as a sentence', () => {
    // An accountant's accounts include inventory; no inventory is managed.
    expect(
      share('Inventory Management', 'Maintained accurate accounts including cash, inventory, prepaid'),
    ).toBe(0);
    // 'design' is a noun here.
    expect(share('Product Design', 'Provided industrial design guidance in new product development')).toBe(0);
    expect(share('Graphic Design', 'Skills: User Interface Design, video, Visio, graphics')).toBe(0);
    expect(share('Product Management', 'Worked closely with C-level management to set product vision')).toBe(
      0,
    );
  });

  it('reads descriptions a field takes as the skill', () => {
    expect(
      share('Cross-functional Collaboration', 'Collaborates with Creative, eCommerce and Brand teams'),
    ).toBe(DESCRIBED_SHOWN);
    expect(share('Full Stack Development', 'Working as back end as well as front end developer')).toBe(
      DESCRIBED_SHOWN,
    );
    expect(share('Recruiting', 'Managed team of 8, overseeing hiring, training, and growth')).toBe(
      DESCRIBED_SHOWN,
    );
    expect(share('Recruiting', 'Met with the hiring manager weekly')).toBe(0);
    expect(share('Customer Service', 'Greeted customers upon entrance and handled cash')).toBe(
      DESCRIBED_SHOWN,
    );
    expect(share('Conflict Resolution', 'Dealt tactfully and effectively with difficult customers.')).toBe(
      DESCRIBED_SHOWN,
    );
  });

  it('reads a suite as its programs, less than naming them', () => {
    expect(share('Excel', 'MS Office, QuickBooks, Sage')).toBe(PARTLY_SHOWN);
    expect(share('Microsoft Word', 'Proficient in Microsoft Office')).toBe(PARTLY_SHOWN);
    expect(share('Excel', 'Python, SQL, Tableau')).toBe(0);
  });
});
