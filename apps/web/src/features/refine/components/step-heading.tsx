import { type ReactNode, useEffect, useRef } from 'react';

/** The id of the current step's heading: the focus moves there when the step changes. */
export const STEP_HEADING_ID = 'refine-step-heading';

/** A step change whose heading has not taken the focus yet (it mounts later, after a load). */
let focusPending = false;

/** Moves the focus to the step's heading now, or when the heading mounts if it is not there yet. */
export function focusStepHeading(): void {
  const heading = document.getElementById(STEP_HEADING_ID);
  focusPending = heading === null;
  heading?.focus();
}

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
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusPending) return;
    focusPending = false;
    ref.current?.focus();
  }, []);
  return (
    <header>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
      <h1
        ref={ref}
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
