import { describe, expect, it } from 'vitest';
import { industryProfile } from '../taxonomy/industries';
import { type CheckRule, evaluateRule, evaluateRules } from './check-rule';

const profile = industryProfile('General Professional');
const rule = (extra: Partial<CheckRule<{ value: number | null }>>): CheckRule<{ value: number | null }> => ({
  id: 'no_emoji',
  category: 'formatting',
  label: 'no_emoji.label',
  weight: 1,
  compare: 'atLeast',
  threshold: 3,
  reason: 'no_emoji.reason',
  fix: 'no_emoji.fix',
  fixParams: (facts) => ({ count: facts.value ?? 0 }),
  measure: (facts) => facts.value,
  ...extra,
});

describe('judging a check', () => {
  it('gives the share of the threshold reached, to thousandths unless the row keeps it whole', () => {
    expect(evaluateRule(rule({}), { value: 1 }, profile)).toMatchObject({
      ran: true,
      passed: false,
      credit: 0.333,
      fix: 'Remove the 1 emoji or decorative symbol.',
    });
    expect(evaluateRule(rule({ unroundedCredit: true }), { value: 1 }, profile).credit).toBe(1 / 3);
  });

  it('meets a threshold of 0 with any value, and shows no fix for a check that passed or did not run', () => {
    expect(evaluateRule(rule({ threshold: 0 }), { value: 0 }, profile)).toMatchObject({
      passed: true,
      fix: '',
    });
    expect(evaluateRule(rule({}), { value: null }, profile)).toMatchObject({
      ran: false,
      credit: 0,
      fix: '',
    });
  });

  it('leaves out a check listed only when it runs, when it does not', () => {
    const rules = [rule({}), rule({ id: 'stuffing', onlyListedWhenRun: true })];
    expect(evaluateRules(rules, { value: null }, profile).map((result) => result.id)).toEqual(['no_emoji']);
    expect(evaluateRules(rules, { value: 2 }, profile)).toHaveLength(2);
  });
});
