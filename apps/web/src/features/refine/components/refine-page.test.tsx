import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORED_USER_KEY } from '../../../lib/auth/auth-context';
import { draftStore } from '../../../lib/offline/drafts';
import { EDITOR_DOCUMENT, editorHandlers } from '../../../test/editor-fixtures';
import { stubXhr } from '../../../test/fake-xhr';
import {
  type ApiHandler,
  jsonResponse,
  renderWithAuth,
  resetBrowserState,
  stubApi,
} from '../../../test/render-with-auth';
import {
  EMPTY_REFINE_SESSION,
  type RefineSession,
  refineStorageKey,
  saveRefineSession,
} from '../refine-session';
import {
  ANALYZE_RESPONSE,
  finalScores,
  INITIAL_SCORES,
  QUESTIONS,
  REFINE_RESPONSE,
  SESSION_ID,
  STRUCTURED_RESUME,
  scoreReport,
} from '../refine-test-data';
import { RefinePage } from './refine-page';

const USER = {
  id: 'u1',
  email: 'jordan@example.com',
  full_name: 'Jordan Lee',
  email_verified: true,
  can_access_resume_features: true,
};

const INDUSTRIES = {
  categories: {
    'Technology & Engineering': ['Software Engineering', 'Data Science'],
    'Business & Finance': ['Finance & Banking', 'Consulting'],
  },
};

/** The shared fetch stub with the sign-in, CSRF and industry answers every test here needs. */
function stubRefineApi(handlers: Record<string, ApiHandler> = {}) {
  const api = stubApi({
    'GET /api/auth/me': () => jsonResponse(200, { user: USER }),
    'GET /api/auth/csrf-token': () => jsonResponse(200, { csrf_token: 'csrf-1', expires_in: 3600 }),
    'GET /api/scoring/industries': () => jsonResponse(200, INDUSTRIES),
    [`GET /api/review/sessions/${SESSION_ID}/changes`]: () =>
      jsonResponse(200, { writer: 'built-in', pending_changes: [] }),
    ...editorHandlers(SESSION_ID),
    ...handlers,
  });
  return {
    callsTo: (key: string) => api.calls(key),
    bodyOf: (key: string) => JSON.parse(String(api.calls(key)[0]?.[1]?.body)) as unknown,
  };
}

function signIn(user: Record<string, unknown> = USER) {
  window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
}

function seed(session: Partial<RefineSession>) {
  saveRefineSession(USER.id, { ...EMPTY_REFINE_SESSION, ...session });
}

function renderRefine(path = '/refine') {
  return renderWithAuth(
    [
      { path: '/refine', element: <RefinePage /> },
      { path: '/login', element: <p>Login page</p> },
      { path: '/verify-email', element: <p>Verify page</p> },
      { path: '/dashboard', element: <p>Dashboard page</p> },
    ],
    path,
  );
}

