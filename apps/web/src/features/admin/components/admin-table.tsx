import { type ReactNode, useId } from 'react';
import { cn } from '../../../components/ui/cn';

/**
 * A console list as a table: wider than a phone, it scrolls sideways in its own box (reachable by
 * keyboard) while the first column stays put. The box is `relative` so the hidden texts inside
 * (sr-only, absolutely placed) stay within it rather than widening the page.
 */
export function AdminTable({
  caption,
  columns,
  minWidth,
  bodyClassName,
  children,
}: {
  caption: string;
  columns: ReactNode[];
  /** The table's least width, a Tailwind class ('min-w-[46rem]'). */
  minWidth: string;
  bodyClassName?: string;
  /** The rows, each led by a `<th scope="row">` with `sticky left-0 bg-white`. */
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white"
      aria-labelledby={`${id}-caption`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
    >
      <table className={cn('w-full border-collapse text-left text-sm', minWidth)}>
        <caption id={`${id}-caption`} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column, index) => (
              <th
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed and never reorder
                key={index}
                scope="col"
                className={cn('px-4 py-3 font-semibold', index === 0 && 'sticky left-0 bg-slate-50')}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={cn('divide-y divide-slate-200', bodyClassName)}>{children}</tbody>
      </table>
    </section>
  );
}
