import type { EditorDocument, EditorUpdateRequest } from '@resumeloop/contracts/editor';
import type { StructuredResume } from '@resumeloop/contracts/resume';
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api';
import { type QueuedConflict, type QueuedRequest, requestQueue } from '../../lib/offline/request-queue';
import { editorPath } from './api/endpoints';

/**
 * The editor while offline (issue: bad connections): a save that cannot reach the server is queued on
 * this device (lib/offline/request-queue) with the version of the server's copy it was made on; the app
 * replays it when the connection is back. One queued save per resume: each replaces the last, since it
 * carries the whole document. A reload while offline opens the editor on the queued copy.
 */

/** The queue's coalescing key of a resume's saves. */
export const editorQueueKey = (sessionId: string) => `editor:${sessionId}`;

/** A failure that means 'no connection', not 'the server said no'. */
export function isOfflineError(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'NETWORK_ERROR' || error.code === 'OFFLINE');
}

/** The version (the server copy's updated_at) a queued save was made on, from its If-Match. */
export function baseVersionOf(entry: QueuedRequest): string | null {
  const match = /^"(.+)"$/.exec(entry.headers['If-Match'] ?? '');
  return match?.[1] ?? null;
}

export async function queueEditorSave(options: {
  userId: string;
  sessionId: string;
  body: EditorUpdateRequest;
  idempotencyKey: string;
  baseVersion: string;
}): Promise<void> {
  await requestQueue.enqueue({
    method: 'PUT',
    url: editorPath(options.sessionId, 'update'),
    body: JSON.stringify(options.body),
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': options.idempotencyKey,
      'If-Match': `"${options.baseVersion}"`,
    },
    userId: options.userId,
    coalesceKey: editorQueueKey(options.sessionId),
  });
}

function bodyOf(entry: QueuedRequest): EditorUpdateRequest | null {
  try {
    return entry.body ? (JSON.parse(entry.body) as EditorUpdateRequest) : null;
  } catch {
    return null;
  }
}

/**
 * The document to open: the queued copy over the server's when one waits to be sent (it is newer), or the
 * queued copy alone when the server cannot be reached. Null when there is nothing queued.
 */
export function documentWithQueuedSave(
  entry: QueuedRequest,
  server: EditorDocument | undefined,
): EditorDocument | null {
  const body = bodyOf(entry);
  if (!body?.sections || !body.contact) return null;
  const resume: StructuredResume = {
    contact: { ...(server?.structured_resume.contact ?? {}), ...body.contact } as StructuredResume['contact'],
    sections: body.sections,
  };
  const characters = resume.sections
    .flatMap((section) => [
      ...section.content_lines,
      ...section.bullets.map((bullet) => bullet.text),
      ...section.entries.flatMap((entry) => entry.bullets.map((bullet) => bullet.text)),
    ])
    .join('').length;
  return {
    estimated_pages: server?.estimated_pages ?? Math.max(1, Math.round((characters / 3000) * 10) / 10),
    character_count: server?.character_count ?? characters,
    total_char_count: server?.total_char_count ?? characters,
    warnings: server?.warnings ?? [],
    ...(server?.warning_refs ? { warning_refs: server.warning_refs } : {}),
    structured_resume: resume,
    template: body.template ?? server?.template ?? 'classic',
    page_size: body.page_size ?? server?.page_size ?? 'letter',
    updated_at: baseVersionOf(entry) ?? server?.updated_at ?? new Date(0).toISOString(),
  };
}

export type OfflineEditorState = {
  /** False until the queue has been read. */
  ready: boolean;
  queued: QueuedRequest | null;
  conflict: QueuedConflict | null;
};

/** The queued save and the unresolved conflict of one resume, kept current as the queue changes. */
export function useOfflineEditorState(userId: string | null, sessionId: string): OfflineEditorState {
  const [state, setState] = useState<OfflineEditorState>({
    ready: userId === null,
    queued: null,
    conflict: null,
  });
  useEffect(() => {
    if (userId === null) return;
    let stopped = false;
    const key = editorQueueKey(sessionId);
    const read = async () => {
      const [queued, conflicts] = await Promise.all([
        requestQueue.list(userId),
        requestQueue.listConflicts(userId),
      ]);
      if (stopped) return;
      setState({
        ready: true,
        queued: queued.find((entry) => entry.coalesceKey === key) ?? null,
        conflict: conflicts.find((conflict) => conflict.request.coalesceKey === key) ?? null,
      });
    };
    void read();
    const unsubscribe = requestQueue.subscribe(() => void read());
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, [userId, sessionId]);
  return state;
}
