import { useT } from '../../lib/i18n/use-t';
import { Spinner } from './spinner';

/** The product's former name, shown on the loading screen (SPEC §1; see docs/decisions/0003). */
export const LOADING_SCREEN_PRODUCT_NAME = 'Resume Refiner';

/** A page-sized wait: the product's name and what is happening ('Loading...' unless `message` says). */
export function LoadingScreen({ message }: { message?: string }) {
  const t = useT();
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-8"
    >
      <Spinner className="size-10 text-brand-700" />
      <p className="text-lg font-semibold text-slate-900">{LOADING_SCREEN_PRODUCT_NAME}</p>
      <p className="text-slate-600">{message ?? t('common.loading')}</p>
    </div>
  );
}
