import { describe, expect, it } from 'vitest';
import { parseClause, readAnswer } from './read-answer';
import { mergeIntoBullet, standaloneBullet } from './write-bullet';

const past = { current: false, fullStops: false };

describe('reading an answer as facts', () => {
  it('types each sentence and clause, and keeps the employer it names aside', () => {
    const facts = readAnswer(
      'Yes. At Contoso I cut invoice processing from 5 days to 2. I have not used Kafka, but I ran RabbitMQ for 3 years. Not measured.',
    );
    expect(facts.map((fact) => fact.kind)).toEqual([
      'nothing',
      'result',
      'tool_not_used',
      'tool_used',
      'nothing',
    ]);
    expect(facts[1]?.place).toBe('Contoso');
    expect(facts[1]?.clause).toMatchObject({
      subject: 'self',
      base: 'cut',
      rest: 'invoice processing from 5 days to 2',
    });
  });

  it('reads filler as nothing to add, whatever follows it', () => {
    for (const answer of ['nothing measurable, it is just our charting system', 'n/a', 'Yes', 'not sure'])
      expect(readAnswer(answer).every((fact) => fact.kind === 'nothing')).toBe(true);
  });
});

describe('writing a fact as a bullet', () => {
  it("completes the bullet with the answer's own verb as a participle", () => {
    expect(
      mergeIntoBullet(
        'Automated the invoice approval workflow',
        parseClause('It cut processing time from 5 days to 2.'),
        past,
      ),
    ).toBe('Automated the invoice approval workflow, cutting processing time from 5 days to 2');
  });

  it("gives 'Helped' up only when the user says they did it", () => {
    expect(
      mergeIntoBullet(
        'Helped reduce churn by improving onboarding emails',
        parseClause('I reduced churn from 9% to 5%.'),
        past,
      ),
    ).toBe('Reduced churn from 9% to 5% by improving onboarding emails');
    expect(
      mergeIntoBullet('Helped reduce churn', parseClause('Churn went from 9% to 5% that year.'), past),
    ).toBe('Helped reduce churn from 9% to 5% that year');
  });

  it("keeps the user's words when a noun reads like a verb: the verb is the past one that follows", () => {
    const clause = parseClause('Email open rates rose from 18% to 27% on a list of 120,000 subscribers.');
    expect(clause).toMatchObject({ subjectText: 'Email open rates', verb: 'rose' });
    expect(mergeIntoBullet('Managed email marketing and social media', clause, past)).toBe(
      'Managed email marketing and social media, with email open rates rising from 18% to 27% on a list of 120,000 subscribers',
    );
    // After a possessive or an ordinal a word is a noun: 'code' stays 'code', never 'coding'.
    expect(parseClause('4 new hires, through onboarding and their first code reviews.').verb).not.toBe(
      'code',
    );
    // A plain-form verb with no past verb after it stays the verb.
    expect(parseClause('40 analysts use the dashboards weekly.')).toMatchObject({ verb: 'use' });
  });

  it("puts an answer's figure before the bullet's own noun when the answer repeats the bullet's verb", () => {
    expect(
      mergeIntoBullet(
        'Researched companies for the investment team',
        parseClause('I researched 15 companies.'),
        past,
      ),
    ).toBe('Researched 15 companies for the investment team');
    expect(
      mergeIntoBullet(
        'Researched companies for the investment team',
        parseClause('I researched 15 companies for two sector reports.'),
        past,
      ),
    ).toBe('Researched 15 companies for the investment team, for two sector reports');
  });

  it('never writes the subject twice, nor the raw answer after a dash', () => {
    const merged = mergeIntoBullet(
      'Built dashboards',
      parseClause('I built dashboards that 40 analysts use weekly.'),
      past,
    );
    expect(merged).toBe('Built dashboards that 40 analysts use weekly');
    expect(merged).not.toMatch(/—|–| - /);
  });

  it("writes a bullet of its own in the role's tense, first person out", () => {
    expect(standaloneBullet(parseClause('I train new hires on the returns desk with my team.'), past)).toBe(
      'Trained new hires on the returns desk with the team',
    );
    expect(
      standaloneBullet(parseClause('I train new hires on the returns desk.'), {
        current: true,
        fullStops: true,
      }),
    ).toBe('Train new hires on the returns desk.');
  });
});
