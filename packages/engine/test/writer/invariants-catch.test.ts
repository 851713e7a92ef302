/**
 * The invariants can fail: each defect class the writer once had, planted in a real refinement, is caught.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/pipeline/analyze';
import type { Edit } from '../../src/refine/edits';
import { refine } from '../../src/refine/refine';
import { createNspellSpeller } from '../../src/spelling/create-nspell-speller';
import { checkWriterInvariants } from './invariants';

const RESUME = `Dana Whitfield
dana@example.com | 555-0100

EXPERIENCE
Line Cook
Harbor Grill, Portland, OR
Jan 2020 – Present
- Prepped and cooked for a 120-seat dinner service
- Helped reduce food waste

SKILLS
Knife skills, food safety`;

const speller = createNspellSpeller();
const analysis = analyze(
  {
    resumeText: RESUME,
    jobDescription: 'Sous Chef. Requires ServSafe, inventory and menu costing.',
    industry: 'Hospitality',
  },
  { speller, asOf: { year: 2026, month: 11 } },
);

function planted(text: string, answers: string[] = []): string[] {
  const refinement = refine(analysis, answers);
  const section = refinement.resume.sections.find((item) => item.entries.length > 0);
  const entry = section?.entries[0];
  const edit = {
    id: 'planted',
    op: 'insert_bullet',
    section_id: section?.id ?? '',
    entry_id: entry?.id ?? null,
    after_id: null,
    bullet: { id: 'planted-bullet', text },
    reason: 'planted',
    source: '',
    origin: { kind: 'derived' },
  } as unknown as Edit;
  return checkWriterInvariants({
    analysis,
    answers,
    refinement: { ...refinement, edits: [...refinement.edits, edit] },
    speller,
  }).map((failure) => failure.rule);
}

/** An edit the answer step made, with the fields every such edit carries. */
function fromAnswer(fields: Record<string, unknown>): Edit {
  return {
    id: 'planted',
    source: '',
    origin: { kind: 'answer', question_index: 0 },
    ...fields,
  } as unknown as Edit;
}

