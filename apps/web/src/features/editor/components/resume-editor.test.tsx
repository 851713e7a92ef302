import type { Section } from '@resumeloop/contracts/resume';
import deDE from '@resumeloop/i18n/catalogues/de-DE/web';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORED_USER_KEY } from '../../../lib/auth/auth-context';
import { LocaleProvider } from '../../../lib/i18n/i18n-context';
import { requestQueue } from '../../../lib/offline/request-queue';
import { EDITOR_DOCUMENT, editorHandlers, pdfResponse } from '../../../test/editor-fixtures';
import { drawnPages, fakePdf } from '../../../test/fake-pdfjs';
import {
  type ApiHandler,
  jsonResponse,
  renderWithAuth,
  resetBrowserState,
  stubApi,
  TEST_USER,
} from '../../../test/render-with-auth';
import { forgetPreviewWorker } from '../pdf/local-preview';
import type { PreviewRequest, PreviewResponse } from '../pdf/preview-protocol';
import { EditorPage } from './editor-page';

const SESSION = 'a1b2c3d4-0000-4000-8000-000000000001';
const base = `/api/dynamic-pdf/${SESSION}`;

function stubEditorApi(handlers: Record<string, ApiHandler> = {}) {
  let previews = 0;
  const api = stubApi({
    'GET /api/auth/me': () => jsonResponse(200, { user: TEST_USER }),
    'GET /api/auth/csrf-token': () => jsonResponse(200, { csrf_token: 'csrf-1', expires_in: 3600 }),
    ...editorHandlers(SESSION),
    [`GET ${base}/preview-pdf`]: () => {
      previews += 1;
      return pdfResponse(fakePdf(`preview ${previews}`));
    },
    [`PUT ${base}/update`]: (init) => {
      const body = JSON.parse(String(init?.body)) as { sections: Section[] };
      return jsonResponse(200, {
        ...EDITOR_DOCUMENT,
        structured_resume: { ...EDITOR_DOCUMENT.structured_resume, sections: body.sections },
        estimated_pages: 0.7,
        warnings: ['The summary runs past four lines.'],
      });
    },
    [`POST ${base}/reorder-sections`]: () => jsonResponse(200, EDITOR_DOCUMENT),
    [`DELETE ${base}/sections/skills-1`]: () => jsonResponse(200, EDITOR_DOCUMENT),
    ...handlers,
  });
  return {
    ...api,
    bodiesOf: (key: string) => api.calls(key).map(([, init]) => JSON.parse(String(init?.body)) as unknown),
  };
}

function renderEditor(path = `/dynamic-pdf-editor/${SESSION}`) {
  window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(TEST_USER));
  return renderWithAuth(
    [
      { path: '/dynamic-pdf-editor/:sessionId?', element: <EditorPage /> },
      { path: '/refine', element: <p>Refine page</p> },
    ],
    path,
  );
}

const loaded = () => screen.findByRole('textbox', { name: 'Name' });
const region = (name: string) => within(screen.getByRole('region', { name }));

