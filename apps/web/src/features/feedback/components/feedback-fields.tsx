import { FEEDBACK_TEXT_LIMIT } from '@resumeloop/contracts/feedback-constants';
import { type ReactNode, useId } from 'react';
import { cn } from '../../../components/ui/cn';
import { inputClasses } from '../../../components/ui/form-field';
import { useT } from '../../../lib/i18n/use-t';

/**
 * A question answered by one choice: real radios in a fieldset (arrow keys move between them), drawn as
 * buttons, with a focus ring on the drawn button.
 */
export function ChoiceGroup<Value extends string | number>({
  legend,
  hint,
  options,
  value,
  onChange,
  required = false,
  compact = false,
}: {
  legend: string;
  hint?: ReactNode;
  options: ReadonlyArray<{ value: Value; label: string }>;
  value: Value | null;
  onChange: (value: Value) => void;
  required?: boolean;
  /** Small square choices (a 1-10 scale). */
  compact?: boolean;
}) {
  const t = useT();
  const name = useId();
  return (
    <fieldset aria-describedby={hint ? `${name}-hint` : undefined}>
      <legend className="font-medium text-slate-900">
        {legend}
        {required && (
          <>
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
            <span className="sr-only"> {t('feedback.field.required')}</span>
          </>
        )}
      </legend>
      {hint && (
        <p id={`${name}-hint`} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={String(option.value)} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={String(option.value)}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'inline-flex items-center justify-center rounded-lg border border-slate-400 bg-white font-semibold text-slate-800 hover:border-brand-600',
                'peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
                compact ? 'size-10 text-sm' : 'min-h-10 px-4 text-sm',
              )}
            >
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export const ratingOptions = (max: number) =>
  Array.from({ length: max }, (_, index) => ({ value: index + 1, label: String(index + 1) }));

export function NoteField({
  label,
  value,
  onChange,
  hint,
  rows = 3,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  rows?: number;
}) {
  const t = useT();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
        <span className="ml-1.5 text-sm font-normal text-slate-600">{t('feedback.field.optional')}</span>
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        rows={rows}
        value={value}
        maxLength={FEEDBACK_TEXT_LIMIT}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={cn(inputClasses, 'mt-1.5 resize-y text-sm')}
      />
    </div>
  );
}

export function CheckField({
  label,
  checked,
  onChange,
  hint,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
      />
      <div>
        <label htmlFor={id} className="text-slate-900">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
