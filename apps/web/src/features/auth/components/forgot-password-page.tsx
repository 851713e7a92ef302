import type { MessageId } from '@resumeloop/i18n';
import { MailCheck, Send } from 'lucide-react';
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { Message, useT } from '../../../lib/i18n/use-t';
import { useRequestPasswordReset } from '../api/forgot-password';
import { emailError } from '../auth-forms';
import { AuthLayout, authLinkClasses } from './auth-layout';
import { EmailField } from './email-field';

const FIELDS = ['email'] as const;

const NEXT_STEPS: readonly MessageId[] = [
  'auth.forgot.step.open',
  'auth.forgot.step.link',
  'auth.forgot.step.choose',
  'auth.forgot.step.spam',
];

/** SPEC §2.3: request a reset link; then 'Check your email' with next steps. */
export function ForgotPasswordPage() {
  const t = useT();
  const mutation = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<{ email: string } | null>(null);
  const [startedOver, setStartedOver] = useState(false);
  const emailId = useId();
  const form = useFormErrors(FIELDS, { email: emailId });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  useDocumentTitle(t(sentTo ? 'auth.forgot.sentTitle' : 'auth.forgot.title'));

  // The form is replaced by its outcome: move the focus to the news; back again for a new address.
  useLayoutEffect(() => {
    if (sentTo) headingRef.current?.focus();
    else if (startedOver) emailRef.current?.focus();
  }, [sentTo, startedOver]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    if (form.report(t('common.form.correctTheFollowing'), { email: emailError(email) })) return;
    mutation.mutate(email, {
      onSuccess: () => setSentTo({ email: email.trim() }),
      onError: (requestError) => form.report(t('auth.forgot.failed'), {}, requestError.message),
    });
  };

  const tryAnotherEmail = () => {
    setSentTo(null);
    setEmail('');
    setStartedOver(true);
    mutation.reset();
  };

  const footer = (
    <p>
      <Message
        id="auth.forgot.remembered"
        values={{
          link: (words) => (
            <Link to="/login" className={authLinkClasses}>
              {words}
            </Link>
          ),
        }}
      />
    </p>
  );

  if (sentTo) {
    return (
      <AuthLayout
        title={t('auth.forgot.sentTitle')}
        headingRef={headingRef}
        icon={<MailCheck aria-hidden="true" className="size-12 text-emerald-700" />}
        description={
          <Message
            id="auth.forgot.sentDescription"
            values={{
              email: <span className="font-semibold text-slate-900">{sentTo.email}</span>,
            }}
          />
        }
        footer={footer}
      >
        <h2 className="font-semibold text-slate-900">{t('auth.forgot.nextSteps')}</h2>
        <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-slate-700">
          {NEXT_STEPS.map((step) => (
            <li key={step}>{t(step)}</li>
          ))}
        </ol>
        <Button variant="secondary" className="mt-6 w-full" onClick={tryAnotherEmail}>
          {t('auth.forgot.tryAnother')}
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.forgot.title')} description={t('auth.forgot.description')} footer={footer}>
      <ErrorSummary failure={form.failure} />
      <form noValidate onSubmit={submit} className="mt-4 space-y-5">
        <EmailField
          id={emailId}
          inputRef={emailRef}
          value={email}
          onValueChange={(value) => {
            setEmail(value);
            form.clearField('email');
          }}
          error={form.fieldErrors.email}
        />
        <SubmitButton
          pending={mutation.isPending}
          pendingLabel={t('auth.forgot.pending')}
          icon={Send}
          size="lg"
          className="w-full"
        >
          {t('auth.forgot.submit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
