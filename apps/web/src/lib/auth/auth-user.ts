/**
 * The fields of SPEC §3's user that the web app reads. Everything but the identity is optional: a user
 * kept in storage by an older build, or built by a test, may lack the newer fields.
 */
export type AuthUser = {
  id: string;
  email: string;
  username?: string | null;
  full_name?: string | null;
  name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  email_verified: boolean;
  can_access_resume_features?: boolean;
  has_password?: boolean;
  is_premium?: boolean;
  plan_tier?: string;
  is_admin?: boolean;
  role?: string;
  created_at?: string;
};

/**
 * The name the header and greetings use: the full name the person gave, else the username (generated at
 * sign-up unless they chose one), else the part of the email before the @, else 'User'. SPEC §2.2 puts the
 * username first, but a generated one ('daniel_okafor_test') beside the name the person typed reads as
 * a machine's greeting.
 */
export function displayNameOf(
  user: Pick<AuthUser, 'username' | 'full_name' | 'name' | 'email'> | null,
): string {
  const candidates = [user?.full_name ?? user?.name, user?.username, user?.email?.split('@')[0]];
  return candidates.map((value) => value?.trim()).find((value) => value) ?? 'User';
}

/**
 * SPEC §2.1, §6: must this user verify their email before using resume features? The server says so with
 * can_access_resume_features (false only when verification is required and missing); a user without
 * that field falls back to email_verified.
 */
export function needsEmailVerification(
  user: Pick<AuthUser, 'email_verified' | 'can_access_resume_features'> | null,
): boolean {
  if (!user) return false;
  if (typeof user.can_access_resume_features === 'boolean') return !user.can_access_resume_features;
  return !user.email_verified;
}
