import { useState } from 'react';
import type { FormFailure } from './error-summary';

/** A message per invalid field; a field that is fine has none. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first message a schema gave for each of a form's `fields` (its issues name them by path). */
export function firstIssues<Field extends string>(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
  fields: readonly Field[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The errors of one form: a message at each invalid field, and the summary above the form (ErrorSummary)
 * that lists them in form order, each linking to its control by id.
 */
export function useFormErrors<Field extends string>(order: readonly Field[], ids: Record<Field, string>) {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<FormFailure | null>(null);

  return {
    fieldErrors,
    failure,
    /** Forgets one field's message, as its value changes; the summary stays until the next submit. */
    clearField(field: Field) {
      setFieldErrors((current) => ({ ...current, [field]: undefined }));
    },
    /**
     * Marks `errors` at their fields and sums them up under `title`. `message` is said once under the title
     * when no field is to blame (a server or network error). With neither, the summary goes away.
     * Returns whether anything was reported.
     */
    report(title: string, errors: FieldErrors<Field>, message?: string): boolean {
      setFieldErrors(errors);
      const fields = order.flatMap((field) => {
        const text = errors[field];
        return text ? [{ id: ids[field], message: text }] : [];
      });
      if (fields.length === 0 && !message) {
        setFailure(null);
        return false;
      }
      setFailure({ title, message: fields.length > 0 ? undefined : message, fields });
      return true;
    },
    clear() {
      setFieldErrors({});
      setFailure(null);
    },
  };
}
