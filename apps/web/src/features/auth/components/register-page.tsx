import { passwordStrength } from '@resumeloop/contracts/password-rule';
import type { MessageId } from '@resumeloop/i18n';
import { UserPlus } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { CheckboxField, TextField } from '../../../components/ui/form-field';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { Notice } from '../../../components/ui/notice';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/toast';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { useAuth } from '../../../lib/auth/auth-context';
import { needsEmailVerification } from '../../../lib/auth/auth-user';
import { returnPathOf, withReturnPath } from '../../../lib/auth/return-path';
import { Message, useT } from '../../../lib/i18n/use-t';
import { useRegister } from '../api/register';
import { REGISTRATION_MESSAGES, registrationFailure } from '../auth-errors';
import {
  REGISTER_FORM_FIELDS,
  type RegisterFormField,
  type RegisterFormValues,
  validateRegister,
} from '../auth-forms';
import { useMoveOnAfterSignIn } from '../hooks/use-move-on-after-sign-in';
import { AuthLayout, authLinkClasses } from './auth-layout';
import { EmailField } from './email-field';
import { SocialLogin } from './social-login';

/** SPEC §4: with verification required the new user goes to /verify-email after 3 s, else to / after 2 s. */
export const REGISTER_VERIFY_REDIRECT_MS = 3_000;
export const REGISTER_HOME_REDIRECT_MS = 2_000;
/** 'Please create a stronger password to continue', under the disabled submit button. */
export const STRONGER_PASSWORD_MESSAGE: MessageId = 'auth.register.strongerPassword';

const EMPTY: RegisterFormValues = {
  full_name: '',
  email: '',
  username: '',
  password: '',
  confirm_password: '',
  accept_terms: false,
  accept_privacy: false,
};

function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  const t = useT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={authLinkClasses}>
      {children}
      <span className="sr-only"> {t('common.opensInNewTab')}</span>
    </a>
  );
}

