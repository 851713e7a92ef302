import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import { cn } from '../ui/cn';
import { describedByFor, FormField, inputClasses } from '../ui/form-field';

type PasswordFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'onChange' | 'value' | 'type' | 'children'
> & {
  id: string;
  label: string;
  /** The show/hide toggle's name: 'Show password', 'Show new password'... */
  toggleLabel: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  error?: string | undefined;
  labelAside?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  /** Shown under the input, before the error (a strength meter, a live mismatch message). */
  children?: ReactNode;
  /** Ids of further elements that describe the input (the strength meter's label). */
  describedBy?: string;
};

/**
 * A password input with a show/hide toggle. The toggle keeps one name and reports its state with
 * aria-pressed, so a screen reader hears "Show password, toggle button, pressed".
 */
export function PasswordField({
  id,
  label,
  toggleLabel,
  value,
  onValueChange,
  hint,
  error,
  labelAside,
  inputRef,
  children,
  describedBy,
  required,
  className,
  ...inputProps
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const describedByIds =
    [describedByFor(id, { hint: Boolean(hint), error: Boolean(error) }), describedBy]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error} labelAside={labelAside}>
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          required={required}
          spellCheck={false}
          autoCapitalize="none"
          aria-invalid={Boolean(error)}
          aria-describedby={describedByIds}
          className={cn(inputClasses, 'pr-12', className)}
          {...inputProps}
        />
        <button
          type="button"
          aria-label={toggleLabel}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
      {children}
    </FormField>
  );
}
