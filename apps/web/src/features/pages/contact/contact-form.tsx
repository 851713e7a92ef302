import {
  CONTACT_CATEGORIES,
  CONTACT_CATEGORY_LABELS,
  type TContactResponse,
} from '@resumeloop/contracts/contact';
import { CircleAlert, CircleCheckBig, House, RotateCcw, Send } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Spinner } from '../../../components/ui/spinner';
import { useSendContactMessage } from './api/send-contact-message';
import {
  CONTACT_FIELD_ORDER,
  type ContactFieldErrors,
  type ContactFieldName,
  type ContactFormFailure,
  type ContactFormValues,
  EMPTY_CONTACT_FORM,
  failureFromError,
  firstInvalidField,
  validateContactForm,
} from './contact-form-model';

type FieldName = ContactFieldName;

const controlClass =
  'mt-1.5 block w-full rounded-lg border border-slate-500 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50';

/** The contact form, replaced by a confirmation once the server has stored the message. */
export function ContactFormCard() {
  const mutation = useSendContactMessage();
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  // A field's error is hidden once the user edits that field; the alert stays until the next try.
  const [editedFields, setEditedFields] = useState<ReadonlySet<FieldName>>(() => new Set());
  const [startedOver, setStartedOver] = useState(false);

  const setField = <K extends FieldName>(field: K, value: ContactFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setEditedFields((current) => (current.has(field) ? current : new Set(current).add(field)));
  };

  // Set when the values fail the shared schema; such a submit sends nothing.
  const [localFailure, setLocalFailure] = useState<ContactFormFailure | null>(null);

  const submit = () => {
    setEditedFields(new Set());
    const invalid = validateContactForm(values);
    setLocalFailure(invalid);
    if (invalid) {
      mutation.reset();
      return;
    }
    mutation.mutate(values);
  };

  const sendAnother = () => {
    setValues(EMPTY_CONTACT_FORM);
    setEditedFields(new Set());
    setLocalFailure(null);
    setStartedOver(true);
    mutation.reset();
  };

  // One object per failed attempt: the form moves focus when it changes.
  const failure = useMemo(
    () => localFailure ?? (mutation.error ? failureFromError(mutation.error) : null),
    [localFailure, mutation.error],
  );

  if (mutation.isSuccess) return <ContactSuccess response={mutation.data} onSendAnother={sendAnother} />;

  const fieldErrors: ContactFieldErrors = {};
  for (const field of CONTACT_FIELD_ORDER) {
    const message = failure?.fieldErrors[field];
    if (message !== undefined && !editedFields.has(field)) fieldErrors[field] = message;
  }

  return (
    <ContactForm
      values={values}
      setField={setField}
      onSubmit={submit}
      isPending={mutation.isPending}
      failure={failure}
      fieldErrors={fieldErrors}
      focusOnMount={startedOver}
    />
  );
}

type ContactFormProps = {
  values: ContactFormValues;
  setField: <K extends FieldName>(field: K, value: ContactFormValues[K]) => void;
  onSubmit: () => void;
  isPending: boolean;
  failure: ContactFormFailure | null;
  fieldErrors: ContactFieldErrors;
  focusOnMount: boolean;
};

