import type { ReactNode } from 'react';

/** The id of the current step's heading: the focus moves there when the step changes. */
export const STEP_HEADING_ID = 'refine-step-heading';

/** A step's h1 (focusable by script, not by Tab), with an optional line above and below. */
export function StepHeading({
  eyebrow,
  children,
  description,
}: {
  eyebrow?: ReactNode;
  children: ReactNode;
  description?: ReactNode;
}) {
  return (
    <header>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
      <h1
        id={STEP_HEADING_ID}
        tabIndex={-1}
        className="mt-1 text-2xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-3xl"
      >
        {children}
      </h1>
      {description && <p className="mt-2 text-slate-700">{description}</p>}
    </header>
  );
}
