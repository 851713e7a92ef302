import { EXPERIENCE_YEARS, USAGE_FREQUENCIES } from '@resumeloop/contracts/feedback-constants';
import type { FeedbackForm } from './feedback-form';

/** The survey's 'About You' answers, kept in this browser per account so the next survey starts with them. */
type AboutYou = Pick<FeedbackForm, 'usageFrequency' | 'experienceYears' | 'targetRole'>;

const keyOf = (userId: string) => `resumeloop.feedback.about-you.${userId}`;
const FREQUENCIES = new Set<string>(USAGE_FREQUENCIES);
const YEARS = new Set<string>(EXPERIENCE_YEARS);

/** The person's last 'About You' answers; someone who said it was their first time has been here since. */
export function lastAboutYou(userId: string | null): Partial<AboutYou> {
  if (!userId) return {};
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(keyOf(userId)) ?? 'null');
    if (!raw || typeof raw !== 'object') return {};
    const { usageFrequency, experienceYears, targetRole } = raw as Record<string, unknown>;
    const kept: Partial<AboutYou> = {};
    if (typeof usageFrequency === 'string' && FREQUENCIES.has(usageFrequency))
      kept.usageFrequency =
        usageFrequency === 'first_time' ? 'few_times' : (usageFrequency as AboutYou['usageFrequency']);
    if (typeof experienceYears === 'string' && YEARS.has(experienceYears))
      kept.experienceYears = experienceYears as AboutYou['experienceYears'];
    if (typeof targetRole === 'string') kept.targetRole = targetRole.slice(0, 200);
    return kept;
  } catch {
    return {};
  }
}

export function keepAboutYou(userId: string | null, form: FeedbackForm): void {
  if (!userId) return;
  const about: AboutYou = {
    usageFrequency: form.usageFrequency,
    experienceYears: form.experienceYears,
    targetRole: form.targetRole,
  };
  try {
    window.localStorage.setItem(keyOf(userId), JSON.stringify(about));
  } catch {
    // Storage full or blocked: the next survey starts empty, as the first did.
  }
}
