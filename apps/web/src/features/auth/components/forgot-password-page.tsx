import { MailCheck, Send } from 'lucide-react';
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { useRequestPasswordReset } from '../api/forgot-password';
import { emailError } from '../auth-forms';
import { AuthLayout, authLinkClasses } from './auth-layout';
import { EmailField } from './email-field';

const FIELDS = ['email'] as const;

const NEXT_STEPS = [
  'Open the email from ResumeLoop; it can take a minute or two to arrive.',
  'Select the link in it. It works once and expires in 24 hours.',
  'Choose a new password, then log in with it.',
  'Nothing after a few minutes? Check your spam or junk folder.',
];

/** SPEC §2.3: request a reset link; then 'Check your email' with next steps. */
export function ForgotPasswordPage() {
  const mutation = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<{ email: string } | null>(null);
  const [startedOver, setStartedOver] = useState(false);
  const emailId = useId();
  const form = useFormErrors(FIELDS, { email: emailId });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  useDocumentTitle(sentTo ? 'Check your email' : 'Reset your password');

  // The form is replaced by its outcome: move the focus to the news; back again for a new address.
  useLayoutEffect(() => {
    if (sentTo) headingRef.current?.focus();
    else if (startedOver) emailRef.current?.focus();
  }, [sentTo, startedOver]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    if (form.report('Please correct the following:', { email: emailError(email) })) return;
    mutation.mutate(email, {
      onSuccess: () => setSentTo({ email: email.trim() }),
      onError: (requestError) => form.report('We could not send the link.', {}, requestError.message),
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
      Remembered it?{' '}
      <Link to="/login" className={authLinkClasses}>
        Back to Login
      </Link>
    </p>
  );

  if (sentTo) {
    return (
      <AuthLayout
        title="Check your email"
        headingRef={headingRef}
        icon={<MailCheck aria-hidden="true" className="size-12 text-emerald-700" />}
        description={
          <>
            If an account exists for <span className="font-semibold text-slate-900">{sentTo.email}</span>, a
            password reset link is on its way.
          </>
        }
        footer={footer}
      >
        <h2 className="font-semibold text-slate-900">Next steps</h2>
        <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-slate-700">
          {NEXT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Button variant="secondary" className="mt-6 w-full" onClick={tryAnotherEmail}>
          Try a different email address
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Reset your password"
      description="Enter the email address of your account and we will send you a link to choose a new password."
      footer={footer}
    >
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
          pendingLabel="Sending..."
          icon={Send}
          size="lg"
          className="w-full"
        >
          Send Reset Link
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
