import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { cn } from '../../../components/ui/cn';
import { errorIdOf, FieldErrorMessage, hintIdOf, inputClasses } from '../../../components/ui/form-field';
import { CharacterCounter } from './character-counter';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'> & {
  id: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  limit: number;
  required?: boolean;
  hint?: ReactNode;
  /** Shown between the label and the text area (the upload drop zone, say). */
  before?: ReactNode;
  overMessage?: string;
  /** Shown under the text area, which is then marked invalid and described by it. */
  error?: string | undefined;
};

export const counterIdOf = (id: string) => `${id}-counter`;

/**
 * A labelled text area with its character counter under it; the counter (and the hint) describe the text
 * area, so a screen reader announces the count and the limit's state with it. Never truncates: SPEC §5
 * leaves oversized text to the server.
 */
export function TextAreaField({
  id,
  label,
  value,
  onValueChange,
  limit,
  required = false,
  hint,
  before,
  overMessage,
  error,
  className,
  ...textareaProps
}: TextAreaFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintIdOf(id)} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {before && <div className="mt-2">{before}</div>}
      <textarea
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? hintIdOf(id) : '', error ? errorIdOf(id) : '', counterIdOf(id)]
          .filter(Boolean)
          .join(' ')}
        className={cn(inputClasses, 'mt-2 min-h-40 resize-y font-mono text-sm leading-relaxed', className)}
        {...textareaProps}
      />
      <FieldErrorMessage id={errorIdOf(id)} message={error} />
      <CharacterCounter
        id={counterIdOf(id)}
        count={value.length}
        limit={limit}
        {...(overMessage ? { overMessage } : {})}
      />
    </div>
  );
}
