import type { ComponentProps } from 'react';
import { TextField } from '../../../components/ui/form-field';
import { useT } from '../../../lib/i18n/use-t';

type EmailFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'name' | 'type' | 'label' | 'required' | 'autoComplete' | 'spellCheck'
>;

/** The required 'Email' input of the sign-in, registration and reset-request forms. */
export function EmailField(props: EmailFieldProps) {
  const t = useT();
  return (
    <TextField
      name="email"
      type="email"
      label={t('auth.emailLabel')}
      required
      autoComplete="email"
      spellCheck={false}
      {...props}
    />
  );
}
