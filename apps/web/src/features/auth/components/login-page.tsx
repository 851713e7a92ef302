import { LockKeyhole, LogIn } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PasswordField } from '../../../components/forms/password-field';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { CheckboxField } from '../../../components/ui/form-field';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { Notice } from '../../../components/ui/notice';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/toast';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { useAuth } from '../../../lib/auth/auth-context';
import { displayNameOf, needsEmailVerification } from '../../../lib/auth/auth-user';
import { returnPathOf, withReturnPath } from '../../../lib/auth/return-path';
import { Message, useT } from '../../../lib/i18n/use-t';
import { useLogin } from '../api/login';
import { LOGIN_MESSAGES, loginErrorMessage } from '../auth-errors';
import { LOGIN_FIELDS, validateLogin } from '../auth-forms';
import { useMoveOnAfterSignIn } from '../hooks/use-move-on-after-sign-in';
import { AuthLayout, authLinkClasses } from './auth-layout';
import { EmailField } from './email-field';
import { SocialLogin } from './social-login';

/** SPEC §4, §9: after a successful sign-in the welcome toast shows, then the app moves on after 1.5 s. */
export const LOGIN_REDIRECT_DELAY_MS = 1_500;

type LoginLocationState = { from?: unknown; error?: unknown; message?: unknown } | null;

export function LoginPage() {
  const t = useT();
  useDocumentTitle(t('auth.login.title'));
  const auth = useAuth();
  const location = useLocation();
  const mutation = useLogin();
  const id = useId();
  const ids = { email: `${id}-email`, password: `${id}-password`, remember: `${id}-remember` };

  const state = location.state as LoginLocationState;
  // ?next= (a link, the verification page) or the protected page that sent the guest here; default /.
  const given = returnPathOf(location);
  const returnPath = given ?? '/';
  const socialError = typeof state?.error === 'string' ? state.error : null;
  const notice = typeof state?.message === 'string' ? state.message : null;

  const [values, setValues] = useState({ email: '', password: '', remember_me: false });
  const form = useFormErrors(LOGIN_FIELDS, ids);
  const [welcome, setWelcome] = useState<string | null>(null);
  useMoveOnAfterSignIn(welcome === null ? null : returnPath, LOGIN_REDIRECT_DELAY_MS);

  if (auth.loading) return <LoadingScreen message={t('common.guard.checking')} />;

  const setField = <K extends keyof typeof values>(field: K, value: (typeof values)[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'email' || field === 'password') form.clearField(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending || welcome !== null) return;
    if (form.report(t('common.form.correctTheFollowing'), validateLogin(values, t))) return;
    mutation.mutate(values, {
      onSuccess: (response) => {
        if (!response?.user) {
          form.report(t('auth.login.failed'), {}, t(LOGIN_MESSAGES.missingUser));
          return;
        }
        auth.signIn(response, { holdGuestRedirect: true });
        const greeting =
          response.message || t('auth.login.welcomeBack', { name: displayNameOf(response.user) });
        toast.success(greeting);
        if (needsEmailVerification(response.user)) {
          toast.warning(t('auth.login.verifyToUseTools'), { duration: 6_000 });
        }
        setWelcome(greeting);
      },
      onError: (error) => form.report(t('auth.login.failed'), {}, loginErrorMessage(error, t)),
    });
  };

  const busy = mutation.isPending || welcome !== null;

  return (
    <AuthLayout
      title={t('auth.login.title')}
      description={t('auth.login.description')}
      footer={
        <p>
          <Message
            id="auth.login.noAccount"
            values={{
              link: (words) => (
                <Link to={withReturnPath('/register', given)} className={authLinkClasses}>
                  {words}
                </Link>
              ),
            }}
          />
        </p>
      }
    >
      <div className="space-y-4">
        {socialError && (
          <Notice tone="error" title={t('auth.login.socialFailed')}>
            {socialError}
          </Notice>
        )}
        {notice && <Notice tone="success">{notice}</Notice>}
        {welcome !== null && (
          <Notice tone="success" title={welcome}>
            {t('auth.login.takingYouBack')}
          </Notice>
        )}
        <ErrorSummary failure={form.failure} />
      </div>

      <form noValidate onSubmit={submit} className="mt-4 space-y-5">
        <EmailField
          id={ids.email}
          value={values.email}
          onValueChange={(value) => setField('email', value)}
          error={form.fieldErrors.email}
          disabled={welcome !== null}
        />
        <PasswordField
          id={ids.password}
          name="password"
          label={t('common.password.label')}
          toggleLabel={t('common.password.show')}
          required
          autoComplete="current-password"
          value={values.password}
          onValueChange={(value) => setField('password', value)}
          error={form.fieldErrors.password}
          disabled={welcome !== null}
          labelAside={
            <Link to="/forgot-password" className={`${authLinkClasses} text-sm`}>
              {t('auth.login.forgotPassword')}
            </Link>
          }
        />
        <CheckboxField
          id={ids.remember}
          name="remember_me"
          checked={values.remember_me}
          onCheckedChange={(checked) => setField('remember_me', checked)}
        >
          <Message
            id="auth.login.rememberMe"
            values={{ note: (words) => <span className="text-sm text-slate-600">{words}</span> }}
          />
        </CheckboxField>

        <SubmitButton
          pending={mutation.isPending}
          pendingLabel={t('auth.login.pending')}
          icon={LogIn}
          size="lg"
          className="w-full"
          disabled={busy}
        >
          {t('auth.login.submit')}
        </SubmitButton>
      </form>

      <SocialLogin intent="login" />

      <p className="mt-6 flex gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
        <span>
          <Message
            id="auth.login.secure"
            values={{ strong: (words) => <span className="font-semibold text-slate-900">{words}</span> }}
          />
        </span>
      </p>
    </AuthLayout>
  );
}
