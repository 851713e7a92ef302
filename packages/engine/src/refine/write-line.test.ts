import { describe, expect, it } from 'vitest';
import { cleanWords } from './clean-words';
import { bracketPhrase, figurePhrase, phraseFromClause } from './line-phrases';
import { parseClause } from './parse-clause';
import { type LineOptions, lineFromClause, WRITE_REASONS } from './write-line';

const past = { current: false, fullStops: false };
const current = { current: true, fullStops: true };

function line(text: string, options: LineOptions = past): string {
  const written = lineFromClause(parseClause(text), options);
  return 'text' in written ? written.text : written.reason;
}

describe('an answer clause as a line', () => {
  it("writes the role's tense through the verb tables, first person out", () => {
    expect(line('I train new hires on the returns desk with my team.')).toBe(
      'Trained new hires on the returns desk with the team',
    );
    expect(line('I train new hires on the returns desk.', current)).toBe(
      'Train new hires on the returns desk.',
    );
    // A past the user said stays theirs; a dictionary verb takes its dictionary form.
    expect(line('I planned the redirects for the relaunch')).toBe('Planned the redirects for the relaunch');
    expect(line('I place Arestin several times a week')).toBe('Placed Arestin several times a week');
  });

  it('cleans hedges, asides and loose figures, and never writes a half line', () => {
    expect(cleanWords('Honestly I think it was something like 32% fewer errors, maybe a bit more')).toBe(
      'it was about 32% fewer errors',
    );
    expect(line('I kind of led the rollout')).toBe(WRITE_REASONS.vague);
    expect(line('I would love to run a clinic')).toBe(WRITE_REASONS.wish);
    expect(line('It went well')).toBe(WRITE_REASONS.pronoun);
  });

  it('puts what the user did first, then what came of it', () => {
    expect(
      line(
        'Once I started pulling up the intraoral camera, acceptance went from about 45% to about 70% over 2022',
      ),
    ).toBe('Pulled up the intraoral camera; acceptance went from about 45% to about 70% over 2022');
    expect(line('Page load time dropped by 35% after we compressed images.')).toBe(
      'Compressed images; page load time dropped by 35%',
    );
  });

  it("does not write a line whose 'it' has nothing to mean", () => {
    expect(line('About 40 buyers used it every week.')).toBe(WRITE_REASONS.pronoun);
  });
});

