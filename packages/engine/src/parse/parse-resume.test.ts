import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../test/fixtures/resumes';
import { findLostWords } from './find-lost-words';
import { parseResume } from './parse-resume';
import { renderResumeText } from './render-resume-text';

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

  it('splits flattened text at runs of spaces so headings and contact are found', () => {
    const flat = `Lee Wong  lee.wong@example.com  555-987-6543  SUMMARY  ${'Analyst with a record of clean audits. '.repeat(6)}  EXPERIENCE  Auditor at Fabrikam  2019 - 2022  Audited 40 branches.`;
    const resume = parseResume(flat);
    expect(resume.contact.email).toBe('lee.wong@example.com');
    expect(resume.sections.map((section) => section.type)).toEqual(['summary', 'experience']);
  });
});
