import { cn } from '../../../components/ui/cn';
import { useT } from '../../../lib/i18n/use-t';
import { STATUS_LABELS } from '../labels';

const TONES: Record<keyof typeof STATUS_LABELS, string> = {
  active: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  disabled: 'border-red-300 bg-red-50 text-red-800',
  unverified: 'border-amber-300 bg-amber-50 text-amber-950',
};

/** An account's status as a labelled badge: the word says it, the colour only repeats it. */
export function StatusBadge({ status }: { status: keyof typeof STATUS_LABELS }) {
  const t = useT();
  return (
    <span
      className={cn(
        'inline-block whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        TONES[status],
      )}
    >
      {t(STATUS_LABELS[status])}
    </span>
  );
}