describe('the writer invariants', () => {
  it('pass a clean line', () => {
    expect(planted('Cut food waste from 9% to 5% by changing prep lists')).toEqual([]);
  });

  it('catch each defect class', () => {
    expect(planted('Reduceded food waste')).toContain('invented word');
    expect(planted('Cut scrap from 4% to 2% from 4% to 2%')).toContain('repeated phrase');
    expect(planted('Prepped for dinner (120 seats')).toContain('unbalanced brackets');
    expect(planted('Cut waste with my prep lists')).toContain('first person');
    expect(planted('Cut waste by 5%, I think')).toContain('hedge');
    expect(planted('Basically cut waste')).toContain('filler');
    expect(planted('Coordinated care care plans with the team')).toContain('doubled word');
    expect(planted('Perform maintenance on turboprop aircraft (10 -hour days)')).toContain('torn compound');
    expect(planted('Cut cycle time to 16 days vs. a about 21-day average')).toContain('article before about');
  });

  it('catch an answer pronoun and a count said again in figures on a line that gained them', () => {
    const refinement = refine(analysis, []);
    const section = refinement.resume.sections.find((item) => item.entries.length > 0);
    const entry = section?.entries[0];
    const gained = (before: string, after: string) =>
      checkWriterInvariants({
        analysis,
        answers: [],
        refinement: {
          ...refinement,
          edits: [
            ...refinement.edits,
            fromAnswer({
              op: 'set_bullet',
              section_id: section?.id ?? '',
              entry_id: entry?.id ?? null,
              bullet_id: entry?.bullets[0]?.id ?? '',
              before,
              after,
              reason: 'scope from your answer',
            }),
          ],
        },
        speller,
      }).map((failure) => failure.rule);
    expect(
      gained('Supervise the front desk team', 'Supervise the front desk team (3-5 of them a shift)'),
    ).toContain('pronoun from the answer');
    expect(
      gained(
        'Serve students at two elementary sites',
        'Serve students at two elementary sites (2 elementary sites)',
      ),
    ).toContain('counted twice');
    expect(gained('Serve students at two sites', 'Serve students at two sites (58 students)')).toEqual([]);
  });

  it('catch a figure the user gave that went nowhere', () => {
    const refinement = refine(analysis, []);
    const failures = checkWriterInvariants({
      analysis,
      answers: analysis.questions.map((_, index) =>
        index === 0 ? 'I cut food waste from 9% to 5% in 2023.' : '',
      ),
      refinement: { ...refinement, unused_answers: [] },
      speller,
    });
    expect(failures.map((failure) => failure.rule)).toContain('figure lost');
  });

  it('catch an amount said twice, a line in another glyph, a list in another separator, a credential twice and an output the guard refuses', () => {
    expect(planted('Managed the food budget, about $22,000 a year; about $22k a year')).toContain(
      'amount twice',
    );
    const refinement = refine(analysis, []);
    const section = refinement.resume.sections.find((item) => item.entries.length > 0);
    const entry = section?.entries[0];
    const glyphed = fromAnswer({
      op: 'insert_bullet',
      section_id: section?.id ?? '',
      entry_id: entry?.id ?? null,
      after_id: null,
      bullet: { id: 'glyph-bullet', text: 'Cut food waste from 9% to 5%', original_char: '•' },
      reason: 'new bullet from your answer',
    });
    const withGlyph = {
      ...refinement,
      resume: {
        ...refinement.resume,
        sections: refinement.resume.sections.map((item) =>
          item.id === section?.id
            ? {
                ...item,
                entries: item.entries.map((role) =>
                  role.id === entry?.id
                    ? {
                        ...role,
                        bullets: [
                          ...role.bullets.map((bullet) => ({ ...bullet, original_char: '-' })),
                          { id: 'glyph-bullet', text: 'Cut food waste from 9% to 5%', original_char: '•' },
                        ],
                      }
                    : role,
                ),
              }
            : item,
        ),
      },
      edits: [...refinement.edits, glyphed],
    };
    const rules = (input: typeof refinement) =>
      checkWriterInvariants({ analysis, answers: [], refinement: input, speller }).map(
        (failure) => failure.rule,
      );
    expect(rules(withGlyph)).toContain('glyph');
    const skills = refinement.resume.sections.find((item) => item.type === 'skills');
    const separated = {
      ...refinement,
      edits: [
        ...refinement.edits,
        fromAnswer({
          op: 'set_line',
          section_id: skills?.id ?? '',
          index: 0,
          before: 'Knife skills · food safety',
          after: 'Knife skills · food safety, menu costing',
          reason: 'skill added: your answer confirms it',
        }),
      ],
    };
    expect(rules(separated)).toContain('list separator');
    const certified = {
      ...refinement,
      resume: {
        ...refinement.resume,
        sections: [
          ...refinement.resume.sections,
          {
            id: 'certs',
            title: 'Certifications',
            type: 'certifications' as const,
            visible: true,
            order: 99,
            content_lines: ['OSHA 30-Hour Construction', 'OSHA 30 (2021)'],
            bullets: [],
            entries: [],
          },
        ],
      },
      edits: [
        ...refinement.edits,
        fromAnswer({
          op: 'insert_line',
          section_id: 'certs',
          index: 1,
          text: 'OSHA 30 (2021)',
          reason: 'credential from your answer',
        }),
      ],
    };
    expect(rules(certified)).toContain('credential twice');
    const refused = {
      ...refinement,
      provenance: {
        ok: false,
        violations: [{ kind: 'dropped_bullet' as const, value: 'Helped reduce food waste', line: '' }],
      },
    };
    expect(rules(refused as unknown as typeof refinement)).toContain('guard refuses the output');
  });

  it('catch an entry header the writer changed', () => {
    const refinement = refine(analysis, []);
    const changed = {
      ...refinement,
      resume: {
        ...refinement.resume,
        sections: refinement.resume.sections.map((section) => ({
          ...section,
          entries: section.entries.map((entry) => ({
            ...entry,
            company: entry.company.replace('Harbor Grill', 'Harbor, Grill'),
          })),
        })),
      },
    };
    const rules = checkWriterInvariants({ analysis, answers: [], refinement: changed, speller }).map(
      (failure) => failure.rule,
    );
    expect(rules).toContain('header changed');
  });
});
