/**
 * The audit log (decision 0033): one row per admin action, written in the transaction of the change it
 * records, so a change is never without its entry nor an entry without its change. Rows are only ever
 * added: the table's trigger refuses UPDATE and DELETE (migration 0009), and no route edits them.
 */
import type { AuditAction, TAuditEntry, TAuditQuery } from '@resumeloop/contracts/admin';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { auditLog } from '../db/schema';

/** Who acted: the signed-in admin, by id and by the address they had then. */
export type AuditActor = { id: string; email: string };

export type AuditRecord = {
  action: AuditAction;
  targetType: 'user' | 'settings';
  targetId: string | null;
  /** What a reader knows the target by: an account's address. */
  targetLabel: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** Adds entries, in the caller's transaction. */
export async function recordAudit(db: AppDatabase, actor: AuditActor, records: AuditRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db.insert(auditLog).values(
    records.map((record) => ({
      actorId: actor.id,
      actorEmail: actor.email,
      action: record.action,
      targetType: record.targetType,
      targetId: record.targetId,
      targetLabel: record.targetLabel,
      before: record.before,
      after: record.after,
    })),
  );
}

/** One page of the log, newest first, with the filters' total. */
export async function readAudit(
  db: AppDatabase,
  query: TAuditQuery,
): Promise<{ entries: TAuditEntry[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.target_id) conditions.push(eq(auditLog.targetId, query.target_id));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    total: counted?.total ?? 0,
    entries: rows.map((row) => ({
      id: row.id,
      actor_id: row.actorId,
      actor_email: row.actorEmail,
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      target_label: row.targetLabel,
      before: row.before ?? null,
      after: row.after ?? null,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
