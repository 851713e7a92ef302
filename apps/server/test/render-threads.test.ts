/**
 * Layout, PDF and DOCX run on the render pool's threads (editor/render.ts): a resume made to be slow to lay
 * out is saved, loaded and printed there while the server goes on answering, and a render that runs out
 * of time or memory is a clean error after which the server still serves.
 */
import { editorDocumentSchema } from '@resumeloop/contracts/editor';
import type { Section, StructuredResume } from '@resumeloop/contracts/resume';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleResume } from '../../../packages/render/test/fixtures';
import {
  createRenderPool,
  createResumeRenderer,
  type RenderPoolOptions,
  type ResumeRenderer,
} from '../src/editor/render';
import { createRenderTasks } from '../src/editor/render-tasks';
import { PDF_FAILED } from '../src/editor/rendering';
import type { WorkerPool } from '../src/workers/worker-pool';
import { currentDocument as current, editorBase, updateDocument as update } from './editor-requests';
import { DATABASE_KINDS, type TestDatabase, useTestApp } from './helper';
import { loopTurnsDuring } from './loop-turns';
import { refineSession } from './refined-session';
import { signUp } from './resume-user';
import type { SessionClient } from './session-client';

/** A bullet that once froze the server: a letter, 1,900 combining accents, then 99 letters (2,000 characters). */
const HOSTILE_BULLET = `a${'\u0301'.repeat(1_900)}${'b'.repeat(99)}`;
/** As many of them as the editor accepts (40,000 characters in all). */
const HOSTILE_BULLETS = 19;
const OPTIONS = { template: 'classic', pageSize: 'letter' } as const;
const base = editorBase;

/** A render pool that notes each task it is given, in `log`. */
function watchedPool(log: string[], options: RenderPoolOptions = {}): WorkerPool {
  const pool = createRenderPool({ size: 1, ...options });
  return {
    submit(task, args) {
      log.push(`pool: ${task}`);
      return pool.submit(task, args);
    },
    close: () => pool.close(),
  };
}

/**
 * The resume as the hostile one that froze the server: its first section with entries, holding only its
 * first entry, whose bullets are the hostile ones (38,000 characters, within the editor's 40,000).
 */
function withHostileBullets(resume: StructuredResume): Section[] {
  const section = resume.sections.find((item) => item.entries.length > 0);
  const entry = section?.entries[0];
  if (!section || !entry) throw new Error('the resume has no entry');
  const bullets = Array.from({ length: HOSTILE_BULLETS }, (_, index) => ({
    id: `hostile-${index}`,
    text: HOSTILE_BULLET,
    original_char: '•',
  }));
  return [{ ...section, order: 1, content_lines: [], bullets: [], entries: [{ ...entry, bullets }] }];
}

describe('the render pool', () => {
  const log: string[] = [];
  const renderer = createResumeRenderer({ renders: watchedPool(log, { size: 2 }) });
  afterAll(() => renderer.close());

  it('lays out, prints and writes a Word file on its threads, as this thread would', async () => {
    const resume = sampleResume() as unknown as StructuredResume;
    const local = createRenderTasks();
    expect(await renderer.layout(resume, OPTIONS)).toEqual(local.layout(resume, OPTIONS));
    const [pdf, docx] = await Promise.all([renderer.pdf(resume, OPTIONS), renderer.docx(resume, OPTIONS)]);
    expect(Buffer.from(pdf.subarray(0, 4)).toString('latin1')).toBe('%PDF');
    expect(Buffer.from(docx.subarray(0, 2)).toString('latin1')).toBe('PK');
    expect(log).toEqual(['pool: layout', 'pool: pdf', 'pool: docx']);
  });

  it('leaves the event loop free while a hostile resume is laid out and printed', async () => {
    const resume = sampleResume() as unknown as StructuredResume;
    resume.sections = withHostileBullets(resume);
    const turns = await loopTurnsDuring(() =>
      Promise.all([renderer.layout(resume, OPTIONS), renderer.pdf(resume, OPTIONS)]),
    );
    // On this thread the layout and the PDF would run through before any turn of the loop.
    expect(turns).toBeGreaterThan(2);
  });

  it('stops a render that runs out of memory with an error, and the next render works', async () => {
    const small = createResumeRenderer({ renders: createRenderPool({ size: 1, heapMb: 64 }) });
    try {
      const resume = sampleResume() as unknown as StructuredResume;
      await small.layout(resume, OPTIONS);
      // Far beyond what the editor accepts (2,000 characters a field): a 10 MB line needs more than 64 MB.
      const huge = structuredClone(resume);
      huge.sections[0]?.content_lines.push('x'.repeat(10_000_000));
      await expect(small.layout(huge, OPTIONS)).rejects.toThrow(/memory limit/);
      await expect(small.layout(resume, OPTIONS)).resolves.toMatchObject({
        estimated_pages: expect.any(Number),
      });
    } finally {
      await small.close();
    }
  });
  it('fails a render whose thread cannot start, instead of starting it again and again', async () => {
    // A heap far too small to load the fonts: the thread dies (or hangs) before it is ready.
    const starved = createResumeRenderer({
      renders: createRenderPool({ size: 1, heapMb: 4 }),
    });
    try {
      await expect(starved.layout(sampleResume() as unknown as StructuredResume, OPTIONS)).rejects.toThrow(
        /not ready|stopped|failed/,
      );
    } finally {
      await starved.close();
    }
  });
});

