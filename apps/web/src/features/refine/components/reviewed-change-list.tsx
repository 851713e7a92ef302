import type { ClaimFlag, ReviewedChange } from '@resumeloop/contracts/review';
import { REVIEW_LIMITS } from '@resumeloop/contracts/review-constants';
import { Check, CircleAlert, CircleCheck, CircleHelp, Pencil, Undo2, X } from 'lucide-react';
import { type ReactNode, useId, useLayoutEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useFormat } from '../../../lib/format/format-context';
import { Message, useT } from '../../../lib/i18n/use-t';
import {
  CHANGE_KIND_LABELS,
  CLAIM_KIND_LABELS,
  flagsSpanBefore,
  locationOf,
  segmentsOf,
  VERDICT_LABELS,
} from '../review-model';
import { TextAreaField } from './text-area-field';

/** The longest wording of their own a user may accept for one change (DecideChangesRequest's `text`). */
export const EDITED_TEXT_LIMIT = REVIEW_LIMITS.editedText;

const bold = (words: ReactNode) => <span className="font-semibold">{words}</span>;

/** What a decision on one change asks: accept (in the writer's words or the user's), or reject. */
export type ChangeDecision = { accept: true; text?: string } | { accept: false };

/** Which decision on a change is on its way. */
export type DecisionKind = 'accept' | 'accept-edited' | 'reject';
export const decisionKindOf = (decision: ChangeDecision): DecisionKind =>
  !decision.accept ? 'reject' : decision.text === undefined ? 'accept' : 'accept-edited';

/** The element each change's status line has: the focus goes there once a decision is in. */
export const changeStatusIdOf = (listId: string, changeId: string) =>
  `${listId}-${changeId.replace(/[^\w-]/g, '_')}-status`;

// Words and an icon for each verdict; the colours only repeat them.
const VERDICT_STYLES: Record<ReviewedChange['verdict'], { classes: string; icon: typeof CircleCheck }> = {
  supported: { classes: 'border-emerald-200 bg-emerald-50 text-emerald-900', icon: CircleCheck },
  confirm: { classes: 'border-amber-300 bg-amber-50 text-amber-950', icon: CircleHelp },
  unsupported: { classes: 'border-red-200 bg-red-50 text-red-800', icon: CircleAlert },
};

function VerdictBadge({ verdict }: { verdict: ReviewedChange['verdict'] }) {
  const t = useT();
  const { classes, icon: Icon } = VERDICT_STYLES[verdict];
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-sm font-semibold',
        classes,
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {t(VERDICT_LABELS[verdict])}
    </span>
  );
}

/**
 * A change's text with each flagged span in a <mark>, its number next to it and its reason (listed under
 * the change) tied to it with aria-describedby.
 */
function FlaggedText({
  text,
  flags,
  reasonIdOf,
}: {
  text: string;
  flags: readonly ClaimFlag[];
  reasonIdOf: (index: number) => string;
}) {
  return (
    <>
      {segmentsOf(text, flags).map((segment, index) =>
        segment.flag === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one text; order is identity
          <span key={index}>{segment.text}</span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one text; order is identity
          <span key={index}>
            <mark
              aria-describedby={reasonIdOf(segment.flag)}
              className="rounded-sm bg-amber-200 px-0.5 text-amber-950 underline decoration-amber-950 decoration-dotted underline-offset-2"
            >
              {segment.text}
            </mark>
            <sup aria-hidden="true" className="ml-0.5 font-semibold">
              {segment.flag + 1}
            </sup>
          </span>
        ),
      )}
    </>
  );
}

