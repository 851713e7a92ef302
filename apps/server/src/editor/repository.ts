import type { PageSize, ResumeTemplate, TemplateOptions } from '@resumeloop/contracts/editor';
import type { StructuredResume } from '@resumeloop/contracts/resume';
import type { FinalScores, HistoryItem } from '@resumeloop/contracts/scoring';
import type { PendingChange } from '@resumeloop/usecases';
import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { refineSessions } from '../db/schema';
import type { RefineSessionRow } from '../resumes/repository';

/** What the editor writes on every save. */
export type EditorDocumentFields = {
  structuredResume: StructuredResume;
  template: ResumeTemplate;
  pageSize: PageSize;
  /** Written when given; null is the template's own look. */
  templateOptions?: TemplateOptions | null;
  finalText: string;
  updatedAt: Date;
};

/** What accepting, rejecting or importing changes writes. */
export type ReviewFields = {
  structuredResume: StructuredResume;
  finalText: string;
  history: HistoryItem[];
  edits: unknown[];
  pendingChanges: PendingChange[];
  finalScores: FinalScores;
  updatedAt: Date;
};

function createEditorQueries(db: AppDatabase) {
  return {
    /** The session by id alone; the service decides what its owner may do (403 for someone else's). */
    async findById(id: string): Promise<RefineSessionRow | undefined> {
      const [row] = await db.select().from(refineSessions).where(eq(refineSessions.id, id)).limit(1);
      return row;
    },

    /** The same, locked until the transaction ends, so two saves of one session do not interleave. */
    async lockById(id: string): Promise<RefineSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(refineSessions)
        .where(eq(refineSessions.id, id))
        .limit(1)
        .for('update');
      return row;
    },

    /**
     * Writes the document. Its `updated_at` is its version (to the millisecond, as the API answers it), so
     * every save moves it forward: to `fields.updatedAt`, or one millisecond past the stored version when
     * the clock has not moved beyond it (two saves in one millisecond still get two versions).
     */
    async saveDocument(id: string, fields: EditorDocumentFields): Promise<RefineSessionRow> {
      const updatedAt = sql`greatest(${fields.updatedAt.toISOString()}::timestamptz, date_trunc('milliseconds', ${refineSessions.updatedAt}) + interval '1 millisecond')`;
      const [row] = await db
        .update(refineSessions)
        .set({ ...fields, updatedAt })
        .where(eq(refineSessions.id, id))
        .returning();
      if (!row) throw new Error('update returned no row');
      return row;
    },

    /**
     * Writes what a review of a rewrite changed (the resume, its history and edits, the pending changes and
     * the scores), moving the version forward as a save of the editor does.
     */
    async saveReview(id: string, fields: ReviewFields): Promise<RefineSessionRow> {
      const updatedAt = sql`greatest(${fields.updatedAt.toISOString()}::timestamptz, date_trunc('milliseconds', ${refineSessions.updatedAt}) + interval '1 millisecond')`;
      const [row] = await db
        .update(refineSessions)
        .set({ ...fields, finalOverallScore: fields.finalScores.overall_score, updatedAt })
        .where(eq(refineSessions.id, id))
        .returning();
      if (!row) throw new Error('update returned no row');
      return row;
    },

    async saveFinalScores(id: string, scores: FinalScores): Promise<RefineSessionRow> {
      const [row] = await db
        .update(refineSessions)
        .set({ finalScores: scores, finalOverallScore: scores.overall_score })
        .where(eq(refineSessions.id, id))
        .returning();
      if (!row) throw new Error('update returned no row');
      return row;
    },
  };
}
export type EditorQueries = ReturnType<typeof createEditorQueries>;
export type EditorRepository = EditorQueries & {
  /** Runs `work` in one transaction: all of it happens, or none. */
  transaction<T>(work: (repository: EditorQueries) => Promise<T>): Promise<T>;
};

/** The editor's reads and writes of refine sessions (structured resume, template, page size). */
export function createEditorRepository(db: AppDatabase): EditorRepository {
  return {
    ...createEditorQueries(db),
    transaction: (work) => db.transaction((tx) => work(createEditorQueries(tx as unknown as AppDatabase))),
  };
}
