import {
  CONTACT_CATEGORIES,
  type TContactCategory,
  type TContactResponse,
} from '@resumeloop/contracts/contact';
import type { MessageId } from '@resumeloop/i18n';
import { CircleAlert, CircleCheckBig, House, RotateCcw, Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import {
  describedByFor,
  errorIdOf,
  FieldErrorMessage,
  FormField,
  inputClasses,
  TextField,
} from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { Message, useT } from '../../../lib/i18n/use-t';
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

const CATEGORY_LABELS: Readonly<Record<TContactCategory, MessageId>> = {
  general: 'pages.contact.category.general',
  technical: 'pages.contact.category.technical',
  billing: 'pages.contact.category.billing',
  feature: 'pages.contact.category.feature',
  bug: 'pages.contact.category.bug',
  partnership: 'pages.contact.category.partnership',
  press: 'pages.contact.category.press',
};

/**
 * The contact form, replaced by a confirmation once the server has stored the message. `initial` fills
 * it in for a topic the page was opened with (asking about Premium, say); another message starts empty.
 */
export function ContactFormCard({ initial = EMPTY_CONTACT_FORM }: { initial?: ContactFormValues }) {
  const mutation = useSendContactMessage();
  const [values, setValues] = useState<ContactFormValues>(initial);
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
  const t = useT();
  const id = useId();
  const ids = {
    name: `${id}-name`,
    email: `${id}-email`,
    category: `${id}-category`,
    subject: `${id}-subject`,
    message: `${id}-message`,
    newsletter: `${id}-newsletter`,
    newsletterHint: `${id}-newsletter-hint`,
  };

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
      <h2 className="text-2xl font-bold text-slate-900">{t('pages.contact.form.title')}</h2>
      <p className="mt-2 text-sm text-slate-600">
        <Message
          id="pages.contact.form.required"
          values={{
            star: (words) => (
              <span aria-hidden="true" className="font-semibold text-red-700">
                {words}
              </span>
            ),
            spoken: (words) => <span className="sr-only">{words}</span>,
          }}
        />
      </p>

      <div role="alert" ref={alertRef} tabIndex={-1} className="mt-4 focus:outline-none">
        {failure && (
          <div className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div className="min-w-0">
              <p className="font-semibold">{t('pages.contact.form.notSent')}</p>
              <p className="mt-1 break-words">{failure.message ?? t('pages.contact.form.checkForm')}</p>
            </div>
          </div>
        )}
      </div>

      <form ref={formRef} onSubmit={handleSubmit} className="mt-4 space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id={ids.name}
            name="name"
            label={t('pages.contact.form.name')}
            type="text"
            required
            autoComplete="name"
            value={values.name}
            onValueChange={(value) => setField('name', value)}
            error={fieldErrors.name}
          />
          <TextField
            id={ids.email}
            name="email"
            label={t('pages.contact.form.email')}
            type="email"
            required
            autoComplete="email"
            spellCheck={false}
            value={values.email}
            onValueChange={(value) => setField('email', value)}
            error={fieldErrors.email}
          />
        </div>

        <FormField id={ids.category} label={t('pages.contact.form.category')} error={fieldErrors.category}>
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
            aria-describedby={describedByFor(ids.category, { error: fieldErrors.category !== undefined })}
            className={inputClasses}
          >
            {CONTACT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(CATEGORY_LABELS[category])}
              </option>
            ))}
          </select>
        </FormField>

        <TextField
          id={ids.subject}
          name="subject"
          label={t('pages.contact.form.subject')}
          type="text"
          required
          value={values.subject}
          onValueChange={(value) => setField('subject', value)}
          error={fieldErrors.subject}
        />

        <FormField
          id={ids.message}
          label={t('pages.contact.form.message')}
          required
          hint={t('pages.contact.form.messageHint')}
          error={fieldErrors.message}
        >
          <textarea
            id={ids.message}
            name="message"
            required
            rows={6}
            value={values.message}
            onChange={(event) => setField('message', event.target.value)}
            aria-invalid={fieldErrors.message !== undefined}
            aria-describedby={describedByFor(ids.message, {
              hint: true,
              error: fieldErrors.message !== undefined,
            })}
            className={cn(inputClasses, 'resize-y')}
          />
        </FormField>

        <div>
          <div className="flex items-start gap-3">
            <input
              id={ids.newsletter}
              name="newsletter"
              type="checkbox"
              checked={values.newsletter}
              onChange={(event) => setField('newsletter', event.target.checked)}
              aria-invalid={fieldErrors.newsletter !== undefined}
              aria-describedby={[
                ids.newsletterHint,
                fieldErrors.newsletter === undefined ? '' : errorIdOf(ids.newsletter),
              ]
                .filter(Boolean)
                .join(' ')}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
            />
            <div>
              <label htmlFor={ids.newsletter} className="font-medium text-slate-900">
                {t('pages.contact.form.newsletter')}
              </label>
              <p id={ids.newsletterHint} className="text-sm text-slate-600">
                {t('pages.contact.form.newsletterHint')}
              </p>
            </div>
          </div>
          <FieldErrorMessage id={errorIdOf(ids.newsletter)} message={fieldErrors.newsletter} />
        </div>

        <Button type="submit" size="lg" disabled={isPending} className="w-full sm:w-auto">
          {isPending ? (
            <>
              <Spinner className="size-4" />
              {t('pages.contact.form.sending')}
            </>
          ) : (
            <>
              <Send aria-hidden="true" className="size-4" />
              {t('pages.contact.form.send')}
            </>
          )}
        </Button>
      </form>
    </section>
  );
}

function ContactSuccess({
  response,
  onSendAnother,
}: {
  response: TContactResponse;
  onSendAnother: () => void;
}) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form the user was in is gone: put them on the news, which screen readers then read out.
  useLayoutEffect(() => {
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
        {t('pages.contact.success.title')}
      </h2>
      <p className="mx-auto mt-3 max-w-md text-slate-700">{response.message}</p>
      <p className="mt-2 text-sm break-all text-slate-600">
        <Message
          id="pages.contact.success.reference"
          values={{ id: response.id, code: (words) => <span className="font-mono">{words}</span> }}
        />
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button variant="secondary" onClick={onSendAnother}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('pages.contact.success.another')}
        </Button>
        <ButtonLink to="/">
          <House aria-hidden="true" className="size-4" />
          {t('pages.contact.success.home')}
        </ButtonLink>
      </div>
    </section>
  );
}
