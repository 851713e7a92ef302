import { describe, expect, it } from 'vitest';
import { parseResume } from '../parse/parse-resume';
import { renderResumeText } from '../parse/render-resume-text';
import { analyze } from '../pipeline/analyze';
import { cleanWords } from './clean-words';
import { actionsFirst, readAnswer } from './read-answer';
import { refine } from './refine';
import { standardize } from './tidy-resume';
import { editFlaws, writingFlaws } from './writing-flaws';

/** The resume refined with the answer `answerTo` gives each question (by its text). */
function refinedText(
  lines: readonly string[],
  jobDescription: string,
  industry: string,
  answerTo: (question: string) => string,
): string {
  const analysis = analyze({ resumeText: lines.join('\n'), jobDescription, industry });
  const answers = analysis.questions.map((question) => answerTo(question.text));
  return renderResumeText(refine(analysis, answers).resume);
}

describe('the writing check of a line built from an answer', () => {
  it('refuses what a reader sees at once, and only what the line and the answer did not have', () => {
    expect(writingFlaws('Perform maintenance', 'Perform maintenance (10 -hour days)', '')).toContain(
      'torn compound',
    );
    expect(writingFlaws('', 'Cut cycle time to 16 days vs. a about 21-day average', '')).toContain(
      'article before about',
    );
    expect(
      writingFlaws('Supervise the desk team', 'Supervise the desk team (3-5 of them a shift)', ''),
    ).toContain('pronoun from the answer');
    expect(writingFlaws('Treat patients', 'Treat patients (4 days a week 8 patients a day)', '')).toContain(
      'rates run together',
    );
    expect(
      writingFlaws('Treated clients', 'Treated clients (about 26 visits a week, Jul 2019-Jul 2020)', ''),
    ).toContain('dates of the role');
    expect(
      writingFlaws('Serve students at two sites', 'Serve students at two sites (2 sites)', ''),
    ).toContain('counted twice: 2 sites');
    expect(
      writingFlaws(
        'Trained and supervised junior airmen',
        'Trained and supervised junior airmen, 3-4 junior airmen a shift',
        '',
      ),
    ).toContain('said twice: junior airmen');
    expect(writingFlaws('', 'No. Used Survey123 on one project', '')).toContain('bare reply');
    expect(
      writingFlaws(
        'NMLS registered',
        'NMLS registered; federally registered through the bank and have an NMLS ID',
        '',
      ),
    ).toContain('verb without its subject');
    expect(writingFlaws('Prepare site plans', 'Prepare site plans (about 30 commercial)', '')).toContain(
      'count without its noun',
    );
    expect(writingFlaws('', 'Image about 40 laptops a quarter using MDT (not SCCM)', '')).toContain(
      'a denial in brackets',
    );
    expect(
      writingFlaws('', 'Helped bring the denial rate from about 11% to about 7% in 2022, and', ''),
    ).toContain('cut short');
    // A result names what moved as the line did; a clean size is no flaw.
    expect(
      writingFlaws(
        'Helped reduce average HbA1c for the panel',
        "Helped reduce average HbA1c for the panel; the panel's average HbA1c went from 8.9% to 7.8%",
        '',
      ),
    ).toEqual([]);
    expect(
      writingFlaws('Serve students at two sites', 'Serve students at two sites (58 students)', ''),
    ).toEqual([]);
  });

  it('refuses a clause or a figure that speaks of something the line does not name', () => {
    const flaws = (before: string, after: string, source: string) => writingFlaws(before, after, source);
    expect(
      flaws(
        'Partner with product managers to define research questions',
        'Partner with product managers to define research questions; the big one was the 2022–23 redesign',
        'The big one was the 2022–23 redesign.',
      ),
    ).toContain('clause about something unnamed');
    expect(
      flaws('Dispatch units by radio', 'Dispatch units by radio; center does about 420K calls a year', ''),
    ).toContain("another's figure");
    // A figure cut from after its preposition, or from a clause about another thing.
    expect(
      flaws(
        'Answer 911 calls',
        'Answer 911 calls (15 sec in 2023)',
        '98% of my 911 calls answered in 15 sec in 2023.',
      ),
    ).toContain('torn from its sentence: 15 sec in 2023');
    expect(
      flaws(
        'Help come up with menu specials',
        'Help come up with menu specials (about 60 orders a weekend now)',
        'The best is a chilaquiles special that made the brunch menu in 2022, and it sells about 60 orders a weekend now.',
      ),
    ).toContain('torn from its sentence: about 60 orders a weekend now');
    expect(
      flaws('', 'Acting shift lead since March 2023 (so 14 months)', 'since March 2023 (so maybe 14 months)'),
    ).toEqual(['torn from its sentence: so 14 months']);
    expect(flaws('', 'Manager on Duty most weekends during that time', '')).toContain(
      'a time another sentence said',
    );
    // Two verbs in two forms; a line that is its sentence cut before the result.
    expect(flaws('', 'Designed and detailing sheet metal guards', '')).toContain('verbs in two forms');
    expect(
      flaws(
        '',
        'Put together on the enrollment redesign',
        'Put together on the enrollment redesign, that helped push completion from 71% to 86%.',
      ),
    ).toContain('result cut off');
    // What reads well stays: a result of the line's own, a count of its work, how long.
    expect(
      flaws(
        'Set up PetDesk text reminders in 2022',
        'Set up PetDesk text reminders in 2022; the no-show rate dropped from about 9% to about 4%',
        'In 2022 I set up PetDesk text reminders, and our no-show rate dropped from about 9% to about 4%.',
      ),
    ).toEqual([]);
    expect(
      flaws('Use Applied Epic every day', 'Use Applied Epic every day (about 5 years)', 'for about 5 years'),
    ).toEqual([]);
    expect(
      flaws(
        'Oriented new surgical techs',
        'Oriented new surgical techs (9 new techs)',
        "I've precepted 9 new techs",
      ),
    ).toEqual([]);
  });
});

