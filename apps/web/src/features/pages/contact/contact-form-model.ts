import { type TContactCategory, type TContactRequest, ZContactRequest } from '@resumeloop/contracts/contact';
import { ApiError } from '../../../lib/api';

/** Every field of the request, none optional: the form always sends category and newsletter. */
export type ContactFormValues = Required<TContactRequest>;
export type ContactFieldName = keyof ContactFormValues;
export type ContactFieldErrors = Partial<Record<ContactFieldName, string>>;

/**
 * Why a submit did not go through: a message for the alert (null: none of its own, the form says to check
 * the form), and the fields to mark invalid.
 */
export type ContactFormFailure = { message: string | null; fieldErrors: ContactFieldErrors };

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  category: 'general',
  subject: '',
  message: '',
  newsletter: false,
};

/** Topics a link may open the form with (`/contact?topic=premium`), each with the category it files under. */
const CONTACT_TOPICS = { premium: 'billing' } as const satisfies Record<string, TContactCategory>;
export type ContactTopic = keyof typeof CONTACT_TOPICS;

export function isContactTopic(topic: string | null): topic is ContactTopic {
  return topic !== null && Object.hasOwn(CONTACT_TOPICS, topic);
}

/** The form as a topic opens it: its category, and `subject` (the topic's subject in the reader's language). */
export function contactFormForTopic(topic: ContactTopic, subject: string): ContactFormValues {
  return { ...EMPTY_CONTACT_FORM, category: CONTACT_TOPICS[topic], subject };
}

/** Form order: the first invalid field in this order receives focus after a failed submit. */
export const CONTACT_FIELD_ORDER: readonly ContactFieldName[] = [
  'name',
  'email',
  'category',
  'subject',
  'message',
  'newsletter',
];

const isFieldName = (field: string): field is ContactFieldName =>
  CONTACT_FIELD_ORDER.some((name) => name === field);

function collectFieldErrors(entries: Iterable<{ field: string; message: string }>): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const { field, message } of entries) {
    if (isFieldName(field) && errors[field] === undefined) errors[field] = message;
  }
  return errors;
}

export function firstInvalidField(fieldErrors: ContactFieldErrors): ContactFieldName | undefined {
  return CONTACT_FIELD_ORDER.find((field) => fieldErrors[field] !== undefined);
}

/**
 * A failed request as the form shows it: the server's message (SPEC §8), and the fields its 422 named
 * (first message per field; fields this form does not have stay in the message only).
 */
export function failureFromError(error: Error): ContactFormFailure {
  return {
    message: error.message,
    fieldErrors: error instanceof ApiError ? collectFieldErrors(error.fieldErrors) : {},
  };
}

/**
 * Checks the values with the server's own schema before sending, so a typo costs no request (the
 * endpoint accepts ten messages an hour) and gets the same wording the server would use.
 * Returns null when the values are fine to send.
 */
export function validateContactForm(values: ContactFormValues): ContactFormFailure | null {
  const parsed = ZContactRequest.safeParse(values);
  if (parsed.success) return null;
  const fieldErrors = collectFieldErrors(
    parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message })),
  );
  const messages = CONTACT_FIELD_ORDER.flatMap((field) => fieldErrors[field] ?? []);
  return {
    message: messages.length > 0 ? `${messages.join('. ')}.` : null,
    fieldErrors,
  };
}