const resumeBox = () => screen.getByRole('textbox', { name: /Your resume/ });
const jobBox = () => screen.getByRole('textbox', { name: /Job description/ });
const industrySelect = () => screen.getByRole('combobox', { name: /Target industry/ });
const analyzeButton = () => screen.getByRole('button', { name: 'Analyze' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

async function fillInput() {
  await screen.findByRole('option', { name: 'Data Science' });
  await userEvent.selectOptions(industrySelect(), 'Data Science');
  fireEvent.change(resumeBox(), { target: { value: 'Jordan Lee\nData Analyst\n• Built a reporting tool' } });
  fireEvent.change(jobBox(), { target: { value: 'Data Analyst. Requirements: SQL, 3+ years.' } });
}

const docx = (name: string) =>
  new File(['PK...'], name, {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });

const uploadResponse = (fileName: string, text: string) => ({
  text,
  file_type: 'docx',
  file_name: fileName,
  char_count: text.length,
  truncated: false,
  notices: [],
});

const stored = () => {
  const raw = window.sessionStorage.getItem(refineStorageKey(USER.id));
  return raw ? (JSON.parse(raw) as { session: RefineSession }).session : null;
};

beforeEach(() => resetBrowserState());
afterEach(() => resetBrowserState());

const WRITER_NOTICE =
  'The language model did not answer in time, so the built-in writer refined your resume.';

describe('/refine for someone who cannot use it yet', () => {
  it('shows a guest the sign-in notice instead of sending them away', async () => {
    stubRefineApi();
    const { router } = renderRefine();
    expect(await screen.findByRole('heading', { level: 1, name: 'Authentication Required' })).toBeVisible();
    expect(screen.getByText('Please log in to access the resume refinement tool.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    // Signing up keeps the way back here, through the verification email.
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register?next=%2Frefine');
    expect(router.state.location.pathname).toBe('/refine');
  });

  it('asks a signed-in user with an unverified email to verify it first', async () => {
    const unverified = { ...USER, email_verified: false, can_access_resume_features: false };
    signIn(unverified);
    stubRefineApi({ 'GET /api/auth/me': () => jsonResponse(200, { user: unverified }) });
    renderRefine();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify your email to continue' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Verify your email' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/verify-email\?next=%2Frefine/),
    );
    expect(screen.queryByRole('button', { name: 'Analyze' })).toBeNull();
  });
});

describe('/refine, the Input step', () => {
  beforeEach(() => signIn());

  it('welcomes the user by name and marks Input as the current step', async () => {
    stubRefineApi();
    renderRefine();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Refine your resume with AI' }),
    ).toBeVisible();
    expect(screen.getByText('Jordan Lee')).toBeVisible();
    const steps = within(screen.getByRole('navigation', { name: 'Refinement progress' })).getAllByRole(
      'listitem',
    );
    expect(steps).toHaveLength(4);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).toHaveTextContent('Input');
    expect(steps[1]).not.toHaveAttribute('aria-current');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Input'),
      expect.stringContaining('Questionnaire'),
      expect.stringContaining('Polish'),
      expect.stringContaining('Results'),
    ]);
  });

  it('groups the industries by category', async () => {
    stubRefineApi();
    renderRefine();
    await screen.findByRole('option', { name: 'Data Science' });
    const groups = industrySelect().querySelectorAll('optgroup');
    expect(Array.from(groups, (group) => group.label)).toEqual([
      'Technology & Engineering',
      'Business & Finance',
    ]);
    expect(screen.queryByText('Failed to load industries')).toBeNull();
  });

  it('falls back to the SPEC groups with an amber notice when the industries cannot be loaded', async () => {
    stubRefineApi({
      'GET /api/scoring/industries': () => jsonResponse(404, { detail: 'Not found', code: 'x' }),
    });
    renderRefine();
    expect(await screen.findByText('Failed to load industries')).toBeVisible();
    expect(screen.getByText('Using fallback options')).toBeVisible();
    const groups = Array.from(industrySelect().querySelectorAll('optgroup'), (group) => [
      group.label,
      Array.from(group.querySelectorAll('option'), (option) => option.value),
    ]);
    expect(groups).toEqual([
      ['General', ['General Professional']],
      ['Technology & Engineering', ['Software Engineering', 'Manufacturing Engineering']],
      ['Healthcare & Life Sciences', ['Healthcare']],
      ['Business & Finance', ['Finance & Banking', 'Consulting']],
      ['Education & Research', ['Academic & Research']],
    ]);
  });

  it('says on the Analyze button what is still missing, until nothing is', async () => {
    stubRefineApi();
    renderRefine();
    await screen.findByRole('option', { name: 'Data Science' });
    expect(analyzeButton()).toHaveAttribute('aria-disabled', 'true');
    expect(analyzeButton()).toHaveAccessibleDescription(
      'Choose a target industry. Paste or upload your resume. Paste the job description.',
    );
    expect(screen.getByText(/^Choose a target industry\./)).toBeVisible();
    await userEvent.selectOptions(industrySelect(), 'Data Science');
    expect(analyzeButton()).toHaveAccessibleDescription(
      'Paste or upload your resume. Paste the job description.',
    );
    fireEvent.change(resumeBox(), { target: { value: 'Jordan Lee' } });
    expect(analyzeButton()).toHaveAccessibleDescription('Paste the job description.');
    fireEvent.change(jobBox(), { target: { value: 'Data Analyst' } });
    expect(analyzeButton()).not.toHaveAttribute('aria-disabled');
    expect(analyzeButton()).toHaveAccessibleDescription('');
    expect(analyzeButton()).toBeEnabled();
    fireEvent.change(resumeBox(), { target: { value: '' } });
    expect(analyzeButton()).toHaveAttribute('aria-disabled', 'true');
    expect(analyzeButton()).toHaveAccessibleDescription('Paste or upload your resume.');
  });

  it('takes the focus to the industry list even while the list is still loading', async () => {
    // The list of industries has not arrived yet (a slow first load): the field is busy, not disabled,
    // so Analyze can still take the person there.
    stubRefineApi({ 'GET /api/scoring/industries': () => new Promise<Response>(() => {}) });
    renderRefine();
    expect(await screen.findByRole('option', { name: 'Loading industries...' })).toBeInTheDocument();
    expect(industrySelect()).toBeEnabled();
    expect(industrySelect()).toHaveAttribute('aria-busy', 'true');
    analyzeButton().focus();
    await userEvent.keyboard('{Enter}');
    expect(industrySelect()).toHaveFocus();
    expect(industrySelect()).toHaveAttribute('aria-invalid', 'true');
  });

  it('moves the focus to the first missing field and shows its error when Analyze is pressed', async () => {
    const api = stubRefineApi();
    renderRefine();
    await screen.findByRole('option', { name: 'Data Science' });
    fireEvent.change(resumeBox(), { target: { value: 'Jordan Lee' } });
    fireEvent.change(jobBox(), { target: { value: 'Data Analyst' } });

    // Still focusable, and Enter on it does something.
    analyzeButton().focus();
    expect(analyzeButton()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(industrySelect()).toHaveFocus();
    expect(industrySelect()).toHaveAttribute('aria-invalid', 'true');
    expect(industrySelect()).toHaveAccessibleDescription(/Please select your target industry/);
    expect(api.callsTo('POST /api/scoring/analyze')).toHaveLength(0);

    // The error goes once the field is filled; the next press finds the next missing field.
    await userEvent.selectOptions(industrySelect(), 'Data Science');
    expect(industrySelect()).not.toHaveAttribute('aria-invalid');
    fireEvent.change(jobBox(), { target: { value: ' ' } });
    await userEvent.click(analyzeButton());
    expect(jobBox()).toHaveFocus();
    expect(jobBox()).toHaveAttribute('aria-invalid', 'true');
    expect(jobBox()).toHaveAccessibleDescription(/Job description is required/);
    expect(resumeBox()).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('POST /api/scoring/analyze')).toHaveLength(0);
  });

  it('refuses blank text with the messages joined by a period and a space, without calling the server', async () => {
    const api = stubRefineApi();
    renderRefine();
    await screen.findByRole('option', { name: 'Data Science' });
    await userEvent.selectOptions(industrySelect(), 'Data Science');
    fireEvent.change(resumeBox(), { target: { value: '   ' } });
    fireEvent.change(jobBox(), { target: { value: '\n\t' } });
    await userEvent.click(analyzeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Resume text is required. Job description is required',
    );
    expect(api.callsTo('POST /api/scoring/analyze')).toHaveLength(0);
  });

  it('counts characters and turns amber over 80 % and red over the limit', async () => {
    stubRefineApi();
    renderRefine();
    await screen.findByRole('heading', { level: 1, name: 'Refine your resume with AI' });
    const counter = () =>
      document.getElementById(resumeBox().getAttribute('aria-describedby')?.split(' ').at(-1) ?? '');
    expect(resumeBox()).toHaveAccessibleDescription(/0 \/ 8,000 characters/);

    fireEvent.change(resumeBox(), { target: { value: 'a'.repeat(6_400) } });
    expect(counter()).toHaveTextContent('6,400 / 8,000 characters');
    expect(counter()).toHaveAttribute('data-state', 'normal');

    fireEvent.change(resumeBox(), { target: { value: 'a'.repeat(6_401) } });
    expect(counter()).toHaveTextContent('6,401 / 8,000 charactersApproaching limit');
    expect(counter()).toHaveAttribute('data-state', 'warning');
    expect(counter()).toHaveClass('text-amber-800');

    fireEvent.change(resumeBox(), { target: { value: 'a'.repeat(8_001) } });
    expect(counter()).toHaveTextContent('8,001 / 8,000 charactersExceeds limit - content will be truncated');
    expect(counter()).toHaveAttribute('data-state', 'over');
    expect(counter()).toHaveClass('text-red-700');
    // Not blocked: the server truncates and says so.
    expect(resumeBox()).toHaveValue('a'.repeat(8_001));

    fireEvent.change(jobBox(), { target: { value: 'b'.repeat(8_001) } });
    expect(jobBox()).toHaveAccessibleDescription(/8,001 \/ 10,000 characters\s*Approaching limit/);
  });

  it('refuses a file over 10 MB in the browser, sending nothing', async () => {
    stubRefineApi();
    const xhr = stubXhr(() => ({ status: 500 }));
    renderRefine();
    await screen.findByRole('heading', { level: 1, name: 'Refine your resume with AI' });
    const file = new File(['%PDF-1.7'], 'resume.pdf', { type: 'application/pdf' });
    Object.defineProperty(file, 'size', { value: 10_485_761 });
    await userEvent.upload(fileInput(), file);
    expect(await screen.findByRole('alert')).toHaveTextContent('File size must be less than 10MB');
    expect(xhr.requests).toHaveLength(0);
  });

  it("shows the server's reason when a file cannot be read", async () => {
    stubRefineApi();
    stubXhr(() => ({
      status: 422,
      body: { detail: 'This file is not a PDF, DOCX, DOC or plain text file.', code: 'unsupported_file' },
    }));
    renderRefine();
    await screen.findByRole('heading', { level: 1, name: 'Refine your resume with AI' });
    await userEvent.upload(
      fileInput(),
      new File(['%PDF-1.7 broken'], 'resume.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to process file: This file is not a PDF, DOCX, DOC or plain text file.',
    );
    expect(resumeBox()).toHaveValue('');
  });

  it('uploads any accepted file with the CSRF token and fills the resume box with its text', async () => {
    stubRefineApi();
    const xhr = stubXhr(() => ({
      status: 200,
      body: {
        text: 'Jordan Lee\nData Analyst',
        file_type: 'docx',
        file_name: 'resume.docx',
        char_count: 23,
        truncated: false,
        notices: ['Two images in the file were skipped.'],
      },
    }));
    renderRefine();
    await screen.findByRole('heading', { level: 1, name: 'Refine your resume with AI' });
    const file = new File(['PK...'], 'resume.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    await userEvent.upload(fileInput(), file);
    expect(await screen.findByText('Two images in the file were skipped.')).toBeVisible();
    expect(resumeBox()).toHaveValue('Jordan Lee\nData Analyst');
    expect(screen.getByText(/Loaded resume\.docx: 23 characters/)).toBeVisible();
    expect(xhr.requests).toHaveLength(1);
    const [request] = xhr.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/resumes/upload');
    expect(request?.headers['X-CSRF-Token']).toBe('csrf-1');
    expect(request?.headers['content-type']).toBeUndefined();
    expect((request?.body as FormData | undefined)?.get('file')).toBeInstanceOf(File);
    expect(fileInput()).toHaveAttribute('accept', '.pdf,.txt,.doc,.docx');
  });

  it('analyzes, then moves to the questions with the heading focused and the step announced', async () => {
    const api = stubRefineApi({ 'POST /api/scoring/analyze': () => jsonResponse(200, ANALYZE_RESPONSE) });
    const { router } = renderRefine();
    await fillInput();
    await userEvent.click(analyzeButton());

    const heading = await screen.findByRole('heading', { level: 1, name: 'Additional Information Needed' });
    expect(heading).toHaveFocus();
    expect(await screen.findByText('Step 2 of 4: Questionnaire')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=questions');
    expect(api.bodyOf('POST /api/scoring/analyze')).toEqual({
      resume_text: 'Jordan Lee\nData Analyst\n• Built a reporting tool',
      job_description: 'Data Analyst. Requirements: SQL, 3+ years.',
      target_industry: 'Data Science',
    });
    expect(screen.getByText('Help us understand your experience')).toBeVisible();
    expect(screen.getByText('Data Science')).toBeVisible();
    expect(screen.getByText(`${Math.round(ANALYZE_RESPONSE.initial_score.overall_score)}/100`)).toBeVisible();
    for (const question of QUESTIONS) {
      expect(screen.getByRole('textbox', { name: new RegExp(question.replace(/\?/g, '\\?')) })).toHaveValue(
        '',
      );
    }
    const current = within(screen.getByRole('navigation', { name: 'Refinement progress' })).getAllByRole(
      'listitem',
    )[1];
    expect(current).toHaveAttribute('aria-current', 'step');
  });

  it.each([
    [
      422,
      { detail: 'Unknown target industry: Data Science', code: 'validation' },
      'Error: Unknown target industry: Data Science',
    ],
    [200, { ...ANALYZE_RESPONSE, questions: [] }, 'Invalid response: questions missing or empty'],
    [200, { ...ANALYZE_RESPONSE, initial_score: undefined }, 'Invalid response: initial_score missing'],
  ])('reports a failed analysis (%i) as SPEC §8 words it', async (status, body, message) => {
    stubRefineApi({ 'POST /api/scoring/analyze': () => jsonResponse(status, body) });
    renderRefine();
    await fillInput();
    await userEvent.click(analyzeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { level: 1, name: 'Refine your resume with AI' })).toBeVisible();
  });

  it("drops the 'Loaded' notice once the uploaded text is edited", async () => {
    stubRefineApi();
    stubXhr(() => ({ status: 200, body: uploadResponse('resume.docx', 'Jordan Lee\nData Analyst') }));
    renderRefine();
    await screen.findByRole('heading', { level: 1, name: 'Refine your resume with AI' });
    await userEvent.upload(fileInput(), docx('resume.docx'));
    expect(await screen.findByText(/Loaded resume\.docx/)).toBeVisible();
    await userEvent.type(resumeBox(), '\nSQL');
    expect(resumeBox()).toHaveValue('Jordan Lee\nData Analyst\nSQL');
    expect(screen.queryByText(/Loaded resume\.docx/)).toBeNull();
  });

  it('asks before an upload replaces typed text: Keep my text keeps it, Replace uploads', async () => {
    stubRefineApi();
    const xhr = stubXhr(() => ({ status: 200, body: uploadResponse('resume.docx', 'From the file') }));
    renderRefine();
    await screen.findByRole('heading', { level: 1, name: 'Refine your resume with AI' });
    fireEvent.change(resumeBox(), { target: { value: 'Typed by hand' } });

    await userEvent.upload(fileInput(), docx('resume.docx'));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the resume text with resume.docx?' });
    expect(xhr.requests).toHaveLength(0);
    const keep = within(dialog).getByRole('button', { name: 'Keep my text' });
    const replace = within(dialog).getByRole('button', { name: 'Replace' });
    while (document.activeElement !== keep) await userEvent.tab();
    await userEvent.tab();
    expect(replace).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(resumeBox()).toHaveValue('Typed by hand');
    expect(xhr.requests).toHaveLength(0);

    await userEvent.upload(fileInput(), docx('resume.docx'));
    await screen.findByRole('dialog', { name: 'Replace the resume text with resume.docx?' });
    while (document.activeElement?.textContent !== 'Replace') await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(resumeBox()).toHaveValue('From the file'));
    expect(xhr.requests).toHaveLength(1);
    expect(screen.getByText(/Loaded resume\.docx/)).toBeVisible();

    // The upload's own text, unedited, is replaced by another file without asking.
    await userEvent.upload(fileInput(), docx('other.docx'));
    await waitFor(() => expect(xhr.requests).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers to undo Clear All for 10 seconds, restoring every field', async () => {
    stubRefineApi();
    renderRefine();
    await fillInput();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: 'Clear All' }));
      expect(resumeBox()).toHaveValue('');
      expect(jobBox()).toHaveValue('');
      expect(industrySelect()).toHaveValue('');
      expect(screen.getByText('All fields cleared.').closest('[role="status"]')).not.toBeNull();
      const undo = screen.getByRole('button', { name: 'Undo' });
      undo.focus();
      await user.keyboard('{Enter}');
      expect(resumeBox()).toHaveValue('Jordan Lee\nData Analyst\n• Built a reporting tool');
      expect(jobBox()).toHaveValue('Data Analyst. Requirements: SQL, 3+ years.');
      expect(industrySelect()).toHaveValue('Data Science');
      expect(stored()?.targetIndustry).toBe('Data Science');
      expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Clear All' })).toHaveFocus();

      await user.click(screen.getByRole('button', { name: 'Clear All' }));
      expect(screen.getByText('All fields cleared.')).toBeVisible();
      act(() => vi.advanceTimersByTime(9_900));
      expect(screen.getByRole('button', { name: 'Undo' })).toBeVisible();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
      expect(resumeBox()).toHaveValue('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps everything typed across a remount (a reload) and Clear All empties it', async () => {
    stubRefineApi();
    renderRefine();
    await fillInput();
    cleanup();

    renderRefine();
    await screen.findByRole('option', { name: 'Data Science' });
    expect(resumeBox()).toHaveValue('Jordan Lee\nData Analyst\n• Built a reporting tool');
    expect(jobBox()).toHaveValue('Data Analyst. Requirements: SQL, 3+ years.');
    expect(industrySelect()).toHaveValue('Data Science');

    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(resumeBox()).toHaveValue('');
    expect(jobBox()).toHaveValue('');
    expect(industrySelect()).toHaveValue('');
    expect(stored()).toBeNull();
  });

  it("keeps one user's session away from another's", async () => {
    seed({ resumeText: 'Someone else', jobDescription: 'x', targetIndustry: 'Consulting' });
    const other = { ...USER, id: 'u2', email: 'sam@example.com', full_name: 'Sam Roe' };
    signIn(other);
    stubRefineApi({ 'GET /api/auth/me': () => jsonResponse(200, { user: other }) });
    renderRefine();
    expect(await screen.findByText('Sam Roe')).toBeVisible();
    expect(resumeBox()).toHaveValue('');
  });
});

