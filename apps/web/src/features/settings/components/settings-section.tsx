import { type ReactNode, useId } from 'react';
import { cn } from '../../../components/ui/cn';

/** One block of a settings page: an h2, a line of explanation, then the block's form or action. */
export function SettingsSection({
  title,
  description,
  danger = false,
  children,
}: {
  title: string;
  description?: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-xl border bg-white p-5 shadow-sm sm:p-6',
        danger ? 'border-red-200' : 'border-slate-200',
      )}
    >
      <h2 id={headingId} className={cn('text-xl font-semibold', danger ? 'text-red-800' : 'text-slate-900')}>
        {title}
      </h2>
      {description && <p className="mt-1 text-slate-600">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
