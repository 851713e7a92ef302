import { cn } from './cn';

/**
 * A decorative bar filled to `share` percent (clamped to 0-100); the text beside it carries the value.
 * SVG attributes size the fill, so it needs no inline style (the Content-Security-Policy forbids them).
 */
export function ShareBar({ share, className }: { share: number; className?: string }) {
  const width = Math.min(100, Math.max(0, share));
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 100 2"
      preserveAspectRatio="none"
      className={cn('block h-2 overflow-hidden rounded-full', className)}
    >
      <rect width="100" height="2" className="fill-slate-200" />
      <rect width={width} height="2" className="fill-brand-600" />
    </svg>
  );
}
