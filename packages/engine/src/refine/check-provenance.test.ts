import { describe, expect, it } from 'vitest';
import { EM_DASH_LAYOUT } from '../../test/fixtures/resumes';
import { parseResume } from '../parse/parse-resume';
import type { StructuredResume } from '../types';
import { checkProvenance, numbersIn } from './check-provenance';

const original = parseResume(EM_DASH_LAYOUT.text);

function edited(change: (resume: StructuredResume) => void): StructuredResume {
  const copy = JSON.parse(JSON.stringify(original)) as StructuredResume;
  change(copy);
  return copy;
}

function firstEntry(resume: StructuredResume) {
  const entry = resume.sections.find((section) => section.entries.length > 0)?.entries[0];
  if (!entry) throw new Error('fixture has no entry');
  return entry;
}

describe('the provenance guard', () => {
  it('accepts the unchanged resume', () => {
    expect(checkProvenance({ original, refined: original, answers: [] })).toEqual({
      ok: true,
      violations: [],
    });
  });

  it('reads 3,000,000, 3 million and 3M as one number', () => {
    expect(numbersIn('3,000,000 and 3 million and 3M')).toEqual([3000000, 3000000, 3000000]);
  });

  it('rejects a number found in no source, and accepts it once an answer gives it', () => {
    const refined = edited((resume) => {
      const bullet = firstEntry(resume).bullets[0];
      if (bullet) bullet.text = `${bullet.text}, saving $250,000`;
    });
    expect(checkProvenance({ original, refined, answers: [] }).violations).toContainEqual(
      expect.objectContaining({ kind: 'number', value: '$250,000' }),
    );
    expect(checkProvenance({ original, refined, answers: ['It saved about $250,000 a year.'] }).ok).toBe(
      true,
    );
  });

  it('rejects an invented employer, title, skill and place', () => {
    const refined = edited((resume) => {
      const entry = firstEntry(resume);
      entry.company = 'Globex Corporation';
      entry.title = 'Vice President of Operations';
      const bullet = entry.bullets[1];
      if (bullet) bullet.text = `${bullet.text} using Kubernetes in Zurich`;
    });
    const kinds = checkProvenance({ original, refined, answers: [] }).violations.map(
      (violation) => violation.kind,
    );
    expect(kinds).toEqual(expect.arrayContaining(['organization', 'title', 'skill']));
    expect(
      checkProvenance({ original, refined, answers: [] }).violations.map((violation) => violation.value),
    ).toEqual(expect.arrayContaining(['Globex Corporation', 'Kubernetes', 'Zurich']));
  });

  it('reports a dropped entry and a dropped bullet', () => {
    const withoutBullet = edited((resume) => {
      firstEntry(resume).bullets.pop();
    });
    expect(
      checkProvenance({ original, refined: withoutBullet, answers: [] }).violations.map(
        (violation) => violation.kind,
      ),
    ).toEqual(['dropped_bullet']);
    const withoutEntry = edited((resume) => {
      const section = resume.sections.find((item) => item.entries.length > 0);
      section?.entries.pop();
    });
    expect(
      checkProvenance({ original, refined: withoutEntry, answers: [] }).violations.map(
        (violation) => violation.kind,
      ),
    ).toContain('dropped_entry');
  });

  it('accepts a bullet split into pieces, and reports it when the pieces lose most of it', () => {
    const splitInto = (keep: number) =>
      edited((resume) => {
        const entry = firstEntry(resume);
        const bullet = entry.bullets[0];
        if (!bullet) throw new Error('fixture has no bullet');
        const words = bullet.text.split(' ');
        const third = Math.ceil(words.length / 3);
        const pieces = [0, 1, 2]
          .map((index) => words.slice(index * third, (index + 1) * third).join(' '))
          .slice(0, keep);
        entry.bullets.splice(
          0,
          1,
          ...pieces.map((text, index) => ({ id: `${bullet.id}-s${index + 1}`, text, original_char: '•' })),
        );
      });
    expect(checkProvenance({ original, refined: splitInto(3), answers: [] }).ok).toBe(true);
    const mostGone = checkProvenance({ original, refined: splitInto(1), answers: [] });
    expect(mostGone.violations.map((violation) => violation.kind)).toEqual(
      expect.arrayContaining(['dropped_bullet']),
    );
  });

  it('rejects a changed date', () => {
    const refined = edited((resume) => {
      firstEntry(resume).dates = 'Mar 2019 – Present';
    });
    expect(
      checkProvenance({ original, refined, answers: [] }).violations.map((violation) => violation.kind),
    ).toContain('date');
  });
});
