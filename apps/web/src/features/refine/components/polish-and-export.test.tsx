import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORED_USER_KEY } from '../../../lib/auth/auth-context';
import { EDITOR_DOCUMENT, editorHandlers, pdfResponse } from '../../../test/editor-fixtures';
import { fakePdf } from '../../../test/fake-pdfjs';
import {
  type ApiHandler,
  jsonResponse,
  renderWithAuth,
  resetBrowserState,
  stubApi,
  TEST_USER,
} from '../../../test/render-with-auth';
import {
  EMPTY_REFINE_SESSION,
  type RefineSession,
  refineStorageKey,
  saveRefineSession,
} from '../refine-session';
import { finalScores, INITIAL_SCORES, REFINE_RESPONSE, SESSION_ID, scoreReport } from '../refine-test-data';
import { RefinePage } from './refine-page';

const REFINED: Partial<RefineSession> = {
  sessionId: SESSION_ID,
  resumeText: 'Jordan Lee\nData Analyst',
  jobDescription: 'Data Analyst. SQL.',
  targetIndustry: 'Data Science',
  questions: ['How many people used it?'],
  answers: ['40 analysts'],
  finalText: REFINE_RESPONSE.final_text,
  history: REFINE_RESPONSE.history,
  unusedAnswers: [
    { question_index: 0, text: 'I also like hiking.', reason: 'It says nothing the job asks for.' },
  ],
};

function stubFlowApi(handlers: Record<string, ApiHandler>) {
  return stubApi({
    'GET /api/auth/me': () => jsonResponse(200, { user: TEST_USER }),
    'GET /api/auth/csrf-token': () => jsonResponse(200, { csrf_token: 'csrf-1', expires_in: 3600 }),
    [`GET /api/review/sessions/${SESSION_ID}/status`]: () =>
      jsonResponse(200, {
        session_id: SESSION_ID,
        status: 'completed',
        final_scores: finalScores(),
        scores: scoreReport(INITIAL_SCORES),
      }),
    [`GET /api/review/sessions/${SESSION_ID}/changes`]: () =>
      jsonResponse(200, { writer: 'built-in', pending_changes: [] }),
    ...editorHandlers(SESSION_ID),
    ...handlers,
  });
}

function renderAt(step: 'polish' | 'results') {
  window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(TEST_USER));
  saveRefineSession(TEST_USER.id, { ...EMPTY_REFINE_SESSION, ...REFINED, step });
  return renderWithAuth(
    [
      { path: '/refine', element: <RefinePage /> },
      { path: '/dynamic-pdf-editor/:sessionId', element: <p>Editor page</p> },
    ],
    `/refine?step=${step}&session=${SESSION_ID}`,
  );
}

const stored = () =>
  (
    JSON.parse(window.sessionStorage.getItem(refineStorageKey(TEST_USER.id)) ?? '{}') as {
      session?: RefineSession;
    }
  ).session;

let downloads: string[] = [];
beforeEach(() => {
  resetBrowserState();
  downloads = [];
  URL.createObjectURL = vi.fn(() => 'blob:resume');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetBrowserState();
});

describe('the Polish step', () => {
  it('shows the editor, the changes with Undo, and the answers not used', async () => {
    stubFlowApi({});
    renderAt('polish');
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Jordan Lee');
    const unused = within(screen.getByRole('region', { name: 'Answers not used' }));
    expect(unused.getByText('I also like hiking.')).toBeVisible();
    expect(unused.getByText('It says nothing the job asks for.')).toBeVisible();
    expect(screen.getByRole('button', { name: /^Undo change 1: result from an answer/ })).toBeEnabled();
  });

  it('undoes a change on the server, then reloads the editor and the session from the answer', async () => {
    const reverted = {
      final_text: 'Jordan Lee\nData Analyst\n\nEXPERIENCE\n• Built a reporting tool',
      structured_resume: EDITOR_DOCUMENT.structured_resume,
      history: [],
      final_scores: finalScores(),
      reverted: ['c1'],
      updated_at: '2026-01-02T10:00:00.000Z',
    };
    let loads = 0;
    const api = stubFlowApi({
      [`POST /api/review/sessions/${SESSION_ID}/revert`]: () => jsonResponse(200, reverted),
      [`GET /api/dynamic-pdf/${SESSION_ID}/current`]: () => {
        loads += 1;
        const name = loads === 1 ? 'Jordan Lee' : 'Jordan Lee (reloaded)';
        return jsonResponse(200, {
          ...EDITOR_DOCUMENT,
          structured_resume: {
            ...EDITOR_DOCUMENT.structured_resume,
            contact: { ...EDITOR_DOCUMENT.structured_resume.contact, name },
          },
        });
      },
    });
    renderAt('polish');
    await screen.findByRole('textbox', { name: 'Name' });
    // An edit still waiting for its save goes to the server before the undo.
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), { target: { value: '+1 555 0142' } });
    fireEvent.click(screen.getByRole('button', { name: /^Undo change 1/ }));
    expect(
      await screen.findByText('No changes were needed: the resume already met every rule.'),
    ).toBeVisible();
    const puts = api.calls(`PUT /api/dynamic-pdf/${SESSION_ID}/update`);
    expect(puts).toHaveLength(1);
    expect(
      JSON.parse(String(api.calls(`POST /api/review/sessions/${SESSION_ID}/revert`)[0]?.[1]?.body)),
    ).toEqual({
      change_ids: ['c1'],
    });
    expect(await screen.findByDisplayValue('Jordan Lee (reloaded)')).toBeVisible();
    expect(stored()?.history).toEqual([]);
    expect(stored()?.finalText).toBe(reverted.final_text);
  });

  it('shows the server’s reason when an undo is refused', async () => {
    stubFlowApi({
      [`POST /api/review/sessions/${SESSION_ID}/revert`]: () =>
        jsonResponse(409, { detail: 'That line was edited since; undo it by hand.', code: 'conflict' }),
    });
    renderAt('polish');
    await screen.findByRole('textbox', { name: 'Name' });
    fireEvent.click(screen.getByRole('button', { name: /^Undo change 1/ }));
    expect(
      await screen.findByText('Could not undo the change: That line was edited since; undo it by hand.'),
    ).toBeVisible();
    expect(screen.getByText('result from an answer')).toBeVisible();
  });
});

