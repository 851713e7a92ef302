import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../test/fixtures/resumes';
import { findLostWords } from './find-lost-words';
import { parseResume } from './parse-resume';
import { headerLines, renderResumeText } from './render-resume-text';

describe.each(FIXTURES)('parsing the $name layout', (fixture) => {
  const resume = parseResume(fixture.text);

  it('recovers the contact fields exactly', () => {
    const { raw_contact_line: _, ...fields } = resume.contact;
    expect(fields).toEqual(fixture.contact);
  });

  it('recovers the sections in order with their types and titles', () => {
    expect(resume.sections.map((section) => ({ type: section.type, title: section.title }))).toEqual(
      fixture.sections,
    );
    expect(resume.sections.map((section) => section.order)).toEqual(
      fixture.sections.map((_, index) => index + 1),
    );
  });

  it('recovers every experience entry: title, employer, place, dates and bullets', () => {
    const entries = resume.sections.flatMap((section) => section.entries);
    expect(
      entries.map((entry) => ({
        title: entry.title,
        company: entry.company,
        location: entry.location,
        dates: entry.dates,
        bullets: entry.bullets.map((bullet) => bullet.text),
      })),
    ).toEqual(fixture.entries);
  });

  it('turns back into text without losing a word', () => {
    expect(findLostWords(fixture.text, renderResumeText(resume))).toEqual([]);
  });

  it('reads its own rendering back to the same structure', () => {
    const again = parseResume(renderResumeText(resume));
    const shape = (value: typeof resume) =>
      value.sections.map((section) => ({
        type: section.type,
        entries: section.entries.map((entry) => [
          entry.title,
          entry.company,
          entry.dates,
          entry.bullets.length,
        ]),
      }));
    expect(shape(again)).toEqual(shape(resume));
  });
});

