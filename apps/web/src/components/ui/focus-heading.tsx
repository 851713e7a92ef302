import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Navigation state that asks for the focus on the new page's h1, as a screen-reader user or a keyboard
 * user expects after being taken somewhere (signed in, verified, registered): `navigate(to, { state:
 * FOCUS_HEADING_STATE })` or `<Link state={FOCUS_HEADING_STATE}>`.
 */
export const FOCUS_HEADING_STATE = { focusHeading: true } as const;

const wantsHeadingFocus = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { focusHeading?: unknown }).focusHeading === true;

/** How long to wait for the page's h1 (a lazy page, a session check) before giving up. */
const WAIT_MS = 10_000;

/** The page's h1: the one in <main>, else the first. */
const pageHeading = () =>
  document.querySelector<HTMLHeadingElement>('main h1') ?? document.querySelector<HTMLHeadingElement>('h1');

/**
 * Focuses `heading` (made focusable by script, not by Tab, when it is not already). True when it took the
 * focus.
 */
export function focusHeading(heading: HTMLElement | null): boolean {
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
  return document.activeElement === heading;
}

/**
 * In the root layout: after a navigation carrying FOCUS_HEADING_STATE, moves the focus to the new page's
 * h1 once it is on the page (a page may show a loading screen first). It gives up after 10 seconds, or as
 * soon as the person moves the focus themselves.
 */
export function FocusHeadingOnArrival() {
  const location = useLocation();
  const requested = wantsHeadingFocus(location.state);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each arrival (location key) is handled once
  useEffect(() => {
    if (!requested) return;
    let done = false;
    const stop = () => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('focusin', movedByPerson);
    };
    const attempt = () => {
      if (!done && focusHeading(pageHeading())) stop();
    };
    // Focus that lands on something other than the body while waiting is the person's (or the page's) own.
    const movedByPerson = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && event.target.tagName !== 'H1') stop();
    };
    const observer = new MutationObserver(attempt);
    const timer = setTimeout(stop, WAIT_MS);
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('focusin', movedByPerson);
    // Not stopped when the location changes again: a page may replace its own URL on arrival (/refine
    // adds its step), and the heading it is about to show is still the one to focus.
    attempt();
  }, [location.key]);

  return null;
}
