import type { BulkAnalyzeRequest, BulkAnalyzeResponse, BulkResult } from '@resumeloop/contracts/bulk';
import { ArrowRight } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n/use-t';
import {
  CategoryScoreBars,
  hasUnfinishedRefinement,
  openAnalysisInFlow,
  useIndustryLabel,
} from '../../refine';

/**
 * The postings ranked by fit (an ordered list, best first), each with its job-match and overall scores,
 * what it asks for that the resume lacks, its seven categories on demand, and Open, which continues the
 * refine flow with that posting's analysis. Postings that could not be analysed follow, with why.
 */
export function CompareResults({
  userId,
  request,
  response,
  onEdit,
  takeFocus,
}: {
  /** Move the focus to the results (they have just arrived). */
  takeFocus: boolean;
  userId: string;
  request: BulkAnalyzeRequest;
  response: BulkAnalyzeResponse;
  onEdit: () => void;
}) {
  const t = useT();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();

  // New results take the focus, so a screen reader and the keyboard land on them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the results arrive, not when re-rendered.
  useEffect(() => {
    if (!takeFocus) return;
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  const titleOf = (index: number, title: string) =>
    title.trim() || t('bulk.results.untitled', { number: index + 1 });

  /** A posting whose Open waits for the person to say the flow's unfinished work may be replaced. */
  const [replacing, setReplacing] = useState<BulkResult | null>(null);

  const open = (result: BulkResult) => {
    const posting = request.postings[result.posting_index];
    if (!posting) return;
    const path = openAnalysisInFlow(
      userId,
      {
        resumeText: request.resume_text,
        jobDescription: posting.job_description,
        targetIndustry: posting.target_industry,
      },
      result.analysis,
    );
    navigate(path);
  };

  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <div>
        <h2
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="scroll-mt-24 text-2xl font-bold text-slate-900 focus:outline-none"
        >
          {t('bulk.results.heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('bulk.results.rankedBy')}</p>
      </div>
      <ol className="space-y-4" data-compare-results>
        {response.results.map((result) => (
          <ResultCard
            key={result.posting_index}
            result={result}
            title={titleOf(result.posting_index, result.job_title)}
            onOpen={() => (hasUnfinishedRefinement(userId) ? setReplacing(result) : open(result))}
          />
        ))}
      </ol>
      {response.failures.length > 0 && (
        <div className="rounded-xl border border-red-200 bg-red-50 p-4">
          <h3 className="font-semibold text-red-900">{t('bulk.results.failedHeading')}</h3>
          <ul className="mt-2 space-y-1 text-sm text-red-900">
            {response.failures.map((failure) => (
              <li key={failure.posting_index}>
                {t('bulk.results.failed', {
                  title: titleOf(failure.posting_index, failure.job_title),
                  detail: failure.detail,
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Button variant="secondary" onClick={onEdit}>
        {t('bulk.results.edit')}
      </Button>
      <Dialog
        open={replacing !== null}
        onClose={() => setReplacing(null)}
        title={t('bulk.replace.title')}
        description={t('bulk.replace.description')}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setReplacing(null)}>
            {t('bulk.replace.keep')}
          </Button>
          <Button
            onClick={() => {
              const chosen = replacing;
              setReplacing(null);
              if (chosen) open(chosen);
            }}
          >
            {t('bulk.replace.confirm')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

function ResultCard({ result, title, onOpen }: { result: BulkResult; title: string; onOpen: () => void }) {
  const t = useT();
  const titleId = useId();
  const industryLabel = useIndustryLabel();
  return (
    <li
      aria-labelledby={titleId}
      data-rank={result.rank}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
        >
          {t('bulk.results.rankBadge', { rank: result.rank })}
        </span>
        <div className="min-w-48 flex-1">
          <h3 id={titleId} className="text-lg font-semibold break-words text-slate-900">
            <span className="sr-only">{t('bulk.results.rankLabel', { rank: result.rank })} </span>
            {title}
          </h3>
          <p className="text-sm text-slate-600">{industryLabel(result.target_industry)}</p>
        </div>
        <dl className="flex gap-4 text-center">
          <div>
            <dt className="text-xs font-medium text-slate-600">{t('bulk.results.fit')}</dt>
            <dd className="text-2xl font-bold text-slate-900 tabular-nums">
              {t('bulk.results.score', { score: result.fit_score })}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-600">{t('bulk.results.overall')}</dt>
            <dd className="text-2xl font-bold text-slate-900 tabular-nums">
              {t('bulk.results.score', { score: result.overall_score })}
            </dd>
          </div>
        </dl>
      </div>
      <div className="mt-3">
        <h4 className="text-sm font-medium text-slate-800">{t('bulk.results.gaps')}</h4>
        {result.missing_requirements.length > 0 ? (
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {result.missing_requirements.map((requirement) => (
              <li
                key={requirement}
                className="rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-sm text-amber-950"
              >
                {requirement}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-700">{t('bulk.results.noGaps')}</p>
        )}
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-brand-800">
          {t('bulk.results.categories')}
        </summary>
        <div className="mt-2">
          <CategoryScoreBars report={result.analysis.initial_score} />
        </div>
      </details>
      <div className="mt-4">
        <Button onClick={onOpen} aria-label={t('bulk.results.openLabel', { title })}>
          {t('bulk.results.open')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </li>
  );
}