describe('parsing details', () => {
  it('prints entries in a form it reads back as the same entries', () => {
    const resume = parseResume(
      [
        'Jo Park',
        'jo@example.com',
        '',
        'Experience',
        'Brightline Solutions, Denver, CO',
        '01/2013 to Current',
        'Harbor Logistics Inc, Austin, TX',
        '01/2007 to 01/2013',
        'Office Manager/Executive Assistant to President and CEO, Company Name, City , State',
        'June 2005 to March 2007',
        'Kept the books for four offices.',
        'Increased gross revenue from $250,000 to 4 million annual from 2010 to 2013',
        'Improved home health penetration in senior living communities.',
        '',
        'Company Details',
        'company - Ernst & Young LLP',
        'description - Fraud Investigations and Dispute Services',
      ].join('\n'),
    );
    const entries = (value: typeof resume) =>
      value.sections.flatMap((section) =>
        section.entries.map((entry) => [entry.title, entry.company, entry.dates]),
      );
    expect(entries(resume)).toEqual([
      ['', 'Brightline Solutions', '01/2013 to Current'],
      ['', 'Harbor Logistics Inc', '01/2007 to 01/2013'],
      ['Office Manager/Executive Assistant to President and CEO', 'Company Name', 'June 2005 to March 2007'],
      ['', 'Ernst & Young LLP', ''],
    ]);
    // A sentence that says when is a line of the entry above, not a header of its own.
    expect(resume.sections[0]?.entries[2]?.bullets.map((bullet) => bullet.text)).toContain(
      'Increased gross revenue from $250,000 to 4 million annual from 2010 to 2013',
    );
    const text = renderResumeText(resume);
    expect(text).toContain('Increased gross revenue from $250,000 to 4 million annual from 2010 to 2013\n');
    expect(entries(parseResume(text))).toEqual(entries(resume));
  });

  it('keeps the bullet glyph each line started with', () => {
    const resume = parseResume(
      'Experience\nEngineer — Acme Corp\n2019 – 2021\n• Built a thing for 20 teams\n- Shipped another thing in 3 weeks\n',
    );
    expect(resume.sections[0]?.entries[0]?.bullets.map((bullet) => bullet.original_char)).toEqual(['•', '-']);
  });

  it('joins lines wrapped mid-sentence back into one bullet', () => {
    const resume = parseResume(
      'Experience\nAnalyst | Acme Corp | 2019 - 2021\n• Reconciled 300 accounts a month and cut\n  close time by two days\n',
    );
    expect(resume.sections[0]?.entries[0]?.bullets.map((bullet) => bullet.text)).toEqual([
      'Reconciled 300 accounts a month and cut close time by two days',
    ]);
  });

  it('reads dates split over three lines as one range', () => {
    const resume = parseResume(
      'Experience\nApril 2015\nto\nCurrent\nCompany Name City , State Web Developer\nBuilt the intranet.\n',
    );
    const entry = resume.sections[0]?.entries[0];
    expect([entry?.dates, entry?.company, entry?.location, entry?.title]).toEqual([
      'April 2015 to Current',
      'Company Name',
      'City , State',
      'Web Developer',
    ]);
  });

  it('keeps contact pieces no field holds in the raw contact line', () => {
    const resume = parseResume('Ana Silva\nana@example.com | PO Box 1673 | 555-123-4567\n\nSkills\nExcel\n');
    expect(resume.contact.raw_contact_line).toBe('ana@example.com | PO Box 1673 | 555-123-4567');
    expect(renderResumeText(resume)).toContain('PO Box 1673');
  });

  it.each([
    ['Mr. Sam Okoro B.E.(CIVIL)\nsam@example.com\n', 'Sam Okoro'],
    ['Resume of Nolan\nnolan@example.com\n', 'Nolan'],
    ['Hal Brook, MS (CS), CSM, PMP\nhal@example.com\n', 'Hal Brook'],
    ['Ana Lima - Email me on Indeed: ana@example.com\n', 'Ana Lima'],
    ['Sample Resume\n12 Rose Street\nSan Mateo AC\n555-123-4567\nana@example.com\nAna Lima\n', 'Ana Lima'],
    ['Curriculum Vitae\n\nPersonal Details\nName: Ana Lima\nNationality: Brazilian\n', 'Ana Lima'],
  ])('reads the name in %j', (text, name) => {
    const resume = parseResume(text);
    expect(resume.contact.name).toBe(name);
    expect(findLostWords(text, renderResumeText(resume))).toEqual([]);
  });

  it('leaves the name empty when the top lines hold none', () => {
    expect(
      parseResume('SENIOR HR ANALYST\nCareer Focus\nAnalyst with ten years in payroll.\n').contact.name,
    ).toBe('');
  });

  it.each([
    ['王小明 Wang Xiaoming', '王小明 Wang Xiaoming'],
    ['王小明', '王小明'],
    ['김민준', '김민준'],
    ['محمد علي', 'محمد علي'],
    ['Jane Doe 😀', 'Jane Doe 😀'],
    ['王小明 😀', '王小明 😀'],
  ])('reads %j, a name in a script without capitals or beside an emoji, as the name', (line, name) => {
    const resume = parseResume(
      `${line}\nData Analyst | Leeds, UK | wang@example.com\nSUMMARY\nData analyst with five years of experience.\n`,
    );
    expect(resume.contact.name).toBe(name);
    expect(resume.sections.map((section) => section.title)).toEqual(['SUMMARY']);
  });

  it.each([
    'Wine and Spirits Sales Experience',
    'Career Experience/ Job History:',
    'Professional Work History;',
    'E xp er ie nc e',
  ])('reads %j as an experience heading', (heading) => {
    const resume = parseResume(`${heading}\nBuyer | Contoso | 2019 - 2021\n- Bought 300 lines\n`);
    expect(resume.sections.map((section) => section.type)).toEqual(['experience']);
  });

  it('does not read a sentence or a years line as a heading', () => {
    const resume = parseResume('Summary\nTotal Years of Experience\nRelevant experience in retail sales.\n');
    expect(resume.sections.map((section) => section.type)).toEqual(['summary']);
  });

  it.each([
    ['tools and competencies', 'Qualifications\nC#, PL/SQL, JavaScript, SQL Server, TOAD, PuTTY\n', 'skills'],
    ['degrees', 'Qualifications\nB.Tech in Computer Science, Anna University, 2014\n', 'education'],
    ['school results', 'Qualifications:\n12th from Kendriya Vidyalaya with 89%\n', 'education'],
  ])("reads a 'Qualifications' section of %s by its words", (_, text, type) => {
    expect(parseResume(text).sections.map((section) => section.type)).toEqual([type]);
  });

  it.each([
    ['Jan 2012  Present', 'Jan 2012  Present'],
    ['20132015', '20132015'],
    ['12/1/2009 - Current', '12/1/2009 - Current'],
    ['20XX - 20XX', '20XX - 20XX'],
  ])('reads the date range %j', (dates, expected) => {
    const resume = parseResume(`Experience\nBuyer, Contoso Foods\n${dates}\n- Bought 300 lines\n`);
    expect(resume.sections[0]?.entries[0]?.dates).toBe(expected);
  });

  it('puts a heading glued to the line before on a line of its own', () => {
    const resume = parseResume(
      'Skills\nPython - 24 monthsCompany Details\ncompany - Contoso\ndescription - Built reports\n',
    );
    expect(resume.sections.map((section) => [section.type, section.title])).toEqual([
      ['skills', 'Skills'],
      ['experience', 'Company Details'],
    ]);
  });

  it('opens an experience section under an unknown heading whose content is dated entries', () => {
    const resume = parseResume(
      'Summary\nEngineer with ten years in plants.\nENGINEERING EXCELLENCE\nIndustrial Engineer, Acme Works, Miami, FL, 2015 - 2019\nCut scrap by 20%.\n',
    );
    expect(resume.sections.map((section) => section.type)).toEqual(['summary', 'experience']);
    expect(resume.sections[1]?.entries[0]?.company).toBe('Acme Works');
  });

  const entryOf = (text: string) => {
    const resume = parseResume(text);
    expect(findLostWords(text, renderResumeText(resume))).toEqual([]);
    const entry = resume.sections.flatMap((section) => section.entries)[0];
    return [entry?.title, entry?.company, entry?.location, entry?.dates];
  };

  it.each([
    [
      'the employer line of a job-board export ends in a dangling separator',
      'Experience\nMTS\nQuillsoft India -  Hyderabad, Telangana -\nMarch 2019 to Present\nBuilt the billing reports.\n',
      ['MTS', 'Quillsoft India', 'Hyderabad, Telangana', 'March 2019 to Present'],
    ],
    [
      "a lone '-' between employer and place stays in the header",
      'Experience\nEvent Coordinator\nLAKESIDE COMMUNITY CENTER\n-\nAsheville, NC\nApril 2015 to November 2015\nRan 12 weekend events.\n',
      ['Event Coordinator', 'LAKESIDE COMMUNITY CENTER', 'Asheville, NC', 'April 2015 to November 2015'],
    ],
    [
      'a hyphen glued to the employer separates it from the place',
      'Experience\nBRIGHTPATH- Tulsa, OK\nField Technician\nSummer 2016\n• Serviced 40 pumps a week\n',
      ['Field Technician', 'BRIGHTPATH', 'Tulsa, OK', 'Summer 2016'],
    ],
    [
      'the role noun before a city belongs to the title',
      'Experience\nPixelworks Studio | March 2018 - Present\nLead Web Developer Santa Monica, CA\nBuilt 14 campaign sites.\n',
      ['Lead Web Developer', 'Pixelworks Studio', 'Santa Monica, CA', 'March 2018 - Present'],
    ],
    [
      'employer words before a city belong to the employer',
      'Experience\nTeacher, Maple Grove Elementary School Springfield, IL\n2016 - 2020\nTaught 2nd grade.\n',
      ['Teacher', 'Maple Grove Elementary School', 'Springfield, IL', '2016 - 2020'],
    ],
    [
      "an employer before ', Country' is no city",
      'Experience\nQA Engineer, Brightline Solutions Limited, Ireland\n2017 - 2019\nTested the payments app.\n',
      ['QA Engineer', 'Brightline Solutions Limited', 'Ireland', '2017 - 2019'],
    ],
    [
      'a sentence below the header is not part of it',
      'Experience\n2016 - Present: Design Engineer, Larkspur Motors\nDesigned cooling systems and test rigs for the new engine line\nand its gearbox.\n',
      ['Design Engineer', 'Larkspur Motors', '', '2016 - Present'],
    ],
    [
      "'company - Name' as some exports write the employer",
      'Company Details\ncompany - Contoso Analytics\ndescription - Built dashboards for 30 teams\n',
      ['', 'Contoso Analytics', '', ''],
    ],
    [
      "'Firm:' and 'Post:' label the employer and the title",
      'Professional Experience:\nFirm: Alder & Finch\nPost: Staff Accountant\nDuration: January 2012 to March 2016\nResponsibilities:\nClosed the books each month.\n',
      ['Staff Accountant', 'Alder & Finch', '', 'January 2012 to March 2016'],
    ],
  ])('reads the header when %s', (_, text, expected) => {
    expect(entryOf(text)).toEqual(expected);
  });

  it.each([
    ['June 1st 2015 - Present', 'June 1st 2015 - Present'],
    ['July 8, 2019 to March 3, 2021', 'July 8, 2019 to March 3, 2021'],
    ['Jun - Sept 2009', 'Jun - Sept 2009'],
    ['June\nAugust 2012', 'June August 2012'],
    ['8/07-12/09', '8/07-12/09'],
    ['7/95 to present', '7/95 to present'],
    ['Jul/2016 - Jul/2019', 'Jul/2016 - Jul/2019'],
    ["Dec' 2015 to Sept' 2016", "Dec' 2015 to Sept' 2016"],
  ])('reads the dates %j', (dates, expected) => {
    expect(
      entryOf(`Experience\nRiverside Clinic, Receptionist\n${dates}\nBooked 60 visits a day.\n`),
    ).toEqual(['Receptionist', 'Riverside Clinic', '', expected]);
  });

  it("reads 'Since: … Until: …' dates under a numbered heading, with 'Company:' and 'Position held:'", () => {
    const text =
      '3. Employment History\nSince: March 1st 2016 Until: Currently\nCompany: Valle Verde Roads S.A.\nPosition held: Legal Manager\nDrafted 30 concession contracts.\n';
    const resume = parseResume(text);
    expect(findLostWords(text, renderResumeText(resume))).toEqual([]);
    expect(resume.sections.map((section) => [section.type, section.title])).toEqual([
      ['experience', '3. Employment History'],
    ]);
    const entry = resume.sections[0]?.entries[0];
    expect([entry?.title, entry?.company, entry?.dates]).toEqual([
      'Legal Manager',
      'Valle Verde Roads S.A.',
      'March 1st 2016 Until: Currently',
    ]);
  });

  it('reads header lines that end in a full stop', () => {
    expect(
      entryOf(
        'Work Experience\nMay 2014 to June 2018\nTidewater Books, Salem, Oregon.\nStaff Photographer.\nShot 300 covers.\n',
      ),
    ).toEqual(['Staff Photographer', 'Tidewater Books', 'Salem, Oregon', 'May 2014 to June 2018']);
  });

  it('reads an employer, its town and the title on lines of their own above the dates', () => {
    const resume = parseResume(
      'Work Experience\nCake decorating\nBudgeting\nPeople skills\nHillside Bakery\nCoventry\nSHIFT MANAGER\nMay 2015 - Present\nRan a team of six.\n',
    );
    const entries = resume.sections[0]?.entries ?? [];
    expect(entries.map((entry) => [entry.title, entry.company, entry.dates])).toEqual([
      ['', '', ''],
      ['SHIFT MANAGER', 'Hillside Bakery', 'May 2015 - Present'],
    ]);
  });

  it('reads an experience heading run into the first entry header', () => {
    const resume = parseResume(
      'Skills\nC#, SQL\nExperience Contoso Games January 2018 Present\nSenior Web Developer\nBuilt the store front.\n',
    );
    expect(resume.sections.map((section) => [section.type, section.title])).toEqual([
      ['skills', 'Skills'],
      ['experience', 'Experience'],
    ]);
    expect(resume.sections[1]?.entries[0]?.company).toBe('Contoso Games');
  });

  it.each(['Clinical Experiences:', 'Student Teaching:'])('reads %j as an experience heading', (heading) => {
    const resume = parseResume(
      `Education\nB.S., 2019\n${heading}\nOakridge Middle School, Dayton, OH Fall 2017\nTaught 7th grade science.\n`,
    );
    expect(resume.sections.map((section) => section.type)).toEqual(['education', 'experience']);
    expect(resume.sections[1]?.entries[0]?.company).toBe('Oakridge Middle School');
  });

  it("keeps 'Technologies:' under a job in the job", () => {
    const resume = parseResume(
      'Experience\nLumen Retail | Data Analyst | 2019 - 2022\nTechnologies: SQL, Tableau\nBuilt 20 dashboards.\nAcme Corp | Analyst | 2016 - 2019\nWrote the sales report.\n',
    );
    expect(resume.sections.map((section) => section.type)).toEqual(['experience']);
    expect(resume.sections[0]?.entries.map((entry) => [entry.company, entry.bullets.length])).toEqual([
      ['Lumen Retail', 2],
      ['Acme Corp', 1],
    ]);
  });

  it('does not read a list of skills opened by one glyph as headings', () => {
    const resume = parseResume('Skills\n■ Leadership\n■ Budgeting\n■ Forecasting\n■ Training\n');
    expect(resume.sections.map((section) => section.type)).toEqual(['skills']);
  });

  it('splits flattened text at runs of spaces so headings and contact are found', () => {
    const flat = `Lee Wong  lee.wong@example.com  555-987-6543  SUMMARY  ${'Analyst with a record of clean audits. '.repeat(6)}  EXPERIENCE  Auditor at Fabrikam  2019 - 2022  Audited 40 branches.`;
    const resume = parseResume(flat);
    expect(resume.contact.email).toBe('lee.wong@example.com');
    expect(resume.sections.map((section) => section.type)).toEqual(['summary', 'experience']);
  });

  it('reads a mis-decoded full-width dash (ï¼) as the dash of a range and a separator', () => {
    const resume = parseResume(
      'Experience\nStore Lead 03/2016 ï¼\u200b 11/2018 Northwind Traders ï¼\u200b Tulsa , OK\nOpened the store.\n',
    );
    const entry = resume.sections[0]?.entries[0];
    expect([entry?.title, entry?.company, entry?.dates]).toEqual([
      'Store Lead',
      'Northwind Traders',
      '03/2016 – 11/2018',
    ]);
  });

  it('keeps a line of dated awards under the job above instead of making it a job', () => {
    const resume = parseResume(
      [
        'Experience',
        'Regional Sales Lead — Contoso Bank',
        'June 2014 to May 2019',
        "Rookie of the Year - March 2015, President's Club - January 2017",
        'Grew deposits in four branches.',
      ].join('\n'),
    );
    const entries = resume.sections[0]?.entries ?? [];
    expect(entries.map((entry) => entry.company)).toEqual(['Contoso Bank']);
    expect(entries[0]?.bullets.map((bullet) => bullet.text)).toEqual([
      "Rookie of the Year - March 2015, President's Club - January 2017",
      'Grew deposits in four branches.',
    ]);
  });

  it("joins a lower-case tail to the long line above even when it is a word like 'services'", () => {
    const long =
      'Coordinated vendor onboarding, contract renewals and quarterly reviews for the facilities and catering';
    const resume = parseResume(
      [
        'Experience',
        'Office Manager — Fabrikam Ltd',
        'May 2012 to June 2016',
        'Ran the front office for 40 staff.',
        long,
        'services',
        'Purchasing Clerk — Litware Inc',
        'March 2009 to April 2012',
        'Placed orders.',
      ].join('\n'),
    );
    const entries = resume.sections[0]?.entries ?? [];
    expect(entries.map((entry) => entry.company)).toEqual(['Fabrikam Ltd', 'Litware Inc']);
    expect(entries[0]?.bullets.at(-1)?.text).toBe(`${long} services`);
  });

  it('reads a header of thirteen words beside a long date range as one header', () => {
    const resume = parseResume(
      [
        'Experience',
        'Conductor — Northwind Chorale',
        '2005 - 2010',
        'Led the choir.',
        'September 2001 - August 2004 Staff Musician (Principal Viola) Riverside Symphony of the Tri-County Orchestra and Choir Guild',
        'Performed forty concerts a season.',
      ].join('\n'),
    );
    expect(resume.sections[0]?.entries).toHaveLength(2);
    const entry = resume.sections[0]?.entries[1];
    expect(entry?.dates).toBe('September 2001 - August 2004');
    expect(entry?.bullets.map((bullet) => bullet.text)).toEqual(['Performed forty concerts a season.']);
  });

  it("reads 'Label: dates' alone on a line as labelled dates, and 'still on going' as an open end", () => {
    const resume = parseResume(
      [
        'Experience',
        'Term of Service: April 2018 to Still on going',
        'Employer: Tailspin Builders LLC',
        'Site Engineer',
        'Checked every pour.',
      ].join('\n'),
    );
    expect(resume.sections.map((section) => section.type)).toEqual(['experience']);
    const entry = resume.sections[0]?.entries[0];
    expect([entry?.company, entry?.dates]).toEqual(['Tailspin Builders LLC', 'April 2018 to Still on going']);
    expect(entry?.bullets[0]?.text).toContain('Term of Service:');
  });

  it("starts a section at 'Education: ...' written on one line, as it does at 'Skills: ...'", () => {
    const resume = parseResume(
      [
        'Work History',
        'Copperline Software - Software Developer - 2021-present',
        '- Built the payments API',
        '',
        'Skills: Java, Python, SQL',
        'Education: B.S. Computer Science, Cascade State University, 2019',
      ].join('\n'),
    );
    expect(resume.sections.map((section) => section.type)).toEqual(['experience', 'skills', 'education']);
    expect(renderResumeText(resume)).toContain(
      'Education\nB.S. Computer Science, Cascade State University, 2019',
    );
  });

  it("keeps a bracket after a title in the title: 'Registered Dental Hygienist (Part-Time)'", () => {
    const resume = parseResume(
      [
        'Experience',
        'Registered Dental Hygienist (Part-Time)',
        'Alan Pruitt, DDS, Grove City, OH',
        'Aug 2018 - May 2020',
        '- Provided hygiene services two days per week',
      ].join('\n'),
    );
    const entry = resume.sections[0]?.entries[0];
    expect([entry?.title, entry?.company, entry?.location]).toEqual([
      'Registered Dental Hygienist (Part-Time)',
      'Alan Pruitt, DDS',
      'Grove City, OH',
    ]);
  });

  it("goes on past an abbreviation's stop: 'Reviewed the U.S.' then 'foreign tax credit ...'", () => {
    const resume = parseResume(
      [
        'Experience',
        'Senior Tax Accountant, Contoso, Denver, CO, March 2010 to January 2015',
        'Reviewed the U.S.',
        'foreign tax credit and related calculations under Sec.',
        '901, including foreign tax receipts.',
        'Prepared quarterly estimates.',
      ].join('\n'),
    );
    expect(resume.sections[0]?.entries[0]?.bullets.map((bullet) => bullet.text)).toEqual([
      'Reviewed the U.S. foreign tax credit and related calculations under Sec. 901, including foreign tax receipts.',
      'Prepared quarterly estimates.',
    ]);
  });

  it('reads a name with a nickname in brackets and credentials after it, not the town below as the name', () => {
    const resume = parseResume(
      [
        'Margaret (Meg) Lindqvist, M.S., CCC-SLP',
        'St. Paul, MN 55116 · 651-555-0194 · meg@example.com',
        '',
        'Summary',
        'Speech-language pathologist with 15 years in schools.',
      ].join('\n'),
    );
    expect([resume.contact.name, resume.contact.location]).toEqual([
      'Margaret (Meg) Lindqvist',
      'St. Paul, MN 55116',
    ]);
  });

  it('prints the credentials a name line carried beside the name, dotted ones too', () => {
    const header = (line: string) =>
      headerLines(
        parseResume(
          [
            line,
            'Grand Rapids, MI | (616) 555-0148 | r@example.com',
            '',
            'Summary',
            'School counselor.',
          ].join('\n'),
        ),
      );
    expect(header('Rachel Ostrowski, M.A.').name).toBe('Rachel Ostrowski, M.A.');
    expect(header('Priya Natarajan, RN').name).toBe('Priya Natarajan, RN');
  });

  it("does not read a state that begins a school's name as the place: 'Colorado State University'", () => {
    const resume = parseResume(
      [
        'Experience',
        'Undergraduate Research Assistant - Mesocarnivore Camera Study',
        'Department of Fish, Wildlife, and Conservation Biology, Colorado State University - Fort Collins, CO',
        'Aug 2021 - May 2022',
        '- Deployed trail cameras',
      ].join('\n'),
    );
    const entry = resume.sections[0]?.entries[0];
    expect([entry?.company, entry?.location]).toEqual([
      'Department of Fish, Wildlife, and Conservation Biology, Colorado State University',
      'Fort Collins, CO',
    ]);
  });

  it("keeps 'Shift Supervisor, 2nd Shift' whole in a header that prints and reads back the same", () => {
    const resume = parseResume(
      [
        'Employment History',
        'Delta Crest Distribution - Memphis, TN',
        'Shift Supervisor, 2nd Shift                                   Feb 2021 - Present',
        '- Oversee second shift warehouse operations',
      ].join('\n'),
    );
    const entry = resume.sections[0]?.entries[0];
    expect([entry?.title, entry?.company, entry?.bullets.length]).toEqual([
      'Shift Supervisor, 2nd Shift',
      'Delta Crest Distribution',
      1,
    ]);
  });

  it("reads a former title's years in brackets as part of the title, not as a new entry's dates", () => {
    const resume = parseResume(
      [
        'Experience',
        'Great Lakes Fastener Supply, Inc.                          2017 - present',
        'Accounts Payable Specialist (Accounts Payable Clerk 2017-2020)',
        '- Processed vendor invoices',
        '',
        'Walgreens                                                   2011 - 2014',
        'Shift Lead / Cashier',
        '- Ran register and handled cash',
      ].join('\n'),
    );
    expect(
      resume.sections[0]?.entries.map((entry) => [
        entry.title,
        entry.company,
        entry.dates,
        entry.bullets.length,
      ]),
    ).toEqual([
      [
        'Accounts Payable Specialist (Accounts Payable Clerk 2017-2020)',
        'Great Lakes Fastener Supply, Inc.',
        '2017 - present',
        1,
      ],
      ['Shift Lead / Cashier', 'Walgreens', '2011 - 2014', 1],
    ]);
  });

  it("keeps each project's bullets under its name, and a skills heading's labelled lines in it", () => {
    const text = [
      'Dana Kowalski',
      'dana@example.com',
      '',
      'PROJECTS',
      'Route Cost Model',
      '• Regression model predicting lane costs; used in 2023 pricing',
      'Volunteer Dashboard - Chicago Food Depository',
      'Tracked 300 volunteers across 4 sites in one Tableau dashboard.',
      '• Cut weekly reporting from 3 hours to 20 minutes',
      '',
      'SKILLS',
      'Languages: SQL, Python, R',
      'Tools: Tableau, Snowflake, dbt',
    ].join('\n');
    const resume = parseResume(text);
    const [projects, skills] = resume.sections;
    expect(
      projects?.entries.map((entry) => [entry.title, entry.bullets.map((bullet) => bullet.text)]),
    ).toEqual([
      ['Route Cost Model', ['Regression model predicting lane costs; used in 2023 pricing']],
      [
        'Volunteer Dashboard - Chicago Food Depository',
        [
          'Tracked 300 volunteers across 4 sites in one Tableau dashboard.',
          'Cut weekly reporting from 3 hours to 20 minutes',
        ],
      ],
    ]);
    expect(resume.sections).toHaveLength(2);
    expect(skills?.content_lines).toEqual(['Languages: SQL, Python, R', 'Tools: Tableau, Snowflake, dbt']);
    expect(renderResumeText(resume)).toContain(
      'PROJECTS\nRoute Cost Model\n• Regression model predicting lane costs; used in 2023 pricing\n\nVolunteer Dashboard',
    );
  });

  it('reads a typed resume as typed: an unknown capitals heading, whole lines, two towns, a second role', () => {
    const summary =
      'Planner with 9 years of corporate and association events, from 40-person board retreats to a 1,200-person national sales conference, with budgets up to $1.4M and a habit of finishing under them.';
    const text = [
      'SIMONE ACHTERBERG',
      'Austin, TX | 512-555-0176 | simone@example.com',
      '',
      'SUMMARY',
      summary,
      '',
      'EXPERIENCE',
      '',
      'FIRST CONTINENTAL BANK - Albuquerque and Santa Fe, NM',
      'Assistant Branch Manager | April 2017 - June 2020',
      '• Ran daily branch operations and supervised tellers and personal bankers',
      'Merchandise Allocator | Jan 2016 - Aug 2017',
      '• Allocated inventory to 11 stores based on sales history',
      '',
      'KEY EVENTS',
      '',
      'Meridian National Sales Conference (2022, 2023, 2024)',
      '• 3-day conference at a convention resort, about 1,200 attendees',
      '',
      'VOLUNTEER',
      'Coastal Plains Food Bank - monthly volunteer, warehouse and mobile pantry (2018 - present)',
      'Savannah Technical College Hospitality Program - guest speaker and mock interviews for students',
    ].join('\n');
    const resume = parseResume(text);
    const titles = resume.sections.map((section) => [section.type, section.title]);
    expect(titles).toEqual([
      ['summary', 'SUMMARY'],
      ['experience', 'EXPERIENCE'],
      ['general', 'KEY EVENTS'],
      ['volunteer', 'VOLUNTEER'],
    ]);
    const [, experience, events, volunteer] = resume.sections;
    expect(experience?.entries[0]?.location).toBe('Albuquerque and Santa Fe, NM');
    expect(experience?.entries[0]?.company).toBe('FIRST CONTINENTAL BANK');
    // Printed as the renderer prints it, the header reads back the same: its title keeps its branch.
    const branch = parseResume(
      text.replace(
        'Assistant Branch Manager | April 2017 - June 2020',
        'Assistant Branch Manager, Santa Fe Cerrillos Road\nApril 2017 - June 2020',
      ),
    );
    expect(branch.sections[1]?.entries[0]?.title).toBe('Assistant Branch Manager, Santa Fe Cerrillos Road');
    expect(events?.entries.map((entry) => entry.title)).toEqual([
      'Meridian National Sales Conference (2022, 2023, 2024)',
    ]);
    expect(volunteer?.content_lines).toHaveLength(2);
    const rendered = renderResumeText(resume);
    expect(rendered).toContain(`SUMMARY\n${summary}\n`);
    expect(rendered).toContain('Merchandise Allocator\nJan 2016 - Aug 2017');
  });

  it('reads the lines under roles stacked at one employer as the later role’s', () => {
    const resume = parseResume(
      [
        'Hannah Lindqvist',
        'hannah@example.com',
        '',
        'EXPERIENCE',
        'North Loop Outfitters, Minneapolis, MN',
        'E-commerce Merchandiser | Mar 2021 - Present',
        'E-commerce Merchandising Coordinator | Jun 2019 - Mar 2021',
        '- Own online presentation for outerwear and accessories',
        '- Plan the weekly site calendar for launches',
      ].join('\n'),
    );
    expect(
      resume.sections[0]?.entries.map((entry) => [entry.title, entry.dates, entry.bullets.length]),
    ).toEqual([
      ['E-commerce Merchandiser', 'Mar 2021 - Present', 2],
      ['E-commerce Merchandising Coordinator', 'Jun 2019 - Mar 2021', 0],
    ]);
    // It prints as a promotion: both headers, then the lines; and reads back the same.
    const printed = renderResumeText(resume);
    expect(printed).toContain('Mar 2021 - Present\n\nE-commerce Merchandising Coordinator');
    expect(printed).toContain('Jun 2019 - Mar 2021\n- Own online presentation');
    expect(renderResumeText(parseResume(printed))).toBe(printed);
    // Two jobs at a placeholder employer, or that overlap, are no promotion.
    const two = parseResume(
      [
        'Jane Doe',
        'jane@example.com',
        '',
        'EXPERIENCE',
        'Executive Director Company Name',
        '02/1998 to 12/2009',
        'Assistant Soccer Coach Company Name',
        '08/1997 to 11/2005',
        '- Recruited student athletes',
      ].join('\n'),
    );
    expect(two.sections[0]?.entries.map((entry) => entry.bullets.length)).toEqual([0, 1]);
  });

  it('starts an entry at a header of comma pieces after paragraphs, its dates in brackets', () => {
    const resume = parseResume(
      [
        'Marisol Vega-Hart',
        'mv@example.com',
        '',
        'EXPERIENCE',
        '',
        'Chemistry Teacher, Eastbrook High School, Eastbrook School District 14 (August 2015 - present)',
        '',
        'I teach three sections of Chemistry and two sections of AP Chemistry each year, about 140 students total.',
        '',
        'Science Teacher, Grades 7-8, Sand Creek Middle School, Arapahoe Plains School District (August 2012 - June 2015)',
        '',
        "Taught 7th and 8th grade integrated science (five sections). Coached the school's Science Olympiad team.",
      ].join('\n'),
    );
    expect(resume.sections[0]?.entries.map((entry) => [entry.dates, entry.bullets.length])).toEqual([
      ['August 2015 - present', 1],
      ['August 2012 - June 2015', 1],
    ]);
  });

  it('keeps a note after the dates, a town the employer is named for, and a list of states whole', () => {
    const resume = parseResume(
      [
        'Dana Reyes',
        'dana@example.com',
        '',
        'EXPERIENCE',
        'Court Reporter Pro Tempore, Superior Court, Roseville, CA          2019 – Present (as needed)',
        '- Reported civil trials',
        '',
        'Town of Pine Crossing, NC – Planning & Development Services | July 2021 – Present',
        'Planner II',
        '- Reviewed site plans',
        '',
        'Southeastern Claims Group — Florida, Georgia and the Carolinas',
        'Independent Catastrophe Adjuster | June 2018 – March 2020',
        '- Inspected storm losses',
      ].join('\n'),
    );
    const entries = resume.sections[0]?.entries ?? [];
    expect(entries[0]?.dates).toBe('2019 – Present (as needed)');
    expect(entries[1]?.company).toContain('Town of Pine Crossing');
    expect(entries[2]?.location).toBe('Florida, Georgia and the Carolinas');
  });

  it("keeps credentials beside the name even when one reads like a state's code ('MS, RDN, LD')", () => {
    const resume = parseResume(
      ['Priya Raman, MS, RDN, LD', 'Plano, TX | 469-555-0123 | priya@example.com', '', 'EXPERIENCE'].join(
        '\n',
      ),
    );
    expect(renderResumeText(resume)).toMatch(/^Priya Raman, MS, RDN, LD\n/);
  });
});