function ReviewedChangeItem({
  change,
  number,
  statusId,
  onDecide,
  deciding,
  locked,
  undone,
}: {
  change: ReviewedChange;
  /** The change's place in the list, from 1: what its buttons are named by. */
  number: number;
  statusId: string;
  onDecide: (change: ReviewedChange, number: number, decision: ChangeDecision) => void;
  /** This change's decision is on its way: which one. */
  deciding: DecisionKind | null;
  /** A decision is on its way (this change's or another's): the buttons wait for it. */
  locked: boolean;
  /** Applied, then taken back with Undo under "What changed". */
  undone: boolean;
}) {
  const t = useT();
  const format = useFormat();
  const editedTooLong = t('refine.review.editedTooLong', { limit: format.number(EDITED_TEXT_LIMIT) });
  const baseId = useId();
  const reasonIdOf = (index: number) => `${baseId}-reason-${index}`;
  const editId = `${baseId}-edit`;
  const editButtonId = `${baseId}-edit-button`;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(change.after);
  const [draftError, setDraftError] = useState<string | undefined>(undefined);
  /** Where the focus goes once the edit box opens or closes (in the commit that shows it). */
  const [focusTo, setFocusTo] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (!focusTo) return;
    document.getElementById(focusTo)?.focus();
    setFocusTo(null);
  }, [focusTo]);
  const location = locationOf(change, t);
  const onBefore = flagsSpanBefore(change);
  const flagsOf = (side: 'before' | 'after') => ((side === 'before') === onBefore ? change.flags : []);

  const openEditor = () => {
    setDraft(change.after);
    setDraftError(undefined);
    setEditing(true);
    setFocusTo(editId);
  };
  const closeEditor = () => {
    setEditing(false);
    setDraftError(undefined);
    setFocusTo(editButtonId);
  };
  const acceptEdited = () => {
    const text = draft.trim();
    const problem = !text
      ? t('refine.review.editedRequired')
      : text.length > EDITED_TEXT_LIMIT
        ? editedTooLong
        : null;
    if (problem) {
      setDraftError(problem);
      document.getElementById(editId)?.focus();
      return;
    }
    setDraftError(undefined);
    onDecide(change, number, { accept: true, text });
  };

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-brand-800">
            {t('refine.review.changeTitle', { number, kind: t(CHANGE_KIND_LABELS[change.kind]) })}
          </p>
          <p className="text-sm break-words text-slate-700">{location}</p>
        </div>
        <VerdictBadge verdict={change.verdict} />
      </div>

      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-3">
        <dt className="font-semibold text-slate-700">{t('refine.review.before')}</dt>
        <dd className="rounded bg-red-50 px-2 py-1 break-words text-red-900">
          {change.before ? (
            <FlaggedText text={change.before} flags={flagsOf('before')} reasonIdOf={reasonIdOf} />
          ) : (
            <em>{t('refine.review.new')}</em>
          )}
        </dd>
        <dt className="font-semibold text-slate-700">{t('refine.review.after')}</dt>
        <dd className="rounded bg-emerald-50 px-2 py-1 break-words text-emerald-900">
          {change.after ? (
            <FlaggedText text={change.after} flags={flagsOf('after')} reasonIdOf={reasonIdOf} />
          ) : (
            <em>{t('refine.review.removed')}</em>
          )}
        </dd>
      </dl>

      {change.flags.length > 0 && (
        <div className="mt-3">
          <p className="text-sm font-semibold text-slate-800">
            {t('refine.review.flagsHeading', { count: change.flags.length })}
          </p>
          <ol className="mt-1 list-decimal space-y-1 pl-6 text-sm text-slate-800">
            {change.flags.map((flag, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a change's flags are fixed; order is identity
              <li key={index} className="break-words">
                <Message
                  id="refine.review.flag"
                  values={{
                    kind: t(CLAIM_KIND_LABELS[flag.kind]),
                    text: flag.text,
                    reason: flag.reason,
                    b: bold,
                    why: (words) => <span id={reasonIdOf(index)}>{words}</span>,
                  }}
                />
              </li>
            ))}
          </ol>
        </div>
      )}

      {change.status === 'pending' ? (
        <>
          <p id={statusId} tabIndex={-1} className="mt-3 text-sm text-slate-700 focus:outline-none">
            {t('refine.review.waiting')}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={locked}
              onClick={() => onDecide(change, number, { accept: true })}
              aria-label={t('refine.review.acceptLabel', { number, location })}
            >
              <Check aria-hidden="true" className="size-4" />
              {deciding === 'accept' ? t('refine.review.accepting') : t('refine.review.accept')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={locked}
              onClick={() => onDecide(change, number, { accept: false })}
              aria-label={t('refine.review.rejectLabel', { number, location })}
            >
              <X aria-hidden="true" className="size-4" />
              {deciding === 'reject' ? t('refine.review.rejecting') : t('refine.review.reject')}
            </Button>
            {change.after && (
              <Button
                id={editButtonId}
                variant="ghost"
                size="sm"
                disabled={locked}
                aria-expanded={editing}
                onClick={() => (editing ? closeEditor() : openEditor())}
                aria-label={t('refine.review.editLabel', { number, location })}
              >
                <Pencil aria-hidden="true" className="size-4" />
                {t('refine.review.edit')}
              </Button>
            )}
          </div>
          {editing && (
            <div className="mt-3 space-y-2">
              <TextAreaField
                id={editId}
                label={t('refine.review.editedLabel', { number })}
                hint={t('refine.review.editedHint')}
                value={draft}
                onValueChange={setDraft}
                limit={EDITED_TEXT_LIMIT}
                overMessage={editedTooLong}
                error={draftError}
                rows={3}
              />
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  disabled={locked}
                  onClick={acceptEdited}
                  aria-label={t('refine.review.acceptEditedLabel', { number })}
                >
                  <Check aria-hidden="true" className="size-4" />
                  {deciding === 'accept-edited'
                    ? t('refine.review.accepting')
                    : t('refine.review.acceptEdited')}
                </Button>
                <Button variant="ghost" size="sm" disabled={locked} onClick={closeEditor}>
                  {t('refine.review.cancel')}
                </Button>
              </div>
            </div>
          )}
        </>
      ) : (
        <p
          id={statusId}
          tabIndex={-1}
          className="mt-3 flex items-start gap-1.5 text-sm text-slate-800 focus:outline-none"
        >
          {change.status === 'applied' && undone ? (
            <>
              <Undo2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <Message id="refine.review.status.undone" values={{ b: bold }} />
              </span>
            </>
          ) : change.status === 'applied' ? (
            <>
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-800" />
              <span>
                <Message id="refine.review.status.applied" values={{ b: bold }} />
              </span>
            </>
          ) : (
            <>
              <X aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <Message id="refine.review.status.rejected" values={{ b: bold }} />
              </span>
            </>
          )}
        </p>
      )}
    </li>
  );
}

/** The changes of a rewrite as the guard judged them, each with what the user can do about it. */
export function ReviewedChangeList({
  listId,
  changes,
  onDecide,
  deciding,
  locked = false,
  undoneIds = new Set(),
}: {
  /** Prefixes the ids of the changes' status lines (see changeStatusIdOf). */
  listId: string;
  changes: readonly ReviewedChange[];
  onDecide: (change: ReviewedChange, number: number, decision: ChangeDecision) => void;
  /** The decision on its way, if any. */
  deciding: { id: string; kind: DecisionKind } | null;
  /** Something else is on its way (a rewrite being checked): no decision until it is done. */
  locked?: boolean;
  /** The applied changes taken back since. */
  undoneIds?: ReadonlySet<string>;
}) {
  return (
    <ol className="mt-4 space-y-4">
      {changes.map((change, index) => (
        <ReviewedChangeItem
          key={change.id}
          change={change}
          number={index + 1}
          statusId={changeStatusIdOf(listId, change.id)}
          onDecide={onDecide}
          deciding={deciding?.id === change.id ? deciding.kind : null}
          locked={locked || deciding !== null}
          undone={undoneIds.has(change.id)}
        />
      ))}
    </ol>
  );
}