describe('a phrase for the line it completes', () => {
  it('keeps the figure with what it counts', () => {
    expect(phraseFromClause(parseClause('It was maybe 11 of us, give or take'))).toBe('a team of 11');
    expect(phraseFromClause(parseClause('A team of 3 engineers'))).toBe('a team of 3 engineers');
    expect(figurePhrase('It was a $650K project')).toBe('$650K project');
    expect(figurePhrase('I do rads on about 15 dentals a week')).toBe('about 15 dentals a week');
  });

  it("drops 'on my own' whole, reads 'I have my own full toolbox' as having, and nests no brackets", () => {
    expect(cleanWords("I've handled the annual 1099 filing on my own since 2020")).toBe(
      "I've handled the annual 1099 filing since 2020",
    );
    expect(parseClause(cleanWords('I have my own full toolbox for line work')).base).toBe('have');
    expect(bracketPhrase('About $14.2M in annual volume (FY2024), with 48 associates')).toBeNull();
  });

  it('writes nothing still to come and nothing said of the resume itself', () => {
    expect(lineFromClause(parseClause('I expect to be eligible in about a year'), past)).toEqual({
      reason: WRITE_REASONS.ahead,
    });
    expect(
      lineFromClause(parseClause('I bent rigid up to 4 inches, more than the resume says'), past),
    ).toEqual({
      reason: WRITE_REASONS.aboutResume,
    });
  });

  it('writes what people say around the verb: a phrase before I, a role held, an award, a measure, a team', () => {
    const now = { current: true, fullStops: false };
    expect(line('On a typical 12-hour ICU shift I cover 8-12 ventilated patients.', now)).toBe(
      'Cover 8-12 ventilated patients on a typical 12-hour ICU shift',
    );
    // A phrase that only frames the answer goes.
    expect(line('For scale, I manage about 1,800 active styles.', now)).toBe(
      'Manage about 1,800 active styles',
    );
    expect(line('On my shifts I type and fill about 150 prescriptions a day.')).toBe(
      'Typed and filled about 150 prescriptions a day',
    );
    // In the current role a duty stays in the present, whatever tense the role's other lines are in.
    expect(line('On my shifts I type and fill about 150 prescriptions a day.', now)).toBe(
      'Type and fill about 150 prescriptions a day',
    );
    expect(line('In 2023 I was also interim manager of the Coronado branch for 4 months')).toBe(
      'Interim manager of the Coronado branch for 4 months in 2023',
    );
    // A title alone says nothing a line should: something must follow it.
    expect(line('I was the lead')).not.toMatch(/^The lead/);
    expect(line('I got Field Employee of the Year at Granite State in 2022.')).toBe(
      'Field Employee of the Year, 2022',
    );
    expect(line('Branch turnover was 11% in 2023 against a regional average of about 30%.')).toBe(
      'Branch turnover of 11% in 2023 against a regional average of about 30%',
    );
    expect(line('I lead 28: 18 front desk agents, 4 supervisors and 3 bell staff.', now)).toBe(
      'Lead a team of 28: 18 front desk agents, 4 supervisors and 3 bell staff',
    );
    expect(line('In 2022 I started a monthly short-dated check')).toBe(
      'Started a monthly short-dated check in 2022',
    );
    expect(line('I have done payroll for 3 years')).toBe(WRITE_REASONS.weak);
  });

  it('keeps a possessive before a figure with thousands, and drops a phrase that only frames the answer', () => {
    expect(cleanWords("400 of the office's ~1,900 entries a month")).toBe(
      "400 of the office's about 1,900 entries a month",
    );
    expect(cleanWords("the callback rate's 1.8%.")).toContain('callback rate of 1.8%');
    expect(line('On the classification side, I requested 6 binding rulings.')).toBe(
      'Requested 6 binding rulings',
    );
  });

  it('keeps a duty that goes on in the present in the current role, and a count done in the past', () => {
    const now = { current: true, fullStops: false };
    expect(line("I've managed 2 event coordinators as direct reports since 2022.", now)).toBe(
      'Manage 2 event coordinators as direct reports since 2022',
    );
    expect(line("I've trained 9 new techs since 2021.", now)).toBe('Trained 9 new techs since 2021');
  });

  it('writes a count of work as the person gave it: after a colon, after a framing subject, with its time', () => {
    expect(line('In 2023: 41 placements, 29 direct hire and 12 contract.')).toBe(
      '41 placements in 2023, 29 direct hire and 12 contract',
    );
    expect(
      line('The one solid number is 22 engineering hires in 6 months on the fintech embed in 2021.'),
    ).toBe('22 engineering hires in 6 months on the fintech embed in 2021');
    expect(line('Offer acceptance on my direct-hire offers was about 88%.')).toBe(
      'Offer acceptance on direct-hire offers: about 88%',
    );
    expect(line('I was Rookie of the Year at Summit in 2020.')).toBe('Rookie of the Year, 2020');
    expect(line('I did a 6-month embedded engagement inside a client team.')).toBe(
      '6-month embedded engagement inside a client team',
    );
    // A framing subject without a count makes no line.
    expect(line('The clearest number I have is turnaround.')).not.toMatch(/^Turnaround/);
  });

  it('writes what a person owns, a sole role, and an award won in more than one year', () => {
    expect(line('I have full P&L responsibility: sales forecasting, inventory and labor.')).toBe(
      'Full P&L responsibility: sales forecasting, inventory and labor',
    );
    expect(line("I've been the only UX researcher since 2021, supporting 3 product squads.")).toBe(
      'Only UX researcher since 2021, supporting 3 product squads',
    );
    expect(line('We won Best Patio in the Treasure Valley Dining Awards in 2021 and 2023.')).toBe(
      'Best Patio in the Treasure Valley Dining Awards, 2021 and 2023',
    );
  });

  it("takes the employer's whole name out of a line of its own entry, '&' and all", () => {
    expect(
      line(
        "I've been a litigation paralegal at Hartwell Brandt & Seel since 2021, carrying about 45 matters.",
        {
          current: true,
          fullStops: false,
          employer: 'Hartwell Brandt & Seel LLP',
        },
      ),
    ).toBe('Litigation paralegal since 2021, carrying about 45 matters');
  });
});

