import type {
  TAdminFeedbackItem,
  TAdminFeedbackQuery,
  TAdminFeedbackSummary,
} from '@resumeloop/contracts/admin';
import { and, count, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { feedback, users } from '../db/schema';

/** The filters as one condition: a rating at most, a kind of problem reported, an industry (any case). */
function feedbackWhere(query: TAdminFeedbackQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.max_rating !== undefined)
    conditions.push(lte(feedback.overallImprovementRating, query.max_rating));
  if (query.report === 'fabricated') conditions.push(eq(feedback.hasFabricatedContent, true));
  if (query.report === 'dropped') conditions.push(eq(feedback.hasDroppedContent, true));
  if (query.report === 'inappropriate') conditions.push(eq(feedback.hasInappropriateLanguage, true));
  if (query.report === 'export') conditions.push(eq(feedback.exportWorkedSmoothly, false));
  if (query.industry) conditions.push(sql`lower(${feedback.targetIndustry}) = lower(${query.industry})`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The overall improvement rating's values (SPEC §3: 1 to 10). */
const OVERALL_RATINGS = Array.from({ length: 10 }, (_, index) => index + 1);

const rounded = (value: unknown): number | null =>
  value === null || value === undefined ? null : Math.round(Number(value) * 100) / 100;

/** The feedback people gave before export, as the admin console reads it. */
export function createAdminFeedbackRepository(db: AppDatabase) {
  return {
    /** One page of entries matching the filters, newest first, with the aggregates over all of them. */
    async page(
      query: TAdminFeedbackQuery,
    ): Promise<{ items: TAdminFeedbackItem[]; total: number; summary: TAdminFeedbackSummary }> {
      const where = feedbackWhere(query);
      const [rows, [totals]] = await Promise.all([
        db
          .select({ entry: feedback, email: users.email })
          .from(feedback)
          .innerJoin(users, eq(users.id, feedback.userId))
          .where(where)
          .orderBy(desc(feedback.createdAt), desc(feedback.id))
          .limit(query.page_size)
          .offset((query.page - 1) * query.page_size),
        db
          .select({
            count: count(),
            averageOverall: sql<string | null>`avg(${feedback.overallImprovementRating})`,
            averageAccuracy: sql<string | null>`avg(${feedback.factualAccuracyRating})`,
            averageFormatting: sql<string | null>`avg(${feedback.formattingRating})`,
            distribution: sql<number[]>`array[${sql.join(
              OVERALL_RATINGS.map(
                (rating) =>
                  sql`count(*) filter (where ${feedback.overallImprovementRating} = ${rating})::int`,
              ),
              sql`, `,
            )}]`,
            wouldUse: sql<number>`count(*) filter (where ${feedback.wouldUseRefinedResume} = true)::int`,
            wouldNotUse: sql<number>`count(*) filter (where ${feedback.wouldUseRefinedResume} = false)::int`,
            fabricated: sql<number>`count(*) filter (where ${feedback.hasFabricatedContent})::int`,
            dropped: sql<number>`count(*) filter (where ${feedback.hasDroppedContent})::int`,
            inappropriate: sql<number>`count(*) filter (where ${feedback.hasInappropriateLanguage})::int`,
            exportProblems: sql<number>`count(*) filter (where not ${feedback.exportWorkedSmoothly})::int`,
          })
          .from(feedback)
          .where(where),
      ]);
      const total = totals?.count ?? 0;
      const wouldUse = Number(totals?.wouldUse ?? 0);
      const wouldNotUse = Number(totals?.wouldNotUse ?? 0);
      return {
        total,
        items: rows.map(({ entry, email }) => ({
          id: entry.id,
          session_id: entry.sessionId,
          user_email: email,
          target_industry: entry.targetIndustry,
          target_role: entry.targetRole,
          overall_improvement_rating: entry.overallImprovementRating,
          factual_accuracy_rating: entry.factualAccuracyRating,
          formatting_rating: entry.formattingRating,
          would_use_refined_resume: entry.wouldUseRefinedResume,
          would_use_reason: entry.wouldUseReason,
          has_fabricated_content: entry.hasFabricatedContent,
          fabricated_details: entry.fabricatedDetails,
          has_dropped_content: entry.hasDroppedContent,
          dropped_content_details: entry.droppedContentDetails,
          has_inappropriate_language: entry.hasInappropriateLanguage,
          export_worked_smoothly: entry.exportWorkedSmoothly,
          export_issues: entry.exportIssues,
          most_helpful_change: entry.mostHelpfulChange,
          least_helpful_change: entry.leastHelpfulChange,
          texts_kept: entry.storeResumeTexts && entry.resumeText !== null && entry.refinedText !== null,
          created_at: entry.createdAt.toISOString(),
        })),
        summary: {
          count: total,
          average_overall: rounded(totals?.averageOverall),
          average_accuracy: rounded(totals?.averageAccuracy),
          average_formatting: rounded(totals?.averageFormatting),
          overall_distribution: OVERALL_RATINGS.map((rating) =>
            Number(totals?.distribution?.[rating - 1] ?? 0),
          ),
          would_use: { yes: wouldUse, no: wouldNotUse, unanswered: total - wouldUse - wouldNotUse },
          reports: {
            fabricated: Number(totals?.fabricated ?? 0),
            dropped: Number(totals?.dropped ?? 0),
            inappropriate: Number(totals?.inappropriate ?? 0),
            export: Number(totals?.exportProblems ?? 0),
          },
        },
      };
    },

    /** An entry's kept texts; null when there is no such entry, `false` when the person kept none. */
    async texts(id: string): Promise<{ resume_text: string; refined_text: string } | false | null> {
      const [row] = await db
        .select({
          kept: feedback.storeResumeTexts,
          resumeText: feedback.resumeText,
          refinedText: feedback.refinedText,
        })
        .from(feedback)
        .where(eq(feedback.id, id));
      if (!row) return null;
      if (!row.kept || row.resumeText === null || row.refinedText === null) return false;
      return { resume_text: row.resumeText, refined_text: row.refinedText };
    },
  };
}
export type AdminFeedbackRepository = ReturnType<typeof createAdminFeedbackRepository>;
