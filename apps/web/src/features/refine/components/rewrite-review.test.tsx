import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORED_USER_KEY } from '../../../lib/auth/auth-context';
import { EDITOR_DOCUMENT, editorHandlers } from '../../../test/editor-fixtures';
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
import {
  finalScores,
  HISTORY_AFTER_IMPORT,
  IMPORT_RESPONSE,
  REFINE_RESPONSE,
  REVIEWED_CHANGES,
  SESSION_ID,
  STRUCTURED_RESUME,
} from '../refine-test-data';
import { RefinePage } from './refine-page';

const IMPORT = `POST /api/review/sessions/${SESSION_ID}/import`;
const CHANGES = `/api/review/sessions/${SESSION_ID}/changes`;
const SAVE = `PUT /api/dynamic-pdf/${SESSION_ID}/update`;
const LOAD = `GET /api/dynamic-pdf/${SESSION_ID}/current`;

const REFINED: Partial<RefineSession> = {
  step: 'polish',
  sessionId: SESSION_ID,
  resumeText: 'Jordan Lee\nData Analyst',
  jobDescription: 'Data Analyst. SQL.',
  targetIndustry: 'Data Science',
  questions: ['How many people used it?'],
  answers: ['40 analysts'],
  finalText: REFINE_RESPONSE.final_text,
  history: REFINE_RESPONSE.history,
};

const NO_PENDING = { writer: 'built-in', pending_changes: [] };

function stubReviewApi(handlers: Record<string, ApiHandler>) {
  const api = stubApi({
    'GET /api/auth/me': () => jsonResponse(200, { user: TEST_USER }),
    'GET /api/auth/csrf-token': () => jsonResponse(200, { csrf_token: 'csrf-1', expires_in: 3600 }),
    [`GET ${CHANGES}`]: () => jsonResponse(200, NO_PENDING),
    ...editorHandlers(SESSION_ID),
    ...handlers,
  });
  return {
    ...api,
    bodiesOf: (key: string) => api.calls(key).map(([, init]) => JSON.parse(String(init?.body)) as unknown),
  };
}

function renderPolish(session: Partial<RefineSession> = {}) {
  window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(TEST_USER));
  saveRefineSession(TEST_USER.id, { ...EMPTY_REFINE_SESSION, ...REFINED, ...session });
  return renderWithAuth(
    [{ path: '/refine', element: <RefinePage /> }],
    `/refine?step=polish&session=${SESSION_ID}`,
  );
}

const stored = () =>
  (
    JSON.parse(window.sessionStorage.getItem(refineStorageKey(TEST_USER.id)) ?? '{}') as {
      session?: RefineSession;
    }
  ).session;

const checkForm = () => within(screen.getByRole('region', { name: 'Check a rewrite from another tool' }));
const rewriteBox = () => checkForm().getByRole('textbox', { name: /Rewritten resume/ });
const pasteRewrite = (text: string) => fireEvent.change(rewriteBox(), { target: { value: text } });
const checkButton = () => checkForm().getByRole('button', { name: /Check rewrite|Checking/ });
/** The list item of the change whose `after` (or `before`) holds `text`. */
const changeItem = (region: HTMLElement, text: string) =>
  within(region)
    .getAllByRole('listitem')
    .find(
      (item) => item.textContent?.includes(text) && item.closest('ol')?.parentElement === region,
    ) as HTMLElement;

/**
 * A decision's answer: the decided changes, what still waits, and the resume after, whose history holds
 * the changes applied so far (`appliedIds`) under their own ids.
 */
const decided = (changes: unknown[], pending: unknown[], appliedIds: string[] = []) => ({
  changes,
  pending_changes: pending,
  final_text: IMPORT_RESPONSE.final_text,
  structured_resume: STRUCTURED_RESUME,
  history: [
    ...HISTORY_AFTER_IMPORT,
    ...appliedIds.map((id) => ({
      id,
      target: 'exp-1-b2',
      before: '',
      after: `Accepted ${id}`,
      reason: 'accepted from a pasted rewrite',
      source: 'You accepted it',
    })),
  ],
  final_scores: finalScores(),
});

beforeEach(() => resetBrowserState());
afterEach(() => {
  vi.restoreAllMocks();
  resetBrowserState();
});

