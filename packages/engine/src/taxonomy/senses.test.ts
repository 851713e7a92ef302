import { describe, expect, it } from 'vitest';
import { findSkillMentions, getSkill } from './find-skills';
import { resolveSenses, senseIndustries, senseOf } from './senses';
import { narrowerSkillIds, unknownRelationNames } from './skill-relations';
import { inflectionStem } from './stems';

const read = (text: string, codes: string[]) =>
  resolveSenses(text, findSkillMentions(text), codes).map((mention) => mention.skill.name);

describe('senses of ambiguous terms', () => {
  it('names only taxonomy skills', () => {
    for (const term of [
      'PLC',
      'PT',
      'OT',
      'RT',
      'ER',
      'MA',
      'CMA',
      'PA',
      'AP',
      'IB',
      'PE',
      'Spring',
      'Bash',
      'PCA',
      'routing',
      'MRI',
      'implementation',
    ])
      for (const code of ['EDU', 'HC', 'MFG', 'FIN', 'SWE', 'GEN', 'RE', 'LOG']) {
        const sense = senseOf(term, [code]);
        if (sense)
          expect({ term, code, known: getSkill(sense) !== undefined }).toEqual({ term, code, known: true });
      }
  });

  it('reads a term in the sense of the field, and leaves longer names alone', () => {
    expect(read('Join the PLC on Fridays', ['EDU'])).toEqual(['Collaboration']);
    expect(read('Program PLCs for the line', ['MFG'])).toEqual(['PLC Programming']);
    expect(read('PT position, 20 hours', ['RET'])).toEqual([]);
    expect(read('Assist the PT with gait training', ['HC'])).toEqual(['Physical Therapy', 'Gait Training']);
    expect(read('Enrolled in Spring 2025 courses', ['EDU'])).toEqual([]);
    expect(read('Routing, switching and firewalls', ['SWE'])).toEqual(['Routing and Switching', 'Firewalls']);
    expect(read('Load planning and routing for 40 trucks', ['LOG'])).toContain('Route Planning');
    expect(read('Yardi or MRI experience', ['RE'])).toEqual(['Yardi', 'MRI Software']);
    expect(read('Experience with AAC assessment and implementation', ['HC'])).not.toContain('Implementation');
    expect(read('Hands-on experience with Outreach or Salesloft', ['SAL'])).toEqual([
      'Outreach.io',
      'SalesLoft',
    ]);
    expect(read('Critical Care Paramedic (CCP-C) or Flight Paramedic (FP-C)', ['HC'])).not.toContain('C');
    expect(read('Led ERP implementations for clients', ['CON'])).toContain('Implementation');
    expect(read('Scheduled MRI and CT exams', ['HC'])).not.toContain('MRI Software');
    expect(read('Services in Java and Spring', ['SWE'])).toEqual(['Java', 'Spring Framework']);
    expect(read('Prepare PCAs and TPNs; AHA BLS within 30 days', ['HC'])).toEqual(['BLS']);
    expect(read('PCA and clustering on survey data', ['DS'])).toEqual([
      'Dimensionality Reduction',
      'Clustering',
    ]);
  });

  it('reads the caller’s industry first, else the fields inferred from the text', () => {
    expect(senseIndustries('Education', ['MFG'])).toEqual(['EDU']);
    expect(senseIndustries(undefined, ['MFG', 'QA'])).toEqual(['MFG', 'QA']);
    expect(senseIndustries('General Professional', ['HC'])).toEqual(['HC']);
  });
});

describe('broader and narrower skills', () => {
  it('names only taxonomy skills', () => {
    expect(unknownRelationNames()).toEqual([]);
  });

  it('follows chains down, never up', () => {
    expect(narrowerSkillIds('sql')).toContain('postgresql');
    expect(narrowerSkillIds('version-control')).toEqual(expect.arrayContaining(['git', 'github']));
    expect(narrowerSkillIds('postgresql')).toEqual([]);
  });
});

describe('inflection stems', () => {
  it.each([
    ['forecast', 'forecasts', 'forecasting', 'forecasted'],
    ['budget', 'budgets', 'budgeting', 'budgeted'],
    ['schedule', 'schedules', 'scheduling', 'scheduled'],
    ['plan', 'plans', 'planning', 'planned'],
  ])('reads %s, %s, %s and %s as one word', (...forms) => {
    expect(new Set(forms.map(inflectionStem)).size).toBe(1);
  });

  it('keeps nouns in -ing that mean something else than their verb', () => {
    expect(inflectionStem('marketing')).not.toBe(inflectionStem('market'));
    expect(inflectionStem('programming')).not.toBe(inflectionStem('program'));
    expect(inflectionStem('staffing')).not.toBe(inflectionStem('staff'));
  });
});
