import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n/use-t';

/** SPEC §2.4: 'Share Your Feedback'; Maybe Later closes it, Give Feedback opens the survey. */
export function FeedbackPromptDialog({
  open,
  onClose,
  onGiveFeedback,
}: {
  open: boolean;
  onClose: () => void;
  onGiveFeedback: () => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('refine.feedbackPrompt.title')}
      description={t('refine.feedbackPrompt.body')}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('refine.feedbackPrompt.later')}
        </Button>
        <Button onClick={onGiveFeedback}>{t('refine.feedbackPrompt.give')}</Button>
      </div>
    </Dialog>
  );
}
