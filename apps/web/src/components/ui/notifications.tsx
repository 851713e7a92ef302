import { type CSSProperties, useEffect } from 'react';
import { Toaster, toast, useSonner } from 'sonner';
import { useLook } from '../../lib/look/look-context';
import { idsBeyondLimit, TOAST_DURATION_MS, TOAST_LIMIT } from './toast';

/**
 * Sonner's light rich colours put light-green, red, amber and blue text on pale backgrounds at 2.9-4.3:1;
 * these darker shades of the same hues reach WCAG AA (4.5:1) on the same backgrounds. The dark theme keeps
 * sonner's own dark colours, which do.
 */
const ACCESSIBLE_TOAST_COLOURS = {
  '--success-text': 'light-dark(#166534, hsl(150, 86%, 65%))',
  '--error-text': 'light-dark(#991b1b, hsl(358, 100%, 81%))',
  '--warning-text': 'light-dark(#92400e, hsl(46, 87%, 65%))',
  '--info-text': 'light-dark(#1e40af, hsl(216, 87%, 65%))',
} as CSSProperties;

const TOASTER = '[data-sonner-toaster]';

/**
 * Sonner remembers where focus came from when it enters a notice and sends it back there when it leaves,
 * so Tab from a notice returned to the last footer link, again and again, until the notice timed out.
 * Its only use of the page's focus events is that memory: they are kept from reaching it, and Tab moves
 * through and out of the notices in page order like through anything else.
 */
export function useNoticesNeverHoldFocus(): void {
  useEffect(() => {
    const keepFromToaster = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.closest(TOASTER)) event.stopPropagation();
    };
    window.addEventListener('focusin', keepFromToaster, true);
    window.addEventListener('focusout', keepFromToaster, true);
    return () => {
      window.removeEventListener('focusin', keepFromToaster, true);
      window.removeEventListener('focusout', keepFromToaster, true);
    };
  }, []);
}

/** SPEC §9: at most 20 notices are kept; a new one beyond that dismisses the oldest. */
export function useToastLimit(limit = TOAST_LIMIT): void {
  const { toasts } = useSonner();
  useEffect(() => {
    for (const id of idsBeyondLimit(toasts, limit)) toast.dismiss(id);
  }, [toasts, limit]);
}

/**
 * The app's notices: below the sticky header (4 rem), so one never covers the account menu or Sign out;
 * announced politely (sonner's region is aria-live="polite"); in page order for the keyboard. Each lasts
 * 5 s unless it says otherwise (errors 7 s, `toast.ts`); at most 20 are kept.
 */
export function Notifications() {
  useNoticesNeverHoldFocus();
  useToastLimit();
  // The notices follow the page's theme (the user's setting, or the system's for 'system').
  const { theme } = useLook().applied;
  return (
    <Toaster
      theme={theme}
      position="top-right"
      offset={{ top: '5rem', right: '1rem' }}
      mobileOffset={{ top: '4.5rem' }}
      richColors
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      style={ACCESSIBLE_TOAST_COLOURS}
    />
  );
}