describe('answers as people say them', () => {
  it("reads a stressed 'do' as the verb after it", () => {
    expect(line('I do handle walk-in emergencies during the day, maybe 2-3 a week', current)).toBe(
      'Handle walk-in emergencies during the day, 2-3 a week.',
    );
    expect(line('I did train the new hires on the returns desk')).toBe(
      'Trained the new hires on the returns desk',
    );
  });

  it("gives examples after 'such as', and says what the person made is still in use", () => {
    expect(cleanWords('about 3 a week, like toxin ingestions')).toContain(', such as toxin ingestions');
    expect(line('I wrote a one-page checklist for the dental suite that we still use')).toBe(
      'Wrote a one-page checklist for the dental suite, still in use',
    );
  });

  it('writes nothing done as a student under a role', () => {
    expect(line('I did a 2-week externship at a specialty ER in school')).toBe(WRITE_REASONS.studies);
    expect(line('I ran 12 focus groups as a student researcher')).toBe(WRITE_REASONS.studies);
  });

  it("drops talk to the asker about the answer ('which I think is close to what you're after')", () => {
    expect(
      cleanWords('I ran 30 virtual tastings on Zoom, which I think is kind of close to the hybrid thing'),
    ).not.toMatch(/which|think/);
    expect(cleanWords("I ran 30 virtual tastings, which is what you're after")).not.toMatch(/after/);
  });

  it("drops asides on the answer ('if that counts for anything')", () => {
    expect(cleanWords('ran about 15 meetups, if that counts for anything')).not.toMatch(/counts|anything/);
  });

  it("reads 'more like' a figure as about it, and keeps a bracket that holds a figure", () => {
    expect(cleanWords('80-120 a day, more like 140 on Fridays')).toBe('80-120 a day, about 140 on Fridays');
    expect(cleanWords('Acceptance went to 45% (office manager ran the report)')).toBe(
      'Acceptance went to 45%',
    );
    expect(cleanWords('Kept the dock moving (kept 98% on time)')).toContain('(kept 98% on time)');
  });
});

describe('the size of a team said of the person', () => {
  it("is the team's size: 'My crew is 4 people including me' is a crew of 4", () => {
    expect(cleanWords('a crew of 4 including me')).toBe('a crew of 4');
    expect(
      phraseFromClause(parseClause('My crew is 4 people including me, sometimes 5 in peak season.')),
    ).toBe('crew of 4, sometimes 5 in peak season');
  });
});

describe("the person's notes on a figure", () => {
  it('go: how sure it is, and whose limit it is', () => {
    expect(cleanWords('went from about a day to under 4 hours (my rough estimate)')).toBe(
      'went from about a day to under 4 hours',
    );
    expect(cleanWords('the NPS went from 62 to 71, based on rough numbers from the district report')).toBe(
      'the NPS went from 62 to 71',
    );
    expect(cleanWords('I settle within my $35,000 authority')).toBe('I settle within a $35,000 authority');
  });
});

describe('a time said before the person', () => {
  it("is said after the work, as a line says it ('Every month I reconcile ...')", () => {
    const clause = parseClause(
      'Every month I reconcile 3 bank accounts, 2 credit cards and the line of credit.',
    );
    expect(clause.subject).toBe('self');
    expect(clause.base).toBe('reconcile');
    expect(clause.rest).toMatch(/every month$/);
  });
});
