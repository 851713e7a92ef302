import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { useFormat } from '../../../lib/format/format-context';
import { useT } from '../../../lib/i18n/use-t';
import { useRefineSession } from '../hooks/use-refine-session';

/**
 * Says that what the person typed earlier (in a tab since closed, or another one) is back, with a way to
 * start clean instead, and a way back from that.
 */
export function DraftNotice() {
  const { restoredDraft, discardDraft, undoDiscard } = useRefineSession();
  const format = useFormat();
  const t = useT();
  if (!restoredDraft) return null;
  if (restoredDraft.discarded) {
    return (
      <Notice tone="info" className="mt-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span>{t('refine.draft.discarded')}</span>
          <Button variant="secondary" size="sm" onClick={undoDiscard}>
            {t('refine.draft.undo')}
          </Button>
        </div>
      </Notice>
    );
  }
  return (
    <Notice tone="info" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span>{t('refine.draft.restored', { date: format.dateTime(new Date(restoredDraft.savedAt)) })}</span>
        <Button variant="secondary" size="sm" onClick={discardDraft}>
          {t('refine.draft.discard')}
        </Button>
      </div>
    </Notice>
  );
}
