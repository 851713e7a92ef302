import { type ReactNode, useId } from 'react';
import { cn } from '../../../components/ui/cn';

/** A landing-page section: a <section> named by its <h2>, with an optional lead paragraph. */
export function LandingSection({
  title,
  lead,
  className,
  children,
}: {
  title: string;
  lead?: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('px-4 py-16 sm:px-6 sm:py-20', className)}>
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-slate-900">
            {title}
          </h2>
          {lead && <p className="mt-3 text-lg text-slate-600">{lead}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
