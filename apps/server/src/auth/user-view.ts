import type { TUser } from '@resumeloop/contracts/auth';
import { isPremium } from '@resumeloop/contracts/plans';
import type { UserRow } from './repositories/users';

/** SPEC §3's user, as every endpoint returns it. */
export function toUserView(user: UserRow, requireEmailVerification: boolean): TUser {
  const [firstName = '', ...rest] = user.fullName.trim().split(/\s+/);
  const verified = user.emailVerifiedAt !== null;
  const premium = isPremium({ plan_tier: user.planTier });
  return {
    id: user.id,
    email: user.email,
    name: user.fullName,
    full_name: user.fullName,
    first_name: firstName,
    last_name: rest.join(' '),
    username: user.username,
    email_verified: verified,
    is_premium: premium,
    plan_tier: user.planTier,
    subscription: { is_active: premium, plan_tier: user.planTier },
    is_admin: user.isAdmin,
    role: user.isAdmin ? 'admin' : 'user',
    can_access_resume_features: verified || !requireEmailVerification,
    has_password: user.passwordHash !== null,
    created_at: user.createdAt.toISOString(),
  };
}