describe('Results: the resume, what an ATS reads, and the export behind the feedback survey', () => {
  it('shows the first page, the ATS text and its round trip as plain checks', async () => {
    stubFlowApi({});
    renderAt('results');
    const ats = within(await screen.findByRole('region', { name: 'What an ATS reads' }));
    expect(await ats.findByText(/Data analyst with five years of reporting work\./)).toBeVisible();
    expect(ats.getByText('Contact details read back: yes')).toBeVisible();
    expect(ats.getByText('Job entries read back: no')).toBeVisible();
    const resume = within(screen.getByRole('region', { name: 'Your resume' }));
    expect(await resume.findByText('0.6 pages, 412 characters. The first page:')).toBeVisible();
    expect(resume.getByRole('link', { name: 'Dynamic PDF Editor' })).toHaveAttribute(
      'href',
      `/dynamic-pdf-editor/${SESSION_ID}`,
    );
  });

  it('asks for feedback on a 403, then downloads the PDF a second after the feedback is in', async () => {
    let feedbackGiven = false;
    const api = stubFlowApi({
      [`GET /api/feedback/${SESSION_ID}/pdf`]: () =>
        feedbackGiven
          ? pdfResponse(fakePdf('export'), 'enhanced_resume_20250701T100000Z.pdf')
          : jsonResponse(403, {
              detail: 'Please share quick feedback to download your resume.',
              code: 'needs_feedback',
              needs_feedback: true,
            }),
      'POST /api/feedback/submit': () => {
        feedbackGiven = true;
        return jsonResponse(201, {
          message: 'Thank you for your feedback!',
          feedback_id: 'f1',
          can_export: true,
        });
      },
    });
    renderAt('results');
    fireEvent.click(await screen.findByRole('button', { name: 'Export Enhanced Resume (PDF)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Quick Feedback to Download PDF' }));
    expect(stored()?.pendingDownload).toBe(true);

    const pick = (group: string, option: string) =>
      fireEvent.click(
        within(dialog.getByRole('group', { name: new RegExp(`^${group}`) })).getByRole('radio', {
          name: option,
        }),
      );
    pick('How accurate', '4');
    pick('How good is the formatting', '4');
    fireEvent.click(dialog.getByRole('button', { name: 'Next' }));
    pick('How much did the refinement improve', '8');
    pick('Would you send', 'Yes');
    fireEvent.click(dialog.getByRole('button', { name: 'Next' }));
    pick('How often', 'This is my first time');
    pick('Years of work experience', '3-5 years');
    fireEvent.click(dialog.getByRole('button', { name: 'Next' }));
    // The client loads the response schemas when a response first needs checking; loaded here, before
    // the clock stops, the submit below settles within the fake timers' turns.
    await import('@resumeloop/contracts/feedback');
    vi.useFakeTimers({ shouldAdvanceTime: false });
    fireEvent.click(dialog.getByRole('button', { name: 'Submit & Download PDF' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored()?.pendingDownload).toBe(false);
    expect(api.calls(`GET /api/feedback/${SESSION_ID}/pdf`)).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(api.calls(`GET /api/feedback/${SESSION_ID}/pdf`)).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(api.calls(`GET /api/feedback/${SESSION_ID}/pdf`)).toHaveLength(2);
    vi.useRealTimers();
    await vi.waitFor(() => expect(downloads).toEqual(['enhanced_resume_20250701T100000Z.pdf']));
    expect(screen.getByText('Downloaded enhanced_resume_20250701T100000Z.pdf.')).toBeVisible();
  });

  it('downloads Word through the same gate, naming the file itself when the server does not', async () => {
    stubFlowApi({
      [`GET /api/feedback/${SESSION_ID}/docx`]: () =>
        new Response(new Uint8Array([80, 75, 3, 4]), {
          status: 200,
          headers: { 'content-type': 'application/zip' },
        }),
    });
    renderAt('results');
    fireEvent.click(await screen.findByRole('button', { name: 'Download Word (.docx)' }));
    await vi.waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]).toMatch(/^enhanced_resume_\d{8}T\d{6}Z\.docx$/);
  });

  it('reports a failed export, and puts that error back 3 s after the survey displaced it', async () => {
    let status = 500;
    stubFlowApi({
      [`GET /api/feedback/${SESSION_ID}/pdf`]: () =>
        status === 500
          ? jsonResponse(500, { detail: 'Internal error', code: 'internal' })
          : jsonResponse(403, { detail: 'Feedback first.', code: 'needs_feedback', needs_feedback: true }),
    });
    renderAt('results');
    fireEvent.click(await screen.findByRole('button', { name: 'Export Enhanced Resume (PDF)' }));
    expect(await screen.findByText('PDF export failed: Internal error')).toBeVisible();
    status = 403;
    vi.useFakeTimers({ shouldAdvanceTime: false });
    fireEvent.click(screen.getByRole('button', { name: 'Export Enhanced Resume (PDF)' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('dialog', { name: 'Quick Feedback to Download PDF' })).toBeVisible();
    expect(screen.queryByText('PDF export failed: Internal error')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    expect(screen.getByText('PDF export failed: Internal error')).toBeInTheDocument();
  });
});
