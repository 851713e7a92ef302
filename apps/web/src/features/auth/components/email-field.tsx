import type { ComponentProps } from 'react';
import { TextField } from '../../../components/ui/form-field';

type EmailFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'name' | 'type' | 'label' | 'required' | 'autoComplete' | 'spellCheck'
>;

/** The required 'Email' input of the sign-in, registration and reset-request forms. */
export function EmailField(props: EmailFieldProps) {
  return (
    <TextField
      name="email"
      type="email"
      label="Email"
      required
      autoComplete="email"
      spellCheck={false}
      {...props}
    />
  );
}
