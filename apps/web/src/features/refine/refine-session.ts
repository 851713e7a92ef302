import type { StructuredResume } from '@resumeloop/contracts/resume';
import type {
  FinalScores,
  HistoryItem,
  QuestionDetail,
  ScoreReport,
  UnusedAnswer,
} from '@resumeloop/contracts/scoring';
import { isRefineStep, type RefineStep } from './refine-steps';

/** What the flow remembers about an uploaded file (the file itself stays in the browser's memory only). */
export type UploadedFile = { name: string; size: number; fileType: string; charCount: number };

/**
 * SPEC §3, the refine session on the client: everything typed, asked, answered and scored in one flow,
 * kept per user in sessionStorage so a reload or a refreshed access token loses nothing.
 */
export type RefineSession = {
  /** The step the user was last on; the URL's ?step= wins when present. */
  step: RefineStep;
  sessionId: string | null;
  resumeText: string;
  jobDescription: string;
  targetIndustry: string;
  questions: string[];
  questionDetails: QuestionDetail[];
  answers: string[];
  initialScore: ScoreReport | null;
  jobTitle: string;
  analyzeNotices: string[];
  finalText: string;
  finalScores: FinalScores | null;
  structuredResume: StructuredResume | null;
  history: HistoryItem[];
  /** Answers (or sentences of them) refinement did not write into the resume, and why. */
  unusedAnswers: UnusedAnswer[];
  refineNotices: string[];
  /** Why the built-in writer answered when a language model was asked to refine (it failed), else null. */
  writerNotice: string | null;
  uploadedFile: UploadedFile | null;
  uploadNotices: string[];
  pendingDownload: boolean;
  error: string | null;
};

export const EMPTY_REFINE_SESSION: RefineSession = {
  step: 'input',
  sessionId: null,
  resumeText: '',
  jobDescription: '',
  targetIndustry: '',
  questions: [],
  questionDetails: [],
  answers: [],
  initialScore: null,
  jobTitle: '',
  analyzeNotices: [],
  finalText: '',
  finalScores: null,
  structuredResume: null,
  history: [],
  unusedAnswers: [],
  refineNotices: [],
  writerNotice: null,
  uploadedFile: null,
  uploadNotices: [],
  pendingDownload: false,
  error: null,
};

const STORAGE_VERSION = 1;
export const refineStorageKey = (userId: string) => `resumeloop.refine.${userId}`;

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage disabled (a privacy mode): the flow still works for the life of the page.
    return null;
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;
/** Stored by a build that knew unused answers; an older copy has none and gets the empty list. */
const isUnusedAnswerList = (value: unknown): value is UnusedAnswer[] =>
  Array.isArray(value) &&
  value.every(
    (item) =>
      isObject(item) &&
      isString((item as UnusedAnswer).text) &&
      isString((item as UnusedAnswer).reason) &&
      typeof (item as UnusedAnswer).question_index === 'number',
  );

/**
 * Reads the stored session, keeping each field only when it has the expected shape (a copy written by an
 * older build, or edited by hand, must not break the page). An error is never restored.
 */
