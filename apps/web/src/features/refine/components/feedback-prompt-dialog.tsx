import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

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
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Share Your Feedback"
      description="How did the refinement do? A minute of feedback on what helped and what missed shapes the next release of ResumeLoop."
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Maybe Later
        </Button>
        <Button onClick={onGiveFeedback}>Give Feedback</Button>
      </div>
    </Dialog>
  );
}
