import { ZChangePasswordRequest } from '@resumeloop/contracts/auth';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import { PasswordField } from '../../../components/forms/password-field';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { Notice } from '../../../components/ui/notice';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/toast';
import { firstIssues, useFormErrors } from '../../../components/ui/use-form-errors';
import { ApiError, fieldErrorsOf } from '../../../lib/api';
import { useT } from '../../../lib/i18n/use-t';
import { useChangePassword } from '../api/change-password';
import { SETTINGS_NOTICES, settingsErrorMessage } from '../settings-errors';

type PasswordFieldName = 'current_password' | 'new_password' | 'confirm_password';
const FIELDS: readonly PasswordFieldName[] = ['current_password', 'new_password', 'confirm_password'];
const EMPTY: Record<PasswordFieldName, string> = {
  current_password: '',
  new_password: '',
  confirm_password: '',
};

/**
 * SPEC §5, settings: submit is enabled only when all three fields are filled and the new password equals
 * its confirmation; 'Passwords do not match' shows live while they differ.
 */
export function ChangePasswordForm() {
  const t = useT();
  const mutation = useChangePassword();
  const id = useId();
  const ids: Record<PasswordFieldName, string> = {
    current_password: `${id}-current`,
    new_password: `${id}-new`,
    confirm_password: `${id}-confirm`,
  };
  const [values, setValues] = useState(EMPTY);
  const form = useFormErrors(FIELDS, ids);
  const [success, setSuccess] = useState<string | null>(null);

  const mismatch = values.confirm_password !== '' && values.new_password !== values.confirm_password;
  const complete = FIELDS.every((field) => values[field] !== '');
  const canSubmit = complete && !mismatch && !mutation.isPending;

  const setField = (field: PasswordFieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearField(field);
    setSuccess(null);
  };

  const showErrors = (errors: Partial<Record<PasswordFieldName, string>>, message?: string) =>
    form.report(t('common.password.notChanged'), errors, message);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    const parsed = ZChangePasswordRequest.safeParse(values);
    if (!parsed.success) {
      showErrors(firstIssues(parsed.error.issues, FIELDS));
      return;
    }
    form.clear();
    mutation.mutate(parsed.data, {
      onSuccess: (response) => {
        const message = response?.message || t(SETTINGS_NOTICES.passwordChanged);
        setValues(EMPTY);
        form.clear();
        setSuccess(message);
        toast.success(message);
      },
      onError: (error) => {
        const wrongPassword = error instanceof ApiError && error.code === 'wrong_password';
        const errors = {
          ...fieldErrorsOf(error, FIELDS),
          ...(wrongPassword ? { current_password: error.message } : {}),
        };
        showErrors(errors, settingsErrorMessage(error, 'changePassword', t));
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <ErrorSummary failure={form.failure} />
      <div aria-live="polite">{success && <Notice tone="success">{success}</Notice>}</div>
      <PasswordField
        id={ids.current_password}
        name="current_password"
        label={t('common.password.currentLabel')}
        toggleLabel={t('common.password.showCurrent')}
        required
        autoComplete="current-password"
        value={values.current_password}
        onValueChange={(value) => setField('current_password', value)}
        error={form.fieldErrors.current_password}
      />
      <NewPasswordFields
        field="new_password"
        ids={ids}
        values={values}
        errors={form.fieldErrors}
        onChange={setField}
      />
      <SubmitButton
        pending={mutation.isPending}
        pendingLabel={t('settings.password.pending')}
        icon={KeyRound}
        disabled={!canSubmit}
      >
        {t('settings.password.submit')}
      </SubmitButton>
    </form>
  );
}