describe('Check a rewrite from another tool', () => {
  it('checks a pasted rewrite: the scores, the summary, and each change with its verdict, marks and reasons', async () => {
    let loads = 0;
    const api = stubReviewApi({
      [IMPORT]: () => jsonResponse(200, IMPORT_RESPONSE),
      [LOAD]: () => {
        loads += 1;
        return jsonResponse(200, EDITOR_DOCUMENT);
      },
    });
    renderPolish();
    await screen.findByRole('textbox', { name: 'Name' });
    expect(checkForm().getByText(/nothing unsupported is added without you/)).toBeVisible();
    // The counter the other fields have, with this field's limit.
    expect(rewriteBox()).toHaveAccessibleDescription(/0 \/ 20,000 characters/);

    // An edit still waiting for its save goes to the server before the rewrite.
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), { target: { value: '+1 555 0142' } });
    pasteRewrite('Jordan Lee\nData Analyst\n• Led the dashboard migration');
    fireEvent.click(checkButton());

    const heading = await screen.findByRole('heading', { name: 'Your rewrite, checked' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(api.bodiesOf(IMPORT)).toEqual([
      { text: 'Jordan Lee\nData Analyst\n• Led the dashboard migration' },
    ]);
    const order = api.fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);
    expect(order.indexOf(SAVE)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(SAVE)).toBeLessThan(order.indexOf(IMPORT));

    const result = screen.getByRole('region', { name: 'Your rewrite, checked' });
    expect(result).toHaveTextContent('Score before61 / 100');
    expect(result).toHaveTextContent('Score after74 / 100');
    expect(result).toHaveTextContent('Change+12.4 points');
    expect(
      within(result).getByText('3 changes: 1 applied, 1 needs your confirmation, 1 not supported'),
    ).toBeVisible();

    // Waiting changes first, then the applied one.
    const items = within(result)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === result);
    expect(items.map((item) => item.textContent?.match(/Check this|Not supported|Supported/)?.[0])).toEqual([
      'Check this',
      'Not supported',
      'Supported',
    ]);

    const confirm = changeItem(result, 'the dashboard migration');
    expect(confirm).toHaveTextContent('Experience: Data Analyst, Northwind');
    expect(confirm).toHaveTextContent('BeforeHelped with the dashboard migration');
    const led = within(confirm).getByText('Led', { selector: 'mark' });
    expect(led).toHaveAccessibleDescription('Led: your resume says you helped with it');
    expect(within(confirm).getByText('Led: your resume says you helped with it')).toBeVisible();
    expect(within(confirm).getByRole('button', { name: /^Accept change 1/ })).toBeEnabled();
    expect(within(confirm).getByRole('button', { name: /^Reject change 1/ })).toBeEnabled();
    expect(within(confirm).getByRole('button', { name: /^Edit change 1/ })).toBeEnabled();

    const unsupported = changeItem(result, 'Cut report latency');
    expect(unsupported).toHaveTextContent('(nothing: this line is new)');
    expect(within(unsupported).getByText('150 ms', { selector: 'mark' })).toHaveAccessibleDescription(
      '150 ms: your resume and answers say 250 ms',
    );
    expect(
      within(unsupported)
        .getByText(/^Number/)
        .closest('li'),
    ).toHaveTextContent('Number (“150 ms”): 150 ms: your resume and answers say 250 ms');

    const applied = changeItem(result, 'Built a SQL reporting tool');
    expect(applied).toHaveTextContent('Applied. To take it back, use Undo under “What changed”.');
    expect(within(applied).queryByRole('button')).toBeNull();

    // The session and the editor follow the server, as after an undo.
    const history = within(screen.getByRole('region', { name: 'What changed' }));
    expect(history.getByRole('button', { name: /^Undo change 2: pasted rewrite/ })).toBeVisible();
    expect(stored()?.history).toEqual(HISTORY_AFTER_IMPORT);
    expect(stored()?.finalText).toBe(IMPORT_RESPONSE.final_text);
    await waitFor(() => expect(loads).toBe(2));
    // The pasted text stays for another look.
    expect(rewriteBox()).toHaveValue('Jordan Lee\nData Analyst\n• Led the dashboard migration');
  });

  it('accepts a change, then accepts another in the user’s words, sending each decision', async () => {
    let attempts = 0;
    const api = stubReviewApi({
      [IMPORT]: () => jsonResponse(200, IMPORT_RESPONSE),
      [`POST ${CHANGES}`]: (init) => {
        const body = JSON.parse(String(init?.body)) as { accept: { id: string; text?: string }[] };
        if (body.accept[0]?.id === 'r2') {
          return jsonResponse(
            200,
            decided(
              [{ ...REVIEWED_CHANGES.confirm, status: 'applied' }],
              [REVIEWED_CHANGES.unsupported],
              ['r2'],
            ),
          );
        }
        attempts += 1;
        if (attempts === 1) {
          return jsonResponse(409, {
            detail: 'That line changed since; check the rewrite again.',
            code: 'conflict',
          });
        }
        return jsonResponse(
          200,
          decided(
            [
              {
                ...REVIEWED_CHANGES.unsupported,
                after: 'Cut report latency to 250 ms',
                verdict: 'supported',
                flags: [],
                status: 'applied',
              },
            ],
            [],
            ['r2', 'r3'],
          ),
        );
      },
    });
    renderPolish();
    await screen.findByRole('textbox', { name: 'Name' });
    pasteRewrite('Jordan Lee\nData Analyst');
    fireEvent.click(checkButton());
    const result = (await screen.findByRole('heading', { name: 'Your rewrite, checked' })).closest(
      'section',
    ) as HTMLElement;

    fireEvent.click(within(result).getByRole('button', { name: /^Accept change 1/ }));
    const confirm = changeItem(result, 'the dashboard migration');
    expect(await within(confirm).findByText(/To take it back, use Undo/)).toBeVisible();
    expect(api.bodiesOf(`POST ${CHANGES}`)).toEqual([{ accept: [{ id: 'r2' }], reject: [] }]);
    expect(within(confirm).queryByRole('button', { name: /^Accept/ })).toBeNull();
    // The focus stays with the change just decided, which keeps its place.
    await waitFor(() =>
      expect(
        within(confirm)
          .getByText(/To take it back/)
          .closest('p'),
      ).toHaveFocus(),
    );
    expect(within(result).getByText('3 changes: 2 applied, 1 not supported')).toBeVisible();

    const unsupported = changeItem(result, 'Cut report latency');
    fireEvent.click(within(unsupported).getByRole('button', { name: /^Edit change 2/ }));
    const wording = within(unsupported).getByRole('textbox', { name: /Your wording for change 2/ });
    expect(wording).toHaveValue('Cut report latency to 150 ms');
    await waitFor(() => expect(wording).toHaveFocus());
    fireEvent.change(wording, { target: { value: 'Cut report latency to 250 ms' } });
    fireEvent.click(within(unsupported).getByRole('button', { name: 'Accept edited text for change 2' }));

    // A refused decision says why, and the wording typed is still there.
    expect(
      await within(result).findByText('That line changed since; check the rewrite again.'),
    ).toBeVisible();
    expect(within(unsupported).getByRole('textbox', { name: /Your wording for change 2/ })).toHaveValue(
      'Cut report latency to 250 ms',
    );

    fireEvent.click(within(unsupported).getByRole('button', { name: 'Accept edited text for change 2' }));
    expect(await within(unsupported).findByText(/To take it back, use Undo/)).toBeVisible();
    expect(api.bodiesOf(`POST ${CHANGES}`).slice(1)).toEqual([
      { accept: [{ id: 'r3', text: 'Cut report latency to 250 ms' }], reject: [] },
      { accept: [{ id: 'r3', text: 'Cut report latency to 250 ms' }], reject: [] },
    ]);
    expect(unsupported).toHaveTextContent('Supported');
    expect(unsupported).toHaveTextContent('AfterCut report latency to 250 ms');
    expect(within(result).getByText('3 changes: 3 applied')).toBeVisible();
    expect(within(result).queryByText('That line changed since; check the rewrite again.')).toBeNull();
  });

  it('shows the waiting changes the AI writer left on opening, with the writer’s notice, and rejects one', async () => {
    const api = stubReviewApi({
      [`GET ${CHANGES}`]: () =>
        jsonResponse(200, {
          writer: 'llm',
          pending_changes: [REVIEWED_CHANGES.confirm, REVIEWED_CHANGES.unsupported],
        }),
      [`POST ${CHANGES}`]: () =>
        jsonResponse(
          200,
          decided([{ ...REVIEWED_CHANGES.confirm, status: 'rejected' }], [REVIEWED_CHANGES.unsupported]),
        ),
    });
    renderPolish({ writerNotice: 'Only part of the model’s rewrite could be used.' });
    const heading = await screen.findByRole('heading', {
      name: 'Changes the AI writer proposed that need you',
    });
    expect(api.calls(`GET ${CHANGES}`)).toHaveLength(1);
    expect(screen.getByText('Only part of the model’s rewrite could be used.')).toBeVisible();
    const waiting = heading.closest('section') as HTMLElement;
    expect(within(waiting).getByText('2 changes: 1 needs your confirmation, 1 not supported')).toBeVisible();
    expect(within(waiting).getByText('150 ms', { selector: 'mark' })).toBeVisible();

    fireEvent.click(within(waiting).getByRole('button', { name: /^Reject change 1/ }));
    const confirm = changeItem(waiting, 'the dashboard migration');
    expect(await within(confirm).findByText(/Rejected\./)).toBeVisible();
    expect(api.bodiesOf(`POST ${CHANGES}`)).toEqual([{ accept: [], reject: ['r2'] }]);
    expect(within(waiting).getByText('2 changes: 1 not supported, 1 rejected')).toBeVisible();
    expect(within(waiting).getByRole('button', { name: /^Accept change 2/ })).toBeEnabled();
  });

  it('says Undone for an applied change taken back under What changed', async () => {
    stubReviewApi({
      [IMPORT]: () => jsonResponse(200, IMPORT_RESPONSE),
      [`POST /api/review/sessions/${SESSION_ID}/revert`]: () =>
        jsonResponse(200, {
          ...decided([], []),
          history: REFINE_RESPONSE.history,
          reverted: ['r1'],
          updated_at: '2026-01-02T10:00:00.000Z',
        }),
    });
    renderPolish();
    await screen.findByRole('textbox', { name: 'Name' });
    pasteRewrite('Jordan Lee\nData Analyst');
    fireEvent.click(checkButton());
    const result = (await screen.findByRole('heading', { name: 'Your rewrite, checked' })).closest(
      'section',
    ) as HTMLElement;
    fireEvent.click(screen.getByRole('button', { name: /^Undo change 2: pasted rewrite/ }));
    const applied = changeItem(result, 'Built a SQL reporting tool');
    expect(await within(applied).findByText(/You took it back under “What changed”/)).toBeVisible();
    expect(
      within(result).getByText('3 changes: 1 needs your confirmation, 1 not supported, 1 undone'),
    ).toBeVisible();
  });

  it('shows the server’s detail when the check fails, and keeps the pasted text', async () => {
    stubReviewApi({
      [IMPORT]: () =>
        jsonResponse(422, { detail: 'This reads as a cover letter, not a resume.', code: 'validation' }),
    });
    renderPolish();
    await screen.findByRole('textbox', { name: 'Name' });
    pasteRewrite('Dear hiring manager,');
    fireEvent.click(checkButton());
    expect(await checkForm().findByRole('alert')).toHaveTextContent(
      'Could not check the rewriteThis reads as a cover letter, not a resume.',
    );
    expect(rewriteBox()).toHaveValue('Dear hiring manager,');
    expect(checkButton()).toHaveTextContent('Check rewrite');
    expect(screen.queryByRole('heading', { name: 'Your rewrite, checked' })).toBeNull();
  });

  it('asks for a rewrite before sending an empty one', async () => {
    const api = stubReviewApi({});
    renderPolish();
    await screen.findByRole('textbox', { name: 'Name' });
    pasteRewrite('   ');
    fireEvent.click(checkButton());
    expect(rewriteBox()).toHaveAccessibleDescription(/Paste the rewritten resume, or upload it as a file\./);
    expect(rewriteBox()).toHaveFocus();
    expect(api.calls(IMPORT)).toHaveLength(0);
  });

  it('sends a chosen file as multipart, field file', async () => {
    const api = stubReviewApi({ [IMPORT]: () => jsonResponse(200, IMPORT_RESPONSE) });
    renderPolish();
    await screen.findByRole('textbox', { name: 'Name' });
    const file = new File(['%PDF-1.7'], 'rewrite.pdf', { type: 'application/pdf' });
    const region = screen.getByRole('region', { name: 'Check a rewrite from another tool' });
    const input = region.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', '.pdf,.txt,.doc,.docx');
    fireEvent.change(input, { target: { files: [file] } });
    expect(checkForm().getByText(/Check rewrite reads/)).toHaveTextContent('rewrite.pdf');
    fireEvent.click(checkButton());
    await screen.findByRole('heading', { name: 'Your rewrite, checked' });
    const body = api.calls(IMPORT)[0]?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBeInstanceOf(File);
    expect(((body as FormData).get('file') as File).name).toBe('rewrite.pdf');
  });
});
