/** Facts about the service that several pages state; change them here only. */
export const SITE = {
  name: 'ResumeLoop',
  supportEmail: 'support@resumeloop.app',
  privacyEmail: 'privacy@resumeloop.app',
  legalEmail: 'legal@resumeloop.app',
  /** SPEC §9: support replies within 72 hours. */
  supportResponseHours: 72,
  /** The month the service launched (year and month); pages write it in the reader's language. */
  launched: '2025-07',
} as const;