export function RegisterPage() {
  const t = useT();
  useDocumentTitle(t('auth.register.title'));
  const auth = useAuth();
  const mutation = useRegister();
  const location = useLocation();
  // Where the person was headed ('Start free analysis' asks for /refine): kept through verification.
  const returnPath = returnPathOf(location);
  const id = useId();
  const ids: Record<RegisterFormField, string> = {
    full_name: `${id}-full-name`,
    email: `${id}-email`,
    username: `${id}-username`,
    password: `${id}-password`,
    confirm_password: `${id}-confirm`,
    accept_terms: `${id}-terms`,
    accept_privacy: `${id}-privacy`,
  };
  const strongerId = `${id}-stronger`;

  const [values, setValues] = useState<RegisterFormValues>(EMPTY);
  const form = useFormErrors(REGISTER_FORM_FIELDS, ids);
  const [done, setDone] = useState<{ to: string; delayMs: number; message: string } | null>(null);
  useMoveOnAfterSignIn(done?.to ?? null, done?.delayMs ?? 0);

  if (auth.loading) return <LoadingScreen message={t('common.guard.checking')} />;

  // Submit waits for a password the server accepts: the meter then says Good or Strong.
  const strongEnough = passwordStrength(values.password).meetsRule;

  const setField = <K extends RegisterFormField>(field: K, value: RegisterFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearField(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending || done || !strongEnough) return;
    const fixErrors = t(REGISTRATION_MESSAGES.fixErrors);
    if (form.report(fixErrors, validateRegister(values, t))) {
      toast.error(fixErrors);
      return;
    }
    mutation.mutate(
      {
        full_name: values.full_name,
        email: values.email,
        username: values.username,
        password: values.password,
        ...(returnPath ? { return_path: returnPath } : {}),
      },
      {
        onSuccess: (response) => {
          auth.signIn(response, { holdGuestRedirect: true });
          toast.success(response.message);
          const verify = needsEmailVerification(response.user);
          setDone({
            to: verify ? withReturnPath('/verify-email', returnPath) : (returnPath ?? '/'),
            delayMs: verify ? REGISTER_VERIFY_REDIRECT_MS : REGISTER_HOME_REDIRECT_MS,
            message: verify ? t('auth.register.nextVerify') : t('auth.takingYouToApp'),
          });
        },
        onError: (error) => {
          const { message, fieldErrors } = registrationFailure(error, t);
          form.report(t('auth.register.failed'), fieldErrors, message);
        },
      },
    );
  };

  const busy = mutation.isPending || done !== null;

  return (
    <AuthLayout
      title={t('auth.register.title')}
      description={t('auth.register.description')}
      footer={
        <p>
          <Message
            id="auth.register.haveAccount"
            values={{
              link: (words) => (
                <Link to={withReturnPath('/login', returnPath)} className={authLinkClasses}>
                  {words}
                </Link>
              ),
            }}
          />
        </p>
      }
    >
      <div className="space-y-4">
        {done && (
          <Notice tone="success" title={t('auth.register.created')}>
            {done.message}
          </Notice>
        )}
        <ErrorSummary failure={form.failure} />
      </div>

      <form noValidate onSubmit={submit} className="mt-4 space-y-5">
        <TextField
          id={ids.full_name}
          name="full_name"
          label={t('auth.register.fullName')}
          required
          autoComplete="name"
          value={values.full_name}
          onValueChange={(value) => setField('full_name', value)}
          error={form.fieldErrors.full_name}
          disabled={done !== null}
        />
        <EmailField
          id={ids.email}
          value={values.email}
          onValueChange={(value) => setField('email', value)}
          error={form.fieldErrors.email}
          disabled={done !== null}
        />
        <TextField
          id={ids.username}
          name="username"
          label={t('auth.register.username')}
          optional
          autoComplete="username"
          spellCheck={false}
          autoCapitalize="none"
          hint={t('auth.register.usernameHint')}
          value={values.username}
          onValueChange={(value) => setField('username', value)}
          error={form.fieldErrors.username}
          disabled={done !== null}
        />
        <NewPasswordFields
          field="password"
          ids={ids}
          values={values}
          errors={form.fieldErrors}
          onChange={setField}
          disabled={done !== null}
        />

        <fieldset className="space-y-3">
          <legend className="sr-only">{t('auth.register.agreements')}</legend>
          <CheckboxField
            id={ids.accept_terms}
            name="accept_terms"
            checked={values.accept_terms}
            onCheckedChange={(checked) => setField('accept_terms', checked)}
            error={form.fieldErrors.accept_terms}
          >
            <Message
              id="auth.register.acceptTerms"
              values={{ link: (words) => <NewTabLink href="/terms-of-service">{words}</NewTabLink> }}
            />
          </CheckboxField>
          <CheckboxField
            id={ids.accept_privacy}
            name="accept_privacy"
            checked={values.accept_privacy}
            onCheckedChange={(checked) => setField('accept_privacy', checked)}
            error={form.fieldErrors.accept_privacy}
          >
            <Message
              id="auth.register.acceptPrivacy"
              values={{ link: (words) => <NewTabLink href="/privacy-policy">{words}</NewTabLink> }}
            />
          </CheckboxField>
        </fieldset>

        <div>
          <SubmitButton
            pending={mutation.isPending}
            pendingLabel={t('auth.register.pending')}
            icon={UserPlus}
            size="lg"
            className="w-full"
            disabled={busy || !strongEnough}
            aria-describedby={strongEnough ? undefined : strongerId}
          >
            {t('auth.register.submit')}
          </SubmitButton>
          {!strongEnough && (
            <p id={strongerId} className="mt-2 text-center text-sm text-slate-700">
              {t(values.password ? STRONGER_PASSWORD_MESSAGE : 'auth.register.choosePassword')}
            </p>
          )}
        </div>
      </form>

      <SocialLogin intent="register" />
    </AuthLayout>
  );
}
