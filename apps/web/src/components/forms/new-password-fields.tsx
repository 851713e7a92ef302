import { PASSWORD_MIN } from '@resumeloop/contracts/password-rule';
import type { MessageId } from '@resumeloop/i18n';
import { useId } from 'react';
import { useT } from '../../lib/i18n/use-t';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';

/** What the confirmation field says while it differs from the new password: 'Passwords do not match'. */
export const CONFIRM_MISMATCH: MessageId = 'common.password.mismatch';

type ConfirmedField<Field extends 'password' | 'new_password'> = Field | 'confirm_password';

const LABELS: Record<
  'password' | 'new_password',
  Record<'password' | 'confirm', { label: MessageId; toggle: MessageId }>
> = {
  password: {
    password: { label: 'common.password.label', toggle: 'common.password.show' },
    confirm: { label: 'common.password.confirmLabel', toggle: 'common.password.showConfirm' },
  },
  new_password: {
    password: { label: 'common.password.newLabel', toggle: 'common.password.showNew' },
    confirm: { label: 'common.password.confirmNewLabel', toggle: 'common.password.showConfirmNew' },
  },
};

/**
 * A new password and its confirmation: the one component for registration, reset and settings. Under the
 * password: the rule's hint (the server's rule, PASSWORD_MIN and all) and the strength meter, the same on every
 * page. While the confirmation differs, 'Passwords do not match' shows live under it, until a submitted
 * error takes its place.
 */
export function NewPasswordFields<Field extends 'password' | 'new_password'>({
  field,
  ids,
  values,
  errors,
  onChange,
  disabled,
}: {
  /** The form's name for the new password: 'password' (registration) or 'new_password'. */
  field: Field;
  ids: Record<ConfirmedField<Field>, string>;
  values: Record<ConfirmedField<Field>, string>;
  errors: Partial<Record<ConfirmedField<Field>, string>>;
  onChange: (field: ConfirmedField<Field>, value: string) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const id = useId();
  const strengthId = `${id}-strength`;
  const mismatchId = `${id}-mismatch`;
  const password = values[field];
  const confirm = values.confirm_password;
  const showMismatch = confirm !== '' && confirm !== password && !errors.confirm_password;
  const labels = LABELS[field];

  return (
    <>
      <PasswordField
        id={ids[field]}
        name={field}
        label={t(labels.password.label)}
        toggleLabel={t(labels.password.toggle)}
        required
        autoComplete="new-password"
        hint={t('common.password.hint', { min: PASSWORD_MIN })}
        value={password}
        onValueChange={(value) => onChange(field, value)}
        error={errors[field]}
        describedBy={strengthId}
        disabled={disabled}
      >
        <PasswordStrengthMeter id={strengthId} password={password} />
      </PasswordField>
      <PasswordField
        id={ids.confirm_password}
        name="confirm_password"
        label={t(labels.confirm.label)}
        toggleLabel={t(labels.confirm.toggle)}
        required
        autoComplete="new-password"
        value={confirm}
        onValueChange={(value) => onChange('confirm_password', value)}
        error={errors.confirm_password}
        describedBy={showMismatch ? mismatchId : undefined}
        disabled={disabled}
      >
        <p id={mismatchId} aria-live="polite" className="mt-1.5 text-sm font-medium text-red-700">
          {showMismatch ? t(CONFIRM_MISMATCH) : ''}
        </p>
      </PasswordField>
    </>
  );
}