export function loadRefineSession(userId: string): RefineSession {
  let stored: Record<string, unknown> = {};
  try {
    const raw = sessionStore()?.getItem(refineStorageKey(userId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (isObject(parsed) && (parsed as { version?: unknown }).version === STORAGE_VERSION) {
      stored = (parsed as { session?: Record<string, unknown> }).session ?? {};
    }
  } catch {
    return { ...EMPTY_REFINE_SESSION };
  }
  return sessionFromStored(stored);
}

/** A stored copy as a session, each field kept only when it has the expected shape. */
export function sessionFromStored(stored: Record<string, unknown>): RefineSession {
  const pick = <K extends keyof RefineSession>(
    key: K,
    valid: (value: unknown) => boolean,
  ): RefineSession[K] => (valid(stored[key]) ? (stored[key] as RefineSession[K]) : EMPTY_REFINE_SESSION[key]);
  const nullableObject = (value: unknown) => value === null || isObject(value);
  return {
    step: pick('step', isRefineStep),
    sessionId: pick('sessionId', (value) => value === null || isString(value)),
    resumeText: pick('resumeText', isString),
    jobDescription: pick('jobDescription', isString),
    targetIndustry: pick('targetIndustry', isString),
    questions: pick('questions', isStringArray),
    questionDetails: pick('questionDetails', Array.isArray),
    answers: pick('answers', isStringArray),
    initialScore: pick('initialScore', nullableObject),
    jobTitle: pick('jobTitle', isString),
    analyzeNotices: pick('analyzeNotices', isStringArray),
    finalText: pick('finalText', isString),
    finalScores: pick('finalScores', nullableObject),
    structuredResume: pick('structuredResume', nullableObject),
    history: pick('history', Array.isArray),
    unusedAnswers: pick('unusedAnswers', isUnusedAnswerList),
    refineNotices: pick('refineNotices', isStringArray),
    writerNotice: pick('writerNotice', (value) => value === null || isString(value)),
    uploadedFile: pick('uploadedFile', nullableObject),
    uploadNotices: pick('uploadNotices', isStringArray),
    pendingDownload: pick('pendingDownload', (value) => typeof value === 'boolean'),
    error: null,
  };
}

export const isEmpty = (session: RefineSession) =>
  JSON.stringify({ ...session, error: null }) === JSON.stringify(EMPTY_REFINE_SESSION);

/** Stores the session; an empty one leaves nothing behind. */
export function saveRefineSession(userId: string, session: RefineSession): void {
  const store = sessionStore();
  if (!store) return;
  try {
    if (isEmpty(session)) {
      store.removeItem(refineStorageKey(userId));
      return;
    }
    const { error: _error, ...kept } = session;
    store.setItem(refineStorageKey(userId), JSON.stringify({ version: STORAGE_VERSION, session: kept }));
  } catch {
    // Quota exceeded: the page keeps working from memory.
  }
}

/**
 * What a draft keeps of the flow before its refinement is saved: the input step and, once analyzed, the
 * questions and the answers typed so far. Kept per user in the browser (IndexedDB) so that a closed tab or
 * another tab loses nothing; gone once the refinement is saved.
 */
export const DRAFT_FIELDS = [
  'resumeText',
  'jobDescription',
  'targetIndustry',
  'uploadedFile',
  'uploadNotices',
  'questions',
  'questionDetails',
  'answers',
  'initialScore',
  'jobTitle',
  'analyzeNotices',
] as const satisfies ReadonlyArray<keyof RefineSession>;
export type RefineDraft = Pick<RefineSession, (typeof DRAFT_FIELDS)[number]>;
export const REFINE_DRAFT_KIND = 'refine';

/** The draft of a session, or null when there is nothing to keep (or its refinement is saved). */
export function draftOf(session: RefineSession): RefineDraft | null {
  if (session.sessionId !== null) return null;
  if (!session.resumeText.trim() && !session.jobDescription.trim() && !session.answers.some((a) => a.trim()))
    return null;
  return Object.fromEntries(DRAFT_FIELDS.map((field) => [field, session[field]])) as RefineDraft;
}

/** A stored draft as the session it restores: on the questions when it has them, else on the input. */
export function sessionFromDraft(draft: unknown): RefineSession | null {
  if (!isObject(draft)) return null;
  const picked = Object.fromEntries(
    DRAFT_FIELDS.flatMap((field) =>
      field in draft ? [[field, (draft as Record<string, unknown>)[field]]] : [],
    ),
  );
  const session = sessionFromStored(picked);
  if (!session.resumeText.trim() && !session.jobDescription.trim()) return null;
  return { ...session, step: session.questions.length > 0 ? 'questions' : 'input' };
}