describe('a new line of figures the resume gives already', () => {
  it('is refused, under whichever role of the employer they stand', () => {
    const resume = parseResume(
      [
        'EXPERIENCE',
        'Crescent Ridge Bank, Charlotte, NC   Aug 2020 - Present',
        '- Made 71 qualified referrals in 2023 and 64 in 2024, about 40% of them new accounts',
        'Lead Teller (Dec 2022 - Present)',
        '- Train new tellers',
      ].join('\n'),
    );
    const section = resume.sections.find((item) => item.entries.length > 1);
    const entry = section?.entries.at(-1);
    const edit = (text: string) =>
      editFlaws(
        {
          op: 'insert_bullet',
          section_id: section?.id ?? '',
          entry_id: entry?.id ?? null,
          after_id: null,
          bullet: { id: 'new', text, original_char: '-' },
          reason: 'new bullet from your answer',
          source: text,
          origin: { kind: 'answer', question_index: 0 },
        },
        resume,
      );
    expect(edit('Made 71 qualified referrals in 2023 and 64 in 2024')[0]).toMatch(/^figures given already/);
    expect(edit('Balanced the vault about 12 times a month')).toEqual([]);
  });
});

describe('answers told as a resume tells them', () => {
  it('spells out the shorthand of an answer', () => {
    expect(cleanWords('drafts avg 12 business days')).toBe('drafts average 12 business days');
    expect(cleanWords('about 26 visits/wk')).toBe('about 26 visits a week');
    expect(cleanWords('about 85-100 new hires/yr')).toBe('about 85-100 new hires a year');
    expect(cleanWords('a 24/7 line')).toBe('a 24/7 line');
    expect(cleanWords('Center does ~420K calls/yr')).toBe('Center does about 420K calls a year');
    expect(cleanWords('~60-90 calls per 12-hr shift')).toBe('about 60-90 calls per 12-hour shift');
    expect(cleanWords('Corporate partners 40 -> 95 (2021-2024)')).toBe(
      'Corporate partners from 40 to 95 (2021-2024)',
    );
    expect(cleanWords('went from 40 -> 95')).toBe('went from 40 to 95');
    expect(cleanWords('(about 135 ED pro-fee charts/day)')).toBe('(about 135 ED pro-fee charts a day)');
    expect(cleanWords('135 charts a day vs 110 std, from 22% to 14% the last yr')).toBe(
      '135 charts a day vs 110 standard, from 22% to 14% the last year',
    );
    expect(cleanWords('Closest: directed a freelance photographer on 4 shoots')).toBe(
      'directed a freelance photographer on 4 shoots',
    );
    expect(cleanWords('the closest store is 4 miles away')).toBe('the closest store is 4 miles away');
    expect(cleanWords('for the about 640-employee payroll')).toBe('for the roughly 640-employee payroll');
    expect(cleanWords('acting lead since March 2023 (so maybe 14 months)')).toBe(
      'acting lead since March 2023',
    );
  });

  it('takes off the pride and puts the action before what came of it', () => {
    expect(
      actionsFirst(
        "I'm probably proudest that off-cycle checks dropped from about 6 a cycle to 1-2 after I got a timecard deadline adopted in 2021.",
      ),
    ).toBe(
      'I got a timecard deadline adopted in 2021, and off-cycle checks dropped from about 6 a cycle to 1-2.',
    );
    expect(actionsFirst('I reconcile 3 accounts after month end.')).toBe(
      'I reconcile 3 accounts after month end.',
    );
    expect(
      actionsFirst(
        'I carry 35-40 clients, and my no-show rate dropped from about 28% to about 15% after I started text reminders.',
      ),
    ).toBe(
      'I carry 35-40 clients. I started text reminders, and my no-show rate dropped from about 28% to about 15%.',
    );
    // 'No.' opening a reply is the reply, not the abbreviation of 'number'.
    expect(
      readAnswer('No. Used Survey123 on one project, about 2 months in 2023.').some((fact) =>
        fact.text.startsWith('No.'),
      ),
    ).toBe(false);
  });

  it('writes the action and its result as one line', () => {
    const text = refinedText(
      [
        'Brenda K',
        'brenda@example.com | 414-555-0198',
        '',
        'EXPERIENCE',
        'Payroll Specialist, Lakeside Community Services, Milwaukee, WI',
        'March 2018 - Present',
        '- Process biweekly payroll in ADP Workforce Now',
        '- Maintain PTO balances',
      ],
      'Payroll Specialist. Process multi-state payroll in ADP. Reconcile payroll taxes.',
      'Human Resources',
      (question) =>
        question.includes('Process biweekly payroll')
          ? "I'm proudest that off-cycle checks dropped from about 6 a cycle to 1-2 after I got a supervisor timecard approval deadline adopted in 2021."
          : '',
    );
    expect(text).toContain(
      'Got a supervisor timecard approval deadline adopted in 2021; off-cycle checks dropped from about 6 a cycle to 1-2',
    );
  });
});