describe('career notes and clipped years', () => {
  it('reads "Mar \'19" as a date and a promotion note as a line of its entry, not a header', () => {
    const resume = parseResume(
      [
        'EXPERIENCE',
        'The Alameda Riverwalk Hotel -- San Antonio, TX',
        "Catering Sales Coordinator  |  Mar '19 – Aug '21",
        'Promoted to Catering & Events Manager in August 2021',
        '- Supported two catering managers with contracts and proposals',
        '',
        'Westshore Precision Machining, Inc. -- Grand Rapids, MI',
        'CNC SETUP MACHINIST   2019 - Present',
        'Hired as 2nd shift CNC Operator, promoted to Setup Machinist in Sept 2020',
        '- Load programs and prove out new jobs',
      ].join('\n'),
    );
    const entries = resume.sections.flatMap((section) => section.entries ?? []);
    expect(entries.map((entry) => [entry.title, entry.dates])).toEqual([
      ['Catering Sales Coordinator', "Mar '19 – Aug '21"],
      ['CNC SETUP MACHINIST', '2019 - Present'],
    ]);
    expect(entries[0]?.bullets.map((bullet) => bullet.text)[0]).toBe(
      'Promoted to Catering & Events Manager in August 2021',
    );
  });
});

describe('roles stacked at one employer', () => {
  it('reads a second role the tables do not know, right under the first, as the same employer’s', () => {
    const resume = parseResume(
      [
        'EXPERIENCE',
        'Cumberland Limb & Brace – Nashville, TN',
        'Prosthetic Resident | 2019 – 2020',
        'Orthotic Resident | 2018 – 2019',
        '• Completed NCOPE-accredited residencies in orthotics and prosthetics',
      ].join('\n'),
    );
    const entries = resume.sections.flatMap((section) => section.entries ?? []);
    expect(entries.map((entry) => [entry.title, entry.company])).toEqual([
      ['Prosthetic Resident', 'Cumberland Limb & Brace'],
      ['Orthotic Resident', 'Cumberland Limb & Brace'],
    ]);
  });

  it('reads dotted leaders between a title and its dates as a separator', () => {
    const resume = parseResume(
      [
        'EXPERIENCE',
        'Village of Canal Bend Water Department',
        'Utility Worker .......... 01/2015 – 06/2018',
      ].join('\n'),
    );
    const entry = resume.sections.flatMap((section) => section.entries ?? [])[0];
    expect(entry?.title).toBe('Utility Worker');
    expect(entry?.dates).toBe('01/2015 – 06/2018');
  });

  it('reads two roles on one line, each with its dates in brackets, as two roles', () => {
    const resume = parseResume(
      [
        'EXPERIENCE',
        'Crescent Ridge Bank, University City Branch, Charlotte, NC          Aug 2020 - Present',
        'Lead Teller (Dec 2022 - Present) / Teller (Aug 2020 - Dec 2022)',
        '- Process deposits and withdrawals',
      ].join('\n'),
    );
    const entries = resume.sections.flatMap((section) => section.entries ?? []);
    expect(entries.map((entry) => [entry.title, entry.dates])).toEqual(
      expect.arrayContaining([
        ['Lead Teller', 'Dec 2022 - Present'],
        ['Teller', 'Aug 2020 - Dec 2022'],
      ]),
    );
    expect(entries.some((entry) => /^\(|\($/.test(entry.company))).toBe(false);
  });

  it('knows the role nouns of the trades and public services, after dates, over an employer with a number', () => {
    for (const [title, employer] of [
      ['Public Safety Telecommunicator II', 'Inland Valley Regional 911, Spokane Valley, WA'],
      ['Journeyman Pipefitter', 'Local 420 Mechanical, Philadelphia, PA'],
      ['Medical Coder', 'Route 9 Health Partners, Albany, NY'],
    ] as const) {
      const resume = parseResume(
        ['EXPERIENCE', `Feb 2019 - Present — ${title}`, employer, '• Answered calls for three agencies'].join(
          '\n',
        ),
      );
      const entry = resume.sections.flatMap((section) => section.entries ?? [])[0];
      expect([entry?.title, entry?.company]).toEqual([title, employer.split(',')[0]]);
    }
  });
});

describe('an early role listed after another role’s lines at the same employer', () => {
  it('prints after those lines, as written, not stacked under the role before it', () => {
    const text = [
      'Linda Tran',
      'linda@example.com',
      '',
      'WORK EXPERIENCE',
      '',
      'Department Manager, Evergreen Outfitters, Tacoma, WA',
      '2005 - 2009',
      '- Managed camping and outdoor department',
      '- Scheduled 8 associates',
      '',
      'Sales Associate, Evergreen Outfitters, Tacoma, WA',
      '2003 - 2005',
    ].join('\n');
    const printed = renderResumeText(parseResume(text));
    expect(printed.indexOf('Scheduled 8 associates')).toBeLessThan(printed.indexOf('Sales Associate'));
  });
});

describe('professional organizations', () => {
  it('is a section of its own, not lines of the skills above it', () => {
    const resume = parseResume(
      'Jane Doe\njane@example.com\n\nSKILLS\n- Grant writing\n- Canva\n\nPROFESSIONAL ORGANIZATIONS\nVirginia Association of School Librarians (VAASL)\n',
    );
    expect(resume.sections.map((section) => section.type)).toEqual(
      expect.arrayContaining(['skills', 'affiliations']),
    );
    expect(resume.sections.find((section) => section.type === 'skills')?.content_lines).toEqual([]);
  });
});

describe('an employer whose name holds "at"', () => {
  it("keeps 'Attorneys at Law' and 'Member at Large' whole", () => {
    const resume = parseResume(
      'Jane Doe\njane@example.com\n\nEXPERIENCE\nLegal Assistant\nHarmon & Price, Attorneys at Law, Dayton, OH\nJune 2015 - February 2019\n- Filed documents with the county clerk\n',
    );
    const entry = resume.sections.find((section) => section.type === 'experience')?.entries[0];
    expect(entry?.title).toBe('Legal Assistant');
    expect(entry?.company).toBe('Harmon & Price, Attorneys at Law');
  });
});
