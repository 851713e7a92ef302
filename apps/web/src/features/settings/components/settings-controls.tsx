import { type ReactNode, useId } from 'react';
import { describedByFor, FormField, inputClasses } from '../../../components/ui/form-field';

/**
 * An on/off setting: a checkbox announced as a switch, its label, and one line on what it does. The
 * checkbox itself is transparent over the drawn track, so clicks, keys and the focus ring all stay native.
 */
export function SwitchField({
  label,
  description,
  checked,
  onCheckedChange,
}: {
  label: string;
  description: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className="flex items-start justify-between gap-6 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
        <p id={descriptionId} className="mt-1 text-sm text-slate-600">
          {description}
        </p>
      </div>
      <span className="relative mt-0.5 inline-flex h-6 w-11 shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          aria-checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-describedby={descriptionId}
          className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none h-6 w-11 rounded-full bg-slate-500 transition-colors peer-checked:bg-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
    </div>
  );
}

/** Switches stacked with a rule between them. */
export function SwitchList({ children }: { children: ReactNode }) {
  return <div className="divide-y divide-slate-200">{children}</div>;
}

/** A radio group as a fieldset: the legend names it, each option has a label and a line of description. */
export function RadioCardGroup<Value extends string>({
  legend,
  name,
  value,
  options,
  onValueChange,
}: {
  legend: string;
  name: string;
  value: Value;
  options: ReadonlyArray<{ value: Value; label: string; description: string }>;
  onValueChange: (value: Value) => void;
}) {
  const id = useId();
  return (
    <fieldset>
      <legend className="font-medium text-slate-900">{legend}</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <div
              key={option.value}
              className="relative flex items-start gap-3 rounded-lg border border-slate-300 bg-white p-4 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onValueChange(option.value)}
                aria-describedby={`${optionId}-description`}
                className="mt-1 size-4 shrink-0 cursor-pointer accent-brand-700"
              />
              <div className="min-w-0">
                {/* The label covers the whole card, so a click anywhere on it chooses the option. */}
                <label
                  htmlFor={optionId}
                  className="cursor-pointer font-medium text-slate-900 after:absolute after:inset-0"
                >
                  {option.label}
                </label>
                <p id={`${optionId}-description`} className="mt-0.5 text-sm text-slate-600">
                  {option.description}
                </p>
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A labelled select with an optional hint. */
export function SelectField<Value extends string>({
  label,
  hint,
  value,
  options,
  onValueChange,
}: {
  label: string;
  hint?: ReactNode;
  value: Value;
  options: ReadonlyArray<{ value: Value; label: string; lang?: string }>;
  onValueChange: (value: Value) => void;
}) {
  const id = useId();
  return (
    <FormField id={id} label={label} hint={hint}>
      <select
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value as Value)}
        aria-describedby={describedByFor(id, { hint: Boolean(hint) })}
        className={`${inputClasses} cursor-pointer sm:max-w-sm`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}
