import type { ReactNode } from 'react';

/**
 * The bar at the top of every page with a header: the brand on the left, then `children`, and `below` it
 * what unfolds (the phone menu). The page's first paint draws the same bar (app-shell.tsx) before any
 * script has run, so the two must stay one component.
 */
export function HeaderBar({
  brand,
  children,
  below,
}: {
  brand: ReactNode;
  children?: ReactNode;
  below?: ReactNode;
}) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex min-h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        {brand}
        {children}
      </div>
      {below}
    </header>
  );
}
