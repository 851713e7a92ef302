/**
 * The parts every generated question is built from: the overall points an answer could add (the category
 * weight times the share of the category a check's credit moves, RUBRIC), the place in the resume the
 * question points at, and which of a kind's wordings it takes.
 */

import { SCORE_CATEGORIES, type ScoreCategoryId } from '../score/categories';
import type { ScoreDetail } from '../score/score-resume';
import type { CheckResult, QuestionTarget } from '../types';

function categoryWeight(id: ScoreCategoryId): number {
  return SCORE_CATEGORIES.find((category) => category.id === id)?.weight ?? 0;
}

/** Overall points an answer could add by raising one check's credit by `creditGain`. */
export function gainFor(detail: ScoreDetail, checkId: string, creditGain: number): number {
  for (const category of detail.report.categories) {
    const check = category.checks.find((item) => item.id === checkId);
    if (!check) continue;
    const total =
      category.checks.filter((item: CheckResult) => item.ran).reduce((sum, item) => sum + item.weight, 0) ||
      check.weight;
    const gained = Math.min(1 - check.credit, creditGain);
    return (
      Math.round(((categoryWeight(category.id) * 100 * check.weight * gained) / total / 100) * 100) / 100
    );
  }
  return 0;
}

/** Where a question points: the section, the role, the line and the thing it asks about. */
export function target(
  sectionId: string,
  entryId: string | null,
  bulletId: string | null,
  subject: string | null,
): QuestionTarget {
  return { section_id: sectionId, entry_id: entryId, bullet_id: bulletId, subject };
}

/** The `variant`-th of a kind's wordings, starting over when they run out. */
export function pick<T>(list: readonly T[], variant: number): T {
  return list[variant % list.length] as T;
}
