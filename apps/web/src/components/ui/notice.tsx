import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

export type NoticeTone = 'success' | 'error' | 'info' | 'warning';

const TONES: Record<NoticeTone, { classes: string; icon: typeof Info }> = {
  success: { classes: 'border-emerald-200 bg-emerald-50 text-emerald-900', icon: CircleCheck },
  error: { classes: 'border-red-200 bg-red-50 text-red-800', icon: CircleAlert },
  info: { classes: 'border-brand-200 bg-brand-50 text-brand-900', icon: Info },
  warning: { classes: 'border-amber-300 bg-amber-50 text-amber-950', icon: TriangleAlert },
};

/** A boxed message. Errors are alerts; the others are polite status messages. */
export function Notice({
  tone,
  title,
  children,
  className,
}: {
  tone: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const { classes, icon: Icon } = TONES[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border p-4', classes, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 break-words">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={cn(title ? 'mt-1' : undefined)}>{children}</div>}
      </div>
    </div>
  );
}
