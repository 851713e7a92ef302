import { describe, expect, it } from 'vitest';
import { englishText } from '../messages/text-ref';
import { analyze } from '../pipeline/analyze';
import { UNUSED_REASONS } from './answers/answer-context';
import { refine } from './refine';
import { reasonRef } from './refine-text';
import { WRITE_REASONS } from './write-line';

/** Every reason of the writer, the ones with a value given one. */
const REASONS: string[] = [
  ...Object.values(UNUSED_REASONS).map((reason) =>
    typeof reason === 'function' ? reason("Tableau, 'ops'") : reason,
  ),
  ...Object.values(WRITE_REASONS),
  'first-person pronoun removed; past tense for a past role; capital letter at the start',
  'Excel shown in experience, from your answer',
  'summary from what your objective said of you',
];

describe('reasonRef', () => {
  it.each(REASONS)('gives %s its message, which reads the same in English', (reason) => {
    const ref = reasonRef(reason);
    expect(ref?.id).toMatch(/^refine\.engine\./);
    expect(ref && englishText(ref)).toBe(reason);
  });

  it('gives none to a text of no message', () => {
    expect(reasonRef('from the AI writer')).toBeUndefined();
  });
});

describe('refine: every reason carries its message', () => {
  const RESUME = `Maya Okafor
maya.okafor@example.com | (415) 555-0142 | Oakland, CA

Objective
I am looking for a role in operations where I can grow.

Experience
Operations Analyst
Contoso Foods, Portland, OR
Jun 2019 – Present
• Responsible for building a weekly supplier scorecard for the buying team
• Helped reduce late deliveries

Operations Intern
Fabrikam Logistics, Portland, OR
June 2016 - Aug 2016
• I update carrier rate tables

Education
B.S. Business Administration, University of Oregon, 2019

Technical Skills
Excel, SQL
`;
  const JOB = `Operations Manager
Requirements
- Vendor management and process improvement experience
- Advanced Excel and SQL; experience with Salesforce and Tableau`;
  const analysis = analyze(
    { resumeText: RESUME, jobDescription: JOB, industry: 'Operations' },
    { asOf: { year: 2026, month: 11 } },
  );
  const answers = analysis.questions.map((question) =>
    question.target.subject
      ? `Yes, I used ${question.target.subject} daily at Contoso Foods and cut late deliveries by 18%.`
      : 'Maybe.',
  );
  const result = refine(analysis, answers);

  it('history items and unused answers read in English as their messages do', () => {
    expect(result.history.length).toBeGreaterThan(0);
    for (const item of [...result.history, ...result.unused_answers]) {
      expect(item.reason_ref, item.reason).toBeDefined();
      if (item.reason_ref) expect(englishText(item.reason_ref)).toBe(item.reason);
    }
  });
});
