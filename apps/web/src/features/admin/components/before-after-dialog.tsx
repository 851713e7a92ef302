import type { TAdminFeedbackItem } from '@resumeloop/contracts/admin';
import { useId } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n/use-t';
import { useFeedbackTexts } from '../api/admin-api';

/** The session's resume before and after refinement, side by side (one above the other on a phone). */
export function BeforeAfterDialog({ item, onClose }: { item: TAdminFeedbackItem; onClose: () => void }) {
  const t = useT();
  const texts = useFeedbackTexts(item.id, true);
  const id = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('admin.feedback.beforeAfterTitle')}
      description={item.user_email}
      className="max-w-6xl"
    >
      {texts.isPending ? (
        <p className="flex items-center gap-2 text-slate-700">
          <Spinner />
          {t('admin.loading')}
        </p>
      ) : texts.isError ? (
        <Notice tone="error" title={t('admin.feedback.textsFailed')}>
          {texts.error.message}
        </Notice>
      ) : (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {(
            [
              ['admin.feedback.before', texts.data.resume_text],
              ['admin.feedback.after', texts.data.refined_text],
            ] as const
          ).map(([label, text]) => (
            <div key={label} className="min-w-0">
              <h3 id={`${id}-${label}`} className="font-semibold text-slate-900">
                {t(label)}
              </h3>
              {/* A long resume scrolls in its own box, which the keyboard can reach and scroll. */}
              <section
                aria-labelledby={`${id}-${label}`}
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs the focus to scroll by keyboard
                tabIndex={0}
                className="mt-2 max-h-[60dvh] overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-3"
              >
                <pre className="whitespace-pre-wrap break-words font-sans text-sm text-slate-900">{text}</pre>
              </section>
            </div>
          ))}
        </div>
      )}
    </Dialog>
  );
}
