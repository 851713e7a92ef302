import { CircleAlert } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useT } from '../../lib/i18n/use-t';
import { cn } from './cn';

/** Text inputs: a 4.5:1 border on white, a red border and tint when invalid, grey when disabled. */
export const inputClasses =
  'block w-full rounded-lg border border-slate-500 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:bg-slate-100 disabled:text-slate-600';

/** The ids a field's control points at with aria-describedby. */
export const hintIdOf = (id: string) => `${id}-hint`;
export const errorIdOf = (id: string) => `${id}-error`;

/** aria-describedby for a control: its hint and, when shown, its error. */
export function describedByFor(id: string, options: { hint?: boolean; error?: boolean }): string | undefined {
  return (
    [options.hint ? hintIdOf(id) : '', options.error ? errorIdOf(id) : ''].filter(Boolean).join(' ') ||
    undefined
  );
}

export function FieldErrorMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

/** A label above its control, an optional hint, and the field's error below. */
export function FormField({
  id,
  label,
  required = false,
  optional = false,
  hint,
  error,
  labelAside,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  optional?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  /** Shown at the end of the label row (a "Forgot password?" link, say). */
  labelAside?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="block font-medium text-slate-900">
          {label}
          {required && (
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
          )}
          {optional && (
            <span className="ml-1.5 text-sm font-normal text-slate-600">{t('common.form.optional')}</span>
          )}
        </label>
        {labelAside}
      </div>
      {hint && (
        <p id={hintIdOf(id)} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className="mt-1.5">{children}</div>
      <FieldErrorMessage id={errorIdOf(id)} message={error} />
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> & {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
  labelAside?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
};

/** A labelled text input wired for assistive technology: aria-invalid and aria-describedby. */
export function TextField({
  id,
  label,
  value,
  onValueChange,
  hint,
  error,
  optional,
  labelAside,
  inputRef,
  className,
  required,
  ...inputProps
}: TextFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      required={required}
      optional={optional}
      hint={hint}
      error={error}
      labelAside={labelAside}
    >
      <input
        ref={inputRef}
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        required={required}
        aria-invalid={Boolean(error)}
        aria-describedby={describedByFor(id, { hint: Boolean(hint), error: Boolean(error) })}
        className={cn(inputClasses, className)}
        {...inputProps}
      />
    </FormField>
  );
}

/** A checkbox with its label beside it; the label may hold links. */
export function CheckboxField({
  id,
  name,
  checked,
  onCheckedChange,
  error,
  children,
}: {
  id: string;
  name?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorIdOf(id) : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="text-slate-800">
          {children}
        </label>
      </div>
      <FieldErrorMessage id={errorIdOf(id)} message={error} />
    </div>
  );
}
