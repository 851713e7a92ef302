import { LIMITS } from '@resumeloop/contracts/scoring-constants';
import { cn } from '../../../components/ui/cn';
import { useFormat } from '../../../lib/format/format-context';
import { type Formatters, guestFormatters } from '../../../lib/format/formatters';
import { REFINE_MESSAGES } from '../refine-messages';

export type CounterState = 'normal' | 'warning' | 'over';

/** SPEC §5, §9: amber above 80 % of the limit, red above the limit. */
export function counterStateOf(
  count: number,
  limit: number,
  warnRatio: number = LIMITS.warnRatio,
): CounterState {
  if (count > limit) return 'over';
  if (count > limit * warnRatio) return 'warning';
  return 'normal';
}

/** '1,234 / 8,000' (en-US, a guest's format by default), '1.234 / 8.000' (de-DE). */
export const formatCount = (count: number, limit: number, format: Formatters = guestFormatters()) =>
  `${format.number(count)} / ${format.number(limit)}`;

// Amber 800 and red 700 on white both reach 4.5:1 (WCAG AA for small text).
const STATE_CLASSES: Record<CounterState, string> = {
  normal: 'text-slate-600',
  warning: 'text-amber-800',
  over: 'text-red-700',
};

/**
 * The count under a text area ('1,234 / 8,000') with the limit's state in words, so colour is never the
 * only signal. The text area points at it with aria-describedby.
 */
export function CharacterCounter({
  id,
  count,
  limit,
  overMessage = REFINE_MESSAGES.exceedsLimit,
  label,
  className,
}: {
  id: string;
  count: number;
  limit: number;
  overMessage?: string;
  /** Said before the count ('Total', say); the text area's own counter needs none. */
  label?: string;
  className?: string;
}) {
  const format = useFormat();
  const state = counterStateOf(count, limit);
  const message =
    state === 'over' ? overMessage : state === 'warning' ? REFINE_MESSAGES.approachingLimit : null;
  return (
    <p
      id={id}
      data-state={state}
      className={cn(
        'mt-1.5 flex flex-wrap justify-between gap-x-3 text-sm',
        STATE_CLASSES[state],
        state !== 'normal' && 'font-medium',
        className,
      )}
    >
      <span>
        {label && <span className="font-medium">{label}: </span>}
        {formatCount(count, limit, format)} characters
      </span>
      {message && <span>{message}</span>}
    </p>
  );
}
