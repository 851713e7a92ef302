import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '../../../components/ui/cn';

/** One section of the About page: a <section> named by its <h2>, with an optional decorative icon. */
export function AboutSection({
  title,
  icon: Icon,
  className,
  children,
}: {
  title: string;
  icon?: LucideIcon;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('mt-14', className)}>
      <h2 id={headingId} className="flex items-center gap-3 text-2xl font-bold tracking-tight text-slate-900">
        {Icon && <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-700" />}
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-slate-700">{children}</div>
    </section>
  );
}
