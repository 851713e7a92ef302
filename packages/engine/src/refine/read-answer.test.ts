import { describe, expect, it } from 'vitest';
import { parseClause } from './parse-clause';
import { readAnswer } from './read-answer';

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

  it("reads 'have' before its object as the verb, and as an auxiliary before a participle", () => {
    expect(parseClause('I have my PA local anesthesia permit')).toMatchObject({
      base: 'have',
      rest: 'my PA local anesthesia permit',
    });
    expect(parseClause('I have about 2,400 hours')).toMatchObject({ base: 'have' });
    expect(parseClause('I have trained 4 techs')).toMatchObject({ base: 'train', rest: '4 techs' });
    expect(parseClause('But 12 associates have moved up to lead')).toMatchObject({
      subject: 'other',
      subjectText: '12 associates',
      base: 'move',
    });
  });

  it("keeps the user's words when a noun reads like a verb", () => {
    expect(
      parseClause('Email open rates rose from 18% to 27% on a list of 120,000 subscribers.'),
    ).toMatchObject({
      subjectText: 'Email open rates',
      verb: 'rose',
    });
    expect(
      parseClause('our hygiene report showed acceptance going from about 45% to about 70%').subjectText,
    ).toBe('acceptance');
    expect(parseClause('Backend engineer who builds event-driven services').verb).toBe('builds');
    expect(parseClause('40 analysts use the dashboards weekly.')).toMatchObject({ verb: 'use' });
  });

  it('reads what the user did beside what came of it, before or after', () => {
    const before = parseClause(
      'Once I started pulling up the intraoral camera, acceptance went from 45% to 70%',
    );
    expect(before).toMatchObject({
      subjectText: 'acceptance',
      lead: { base: 'pull', rest: 'up the intraoral camera' },
    });
    const after = parseClause(
      'Unplanned downtime went from 11% to 4% after I rewrote the fault-handling ladder logic',
    );
    expect(after).toMatchObject({
      subjectText: 'Unplanned downtime',
      lead: { base: 'rewrite', rest: 'the fault-handling ladder logic' },
    });
  });

  it('starts a clause at a comma where a new subject and its verb follow', () => {
    const texts = (answer: string) => readAnswer(answer).map((fact) => fact.text);
    expect(
      texts('Kind of - at Midwest Freight I built our dbt project from scratch, I wrote about 120 models.'),
    ).toEqual([
      'Kind of - at Midwest Freight I built our dbt project from scratch',
      'I wrote about 120 models.',
    ]);
    expect(texts('We moved 85 reports off Excel, finance stopped emailing spreadsheets')).toEqual([
      'We moved 85 reports off Excel',
      'finance stopped emailing spreadsheets',
    ]);
    // A comma before a noun that describes, or before a participle, starts nothing.
    expect(texts('Trained 12 agents, new hires included')).toHaveLength(1);
    expect(readAnswer('Kind of - at Midwest Freight I built it')[0]?.place).toBe('Midwest Freight');
  });

  it('reads the employer as its capitalised words, and the rest as the sentence', () => {
    const [fact] = readAnswer('At Northstar it was more like 9-10 patients a day, 5 days a week.');
    expect(fact?.place).toBe('Northstar');
    expect(fact?.clause.rest).toMatch(/more like 9-10 patients a day/);
  });

  it("reads another's negated verb as no denial of the person's", () => {
    const facts = readAnswer(
      "When the plans and specs don't match I send the PM a photo and a suggested fix. I haven't used Bluebeam.",
    );
    expect(facts[0]?.kind).not.toBe('tool_not_used');
    expect(facts.at(-1)?.kind).toBe('tool_not_used');
  });

  it('splits before what moved at its own "and", not at an "and" between two words of a thing', () => {
    expect(
      readAnswer(
        'We pulled about 2,500 outdated and damaged items and the average copyright year went from 2001 to 2011.',
      ).map((fact) => fact.text),
    ).toEqual([
      'We pulled about 2,500 outdated and damaged items',
      'the average copyright year went from 2001 to 2011.',
    ]);
  });
});