describe.each(DATABASE_KINDS)('a hostile resume in the editor on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const log: string[] = [];
  const threaded = createResumeRenderer({ renders: watchedPool(log) });
  /** While set, each layout asks for /api/health as soon as it has started, and notes when each ends. */
  let probeHealth = false;
  const health: Array<Promise<unknown>> = [];
  const renderer: ResumeRenderer = {
    ...threaded,
    layout(resume, options) {
      const laidOut = threaded.layout(resume, options).finally(() => log.push('layout done'));
      if (probeHealth)
        health.push(
          app.inject({ method: 'GET', url: '/api/health' }).then((response) => {
            log.push(`health ${response.statusCode}`);
          }),
        );
      return laidOut;
    },
  };
  useTestApp(
    kind,
    (made) => ({ app, database } = made),
    () => ({ renderer }),
  );
  afterAll(() => threaded.close());

  let client: SessionClient;
  let id: string;
  beforeAll(async () => {
    ({ client } = await signUp(app, database));
    id = await refineSession(client);
  });

  it('saves it on a render thread while /api/health answers, then loads and prints it there', async () => {
    // The stored resume as the session list reads it: no layout yet, so the save's is the pool's first task.
    const detail = await client.request({ method: 'GET', url: `/api/resumes/sessions/${id}` });
    const stored = detail.json().structured_resume as StructuredResume;
    expect(log).toEqual([]);
    probeHealth = true;
    const saved = await update(client, id, { sections: withHostileBullets(stored) });
    probeHealth = false;
    await Promise.all(health);
    expect(saved.statusCode, saved.body).toBe(200);
    // The layout went to the pool, and the server answered /api/health before the layout was done.
    expect(log).toEqual(['pool: layout', 'health 200', 'layout done']);
    const document = editorDocumentSchema.parse(saved.json());
    expect(document.estimated_pages).toBeGreaterThan(0);

    // The editor's first load and the preview lay the stored resume out and print it on the pool too.
    log.length = 0;
    const loaded = await current(client, id);
    expect(loaded.structured_resume).toEqual(document.structured_resume);
    const preview = await client.request({ method: 'GET', url: `${base(id)}/preview-pdf` });
    expect(preview.statusCode).toBe(200);
    expect(preview.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(log).toEqual(['pool: layout', 'layout done', 'pool: pdf']);
  });
});

describe.each(DATABASE_KINDS)('a render past its limits on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const pools = {
    slow: createResumeRenderer({ renders: createRenderPool({ size: 1, taskTimeoutMs: 1 }) }),
    full: createResumeRenderer({ renders: createRenderPool({ size: 1, queueLimit: 0 }) }),
    fine: createResumeRenderer({ renders: createRenderPool({ size: 1 }) }),
  };
  let use: keyof typeof pools = 'fine';
  const renderer: ResumeRenderer = {
    layout: (resume, options) => pools[use].layout(resume, options),
    pdf: (resume, options) => pools[use].pdf(resume, options),
    docx: (resume, options) => pools[use].docx(resume, options),
    atsReport: (report) => pools[use].atsReport(report),
    pdfText: (pdf) => pools[use].pdfText(pdf),
    close: async () => {},
  };
  useTestApp(
    kind,
    (made) => ({ app, database } = made),
    () => ({ renderer }),
  );
  afterAll(() => Promise.all(Object.values(pools).map((pool) => pool.close())));

  let client: SessionClient;
  let id: string;
  beforeAll(async () => {
    ({ client } = await signUp(app, database));
    id = await refineSession(client);
  });

  it('answers 500 for a save whose layout runs out of time, keeps what was saved and goes on serving', async () => {
    const before = await current(client, id);
    use = 'slow';
    const [saved, preview] = await (async () => {
      try {
        const hostile = await update(client, id, { sections: withHostileBullets(before.structured_resume) });
        return [hostile, await client.request({ method: 'GET', url: `${base(id)}/preview-pdf` })];
      } finally {
        use = 'fine';
      }
    })();
    expect(saved.statusCode).toBe(500);
    expect(saved.json()).toEqual({ detail: PDF_FAILED, code: 'pdf_generation_failed' });
    expect(preview.statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(await current(client, id)).toEqual(before);
  });

  it('answers 503 with Retry-After when renders are already waiting in line', async () => {
    const before = await current(client, id);
    use = 'full';
    const saved = await update(client, id, { sections: before.structured_resume.sections }).finally(() => {
      use = 'fine';
    });
    expect(saved.statusCode).toBe(503);
    expect(saved.json()).toEqual({
      detail: 'The server is busy. Please try again in a moment.',
      code: 'server_busy',
    });
    expect(saved.headers['retry-after']).toBe('1');
    expect(await current(client, id)).toEqual(before);
  });
});
