import { LIMITS, SCORING_MESSAGES } from '@resumeloop/contracts/scoring-constants';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { useFormat } from '../../../lib/format/format-context';
import { Message, useT } from '../../../lib/i18n/use-t';
import { useRefineResume } from '../api/refine-resume';
import { useRefineSession } from '../hooks/use-refine-session';
import { flowErrorMessage } from '../refine-errors';
import { CategoryScoreBars } from './category-score-bars';
import { CharacterCounter } from './character-counter';
import { StepHeading } from './step-heading';
import { TextAreaField } from './text-area-field';

const TOTAL_COUNTER_ID = 'refine-answers-total';

export const totalAnswerLength = (answers: string[]) =>
  answers.reduce((total, answer) => total + answer.length, 0);

/** Step 2: the initial score and one answer per tailored question. */
export function QuestionnaireStep({
  onBack,
  onRefined,
}: {
  onBack: () => void;
  onRefined: (sessionId: string) => void;
}) {
  const { session, update } = useRefineSession();
  const refine = useRefineResume();
  const format = useFormat();
  const t = useT();
  const total = totalAnswerLength(session.answers);

  const setAnswer = (index: number, value: string) =>
    update((current) => {
      const answers = current.questions.map((_, position) => current.answers[position] ?? '');
      answers[index] = value;
      return { answers };
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (refine.isPending) return;
    // SPEC §5: the only limit the client enforces; single answers over 2,000 are the server's to trim.
    if (total > LIMITS.answersTotal) {
      update({ error: SCORING_MESSAGES.answersTotal });
      return;
    }
    update({ error: null });
    refine.mutate(
      {
        resume_text: session.resumeText,
        job_description: session.jobDescription,
        target_industry: session.targetIndustry,
        answers: session.questions.map((_, index) => session.answers[index] ?? ''),
      },
      {
        onSuccess: (response) => {
          // The session is in place before the URL moves on to it.
          flushSync(() =>
            update({
              sessionId: response.session_id,
              finalText: response.final_text,
              history: response.history,
              unusedAnswers: response.unused_answers,
              finalScores: response.final_scores,
              structuredResume: response.structured_resume,
              refineNotices: response.notices,
              writerNotice: response.writer_notice,
              error: null,
            }),
          );
          onRefined(response.session_id);
        },
        onError: (error) => update({ error: flowErrorMessage(t, error, 'refine.errors.refineFailed') }),
      },
    );
  };

  const back = () => {
    update({ error: null });
    onBack();
  };

  return (
    <div>
      <StepHeading eyebrow={t('refine.questions.eyebrow')}>{t('refine.questions.heading')}</StepHeading>

      <div className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4">
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-medium text-slate-600">{t('refine.questions.targetIndustry')}</dt>
            <dd className="mt-0.5 font-semibold text-slate-900">{session.targetIndustry}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-600">{t('refine.questions.initialScore')}</dt>
            <dd className="mt-0.5 font-semibold text-slate-900">
              {session.initialScore
                ? t('refine.questions.score', { score: Math.round(session.initialScore.overall_score) })
                : t('refine.questions.notAvailable')}
            </dd>
          </div>
        </dl>
        {session.initialScore && (
          <div className="mt-4 border-t border-slate-200 pt-3">
            <CategoryScoreBars report={session.initialScore} />
          </div>
        )}
      </div>

      <Notice tone="info" title={t('refine.questions.betaTitle')} className="mt-4">
        {t('refine.questions.betaBody', {
          answerLimit: format.number(LIMITS.answer),
          totalLimit: format.number(LIMITS.answersTotal),
        })}
      </Notice>

      {session.analyzeNotices.map((notice) => (
        <Notice key={notice} tone="warning" className="mt-4">
          {notice}
        </Notice>
      ))}

      <form
        noValidate
        onSubmit={submit}
        className="mt-8 space-y-8"
        aria-label={t('refine.questions.formLabel')}
      >
        {session.questions.map((question, index) => (
          <TextAreaField
            // biome-ignore lint/suspicious/noArrayIndexKey: a question's position is its identity here
            key={index}
            id={`refine-answer-${index}`}
            label={
              <Message
                id="refine.questions.answerLabel"
                values={{
                  number: index + 1,
                  question,
                  muted: (words) => <span className="text-slate-600">{words}</span>,
                }}
              />
            }
            hint={t('refine.questions.answerHint')}
            value={session.answers[index] ?? ''}
            onValueChange={(value) => setAnswer(index, value)}
            limit={LIMITS.answer}
            rows={4}
            className="font-sans text-base"
          />
        ))}

        <CharacterCounter
          id={TOTAL_COUNTER_ID}
          label={t('refine.questions.totalLabel')}
          count={total}
          limit={LIMITS.answersTotal}
          overMessage={t('refine.counter.answersExceed')}
          className="rounded-lg border border-slate-200 p-3"
        />

        {session.error && <Notice tone="error">{session.error}</Notice>}

        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between">
          <Button variant="secondary" onClick={back} disabled={refine.isPending}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('refine.questions.back')}
          </Button>
          <Button type="submit" size="lg" disabled={refine.isPending} aria-describedby={TOTAL_COUNTER_ID}>
            {refine.isPending ? t('refine.questions.refining') : t('refine.questions.continue')}
            {refine.isPending ? (
              <Spinner className="size-5" />
            ) : (
              <ArrowRight aria-hidden="true" className="size-5" />
            )}
          </Button>
        </div>
      </form>
    </div>
  );
}