function ContactForm({
  values,
  setField,
  onSubmit,
  isPending,
  failure,
  fieldErrors,
  focusOnMount,
}: ContactFormProps) {
  const id = useId();
  const ids = {
    name: `${id}-name`,
    email: `${id}-email`,
    category: `${id}-category`,
    subject: `${id}-subject`,
    message: `${id}-message`,
    messageHint: `${id}-message-hint`,
    newsletter: `${id}-newsletter`,
    newsletterHint: `${id}-newsletter-hint`,
  };
  const errorId = (field: FieldName) => `${id}-${field}-error`;
  const describedBy = (field: FieldName, ...hints: string[]) =>
    [...hints, fieldErrors[field] === undefined ? '' : errorId(field)].filter(Boolean).join(' ') || undefined;

  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  // After "Send Another Message" the new, empty form takes the focus.
  useEffect(() => {
    if (focusOnMount) document.getElementById(ids.name)?.focus();
  }, [focusOnMount, ids.name]);

  // After a failure: focus the first rejected field, else the error message.
  useEffect(() => {
    if (!failure) return;
    const first = firstInvalidField(failure.fieldErrors);
    const target = first ? formRef.current?.elements.namedItem(first) : null;
    if (target instanceof HTMLElement) target.focus();
    else alertRef.current?.focus();
  }, [failure]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isPending) onSubmit();
  };

  return (
    // No aria-labelledby on this section or the form: a "message" label would make the Message field
    // ambiguous to tools that find fields by label text.
    <section>
      <h2 className="text-2xl font-bold text-slate-900">Send us a message</h2>
      <p className="mt-2 text-sm text-slate-600">
        Fields marked{' '}
        <span aria-hidden="true" className="font-semibold text-red-700">
          *
        </span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>

      <div role="alert" ref={alertRef} tabIndex={-1} className="mt-4 focus:outline-none">
        {failure && (
          <div className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div className="min-w-0">
              <p className="font-semibold">Your message was not sent.</p>
              <p className="mt-1 break-words">{failure.message}</p>
            </div>
          </div>
        )}
      </div>

      <form ref={formRef} onSubmit={handleSubmit} className="mt-4 space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Name" htmlFor={ids.name} required error={fieldErrors.name} errorId={errorId('name')}>
            <input
              id={ids.name}
              name="name"
              type="text"
              required
              autoComplete="name"
              value={values.name}
              onChange={(event) => setField('name', event.target.value)}
              aria-invalid={fieldErrors.name !== undefined}
              aria-describedby={describedBy('name')}
              className={controlClass}
            />
          </Field>
          <Field
            label="Email"
            htmlFor={ids.email}
            required
            error={fieldErrors.email}
            errorId={errorId('email')}
          >
            <input
              id={ids.email}
              name="email"
              type="email"
              required
              autoComplete="email"
              spellCheck={false}
              value={values.email}
              onChange={(event) => setField('email', event.target.value)}
              aria-invalid={fieldErrors.email !== undefined}
              aria-describedby={describedBy('email')}
              className={controlClass}
            />
          </Field>
        </div>

        <Field
          label="Category"
          htmlFor={ids.category}
          error={fieldErrors.category}
          errorId={errorId('category')}
        >
          <select
            id={ids.category}
            name="category"
            value={values.category}
            onChange={(event) =>
              setField(
                'category',
                CONTACT_CATEGORIES.find((category) => category === event.target.value) ?? 'general',
              )
            }
            aria-invalid={fieldErrors.category !== undefined}
            aria-describedby={describedBy('category')}
            className={controlClass}
          >
            {CONTACT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CONTACT_CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>
        </Field>

        <Field
          label="Subject"
          htmlFor={ids.subject}
          required
          error={fieldErrors.subject}
          errorId={errorId('subject')}
        >
          <input
            id={ids.subject}
            name="subject"
            type="text"
            required
            value={values.subject}
            onChange={(event) => setField('subject', event.target.value)}
            aria-invalid={fieldErrors.subject !== undefined}
            aria-describedby={describedBy('subject')}
            className={controlClass}
          />
        </Field>

        <Field
          label="Message"
          htmlFor={ids.message}
          required
          error={fieldErrors.message}
          errorId={errorId('message')}
        >
          <p id={ids.messageHint} className="mt-1 text-sm text-slate-600">
            Reporting a bug? Tell us what you did, what you expected and what happened instead.
          </p>
          <textarea
            id={ids.message}
            name="message"
            required
            rows={6}
            value={values.message}
            onChange={(event) => setField('message', event.target.value)}
            aria-invalid={fieldErrors.message !== undefined}
            aria-describedby={describedBy('message', ids.messageHint)}
            className={cn(controlClass, 'resize-y')}
          />
        </Field>

        <div>
          <div className="flex items-start gap-3">
            <input
              id={ids.newsletter}
              name="newsletter"
              type="checkbox"
              checked={values.newsletter}
              onChange={(event) => setField('newsletter', event.target.checked)}
              aria-invalid={fieldErrors.newsletter !== undefined}
              aria-describedby={describedBy('newsletter', ids.newsletterHint)}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
            />
            <div>
              <label htmlFor={ids.newsletter} className="font-medium text-slate-900">
                Subscribe to occasional ResumeLoop product updates
              </label>
              <p id={ids.newsletterHint} className="text-sm text-slate-600">
                Optional, sent by email. You get a reply to your message either way.
              </p>
            </div>
          </div>
          <FieldErrorMessage id={errorId('newsletter')} message={fieldErrors.newsletter} />
        </div>

        <Button type="submit" size="lg" disabled={isPending} className="w-full sm:w-auto">
          {isPending ? (
            <>
              <Spinner className="size-4" />
              Sending...
            </>
          ) : (
            <>
              <Send aria-hidden="true" className="size-4" />
              Send Message
            </>
          )}
        </Button>
      </form>
    </section>
  );
}

function Field({
  label,
  htmlFor,
  required = false,
  error,
  errorId,
  children,
}: {
  label: string;
  htmlFor: string;
  required?: boolean;
  error: string | undefined;
  errorId: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={htmlFor} className="block font-medium text-slate-900">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      {children}
      <FieldErrorMessage id={errorId} message={error} />
    </div>
  );
}

function FieldErrorMessage({ id, message }: { id: string; message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

function ContactSuccess({
  response,
  onSendAnother,
}: {
  response: TContactResponse;
  onSendAnother: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form the user was in is gone: put them on the news, which screen readers then read out.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="py-6 text-center">
      <CircleCheckBig aria-hidden="true" className="mx-auto size-12 text-emerald-700" />
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none"
      >
        Message Sent Successfully!
      </h2>
      <p className="mx-auto mt-3 max-w-md text-slate-700">{response.message}</p>
      <p className="mt-2 text-sm break-all text-slate-600">
        Reference: <span className="font-mono">{response.id}</span>
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button variant="secondary" onClick={onSendAnother}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Send Another Message
        </Button>
        <ButtonLink to="/">
          <House aria-hidden="true" className="size-4" />
          Return Home
        </ButtonLink>
      </div>
    </section>
  );
}
