/**
 * Every validation text the shared rules say, as a message of the catalogue's `validation` (or `errors`)
 * area with its arguments. The schemas and constants keep saying the en-US text (what the forms and the
 * API said before there were languages); this table lets the server and the web app show the same text
 * in the reader's language: look a schema's message up, format the id it names. A test checks that each id,
 * formatted in en-US, is exactly the text it stands for, and that every schema's message is here.
 */
import type { MessageRef } from '@resumeloop/i18n/translate';
import { AUTH_LIMITS } from './auth';
import { CONTACT_LIMITS } from './contact';
import { EDITOR_MESSAGES } from './editor-constants';
import { FEEDBACK_MESSAGES } from './feedback-constants';
import {
  PASSWORD_HINT,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_REQUIREMENTS,
  PASSWORD_RULE_MESSAGES,
  PASSWORD_STRENGTH_LABELS,
  PASSWORD_TOO_LONG_MESSAGE,
  type PasswordStrengthLabel,
} from './password-rule';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from './review-constants';
import { SCORING_MESSAGES } from './scoring-constants';
import { SESSION_BINDING_ALERT } from './sessions';
import { LANGUAGES, SETTINGS_MESSAGES, TEXT_SCALE, THEMES, TIME_ZONES } from './settings-constants';

const ref = (id: MessageRef['id'], values?: MessageRef['values']): MessageRef =>
  values ? { id, values } : { id };

/** The catalogue message of each password requirement's label, by the requirement's id. */
export const PASSWORD_REQUIREMENT_MESSAGES: Readonly<
  Record<(typeof PASSWORD_REQUIREMENTS)[number]['id'], MessageRef>
> = {
  length: ref('validation.password.requirement.length', { min: PASSWORD_MIN }),
  lowercase: ref('validation.password.requirement.lowercase'),
  uppercase: ref('validation.password.requirement.uppercase'),
  digit: ref('validation.password.requirement.digit'),
};

/** The catalogue message of each strength meter label. */
export const PASSWORD_STRENGTH_MESSAGES: Readonly<Record<PasswordStrengthLabel, MessageRef>> = {
  'Too short': ref('validation.password.strength.tooShort'),
  Weak: ref('validation.password.strength.weak'),
  Fair: ref('validation.password.strength.fair'),
  Good: ref('validation.password.strength.good'),
  Strong: ref('validation.password.strength.strong'),
};

/** The hint under every new-password field. */
export const PASSWORD_HINT_MESSAGE: MessageRef = ref('validation.password.hint', { min: PASSWORD_MIN });

const contactTextMessages = (
  label: 'Name' | 'Subject' | 'Message',
  required: MessageRef['id'],
  tooLong: MessageRef,
): [string, MessageRef][] => [
  [`${label} is required`, ref(required)],
  [`${label} must be at most ${tooLong.values?.max} characters`, tooLong],
];

