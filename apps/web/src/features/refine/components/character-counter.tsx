import { LIMITS } from '@resumeloop/contracts/scoring-constants';
import { cn } from '../../../components/ui/cn';
import { useFormat } from '../../../lib/format/format-context';
import { Message, useT } from '../../../lib/i18n/use-t';

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
  overMessage,
  label,
  className,
}: {
  id: string;
  count: number;
  limit: number;
  /** Said above the limit; 'Exceeds limit - content will be truncated' by default. */
  overMessage?: string;
  /** Said before the count ('Total', say); the text area's own counter needs none. */
  label?: string;
  className?: string;
}) {
  const t = useT();
  const format = useFormat();
  const state = counterStateOf(count, limit);
  const message =
    state === 'over'
      ? (overMessage ?? t('refine.counter.exceeds'))
      : state === 'warning'
        ? t('refine.counter.approaching')
        : null;
  const figures = { count: format.number(count), limit: format.number(limit) };
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
        {label ? (
          <Message
            id="refine.counter.labelledCharacters"
            values={{ ...figures, label, lead: (words) => <span className="font-medium">{words}</span> }}
          />
        ) : (
          t('refine.counter.characters', figures)
        )}
      </span>
      {message && <span>{message}</span>}
    </p>
  );
}
