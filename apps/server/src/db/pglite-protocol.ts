/**
 * The messages between the server and the embedded database's thread (pglite-worker.ts, pglite-thread.ts).
 * Queries carry drizzle's row mode; the parsers are fixed on the database's side (see pglite-worker.ts).
 */
export type RowMode = 'array' | 'object';

export type DatabaseRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode: RowMode; tx?: number }
  /** Starts a transaction; the reply comes once it holds the database, with its number. */
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

export type QueryResult = {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
};

/** A database error with the fields callers read (code '23505' for a unique violation, constraint...). */
export type DatabaseErrorData = { message: string; name: string } & Record<string, string | undefined>;

export type DatabaseReply =
  | { id: number; ok: true; result?: QueryResult; tx?: number }
  | { id: number; ok: false; error: DatabaseErrorData }
  | { ready: true }
  | { failed: DatabaseErrorData };

/** The fields of PostgreSQL's error report that PGlite copies onto its errors. */
export const ERROR_FIELDS = [
  'code',
  'detail',
  'hint',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'position',
  'where',
  'routine',
] as const;

export function errorData(error: unknown): DatabaseErrorData {
  const failure = error instanceof Error ? error : new Error(String(error));
  const data: DatabaseErrorData = { message: failure.message, name: failure.name };
  for (const field of ERROR_FIELDS) {
    const value = (failure as unknown as Record<string, unknown>)[field];
    if (value !== undefined && value !== null) data[field] = String(value);
  }
  return data;
}

export function errorFromData(data: DatabaseErrorData): Error {
  const error = new Error(data.message);
  Object.assign(error, data);
  return error;
}