/** Runs the debounce out under fake timers, then lets the request's promises settle. */
async function passTime(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/**
 * A preview worker as the browser runs it, answering each document with a fake PDF that names the
 * document's name, and a layout of its own; returns the requests it got.
 */
function installFakePreviewWorker(): PreviewRequest[] {
  const requests: PreviewRequest[] = [];
  let count = 0;
  class FakeWorker {
    onmessage: ((event: MessageEvent<PreviewResponse>) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    postMessage(request: PreviewRequest) {
      requests.push(request);
      count += 1;
      const response: PreviewResponse = {
        id: request.id,
        ok: true,
        pdf: fakePdf(`local ${count} ${request.resume.contact.name}`),
        layout: {
          estimated_pages: 1.4,
          character_count: 500,
          total_char_count: 500,
          warnings: ['A local warning.'],
        },
        pages: 2,
        renderMs: 5,
      };
      setTimeout(() => this.onmessage?.({ data: response } as MessageEvent<PreviewResponse>), 0);
    }
    terminate() {}
  }
  vi.stubGlobal('Worker', FakeWorker);
  forgetPreviewWorker();
  return requests;
}

beforeEach(() => {
  resetBrowserState();
  drawnPages.length = 0;
  forgetPreviewWorker();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  forgetPreviewWorker();
  resetBrowserState();
});

describe('the dynamic editor', () => {
  it('loads the resume with its page count, characters, sections and a drawn preview', async () => {
    stubEditorApi();
    renderEditor();
    expect(screen.getByText(/Loading/)).toBeInTheDocument();
    expect(await screen.findByText('Loading resume editor...')).toBeVisible();
    expect(await loaded()).toHaveValue('Jordan Lee');
    const stats = screen.getByText('Pages').closest('dl') as HTMLElement;
    expect(stats).toHaveTextContent('Pages0.6');
    expect(stats).toHaveTextContent('Characters412');
    expect(stats).toHaveTextContent('Sections3');
    expect(screen.getByRole('combobox', { name: 'Template' })).toHaveValue('classic');
    // The preview follows every change by itself: nothing to press or tick.
    expect(screen.queryByRole('button', { name: 'Update Preview' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Auto-update/ })).toBeNull();
    await vi.waitFor(() =>
      expect(drawnPages).toEqual([{ pageNumber: 1, source: expect.stringContaining('preview 1') }]),
    );
    expect(screen.getByRole('region', { name: 'Preview' })).toBeVisible();
  });

  it('saves one PUT 1500 ms after the last keystroke, with the latest text; without a worker the server redraws the preview', async () => {
    const api = stubEditorApi();
    renderEditor();
    await loaded();
    await vi.waitFor(() => expect(drawnPages).toHaveLength(1));
    vi.useFakeTimers();
    const bullet = region('Skills').getByRole('textbox', { name: 'Bullet 1 in Skills' });
    fireEvent.change(bullet, { target: { value: 'SQL' } });
    await passTime(1000);
    fireEvent.change(bullet, { target: { value: 'SQL, dbt' } });
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await passTime(1499);
    expect(api.calls(`PUT ${base}/update`)).toHaveLength(0);
    await passTime(1);
    expect(api.calls(`PUT ${base}/update`)).toHaveLength(1);
    const [body] = api.bodiesOf(`PUT ${base}/update`) as Array<{ sections: Section[]; template: string }>;
    expect(body?.sections[2]?.bullets).toEqual([{ id: 'skills-1-b1', text: 'SQL, dbt', original_char: '•' }]);
    expect(body?.template).toBe('classic');
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('The summary runs past four lines.')).toBeVisible();
    expect(screen.getByText('Pages').closest('dl')).toHaveTextContent('Pages0.7');
    vi.useRealTimers();
    await vi.waitFor(() => expect(drawnPages.at(-1)?.source).toContain('preview 2'));
    expect(api.calls(`GET ${base}/preview-pdf`)).toHaveLength(2);
    expect(screen.queryByText(/Out of date/)).toBeNull();
  });

  it('draws the preview in the browser on every change, before any save, with its page count and warnings', async () => {
    const requests = installFakePreviewWorker();
    const api = stubEditorApi();
    renderEditor();
    await loaded();
    await vi.waitFor(() => expect(drawnPages.at(-1)?.source).toContain('local 1 Jordan Lee'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Jordan A. Lee' } });
    await vi.waitFor(() => expect(drawnPages.at(-1)?.source).toContain('Jordan A. Lee'));
    // Drawn from the document as typed: nothing saved yet, and the server was never asked for a preview.
    expect(api.calls(`PUT ${base}/update`)).toHaveLength(0);
    expect(api.calls(`GET ${base}/preview-pdf`)).toHaveLength(0);
    expect(requests.at(-1)).toMatchObject({ template: 'classic', pageSize: 'letter' });
    expect(screen.getByText('Pages').closest('dl')).toHaveTextContent('Pages1.4');
    expect(screen.getByText('A local warning.')).toBeVisible();
  });

  it('undoes and redoes every change, by button and by Ctrl+Z, typing as one step, and saves what it restores', async () => {
    const api = stubEditorApi();
    renderEditor();
    await loaded();
    const name = screen.getByRole('textbox', { name: 'Name' });
    const undo = screen.getByRole('button', { name: 'Undo' });
    const redo = screen.getByRole('button', { name: 'Redo' });
    expect(undo).toBeDisabled();
    expect(redo).toBeDisabled();
    // A zoom is a preference, not a change: Undo never touches it.
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));

    // Typing close together is one step.
    fireEvent.change(name, { target: { value: 'Jordan L' } });
    fireEvent.change(name, { target: { value: 'Jordan Lee-Park' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Template' }), { target: { value: 'modern' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Skills' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Skills?' })).getByRole('button', {
        name: 'Delete section',
      }),
    );
    expect(screen.queryByRole('region', { name: 'Skills' })).toBeNull();

    fireEvent.click(undo);
    expect(screen.getByRole('region', { name: 'Skills' })).toBeVisible();
    fireEvent.keyDown(name, { key: 'z', ctrlKey: true });
    expect(screen.getByRole('combobox', { name: 'Template' })).toHaveValue('classic');
    fireEvent.keyDown(name, { key: 'z', metaKey: true });
    expect(name).toHaveValue('Jordan Lee');
    expect(undo).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Fit to width' })).toHaveTextContent('150%');

    fireEvent.keyDown(name, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(name).toHaveValue('Jordan Lee-Park');
    fireEvent.keyDown(name, { key: 'y', ctrlKey: true });
    expect(screen.getByRole('combobox', { name: 'Template' })).toHaveValue('modern');
    expect(redo).toBeEnabled();
    // A new change after Undo ends the redo.
    fireEvent.change(name, { target: { value: 'J. Lee-Park' } });
    expect(redo).toBeDisabled();

    // What Undo and Redo restore is saved like any edit: the Skills section comes back on the server too.
    await vi.waitFor(() => expect(api.calls(`PUT ${base}/update`).length).toBeGreaterThan(0), {
      timeout: 5000,
    });
    const bodies = api.bodiesOf(`PUT ${base}/update`) as Array<{
      contact: { name: string };
      sections: Section[];
      template: string;
    }>;
    const last = bodies.at(-1);
    expect(last?.contact.name).toBe('J. Lee-Park');
    expect(last?.template).toBe('modern');
    expect(last?.sections.map((section) => section.id)).toContain('skills-1');
  });

  it('moves sections with their own endpoint; the first cannot go up, the last cannot go down', async () => {
    const api = stubEditorApi();
    renderEditor();
    await loaded();
    expect(screen.getByRole('button', { name: 'Move Summary up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Skills down' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Move Summary down' }));
    const titles = () =>
      screen
        .getAllByRole('textbox', { name: 'Section title' })
        .map((input) => (input as HTMLInputElement).value);
    expect(titles()).toEqual(['Experience', 'Summary', 'Skills']);
    expect(screen.getByRole('button', { name: 'Move Experience up' })).toBeDisabled();
    await vi.waitFor(() => expect(api.calls(`POST ${base}/reorder-sections`)).toHaveLength(1));
    expect(api.bodiesOf(`POST ${base}/reorder-sections`)[0]).toEqual({
      section_ids: ['exp-1', 'summary-1', 'skills-1'],
    });
    expect(api.calls(`PUT ${base}/update`)).toHaveLength(0);
    await vi.waitFor(() => expect(api.calls(`GET ${base}/preview-pdf`)).toHaveLength(2));
  });

  it('sends a move with the pending edits in one PUT rather than racing them', async () => {
    const api = stubEditorApi();
    renderEditor();
    await loaded();
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), { target: { value: '+1 555 0199' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move Skills up' }));
    await vi.waitFor(() => expect(api.calls(`PUT ${base}/update`)).toHaveLength(1));
    const [body] = api.bodiesOf(`PUT ${base}/update`) as Array<{
      sections: Section[];
      contact: { phone: string };
    }>;
    expect(body?.contact.phone).toBe('+1 555 0199');
    expect(body?.sections.map((section) => section.id)).toEqual(['summary-1', 'skills-1', 'exp-1']);
    expect(api.calls(`POST ${base}/reorder-sections`)).toHaveLength(0);
  });

  it('hides a section from the PDF, and saves that', async () => {
    const api = stubEditorApi();
    renderEditor();
    await loaded();
    const toggle = screen.getByRole('checkbox', { name: 'Summary visible' });
    expect(toggle).toBeChecked();
    vi.useFakeTimers();
    fireEvent.click(toggle);
    expect(screen.getByRole('heading', { name: /^Summary\s*\(hidden\)$/ })).toBeVisible();
    await passTime(1500);
    const [body] = api.bodiesOf(`PUT ${base}/update`) as Array<{ sections: Section[] }>;
    expect(body?.sections[0]).toMatchObject({ id: 'summary-1', visible: false });
  });

  it('deletes a section only after the confirmation', async () => {
    const api = stubEditorApi();
    renderEditor();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Skills' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Skills?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('region', { name: 'Skills' })).toBeVisible();
    expect(api.calls(`DELETE ${base}/sections/skills-1`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Skills' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Skills?' })).getByRole('button', {
        name: 'Delete section',
      }),
    );
    expect(screen.queryByRole('region', { name: 'Skills' })).toBeNull();
    await vi.waitFor(() => expect(api.calls(`DELETE ${base}/sections/skills-1`)).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Move Experience down' })).toBeDisabled();
  });

  it('adds a section, content lines and bullets with the defaults and new unique ids', async () => {
    const api = stubEditorApi();
    renderEditor();
    await loaded();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Add New Section' }));
    const added = region('New Section');
    expect(added.getByRole('textbox', { name: 'Line 1 in New Section' })).toHaveValue('New content line');
    fireEvent.click(added.getByRole('button', { name: 'Add bullet in New Section' }));
    fireEvent.click(added.getByRole('button', { name: 'Add bullet in New Section' }));
    expect(added.getByRole('textbox', { name: 'Bullet 2 in New Section' })).toHaveValue('New bullet point');
    fireEvent.click(region('Skills').getByRole('button', { name: 'Remove bullet 1 in Skills' }));
    fireEvent.click(
      region('Experience').getByRole('button', { name: 'Add bullet of Data Analyst at Northwind' }),
    );
    await passTime(1500);
    expect(api.calls(`PUT ${base}/update`)).toHaveLength(1);
    const [body] = api.bodiesOf(`PUT ${base}/update`) as Array<{ sections: Section[] }>;
    const section = body?.sections[3];
    expect(section).toMatchObject({
      title: 'New Section',
      type: 'general',
      visible: true,
      order: 4,
      content_lines: ['New content line'],
    });
    const ids = [
      section?.id,
      ...(section?.bullets ?? []).map((bullet) => bullet.id),
      ...(body?.sections[1]?.entries[0]?.bullets ?? []).map((bullet) => bullet.id),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    expect(section?.bullets.map((bullet) => bullet.text)).toEqual(['New bullet point', 'New bullet point']);
    expect(body?.sections[1]?.entries[0]?.bullets[0]?.id).toBe('exp-1-b1');
    expect(body?.sections[1]?.entries[0]?.bullets[1]?.id).toMatch(/^exp-1-e1-b/);
    expect(body?.sections[2]?.bullets).toEqual([]);
  });

  it('edits an experience entry: title, company, location and dates', async () => {
    const api = stubEditorApi();
    renderEditor();
    await loaded();
    vi.useFakeTimers();
    const entry = within(screen.getByRole('group', { name: /Experience, entry 1/ }));
    fireEvent.change(entry.getByRole('textbox', { name: 'Job title' }), {
      target: { value: 'Senior Data Analyst' },
    });
    fireEvent.change(entry.getByRole('textbox', { name: 'Dates' }), { target: { value: '2021 - 2025' } });
    await passTime(1500);
    const [body] = api.bodiesOf(`PUT ${base}/update`) as Array<{ sections: Section[] }>;
    expect(body?.sections[1]?.entries[0]).toMatchObject({
      id: 'exp-1-e1',
      title: 'Senior Data Analyst',
      dates: '2021 - 2025',
      company: 'Northwind',
    });
  });

  it('keeps an edit whose save failed, says so, and saves it on retry', async () => {
    let fail = true;
    const api = stubEditorApi({
      [`PUT ${base}/update`]: () =>
        fail ? jsonResponse(500, { detail: 'boom', code: 'internal' }) : jsonResponse(200, EDITOR_DOCUMENT),
    });
    renderEditor();
    await loaded();
    vi.useFakeTimers();
    fireEvent.change(region('Contact').getByRole('textbox', { name: 'Location' }), {
      target: { value: 'Remote' },
    });
    await passTime(1500);
    // The client tries a PUT that failed with 5xx again after 1 s, 2 s and 4 s before giving up.
    await passTime(1_000 + 2_000 + 4_000);
    expect(api.calls(`PUT ${base}/update`)).toHaveLength(4);
    expect(
      screen.getByText('Not saved: Server error occurred. Please try again in a few moments.'),
    ).toBeInTheDocument();
    expect(region('Contact').getByRole('textbox', { name: 'Location' })).toHaveValue('Remote');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry save' }));
    await passTime(0);
    expect(api.calls(`PUT ${base}/update`)).toHaveLength(5);
    expect(api.bodiesOf(`PUT ${base}/update`)[4]).toMatchObject({ contact: { location: 'Remote' } });
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('offline, keeps the save on this device with the version it was made on, and says so', async () => {
    const api = stubEditorApi();
    renderEditor();
    await loaded();
    const online = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      vi.useFakeTimers();
      fireEvent.change(region('Contact').getByRole('textbox', { name: 'Location' }), {
        target: { value: 'Remote' },
      });
      await passTime(1500);
      expect(api.calls(`PUT ${base}/update`)).toHaveLength(0);
      expect(
        screen.getByText("Saved on this device; it will be sent when you're back online"),
      ).toBeInTheDocument();
      const [queued] = await requestQueue.list(TEST_USER.id);
      expect(queued).toMatchObject({
        method: 'PUT',
        url: `${base}/update`,
        coalesceKey: `editor:${SESSION}`,
        headers: { 'If-Match': `"${EDITOR_DOCUMENT.updated_at}"` },
      });
      expect(JSON.parse(queued?.body ?? '{}')).toMatchObject({ contact: { location: 'Remote' } });
    } finally {
      online.mockRestore();
      await requestQueue.clear(TEST_USER.id);
    }
  });

  it('opens on the copy queued on this device when the server cannot be reached', async () => {
    await requestQueue.enqueue({
      method: 'PUT',
      url: `${base}/update`,
      body: JSON.stringify({
        contact: { ...EDITOR_DOCUMENT.structured_resume.contact, location: 'Lisbon' },
        sections: EDITOR_DOCUMENT.structured_resume.sections,
        template: 'classic',
        page_size: 'letter',
      }),
      headers: { 'Content-Type': 'application/json', 'If-Match': `"${EDITOR_DOCUMENT.updated_at}"` },
      userId: TEST_USER.id,
      coalesceKey: `editor:${SESSION}`,
    });
    try {
      stubEditorApi({
        [`GET ${base}/current`]: () => {
          throw new TypeError('Failed to fetch');
        },
      });
      renderEditor();
      expect(await loaded()).toBeInTheDocument();
      expect(region('Contact').getByRole('textbox', { name: 'Location' })).toHaveValue('Lisbon');
      expect(
        screen.getByText("Saved on this device; it will be sent when you're back online"),
      ).toBeInTheDocument();
    } finally {
      await requestQueue.clear(TEST_USER.id);
    }
  });

  it('shows a replay refused for a newer version, and keeps the offline copy when asked', async () => {
    const queue = requestQueue;
    const offlineCopy = {
      contact: { location: 'Lisbon' },
      sections: EDITOR_DOCUMENT.structured_resume.sections,
    };
    const entry = await queue.enqueue({
      method: 'PUT',
      url: `${base}/update`,
      body: JSON.stringify(offlineCopy),
      headers: { 'Content-Type': 'application/json', 'If-Match': '"2020-01-01T00:00:00.000Z"' },
      userId: TEST_USER.id,
      coalesceKey: `editor:${SESSION}`,
    });
    await queue.replay(TEST_USER.id, async () => 'conflict');
    expect(await queue.list(TEST_USER.id)).toEqual([]);
    try {
      const api = stubEditorApi();
      renderEditor();
      await loaded();
      expect(await screen.findByText('Your offline changes meet a newer version')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Keep my offline changes' }));
      await vi.waitFor(() => expect(api.calls(`PUT ${base}/update`)).toHaveLength(1));
      expect(api.bodiesOf(`PUT ${base}/update`)[0]).toEqual(offlineCopy);
      await vi.waitFor(
        () => expect(screen.queryByRole('button', { name: 'Keep my offline changes' })).toBeNull(),
        { timeout: 3_000 },
      );
      expect(await queue.listConflicts(TEST_USER.id)).toEqual([]);
      expect(entry.coalesceKey).toBe(`editor:${SESSION}`);
    } finally {
      await queue.clear(TEST_USER.id);
    }
  });

  it('Close saves pending edits first, then returns to /refine in place of the editor', async () => {
    const api = stubEditorApi();
    const { router } = renderEditor();
    await loaded();
    fireEvent.change(screen.getByRole('textbox', { name: 'GitHub' }), {
      target: { value: 'github.com/jlee' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Refine page')).toBeVisible();
    expect(api.bodiesOf(`PUT ${base}/update`)).toEqual([
      expect.objectContaining({ contact: expect.objectContaining({ github: 'github.com/jlee' }) }),
    ]);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('falls back to SPEC’s no-preview message, with a retry, when the PDF cannot be drawn', async () => {
    let broken = true;
    stubEditorApi({
      [`GET ${base}/preview-pdf`]: () =>
        pdfResponse(broken ? new TextEncoder().encode('broken') : fakePdf('fixed')),
    });
    renderEditor();
    expect(await screen.findByText('No preview available')).toBeVisible();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try to load preview' }));
    await vi.waitFor(() => expect(drawnPages.at(-1)?.source).toContain('fixed'));
    expect(screen.queryByText('No preview available')).toBeNull();
  });

  it.each([
    [404, 'Resume session not found. Please try refreshing the page.'],
    [403, 'You do not have permission to edit this resume.'],
    [429, 'Too many requests. Please wait a moment and try again.'],
    [500, 'Server error occurred. Please try again in a few moments.'],
    [408, 'Request timed out. Please check your connection and try again.'],
  ])('shows Unable to Load Editor with SPEC’s message for a %i', async (status, message) => {
    let failing = true;
    stubEditorApi({
      [`GET ${base}/current`]: () =>
        failing
          ? jsonResponse(status, { detail: 'server words', code: 'x' })
          : jsonResponse(200, EDITOR_DOCUMENT),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderEditor();
    // GETs that fail for a passing reason are retried three times first (1 s, 2 s, 4 s).
    await act(async () => {
      await vi.advanceTimersByTimeAsync(8_000);
    });
    vi.useRealTimers();
    expect(await screen.findByRole('heading', { name: 'Unable to Load Editor' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await loaded()).toHaveValue('Jordan Lee');
  });

  it('says Invalid Session without a session id, with the way back to /refine', async () => {
    stubEditorApi();
    renderEditor('/dynamic-pdf-editor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid Session' })).toBeVisible();
    expect(screen.getByText('No session ID provided for editing.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Resume Refinement' })).toHaveAttribute('href', '/refine');
  });
});

describe('the dynamic editor in German', () => {
  function renderGermanEditor() {
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(TEST_USER));
    return renderWithAuth(
      [
        {
          path: '/dynamic-pdf-editor/:sessionId?',
          element: (
            <LocaleProvider initial="de-DE" messages={deDE}>
              <EditorPage />
            </LocaleProvider>
          ),
        },
      ],
      `/dynamic-pdf-editor/${SESSION}`,
    );
  }

  it('shows its words, names its controls and adds new content in German', async () => {
    stubEditorApi();
    renderGermanEditor();
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Jordan Lee');
    expect(screen.getByRole('heading', { level: 1, name: 'Lebenslauf-Editor' })).toBeVisible();
    expect(document.title).toMatch(/^Lebenslauf-Editor/);
    expect(screen.getByText('Seiten').closest('dl')).toHaveTextContent('Seiten0,6');
    expect(screen.getByRole('button', { name: 'Rückgängig' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Summary nach oben verschieben' })).toBeDisabled();
    expect(
      region('Experience').getByRole('textbox', { name: 'Stichpunkt 1 zu Data Analyst bei Northwind' }),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Abschnitt hinzufügen' }));
    const added = region('Neuer Abschnitt');
    expect(added.getByRole('textbox', { name: 'Zeile 1 in Neuer Abschnitt' })).toHaveValue(
      'Neue Inhaltszeile',
    );
    fireEvent.click(added.getByRole('button', { name: 'Stichpunkt in Neuer Abschnitt hinzufügen' }));
    expect(added.getByRole('textbox', { name: 'Stichpunkt 1 in Neuer Abschnitt' })).toHaveValue(
      'Neuer Stichpunkt',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Skills löschen' }));
    expect(screen.getByRole('dialog', { name: 'Skills löschen?' })).toBeVisible();
  });

  it('tells a screen reader how to move a section, and where it is, in German', async () => {
    stubEditorApi();
    renderGermanEditor();
    await screen.findByRole('textbox', { name: 'Name' });
    expect(
      screen.getAllByText(/^Zum Verschieben drücken Sie die Leertaste oder die Eingabetaste/).length,
    ).toBeGreaterThan(0);
    const handle = screen.getByRole('button', { name: 'Experience verschieben' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    // jsdom lays nothing out, so the pick-up is at once followed by where the section is over.
    expect(await screen.findByText(/^Experience: über Position \d von 3\.$/)).toBeInTheDocument();
    fireEvent.keyDown(handle, { code: 'Escape', key: 'Escape' });
    expect(
      await screen.findByText('Experience: Verschieben abgebrochen, die Position bleibt unverändert.'),
    ).toBeInTheDocument();
  });
});