describe('a name said not to be used', () => {
  it('never reaches the skills, whichever answer said it', () => {
    const text = refinedText(
      [
        'Marcus F',
        'marcus@example.com | 910-555-0100',
        '',
        'EXPERIENCE',
        'IT Support Technician, Coastal Federal Credit Union, Wilmington, NC',
        'June 2021 - Present',
        '- Responsible for imaging laptops and installing software',
        '- Reset passwords in Active Directory',
        '',
        'SKILLS',
        'Windows 10, Active Directory, Microsoft Office',
      ],
      'IT Support Technician II. Image and deploy laptops with SCCM. Support Microsoft 365 users.',
      'Customer Service',
      () => 'I image roughly 40 laptops a quarter using MDT with WDS (not SCCM).',
    );
    expect(text).not.toMatch(/\bSCCM\b/);
  });
});

describe('references on request', () => {
  it('leaves the line out, and a heading that held only it', () => {
    const resume = parseResume(
      'Jane Roe\njane@example.com | 555-123-4567\n\nSKILLS\nExcel, Word\nReferences available upon request.\n\nREFERENCES\nAvailable upon request\n',
    );
    const edits = standardize(resume);
    expect(edits.some((edit) => edit.op === 'remove_line')).toBe(true);
    expect(edits.some((edit) => edit.op === 'remove_section')).toBe(true);
  });
});
