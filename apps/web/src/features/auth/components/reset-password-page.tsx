import { KeyRound } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import { ButtonLink } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { Notice } from '../../../components/ui/notice';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { ApiError, fieldErrorsOf } from '../../../lib/api';
import { useT } from '../../../lib/i18n/use-t';
import { useResetPassword } from '../api/reset-password';
import { type ResetPasswordField, validateResetPassword } from '../auth-forms';
import { AuthLayout, authLinkClasses } from './auth-layout';

const FIELDS: readonly ResetPasswordField[] = ['new_password', 'confirm_password'];

/**
 * /reset-password?token=...: the page the reset email links to. A new password (SPEC §5's rule, checked
 * with the server's schema), then /login with the server's confirmation.
 */
export function ResetPasswordPage() {
  const t = useT();
  useDocumentTitle(t('auth.reset.title'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const mutation = useResetPassword();
  const id = useId();
  const ids: Record<ResetPasswordField, string> = {
    new_password: `${id}-new`,
    confirm_password: `${id}-confirm`,
  };

  const [values, setValues] = useState({ new_password: '', confirm_password: '' });
  const form = useFormErrors(FIELDS, ids);
  const [linkRejected, setLinkRejected] = useState(false);

  const footer = (
    <p>
      <Link to="/login" className={authLinkClasses}>
        {t('auth.backToLogin')}
      </Link>
    </p>
  );

  if (!token) {
    return (
      <AuthLayout title={t('auth.reset.title')} footer={footer}>
        <Notice tone="error" title={t('auth.reset.incompleteTitle')}>
          {t('auth.reset.incompleteBody')}
        </Notice>
        <ButtonLink to="/forgot-password" className="mt-6 w-full">
          {t('auth.reset.requestNewLink')}
        </ButtonLink>
      </AuthLayout>
    );
  }

  const setField = (field: ResetPasswordField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearField(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    if (form.report(t('common.form.correctTheFollowing'), validateResetPassword({ token, ...values }, t))) {
      return;
    }
    mutation.mutate(
      { token, new_password: values.new_password },
      {
        onSuccess: (response) =>
          void navigate('/login', { replace: true, state: { message: response.message } }),
        onError: (error) => {
          if (error instanceof ApiError) setLinkRejected(error.status === 400);
          form.report(t('common.password.notChanged'), fieldErrorsOf(error, ['new_password']), error.message);
        },
      },
    );
  };

  return (
    <AuthLayout title={t('auth.reset.title')} description={t('auth.reset.description')} footer={footer}>
      <ErrorSummary failure={form.failure} />
      {linkRejected && (
        <p className="mt-3 text-sm">
          <Link to="/forgot-password" className={authLinkClasses}>
            {t('auth.reset.requestNewResetLink')}
          </Link>
        </p>
      )}
      <form noValidate onSubmit={submit} className="mt-4 space-y-5">
        <NewPasswordFields
          field="new_password"
          ids={ids}
          values={values}
          errors={form.fieldErrors}
          onChange={setField}
        />
        <SubmitButton
          pending={mutation.isPending}
          pendingLabel={t('common.saving')}
          icon={KeyRound}
          size="lg"
          className="w-full"
        >
          {t('auth.reset.submit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
