import { Gauge } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { useFormat } from '../../../lib/format/format-context';
import { useT } from '../../../lib/i18n/use-t';
import { useFeatures } from '../api/get-features';
import { PREMIUM_CONTACT_HREF } from '../plan-messages';

/**
 * What is left of this month's analyses and uploads ('7 of 10 analyses and 9 of 10 uploads left this
 * month; the count starts again on December 1, 2026.'), or 'Unlimited' for a plan without limits. Once a
 * count is used up, a link asks about Premium. Nothing until the counts are known.
 */
export function MonthlyUsage({ className }: { className?: string }) {
  const t = useT();
  const format = useFormat();
  const features = useFeatures();
  const data = features.data;
  if (!data) return null;
  const { analyses, uploads, resets_at } = data.usage;
  // The first day of next month in UTC, as a calendar day: no time zone moves it to the 30th.
  const date = format.longCalendarDate(resets_at.slice(0, 10));
  let text: string;
  if (analyses.limit === null && uploads.limit === null) text = t('plans.usage.unlimited');
  else if (uploads.limit === null)
    text = t('plans.usage.analyses', { left: analyses.remaining ?? 0, limit: analyses.limit ?? 0, date });
  else if (analyses.limit === null)
    text = t('plans.usage.uploads', { left: uploads.remaining ?? 0, limit: uploads.limit, date });
  else
    text = t('plans.usage.summary', {
      analysesLeft: analyses.remaining ?? 0,
      analysesLimit: analyses.limit,
      uploadsLeft: uploads.remaining ?? 0,
      uploadsLimit: uploads.limit,
      date,
    });
  const usedUp = analyses.remaining === 0 || uploads.remaining === 0;
  return (
    <p data-monthly-usage="" className={cn('flex items-start gap-2 text-sm text-slate-700', className)}>
      <Gauge aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span>
        {text}
        {usedUp && (
          <>
            {' '}
            <Link
              to={PREMIUM_CONTACT_HREF}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {t('plans.locked.action')}
            </Link>
          </>
        )}
      </span>
    </p>
  );
}
