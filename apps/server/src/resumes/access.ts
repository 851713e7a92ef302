import type { FastifyRequest } from 'fastify';
import { requireUser } from '../auth/http';
import type { UserRow } from '../auth/repositories/users';
import { AppError } from '../errors';

/** Whether a user may use the resume tools: `can_access_resume_features` of SPEC §3's user. */
export type ResumeAccess = (user: UserRow) => boolean;

/** The signed-in user, when they may use the resume tools: 401 when signed out, 403 when unverified. */
export function requireResumeUser(request: FastifyRequest, canUseResumeTools: ResumeAccess): UserRow {
  const { user } = requireUser(request);
  if (!canUseResumeTools(user)) throw new AppError('email_not_verified', 'errors.resumes.verifyEmail');
  return user;
}
