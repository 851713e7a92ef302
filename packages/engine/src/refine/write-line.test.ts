import { describe, expect, it } from 'vitest';
import { parseClause } from './read-answer';
import {
  bracketPhrase,
  cleanWords,
  figurePhrase,
  lineFromClause,
  phraseFromClause,
  WRITE_REASONS,
} from './write-line';

const past = { current: false, fullStops: false };
const current = { current: true, fullStops: true };

function line(text: string, options = past): string {
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
});
