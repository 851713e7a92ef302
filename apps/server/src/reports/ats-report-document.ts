/**
 * A session's ATS report as the render package draws it, every text in the reader's language: the
 * checks are localized from the references the analysis kept (localize-analysis.ts), the report's own
 * words come from the catalogue's `report` area. The checks are those of the latest scores: after
 * refinement when the session was refined, else the analysis.
 */
import { SCORE_CATEGORY_IDS, type ScoreCheck } from '@resumeloop/contracts/scoring';
import { categoryLabelId, industryNameId } from '@resumeloop/engine/names';
import type { Locale, Translate } from '@resumeloop/i18n';
import type { AtsReportDocument, ReportCheck } from '@resumeloop/render/report';
import type { RefineSessionRow } from '../resumes/repository';
import { localizeFinalScores, localizeScoreReport } from '../scoring/localize-analysis';

const whole = (score: number) => Math.round(score);

function reportCheck(check: ScoreCheck, translate: Translate): ReportCheck {
  const status = !check.ran ? 'not_run' : check.passed ? 'passed' : 'failed';
  const statusLabel = translate(
    status === 'passed'
      ? 'report.check.passed'
      : status === 'failed'
        ? 'report.check.failed'
        : 'report.check.notRun',
  );
  return {
    status,
    statusLabel,
    label: check.label,
    points: check.ran
      ? translate('report.check.points', { weight: check.weight })
      : translate('report.check.notCounted'),
    found: { caption: translate('report.check.found'), text: check.reason },
    ...(status === 'failed' && check.fix.trim() !== ''
      ? { fix: { caption: translate('report.check.fix'), text: check.fix } }
      : {}),
  };
}

/** A signed difference of whole scores ('+12', '−3', '0'); the minus sign is the typographic one. */
const change = (before: number, after: number) => {
  const difference = whole(after) - whole(before);
  return difference > 0 ? `+${difference}` : difference < 0 ? `−${-difference}` : '0';
};

export function atsReportDocument(
  row: RefineSessionRow,
  options: { translate: Translate; locale: Locale; now: Date },
): AtsReportDocument {
  const { translate, locale, now } = options;
  const initial = localizeScoreReport(row.initialScore, translate);
  const final = row.finalScores ? localizeFinalScores(row.finalScores, translate) : null;
  const latest = final ?? initial;
  const industryId = industryNameId(row.targetIndustry);
  const industry = industryId ? translate(industryId) : row.targetIndustry;
  const none = translate('report.scores.none');
  const jobTitle = row.jobTitle.trim();
  return {
    language: locale,
    // A posting whose title could not be read leaves the job out rather than printing an empty name.
    title: jobTitle ? translate('report.documentTitle', { jobTitle }) : translate('report.title'),
    details: [
      jobTitle ? translate('report.job', { jobTitle, industry }) : industry,
      translate('report.sessionDate', { date: row.createdAt }),
      translate('report.madeOn', { date: now }),
    ],
    overall: final
      ? translate('report.overall.refined', {
          before: whole(initial.overall_score),
          after: whole(final.overall_score),
        })
      : translate('report.overall.unrefined', { before: whole(initial.overall_score) }),
    scores: {
      heading: translate('report.scores.heading'),
      columns: [
        translate('report.scores.category'),
        translate('report.scores.before'),
        translate('report.scores.after'),
        translate('report.scores.change'),
      ],
      rows: SCORE_CATEGORY_IDS.map((id) => {
        const before = initial.scores[id];
        const after = final?.scores[id];
        return [
          translate(categoryLabelId(id)),
          String(whole(before)),
          after === undefined ? none : String(whole(after)),
          after === undefined ? none : change(before, after),
        ];
      }),
    },
    checks: {
      heading: translate('report.checks.heading'),
      intro: translate(final ? 'report.checks.introRefined' : 'report.checks.introUnrefined'),
      categories: latest.categories.map((category) => ({
        heading: category.label,
        summary: translate('report.category.summary', {
          score: whole(category.score),
          weight: category.weight,
        }),
        checks: category.checks.map((check) => reportCheck(check, translate)),
      })),
    },
    // The numbers are put in by the render thread, which alone knows how many pages there are.
    pageLabel: translate('report.page', { page: '{page}', pages: '{pages}' }),
  };
}

/** The download's file name: ASCII, from the job title and the session's date ('ats-report-data-analyst-2026-11-28.pdf'). */
export function atsReportFileName(row: Pick<RefineSessionRow, 'jobTitle' | 'createdAt'>): string {
  const slug = row.jobTitle
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  const date = row.createdAt.toISOString().slice(0, 10);
  return `ats-report-${slug ? `${slug}-` : ''}${date}.pdf`;
}
