/**
 * The shape of a check, and how one is judged. A check is a row of data: what it measures in a set of
 * facts (the resume's, or the tailoring facts), how that value is compared with the threshold, and the
 * catalogue keys of its label, its reason and its fix (`checks.<key>` of @resumeloop/i18n). Every category's checks are judged here, the same way:
 * credit from 0 to 1, passed at full credit, the fix rendered only for a check that ran and failed.
 */

import { englishText, type TextRef } from '../messages/text-ref';
import type { IndustryProfile } from '../taxonomy/industries';
import type { CheckResult } from '../types';
import type { ScoreCategoryId } from './categories';
import type { ResumeFacts } from './measure-resume';
import { type CheckKey, type CheckValues, checkText } from './message';

/**
 * atLeast: credit is the share of the threshold reached (any value meets a threshold of 0). atMost: full
 * credit up to the threshold, falling to zero `slack` past it. isTrue: full credit or none.
 */
export type Comparison = 'atLeast' | 'atMost' | 'isTrue';

export interface CheckRule<Facts = ResumeFacts> {
  id: string;
  category: ScoreCategoryId;
  label: CheckKey;
  /** Relative to the other checks of its category. */
  weight: number;
  compare: Comparison;
  threshold: number | boolean;
  /** The threshold for this industry or this job, when it is not the fixed one. */
  thresholdFor?: (facts: Facts, profile: IndustryProfile) => number;
  /** For atMost: how far past the threshold credit falls to zero. */
  slack?: number;
  reason: CheckKey;
  /** The one-line fix shown when the check fails, or the choice of it by the facts. */
  fix: CheckKey | ((facts: Facts, profile: IndustryProfile) => CheckKey);
  /** The fix's parameters, read from the facts of a failed check. */
  fixParams?: (facts: Facts, profile: IndustryProfile) => CheckValues;
  /** The value to compare; null when the check cannot run on this resume. */
  measure: (facts: Facts, profile: IndustryProfile) => number | boolean | null;
  /**
   * The credit as computed, not rounded to thousandths: the tailoring checks report theirs so, and their
   * category's score is summed from it.
   */
  unroundedCredit?: true;
  /** Left out of the report when it does not run, instead of listed as not run. */
  onlyListedWhenRun?: true;
  /**
   * Why the check does not apply to this resume (it reads English words and the resume is in German),
   * or null when it does: a check that does not apply is not run, and this is its reason.
   */
  notApplicable?: (facts: Facts) => TextRef | null;
  /** The reason as these facts call for it (a custom of the resume's language), instead of `reason`. */
  reasonFor?: (facts: Facts) => TextRef | null;
}

function creditOf(
  rule: Pick<CheckRule<unknown>, 'compare' | 'slack'>,
  value: number | boolean,
  threshold: number | boolean,
): number {
  if (rule.compare === 'isTrue') return value === true ? 1 : 0;
  if (rule.compare === 'atLeast')
    return Number(threshold) === 0
      ? 1
      : Math.min(1, Math.max(0, Number(value) / Math.max(Number(threshold), 1e-9)));
  const over = Number(value) - Number(threshold);
  return over <= 0 ? 1 : Math.max(0, 1 - over / (rule.slack ?? Math.max(Number(threshold), 1)));
}

/**
 * Judges one check on a resume's facts: its value, credit, pass, and its texts as catalogue references
 * beside their English. A check that does not apply, or has nothing to measure, is not run and earns
 * nothing, and its category's score leaves its weight out.
 */
export function evaluateRule<Facts>(
  rule: CheckRule<Facts>,
  facts: Facts,
  profile: IndustryProfile,
): CheckResult {
  const notApplicable = rule.notApplicable?.(facts) ?? null;
  const value = notApplicable === null ? rule.measure(facts, profile) : null;
  const threshold = rule.thresholdFor ? rule.thresholdFor(facts, profile) : rule.threshold;
  const ran = value !== null;
  const credit = ran ? creditOf(rule, value, threshold) : 0;
  const passed = ran && credit >= 0.999;
  let fix: TextRef | null = null;
  if (ran && !passed) {
    const fixKey = typeof rule.fix === 'function' ? rule.fix(facts, profile) : rule.fix;
    fix = checkText(fixKey, rule.fixParams?.(facts, profile));
  }
  const label = checkText(rule.label);
  const reason = notApplicable ?? rule.reasonFor?.(facts) ?? checkText(rule.reason);
  return {
    id: rule.id,
    category: rule.category,
    label: englishText(label),
    weight: rule.weight,
    ran,
    passed,
    credit: rule.unroundedCredit ? credit : Math.round(credit * 1000) / 1000,
    value: typeof value === 'number' ? Math.round(value * 100) / 100 : value,
    threshold,
    reason: englishText(reason),
    fix: fix ? englishText(fix) : '',
    refs: { label, reason, fix },
  };
}

/** The results of a table of checks, without the ones listed only when they run and did not. */
export function evaluateRules<Facts>(
  rules: readonly CheckRule<Facts>[],
  facts: Facts,
  profile: IndustryProfile,
): CheckResult[] {
  return rules
    .map((rule) => evaluateRule(rule, facts, profile))
    .filter((result, index) => result.ran || !rules[index]?.onlyListedWhenRun);
}

/** part / whole, or null (the check does not run) when there is nothing to take a share of. */
export function shareOf(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole;
}
