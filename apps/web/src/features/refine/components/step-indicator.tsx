import { Check } from 'lucide-react';
import { cn } from '../../../components/ui/cn';
import { useT } from '../../../lib/i18n/use-t';
import { REFINE_STEPS, type RefineStep, STEP_NAMES } from '../refine-steps';

/**
 * The four steps with the current one marked (aria-current="step"). On small screens only the numbered
 * circles show; the names stay available to screen readers.
 */
export function StepIndicator({ current }: { current: RefineStep }) {
  const t = useT();
  const currentIndex = REFINE_STEPS.indexOf(current);
  return (
    <nav aria-label={t('refine.steps.label')}>
      <ol className="flex items-center justify-between gap-2 sm:gap-4">
        {REFINE_STEPS.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo';
          return (
            <li
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex flex-1 items-center gap-2 last:flex-none sm:gap-3"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-9 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold',
                  state === 'current' && 'border-brand-700 bg-brand-700 text-white',
                  state === 'done' && 'border-brand-700 bg-white text-brand-800',
                  state === 'todo' && 'border-slate-400 bg-white text-slate-600',
                )}
              >
                {state === 'done' ? <Check className="size-4" /> : index + 1}
              </span>
              <span
                className={cn(
                  'sr-only text-sm sm:not-sr-only',
                  state === 'current' ? 'font-semibold text-slate-900' : 'text-slate-600',
                )}
              >
                <span className="sr-only">
                  {t('refine.steps.position', { number: index + 1, total: REFINE_STEPS.length })}{' '}
                </span>
                {t(STEP_NAMES[step])}
                {state === 'done' && <span className="sr-only"> {t('refine.steps.completed')}</span>}
              </span>
              {index < REFINE_STEPS.length - 1 && (
                <span aria-hidden="true" className="h-0.5 flex-1 rounded bg-slate-300" />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
