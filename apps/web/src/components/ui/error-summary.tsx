import { CircleAlert } from 'lucide-react';
import { type MouseEvent, useLayoutEffect, useRef } from 'react';

/** A failed submit as a form shows it: a headline and, per invalid field, the field's id and message. */
export type FormFailure = {
  title: string;
  /** Said once under the title when no field is to blame (a server or network error). */
  message?: string | undefined;
  fields: Array<{ id: string; message: string }>;
};

/**
 * The summary above a form after a failed submit. It takes the focus each time a new failure arrives, so
 * keyboard and screen reader users learn what went wrong; each entry links to its field.
 */
export function ErrorSummary({ failure }: { failure: FormFailure | null }) {
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (failure) ref.current?.focus();
  }, [failure]);

  if (!failure) return null;

  const focusField = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const field = document.getElementById(id);
    if (!field) return;
    event.preventDefault();
    field.focus();
  };

  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800 focus:outline-2 focus:outline-offset-2 focus:outline-red-700"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0">
        <p className="font-semibold">{failure.title}</p>
        {failure.message && <p className="mt-1 break-words">{failure.message}</p>}
        {failure.fields.length > 0 && (
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {failure.fields.map((field) => (
              <li key={field.id}>
                <a
                  href={`#${field.id}`}
                  onClick={(event) => focusField(event, field.id)}
                  className="underline underline-offset-2 hover:text-red-950"
                >
                  {field.message}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
