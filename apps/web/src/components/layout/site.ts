/** Facts about the service that several pages state; change them here only. */
export const SITE = {
  name: 'ResumeLoop',
  supportEmail: 'support@resumeloop.app',
  privacyEmail: 'privacy@resumeloop.app',
  legalEmail: 'legal@resumeloop.app',
  /** SPEC §9: support replies within 72 hours. */
  supportResponseHours: 72,
  launched: 'July 2025',
} as const;