/** Each en-US text of the shared rules, and the message it is in the catalogue. */
const ENTRIES: [string, MessageRef][] = [
  // Accounts (auth.ts, password-rule.ts).
  ['Email is required', ref('validation.email.required')],
  ['Please enter a valid email address', ref('validation.email.invalid')],
  ['Password is required', ref('validation.password.required')],
  [PASSWORD_RULE_MESSAGES.length, ref('validation.password.tooShort', { min: PASSWORD_MIN })],
  [PASSWORD_RULE_MESSAGES.lowercase, ref('validation.password.lowercase')],
  [PASSWORD_RULE_MESSAGES.uppercase, ref('validation.password.uppercase')],
  [PASSWORD_RULE_MESSAGES.digit, ref('validation.password.digit')],
  [PASSWORD_TOO_LONG_MESSAGE, ref('validation.password.tooLong', { max: PASSWORD_MAX })],
  ['Password is too long', ref('validation.password.loginTooLong')],
  [PASSWORD_HINT, PASSWORD_HINT_MESSAGE],
  ...PASSWORD_REQUIREMENTS.map((requirement): [string, MessageRef] => [
    requirement.label,
    PASSWORD_REQUIREMENT_MESSAGES[requirement.id],
  ]),
  ...PASSWORD_STRENGTH_LABELS.map((label): [string, MessageRef] => [
    label,
    PASSWORD_STRENGTH_MESSAGES[label],
  ]),
  [
    `Username must be ${AUTH_LIMITS.usernameMin}-${AUTH_LIMITS.usernameMax} characters (letters, numbers, _, -)`,
    ref('validation.username.invalid', { min: AUTH_LIMITS.usernameMin, max: AUTH_LIMITS.usernameMax }),
  ],
  [
    `Name must be at least ${AUTH_LIMITS.nameMin} characters long`,
    ref('validation.name.tooShort', { min: AUTH_LIMITS.nameMin }),
  ],
  [
    `Name must be at most ${AUTH_LIMITS.nameMax} characters`,
    ref('validation.name.tooLong', { max: AUTH_LIMITS.nameMax }),
  ],
  ['Verification token is required', ref('validation.token.verificationRequired')],
  ['Reset token is required', ref('validation.token.resetRequired')],
  ['Nothing to update: send full_name or username', ref('validation.profile.nothingToUpdate')],
  ['Current password is required', ref('validation.password.currentRequired')],
  ['Please confirm the new password', ref('validation.password.confirmRequired')],
  ['Passwords do not match', ref('validation.password.mismatch')],
  ['Please type "DELETE" to confirm account deletion', ref('validation.account.deleteConfirmation')],
  [SESSION_BINDING_ALERT, ref('errors.auth.sessionUsedElsewhere')],
  // Settings (settings-constants.ts).
  [SETTINGS_MESSAGES.theme, ref('validation.settings.theme', { choices: THEMES.join(', ') })],
  [SETTINGS_MESSAGES.language, ref('validation.settings.language', { choices: LANGUAGES.join(', ') })],
  [SETTINGS_MESSAGES.timeZone, ref('validation.settings.timeZone', { choices: TIME_ZONES.join(', ') })],
  [
    SETTINGS_MESSAGES.textScale,
    ref('validation.settings.textScale', { min: TEXT_SCALE.min, max: TEXT_SCALE.max, step: TEXT_SCALE.step }),
  ],
  [SETTINGS_MESSAGES.boolean, ref('validation.settings.boolean')],
  [SETTINGS_MESSAGES.nothingToUpdate, ref('validation.settings.nothingToUpdate')],
  [SETTINGS_MESSAGES.notAnObject, ref('validation.settings.notAnObject')],
  // The contact form (contact.ts).
  ...contactTextMessages(
    'Name',
    'validation.contact.nameRequired',
    ref('validation.name.tooLong', { max: CONTACT_LIMITS.name }),
  ),
  ...contactTextMessages(
    'Subject',
    'validation.contact.subjectRequired',
    ref('validation.contact.subjectTooLong', { max: CONTACT_LIMITS.subject }),
  ),
  ...contactTextMessages(
    'Message',
    'validation.contact.messageRequired',
    ref('validation.contact.messageTooLong', { max: CONTACT_LIMITS.message }),
  ),
  [
    `Email must be at most ${CONTACT_LIMITS.email} characters`,
    ref('validation.email.tooLong', { max: CONTACT_LIMITS.email }),
  ],
  // Scoring and the review of rewrites (scoring-constants.ts, review-constants.ts).
  [SCORING_MESSAGES.resumeRequired, ref('validation.scoring.resumeRequired')],
  [SCORING_MESSAGES.jobRequired, ref('validation.scoring.jobRequired')],
  [SCORING_MESSAGES.industryRequired, ref('validation.scoring.industryRequired')],
  [SCORING_MESSAGES.answersTotal, ref('validation.scoring.answersTotal')],
  [SCORING_MESSAGES.answersList, ref('validation.scoring.answersList')],
  [SCORING_MESSAGES.verifyEmail, ref('errors.resumes.verifyEmail')],
  [REVIEW_MESSAGES.rewriteRequired, ref('validation.review.rewriteRequired')],
  [
    REVIEW_MESSAGES.rewriteTooLong,
    ref('validation.review.rewriteTooLong', { max: REVIEW_LIMITS.rewriteText }),
  ],
  [REVIEW_MESSAGES.decisionRequired, ref('validation.review.decisionRequired')],
  [REVIEW_MESSAGES.unknownChange, ref('validation.review.unknownChange')],
  [REVIEW_MESSAGES.sessionNotFound, ref('errors.resumes.sessionNotFound')],
  // The editor and the feedback survey (editor-constants.ts, feedback-constants.ts).
  [EDITOR_MESSAGES.invalidUpdate, ref('errors.editor.invalidUpdate')],
  [EDITOR_MESSAGES.sessionNotFound, ref('errors.editor.sessionNotFound')],
  [EDITOR_MESSAGES.forbidden, ref('errors.editor.forbidden')],
  [EDITOR_MESSAGES.editConflict, ref('errors.editor.editConflict')],
  [EDITOR_MESSAGES.invalidIfMatch, ref('errors.editor.invalidIfMatch')],
  [FEEDBACK_MESSAGES.needsFeedback, ref('errors.feedback.needsFeedback')],
  [FEEDBACK_MESSAGES.submitted, ref('errors.notice.feedbackSubmitted')],
];

/** The shared rules' en-US texts, each with its catalogue message. */
export const VALIDATION_MESSAGES: ReadonlyMap<string, MessageRef> = new Map(ENTRIES);

/**
 * The catalogue message of one of the shared rules' texts (a schema's issue message, a constant), or
 * undefined for a text that is not one of them (zod's own wording, a text of the server's own).
 */
export function validationMessageRef(text: string): MessageRef | undefined {
  return VALIDATION_MESSAGES.get(text);
}

/** The catalogue message of the one message scoring refuses an unknown industry with. */
export function unknownIndustryMessageRef(name: string): MessageRef {
  return ref('validation.scoring.unknownIndustry', { name });
}

/** The catalogue message of too many answers for the questions asked. */
export function tooManyAnswersMessageRef(questions: number): MessageRef {
  return ref('validation.scoring.tooManyAnswers', { count: questions });
}
