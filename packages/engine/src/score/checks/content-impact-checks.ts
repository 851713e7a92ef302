/**
 * The content impact checks (25 of 100, the heaviest category): results measured in numbers, bullets that
 * open with an action verb and not with a weak phrase, enough bullets for recent roles, the latest role
 * the most detailed. Weights are relative inside the category; the comment on a row says why it weighs
 * what it does.
 */
import { type CheckRule, shareOf } from '../check-rule';
import type { ResumeFacts } from '../measure-resume';

/** How many experience bullets have `mark`: a result, an action verb first, a weak opener. */
function bulletsWith(facts: ResumeFacts, mark: 'quantified' | 'actionVerb' | 'weakOpener'): number {
  return facts.experienceBullets.filter((fact) => fact[mark]).length;
}

export const CONTENT_IMPACT_CHECKS: readonly CheckRule[] = [
  {
    id: 'quantified_results',
    category: 'content_impact',
    label: 'quantified_results.label',
    weight: 5,
    compare: 'atLeast',
    threshold: 0.4,
    // Numbers are what separate results from duties: the heaviest check of the heaviest category.
    reason: 'quantified_results.reason',
    fix: 'quantified_results.fix',
    measure: (facts) => shareOf(bulletsWith(facts, 'quantified'), facts.experienceBullets.length),
    thresholdFor: (_, profile) => profile.quantifiedTarget,
    fixParams: (facts) => ({
      quantified: bulletsWith(facts, 'quantified'),
      bullets: facts.experienceBullets.length,
    }),
  },
  {
    id: 'action_verbs',
    category: 'content_impact',
    label: 'action_verbs.label',
    weight: 4,
    compare: 'atLeast',
    threshold: 0.8,
    reason: 'action_verbs.reason',
    fix: 'action_verbs.fix',
    measure: (facts) => shareOf(bulletsWith(facts, 'actionVerb'), facts.experienceBullets.length),
    fixParams: (facts) => ({
      opening: bulletsWith(facts, 'actionVerb'),
      bullets: facts.experienceBullets.length,
    }),
  },
  {
    id: 'no_weak_openers',
    category: 'content_impact',
    label: 'no_weak_openers.label',
    weight: 3,
    compare: 'atMost',
    threshold: 0,
    slack: 6,
    reason: 'no_weak_openers.reason',
    fix: 'no_weak_openers.fix',
    measure: (facts) => (facts.experienceBullets.length === 0 ? null : bulletsWith(facts, 'weakOpener')),
    fixParams: (facts) => ({ count: bulletsWith(facts, 'weakOpener') }),
  },
  {
    id: 'bullets_per_role',
    category: 'content_impact',
    label: 'bullets_per_role.label',
    weight: 2,
    compare: 'atLeast',
    threshold: 1,
    reason: 'bullets_per_role.reason',
    fix: 'bullets_per_role.fix',
    measure: (facts) => {
      const recent = [
        ...new Set(
          facts.experienceBullets.filter((fact) => fact.entryIndex < 2).map((fact) => fact.entry?.id),
        ),
      ];
      if (recent.length === 0) return null;
      const counts = recent.map(
        (id) => facts.experienceBullets.filter((fact) => fact.entry?.id === id).length,
      );
      return counts.filter((count) => count >= 3 && count <= 8).length / counts.length;
    },
  },
  {
    id: 'recent_role_detailed',
    category: 'content_impact',
    label: 'recent_role_detailed.label',
    weight: 1,
    compare: 'isTrue',
    threshold: true,
    reason: 'recent_role_detailed.reason',
    fix: 'recent_role_detailed.fix',
    measure: (facts) => {
      const counts = new Map<number, number>();
      for (const fact of facts.experienceBullets)
        counts.set(fact.entryIndex, (counts.get(fact.entryIndex) ?? 0) + 1);
      if (counts.size < 2) return null;
      const latest = counts.get(0) ?? 0;
      return [...counts.values()].every((count) => count <= latest + 1);
    },
  },
];
