import {
  EDITOR_MESSAGES,
  type EditorDocument,
  editConflictBodySchema,
  editorDocumentSchema,
} from '@resumeloop/contracts/editor';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createEditorRepository } from '../src/editor/repository';
import { resumeText } from '../src/editor/service';
import { currentDocument as current, editorBase, updateDocument as update } from './editor-requests';
import { createHeldEngine } from './held-engine';
import { DATABASE_KINDS, type TestDatabase, useTestApp } from './helper';
import { refineSession } from './refined-session';
import { signUp } from './resume-user';
import type { SessionClient } from './session-client';

const base = editorBase;
const etag = (document: EditorDocument) => `"${document.updated_at}"`;
const CONFLICT = 'This resume was changed elsewhere since you edited it.';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const held = createHeldEngine();

describe.each(DATABASE_KINDS)('editor saves with If-Match on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  useTestApp(
    kind,
    (made) => ({ app, database } = made),
    () => ({ engine: held.engine }),
  );

  async function owned() {
    const { client } = await signUp(app, database);
    const id = await refineSession(client);
    return { client, id, before: await current(client, id) };
  }

  it('answers the version as a quoted ETag on GET current and on every write', async () => {
    const { client, id, before } = await owned();
    const got = await client.request({ method: 'GET', url: `${base(id)}/current` });
    expect(got.headers.etag).toBe(etag(before));

    const saved = await update(client, id, { template: 'modern' });
    expect(saved.statusCode, saved.body).toBe(200);
    const document = editorDocumentSchema.parse(saved.json());
    expect(saved.headers.etag).toBe(etag(document));
    expect(document.updated_at).not.toBe(before.updated_at);

    const sectionIds = document.structured_resume.sections.map((section) => section.id);
    const reordered = await client.request({
      method: 'POST',
      url: `${base(id)}/reorder-sections`,
      payload: { section_ids: [...sectionIds].reverse() },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.headers.etag).toBe(`"${reordered.json().updated_at}"`);

    const deleted = await client.request({ method: 'DELETE', url: `${base(id)}/sections/${sectionIds[0]}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.headers.etag).toBe(`"${deleted.json().updated_at}"`);
    expect(got.headers.etag).toBe(etag(before));
  });

  it('saves when If-Match is the current version, or *, or absent; every save is a new version', async () => {
    const { client, id, before } = await owned();
    const first = await update(client, id, { template: 'modern' }, { 'if-match': etag(before) });
    expect(first.statusCode, first.body).toBe(200);
    const saved = editorDocumentSchema.parse(first.json());
    expect(saved.template).toBe('modern');

    // Saves back to back (often within one millisecond) still get strictly later versions.
    const versions = [saved.updated_at];
    let latest = saved;
    for (const template of ['compact', 'classic', 'modern'] as const) {
      const next = await update(client, id, { template }, { 'if-match': etag(latest) });
      expect(next.statusCode, next.body).toBe(200);
      latest = editorDocumentSchema.parse(next.json());
      versions.push(latest.updated_at);
    }
    const times = versions.map((version) => Date.parse(version));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);

    const any = await update(client, id, { page_size: 'a4' }, { 'if-match': '*' });
    expect(any.statusCode, any.body).toBe(200);
    expect(any.json().page_size).toBe('a4');

    const none = await update(client, id, { template: 'compact' });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toMatchObject({ template: 'compact', page_size: 'a4' });
    expect(await current(client, id)).toEqual(none.json());
  });

  it('moves the version forward on every save, even with the clock standing still or behind', async () => {
    const { client, id, before } = await owned();
    const repository = createEditorRepository(database.db);
    const stuck = new Date(Date.parse(before.updated_at) - 60_000);
    const fields = {
      structuredResume: before.structured_resume,
      template: before.template,
      pageSize: before.page_size,
      finalText: resumeText(before.structured_resume),
      updatedAt: stuck,
    };
    const first = await repository.saveDocument(id, fields);
    const second = await repository.saveDocument(id, fields);
    expect(first.updatedAt.getTime()).toBe(Date.parse(before.updated_at) + 1);
    expect(second.updatedAt.getTime()).toBe(first.updatedAt.getTime() + 1);
    expect((await current(client, id)).updated_at).toBe(second.updatedAt.toISOString());
  });

  it('refuses a save made against an older version with 412 and the current document', async () => {
    const { client, id, before } = await owned();
    const elsewhere = await update(client, id, { template: 'modern' }, { 'if-match': etag(before) });
    expect(elsewhere.statusCode).toBe(200);
    const newer = editorDocumentSchema.parse(elsewhere.json());

    const stale = await update(client, id, { template: 'compact' }, { 'if-match': etag(before) });
    expect(stale.statusCode, stale.body).toBe(412);
    const body = editConflictBodySchema.parse(stale.json());
    expect(body).toEqual({ detail: CONFLICT, code: 'edit_conflict', current: newer });
    expect(stale.headers.etag).toBe(etag(newer));
    expect(await current(client, id)).toEqual(newer);

    // The other writes too, and a version that was never answered.
    const sectionIds = newer.structured_resume.sections.map((section) => section.id);
    for (const [method, url, payload] of [
      ['POST', `${base(id)}/reorder-sections`, { section_ids: [...sectionIds].reverse() }],
      ['DELETE', `${base(id)}/sections/${sectionIds[0]}`],
      ['PUT', `${base(id)}/update`, { template: 'compact' }],
    ] as Array<[string, string, Record<string, unknown>?]>) {
      for (const ifMatch of [etag(before), '"2020-01-01T00:00:00.000Z"', '"not a version"']) {
        const response = await client.request({
          method: method as 'PUT',
          url,
          headers: { 'if-match': ifMatch },
          ...(payload ? { payload } : {}),
        });
        expect(response.statusCode, `${method} ${url} ${ifMatch}`).toBe(412);
        expect(response.json().current).toEqual(newer);
      }
    }
    expect(await current(client, id)).toEqual(newer);
  });

  it('refuses a malformed If-Match with 400 and saves nothing', async () => {
    const { client, id, before } = await owned();
    for (const ifMatch of [
      before.updated_at,
      `W/${etag(before)}`,
      `${etag(before)}, "2020-01-01T00:00:00.000Z"`,
      '""',
      '"unterminated',
    ]) {
      const response = await update(client, id, { template: 'modern' }, { 'if-match': ifMatch });
      expect(response.statusCode, ifMatch).toBe(400);
      expect(response.json(), ifMatch).toEqual({
        detail: EDITOR_MESSAGES.invalidIfMatch,
        code: 'invalid_if_match',
      });
    }
    expect(await current(client, id)).toEqual(before);
  });

  it('keeps exactly one of two concurrent saves made against the same version', async () => {
    const { client, id, before } = await owned();
    const [a, b] = await Promise.all([
      update(client, id, { template: 'modern' }, { 'if-match': etag(before) }),
      update(client, id, { template: 'compact' }, { 'if-match': etag(before) }),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 412]);
    const [won, lost] = a?.statusCode === 200 ? [a, b] : [b, a];
    const saved = editorDocumentSchema.parse(won?.json());
    expect(lost?.json()).toEqual({ detail: CONFLICT, code: 'edit_conflict', current: saved });
    expect(await current(client, id)).toEqual(saved);
  });

  it("answers another user's session and a missing one as before, whatever the If-Match", async () => {
    const { id, before } = await owned();
    const stranger = await signUp(app, database);
    for (const ifMatch of [etag(before), '"2020-01-01T00:00:00.000Z"', '*']) {
      const theirs = await update(stranger.client, id, { template: 'modern' }, { 'if-match': ifMatch });
      expect(theirs.statusCode).toBe(403);
      expect(theirs.json()).toEqual({ detail: EDITOR_MESSAGES.forbidden, code: 'forbidden' });
      const missing = await update(
        stranger.client,
        '00000000-0000-4000-8000-000000000000',
        { template: 'modern' },
        { 'if-match': ifMatch },
      );
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('session_not_found');
    }
  });

  it('replays the same 412 for a repeated Idempotency-Key', async () => {
    const { client, id, before } = await owned();
    expect((await update(client, id, { template: 'modern' })).statusCode).toBe(200);
    const headers = { 'if-match': etag(before), 'idempotency-key': `conflict-${id}` };
    const first = await update(client, id, { template: 'compact' }, headers);
    expect(first.statusCode).toBe(412);
    // Saved elsewhere again meanwhile: the replay is still the answer to that request.
    expect((await update(client, id, { page_size: 'a4' })).statusCode).toBe(200);
    const again = await update(client, id, { template: 'compact' }, headers);
    expect(again.statusCode).toBe(412);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });

  it('documents the 412 body in the OpenAPI document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs' })).json();
    const put = document.paths['/api/dynamic-pdf/{sessionId}/update'].put;
    expect(put.responses).toHaveProperty('412');
    expect(put.responses).toHaveProperty('400');
    expect(document.components.schemas).toHaveProperty('EditConflictBody');
  });

  /** The first change of a session's refinement, by id. */
  async function firstChange(client: SessionClient, id: string): Promise<string> {
    const detail = await client.request({ method: 'GET', url: `/api/resumes/sessions/${id}` });
    const change = (detail.json() as { history: { id: string }[] }).history[0]?.id;
    if (!change) throw new Error('the refinement made no change');
    return change;
  }

  const revert = (
    client: SessionClient,
    id: string,
    changeId: string,
    headers: Record<string, string> = {},
  ) =>
    client.request({
      method: 'POST',
      url: `/api/review/sessions/${id}/revert`,
      payload: { change_ids: [changeId] },
      headers,
    });

  it('never loses a save made while an undo is being worked out: the save waits and meets the new version', async () => {
    const { client, id, before } = await owned();
    const change = await firstChange(client, id);
    const marker = 'Saved while an undo was being worked out';
    const sections = before.structured_resume.sections.map((section, index) =>
      index === 0 ? { ...section, content_lines: [...section.content_lines, marker] } : section,
    );
    const holding = held.hold('revert');
    const undoing = revert(client, id, change);
    await holding.entered;
    const saving = update(client, id, { sections }, { 'if-match': etag(before) });
    // The save is given every chance to finish first; it must not, or it would be overwritten.
    const first = await Promise.race([saving.then(() => 'save'), wait(1000).then(() => 'undo')]);
    holding.release();
    const [undone, saved] = await Promise.all([undoing, saving]);
    const after = await current(client, id);
    expect(undone.statusCode, undone.body).toBe(200);
    if (saved.statusCode === 200) {
      expect(first).toBe('undo');
      expect(JSON.stringify(after.structured_resume)).toContain(marker);
    } else {
      // The undo moved the version while the save waited: the save is refused (412), nothing is lost.
      expect(saved.statusCode, saved.body).toBe(412);
      expect(after.updated_at).toBe(undone.json().updated_at);
    }
  });

  it('honours If-Match on an undo: 412 for an older version, and the answer names the new version', async () => {
    const { client, id, before } = await owned();
    const change = await firstChange(client, id);
    const saved = await update(client, id, { template: 'modern' }, { 'if-match': etag(before) });
    expect(saved.statusCode, saved.body).toBe(200);

    const stale = await revert(client, id, change, { 'if-match': etag(before) });
    expect(stale.statusCode, stale.body).toBe(412);
    expect(stale.json().detail).toBe(CONFLICT);
    const unchanged = await current(client, id);
    expect(unchanged.updated_at).toBe(saved.json().updated_at);

    const malformed = await revert(client, id, change, { 'if-match': 'not quoted' });
    expect(malformed.statusCode).toBe(400);

    const undone = await revert(client, id, change, { 'if-match': `"${saved.json().updated_at}"` });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.headers.etag).toBe(`"${undone.json().updated_at}"`);
    const next = await update(
      client,
      id,
      { template: 'compact' },
      { 'if-match': undone.headers.etag as string },
    );
    expect(next.statusCode, next.body).toBe(200);
  });
});
