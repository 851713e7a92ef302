import { PASSWORD_HINT } from '@resumeloop/contracts/password-rule';
import { useId } from 'react';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';

/** What the confirmation field says while it differs from the new password. */
export const CONFIRM_MISMATCH = 'Passwords do not match';

type ConfirmedField<Field extends 'password' | 'new_password'> = Field | 'confirm_password';

const LABELS = {
  password: { password: 'Password', confirm: 'Confirm password' },
  new_password: { password: 'New password', confirm: 'Confirm new password' },
} as const;

/**
 * A new password and its confirmation: the one component for registration, reset and settings. Under the
 * password: the rule's hint (PASSWORD_HINT, the server's rule) and the strength meter, the same on every
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
        label={labels.password}
        required
        autoComplete="new-password"
        hint={PASSWORD_HINT}
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
        label={labels.confirm}
        required
        autoComplete="new-password"
        value={confirm}
        onValueChange={(value) => onChange('confirm_password', value)}
        error={errors.confirm_password}
        describedBy={showMismatch ? mismatchId : undefined}
        disabled={disabled}
      >
        <p id={mismatchId} aria-live="polite" className="mt-1.5 text-sm font-medium text-red-700">
          {showMismatch ? CONFIRM_MISMATCH : ''}
        </p>
      </PasswordField>
    </>
  );
}
