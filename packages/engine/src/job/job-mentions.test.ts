import { describe, expect, it } from 'vitest';
import { compoundPhrases, jobSkillMentions } from './job-mentions';

const ids = (text: string) => jobSkillMentions(text).map((mention) => mention.skill.id);

describe("a posting's skills", () => {
  it('reads no skill from an occupation, but keeps a tool a role works in', () => {
    expect(ids('We seek a Quality Assurance Manager and a Head of Purchasing.')).not.toEqual(
      expect.arrayContaining(['quality-assurance']),
    );
    expect(ids('Head of Procurement')).toEqual([]);
    expect(ids('An experienced Salesforce Developer')).toContain('salesforce');
    expect(ids('Experience in quality assurance is required.')).toContain('quality-assurance');
  });

  it('reads no recruiting from an agency speaking of itself', () => {
    expect(ids('Aston Recruitment is acting as an employment agency.')).not.toContain('recruiting');
    expect(ids('Michael Page is currently recruiting for a Financial Analyst.')).not.toContain('recruiting');
    expect(ids('Experience in recruiting and onboarding.')).toContain('recruiting');
  });

  it("reads no skill from the trade's idiom", () => {
    expect(ids('Call us in the strictest of confidence.')).toEqual([]);
    expect(ids('We are a market leader with a flexible package.')).toEqual([]);
    expect(ids('They are a UK PLC.')).toEqual([]);
    expect(ids('Confident leadership of a team of 12')).toContain('leadership');
  });

  it('reads a narrow skill word made into another thing by the word before it as that thing', () => {
    expect(ids('Strong financial literacy (P&L, payroll, shrink, margin)')).not.toContain('literacy');
    expect(compoundPhrases('Strong financial literacy and budgeting').map((span) => span.text)).toEqual([
      'financial literacy',
    ]);
    // The examples in brackets are what is asked.
    expect(compoundPhrases('Strong financial literacy (P&L, payroll)')).toEqual([]);
    expect(ids('Knowledge of Wisconsin mandated reporting requirements')).not.toContain('reporting');
    expect(ids('Experience teaching literacy to adults')).toContain('literacy');
    expect(ids('Strong literacy and reporting skills')).toEqual(
      expect.arrayContaining(['literacy', 'reporting']),
    );
  });
});
