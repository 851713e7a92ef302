import type { PlanSubject } from '@resumeloop/contracts/plans';
import type { UserRow } from '../auth/repositories/users';

/** A stored account as the plans module reads it: its tier and whether it is an admin. */
export function planSubjectOf(user: Pick<UserRow, 'planTier' | 'isAdmin'>): PlanSubject {
  return { plan_tier: user.planTier, is_admin: user.isAdmin };
}