describe('/refine, the Questionnaire step', () => {
  beforeEach(() => {
    signIn();
    seed({
      step: 'questions',
      resumeText: 'Jordan Lee\nData Analyst',
      jobDescription: 'Data Analyst. SQL.',
      targetIndustry: 'Data Science',
      questions: QUESTIONS,
      answers: ['', ''],
      initialScore: ANALYZE_RESPONSE.initial_score as RefineSession['initialScore'],
    });
  });

  const answerBox = (index: number) =>
    screen.getByRole('textbox', { name: new RegExp(`Question ${index + 1}:`) });

  it('lands on the questions on reload, with the answers still there', async () => {
    stubRefineApi();
    renderRefine('/refine?step=questions');
    await userEvent.type(await screen.findByRole('textbox', { name: /Question 1:/ }), 'About 40 analysts');
    cleanup();

    renderRefine('/refine?step=questions');
    expect(await screen.findByRole('textbox', { name: /Question 1:/ })).toHaveValue('About 40 analysts');
    expect(stored()?.answers).toEqual(['About 40 analysts', '']);
  });

  it('shows the initial score with its points by category above the questions', async () => {
    stubRefineApi();
    renderRefine('/refine?step=questions');
    await screen.findByRole('heading', { level: 1, name: 'Additional Information Needed' });
    expect(screen.getByText('Initial score').nextElementSibling).toHaveTextContent('61/100');
    const chart = screen.getByRole('list', { name: "Points by category, out of each category's weight" });
    expect(within(chart).getAllByRole('listitem')).toHaveLength(7);
    expect(within(chart).getByText('13 of 25 points').closest('li')).toHaveTextContent(/^Content Impact/);
    expect(
      chart.compareDocumentPosition(screen.getByRole('textbox', { name: /Question 1:/ })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('counts every answer and the total, and blocks Continue above 8,000 characters in all', async () => {
    const api = stubRefineApi();
    renderRefine('/refine?step=questions');
    await screen.findByRole('heading', { level: 1, name: 'Additional Information Needed' });
    fireEvent.change(answerBox(0), { target: { value: 'a'.repeat(5_000) } });
    expect(answerBox(0)).toHaveAccessibleDescription(
      /5,000 \/ 2,000 characters\s*Exceeds limit - content will be truncated/,
    );
    fireEvent.change(answerBox(1), { target: { value: 'b'.repeat(3_001) } });
    const total = screen.getByText(/All answers/).closest('p') as HTMLElement;
    expect(total).toHaveTextContent('8,001 / 8,000 characters');
    expect(total).toHaveTextContent('Exceeds limit - some content will be truncated');
    expect(total).toHaveAttribute('data-state', 'over');

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Total answers exceed character limit. Please shorten your responses.',
    );
    expect(api.callsTo('POST /api/scoring/refine-with-answers')).toHaveLength(0);
  });

  it('refines with one answer per question and opens the Polish step', async () => {
    let answer: (response: Response) => void = () => {};
    const api = stubRefineApi({
      'POST /api/scoring/refine-with-answers': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { router } = renderRefine('/refine?step=questions');
    await userEvent.type(await screen.findByRole('textbox', { name: /Question 1:/ }), '40 analysts');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('button', { name: 'Refining...' })).toBeDisabled();
    answer(jsonResponse(200, { ...REFINE_RESPONSE, writer_notice: WRITER_NOTICE }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Polish Your Resume' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(router.state.location.search).toBe(`?step=polish&session=${SESSION_ID}`);
    expect(api.bodyOf('POST /api/scoring/refine-with-answers')).toEqual({
      resume_text: 'Jordan Lee\nData Analyst',
      job_description: 'Data Analyst. SQL.',
      target_industry: 'Data Science',
      answers: ['40 analysts', ''],
    });
    // The editor opens on the refined resume as the server stored it.
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue(
      EDITOR_DOCUMENT.structured_resume.contact.name,
    );
    expect(api.callsTo(`GET /api/dynamic-pdf/${SESSION_ID}/current`)).toHaveLength(1);
    const changes = within(screen.getByRole('region', { name: 'What changed' }));
    expect(changes.getByText('result from an answer')).toBeVisible();
    expect(changes.getByText('Built a reporting tool used by 40 analysts')).toBeVisible();
    expect(changes.getByText('40 analysts used it every week')).toBeVisible();
    // Why the built-in writer answered instead of the language model, kept with the session.
    expect(screen.getByText(WRITER_NOTICE)).toBeVisible();
    expect(stored()?.writerNotice).toBe(WRITER_NOTICE);
  });

  it.each([
    [
      422,
      { detail: 'Expected at most 2 answers, one per question.', code: 'validation' },
      'Error: Expected at most 2 answers, one per question.',
    ],
    [200, { ...REFINE_RESPONSE, final_text: undefined }, 'Invalid response: final_text missing'],
  ])('reports a failed refinement (%i)', async (status, body, message) => {
    stubRefineApi({ 'POST /api/scoring/refine-with-answers': () => jsonResponse(status, body) });
    renderRefine('/refine?step=questions');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('goes Back to Input with the inputs kept', async () => {
    stubRefineApi();
    const { router } = renderRefine('/refine?step=questions');
    await userEvent.click(await screen.findByRole('button', { name: 'Back to Input' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Refine your resume with AI' }),
    ).toHaveFocus();
    expect(router.state.location.search).toBe('?step=input');
    expect(resumeBox()).toHaveValue('Jordan Lee\nData Analyst');
  });

  it('shows the Input step when the questions are asked for but there are none', async () => {
    window.sessionStorage.clear();
    stubRefineApi();
    renderRefine('/refine?step=questions');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Refine your resume with AI' }),
    ).toBeVisible();
  });
});

/** The saved refinement the server gives for SESSION_ID. */
const savedSession = () => ({
  id: SESSION_ID,
  created_at: '2025-07-01T10:00:00.000Z',
  updated_at: '2025-07-01T10:00:00.000Z',
  resume_text: 'Jordan Lee\nData Analyst',
  job_description: 'Data Analyst. SQL.',
  target_industry: 'Data Science',
  job_title: 'Data Analyst',
  questions: QUESTIONS,
  answers: ['40 analysts', ''],
  initial_score: scoreReport(INITIAL_SCORES),
  final_scores: finalScores(),
  final_text: REFINE_RESPONSE.final_text,
  structured_resume: STRUCTURED_RESUME,
  history: REFINE_RESPONSE.history,
  unused_answers: [
    {
      question_index: 1,
      text: 'not measured',
      reason: 'Nothing to add: it states no fact to write.',
    },
  ],
  notices: [],
});

const REFINED: Partial<RefineSession> = {
  step: 'polish',
  sessionId: SESSION_ID,
  resumeText: 'Jordan Lee\nData Analyst',
  jobDescription: 'Data Analyst. SQL.',
  targetIndustry: 'Data Science',
  questions: QUESTIONS,
  answers: ['40 analysts', ''],
  finalText: REFINE_RESPONSE.final_text,
  history: REFINE_RESPONSE.history,
};

describe('/refine, the Polish step', () => {
  beforeEach(() => signIn());

  it('says the session is not available when there is none', async () => {
    stubRefineApi();
    renderRefine('/refine?step=polish');
    expect(await screen.findByRole('heading', { name: 'Session Not Available' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Input' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Refine your resume with AI' }),
    ).toBeVisible();
  });

  it('Start New Resume clears everything and returns to the Input step', async () => {
    seed(REFINED);
    stubRefineApi();
    const { router } = renderRefine(`/refine?step=polish&session=${SESSION_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Start New Resume' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Refine your resume with AI' }),
    ).toBeVisible();
    expect(router.state.location.search).toBe('?step=input');
    expect(resumeBox()).toHaveValue('');
    expect(jobBox()).toHaveValue('');
    expect(stored()).toBeNull();
  });

  it('opens a saved session from the dashboard link, then shows it in the editor', async () => {
    const api = stubRefineApi({
      [`GET /api/resumes/sessions/${SESSION_ID}`]: () => jsonResponse(200, savedSession()),
    });
    const { router } = renderRefine(`/refine?open=${SESSION_ID}&step=polish`);
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Jordan Lee');
    expect(router.state.location.search).toBe(`?step=polish&session=${SESSION_ID}`);
    expect(api.callsTo(`GET /api/resumes/sessions/${SESSION_ID}`)).toHaveLength(1);
    expect(stored()?.answers).toEqual(['40 analysts', '']);
    // The answers refinement did not use come back with the saved session.
    expect(stored()?.unusedAnswers).toHaveLength(1);
  });

  it("opens the editor's own address in a new tab, where nothing is stored, from the server", async () => {
    window.sessionStorage.clear();
    const api = stubRefineApi({
      [`GET /api/resumes/sessions/${SESSION_ID}`]: () => jsonResponse(200, savedSession()),
    });
    const { router } = renderRefine(`/refine?step=polish&session=${SESSION_ID}`);
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Jordan Lee');
    expect(screen.queryByRole('heading', { name: 'Session Not Available' })).toBeNull();
    expect(router.state.location.search).toBe(`?step=polish&session=${SESSION_ID}`);
    expect(api.callsTo(`GET /api/resumes/sessions/${SESSION_ID}`)).toHaveLength(1);
    expect(stored()?.sessionId).toBe(SESSION_ID);
  });
});

describe('/refine, the Results step', () => {
  beforeEach(() => {
    signIn();
    seed({ ...REFINED, step: 'results' });
  });

  const statusKey = `GET /api/review/sessions/${SESSION_ID}/status`;
  const resultsPath = `/refine?step=results&session=${SESSION_ID}`;

  it('shows the overall improvement and each category with its checks', async () => {
    let answer: (response: Response) => void = () => {};
    stubRefineApi({
      [statusKey]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderRefine(resultsPath);
    expect(await screen.findByText('Calculating final scores...')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Resume Analysis Complete' })).toBeVisible();
    expect(screen.getByText('Step 4 of 4')).toBeVisible();
    expect(screen.getByText('Your enhanced resume is ready!')).toBeVisible();
    const final = finalScores();
    answer(
      jsonResponse(200, {
        session_id: SESSION_ID,
        status: 'completed',
        final_scores: final,
        scores: scoreReport(INITIAL_SCORES),
      }),
    );

    const overall = (await screen.findByRole('heading', { name: 'Overall Improvement' })).closest(
      'section',
    ) as HTMLElement;
    expect(overall).toHaveTextContent(`Initial score${Math.round(final.improvement.initial)} / 100`);
    expect(overall).toHaveTextContent(`Final score${Math.round(final.improvement.final)} / 100`);
    expect(overall).toHaveTextContent(`Change+${final.improvement.change.toFixed(1)} points`);
    expect(overall).toHaveTextContent(`Percent change+${final.improvement.percent_change.toFixed(1)}%`);
    expect(overall).toHaveTextContent('Tailoring and content impact improved most.');

    const card = screen.getByRole('heading', { name: 'Content Impact' }).closest('li') as HTMLElement;
    expect(card).toHaveTextContent('Weight 25%');
    expect(card).toHaveTextContent('Before50.0');
    expect(card).toHaveTextContent('After68.5');
    expect(card).toHaveTextContent('Change+18.5');
    // Content Impact has a failed check, so its checks are open from the start.
    const toggle = within(card).getByRole('button', { name: /Checks for Content Impact/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const checks = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(checks).toHaveTextContent('PassedContent Impact check passes');
    expect(checks).toHaveTextContent('FailedContent Impact check fails');
    expect(checks).toHaveTextContent('Content Impact: two bullets lack a measurable result.');
    expect(checks).toHaveTextContent('Fix: Add a number to each content impact bullet.');
    expect(screen.getByRole('button', { name: 'Export Enhanced Resume (PDF)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download Word (.docx)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Dynamic PDF Editor' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Dynamic PDF Editor' })).toHaveAttribute(
      'href',
      `/dynamic-pdf-editor/${SESSION_ID}`,
    );
  });

  it('shows the initial score as in progress when there are no final scores yet', async () => {
    const initial = scoreReport(INITIAL_SCORES);
    stubRefineApi({
      [statusKey]: () =>
        jsonResponse(200, {
          session_id: SESSION_ID,
          status: 'completed',
          final_scores: null,
          scores: initial,
        }),
    });
    renderRefine(resultsPath);
    expect(
      await screen.findByText(
        `Resume score: ${Math.round(initial.overall_score)}/100 (refinement in progress)`,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Overall Improvement' })).toBeNull();
    const card = screen.getByRole('heading', { name: 'Tailoring' }).closest('li') as HTMLElement;
    expect(card).toHaveTextContent('Before40.0');
    expect(card).toHaveTextContent('After—');
  });

  it('shows Error Loading Results with the reason, and Go Back returns to the review', async () => {
    stubRefineApi({
      [statusKey]: () => jsonResponse(404, { detail: 'Session not found.', code: 'not_found' }),
    });
    const { router } = renderRefine(resultsPath);
    expect(await screen.findByRole('heading', { name: 'Error Loading Results' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load results: Session not found.');
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Polish Your Resume' })).toBeVisible();
    expect(router.state.location.search).toBe(`?step=polish&session=${SESSION_ID}`);
  });

  it('opens the feedback prompt: Maybe Later closes it, Give Feedback opens the feedback survey', async () => {
    stubRefineApi({
      [statusKey]: () =>
        jsonResponse(200, {
          session_id: SESSION_ID,
          status: 'completed',
          final_scores: finalScores(),
          scores: scoreReport(INITIAL_SCORES),
        }),
    });
    renderRefine(resultsPath);
    await userEvent.click(await screen.findByRole('button', { name: 'Provide Feedback' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Share Your Feedback' })).getByRole('button', {
        name: 'Maybe Later',
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Provide Feedback' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Share Your Feedback' })).getByRole('button', {
        name: 'Give Feedback',
      }),
    );
    const survey = screen.getByRole('dialog', { name: 'Quick Feedback to Download PDF' });
    expect(within(survey).getByRole('heading', { name: 'Content Quality Review' })).toBeVisible();
    // Nothing waits on this feedback: its last step only submits.
    expect(screen.queryByRole('dialog', { name: 'Share Your Feedback' })).toBeNull();
  });

  it('Back to Review returns to Polish; Analyze Another Resume clears everything', async () => {
    stubRefineApi({
      [statusKey]: () =>
        jsonResponse(200, {
          session_id: SESSION_ID,
          status: 'completed',
          final_scores: finalScores(),
          scores: scoreReport(INITIAL_SCORES),
        }),
    });
    const { router } = renderRefine(resultsPath);
    await userEvent.click(await screen.findByRole('button', { name: 'Back to Review' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Polish Your Resume' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Results' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Analyze Another Resume' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Refine your resume with AI' }),
    ).toHaveFocus();
    expect(router.state.location.search).toBe('?step=input');
    expect(resumeBox()).toHaveValue('');
    expect(stored()).toBeNull();
  });
});

describe('/refine drafts', () => {
  beforeEach(() => signIn());

  /** A new tab: its own sessionStorage is empty, the browser's drafts are shared. */
  function newTab() {
    cleanup();
    window.sessionStorage.clear();
  }

  it('keeps the input as a draft that another tab restores, with Discard draft and its Undo', async () => {
    stubRefineApi();
    renderRefine();
    await fillInput();
    await waitFor(async () =>
      expect((await draftStore.read<{ resumeText: string }>(USER.id, 'refine'))?.value.resumeText).toContain(
        'Jordan Lee',
      ),
    );

    newTab();
    stubRefineApi();
    renderRefine();
    expect(await screen.findByText(/Your draft from .* is back/)).toBeVisible();
    expect(resumeBox()).toHaveValue('Jordan Lee\nData Analyst\n• Built a reporting tool');
    expect(jobBox()).toHaveValue('Data Analyst. Requirements: SQL, 3+ years.');
    await waitFor(() => expect(industrySelect()).toHaveValue('Data Science'));

    await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(resumeBox()).toHaveValue('');
    expect(screen.getByText('Draft discarded.')).toBeVisible();
    await waitFor(async () => expect(await draftStore.read(USER.id, 'refine')).toBeUndefined());
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(resumeBox()).toHaveValue('Jordan Lee\nData Analyst\n• Built a reporting tool');
    await waitFor(async () => expect(await draftStore.read(USER.id, 'refine')).toBeDefined());
  });

  it('restores answers typed to the questions onto the questions, and forgets the draft once refined', async () => {
    stubRefineApi({
      'POST /api/scoring/analyze': () => jsonResponse(200, ANALYZE_RESPONSE),
      'POST /api/scoring/refine-with-answers': () => jsonResponse(200, REFINE_RESPONSE),
    });
    renderRefine();
    await fillInput();
    await userEvent.click(analyzeButton());
    await screen.findByRole('heading', { level: 1, name: 'Additional Information Needed' });
    const firstAnswer = () =>
      screen.getByRole('textbox', { name: new RegExp((QUESTIONS[0] ?? '').replace(/\?/g, '\\?')) });
    fireEvent.change(firstAnswer(), { target: { value: 'A team of 6 analysts' } });
    await waitFor(async () =>
      expect((await draftStore.read<{ answers: string[] }>(USER.id, 'refine'))?.value.answers[0]).toBe(
        'A team of 6 analysts',
      ),
    );

    newTab();
    stubRefineApi({ 'POST /api/scoring/refine-with-answers': () => jsonResponse(200, REFINE_RESPONSE) });
    const { router } = renderRefine();
    await screen.findByRole('heading', { level: 1, name: 'Additional Information Needed' });
    expect(router.state.location.search).toBe('?step=questions');
    expect(firstAnswer()).toHaveValue('A team of 6 analysts');

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Polish Your Resume' });
    await waitFor(async () => expect(await draftStore.read(USER.id, 'refine')).toBeUndefined());
  });
});
