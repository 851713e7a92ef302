import { SCORING_MESSAGES } from '@resumeloop/contracts/scoring-constants';
import { LockKeyhole, MailCheck } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useAuth } from '../../../lib/auth/auth-context';
import type { AuthUser } from '../../../lib/auth/auth-user';
import { withReturnPath } from '../../../lib/auth/return-path';
import { Message, useT } from '../../../lib/i18n/use-t';
import { editorPathFor } from '../../editor';
import { useSavedSession } from '../api/get-saved-session';
import { RefineSessionProvider, useRefineSession } from '../hooks/use-refine-session';
import { isRefineStep, REFINE_STEPS, type RefineStep, STEP_NAMES, stepNumberOf } from '../refine-steps';
import { sessionFromSaved } from '../saved-session';
import { DraftNotice } from './draft-notice';
import { InputStep } from './input-step';
import { QuestionnaireStep } from './questionnaire-step';
import { STEP_HEADING_ID, StepHeading } from './step-heading';
import { StepIndicator } from './step-indicator';

/** The query parameter that opens a saved refinement (from the dashboard) into the flow. */
export const OPEN_SESSION_PARAM = 'open';

/** /refine?step=...&session=...: the URL of a step (the session id only where a step needs one). */
// Polish and Results carry the editor and the PDF preview: loaded when reached, not with the first step.
const PolishStep = lazy(() => import('./polish-step').then((module) => ({ default: module.PolishStep })));
const ResultsStep = lazy(() => import('./results-step').then((module) => ({ default: module.ResultsStep })));

export function refineStepSearch(step: RefineStep, sessionId: string | null): string {
  const params = new URLSearchParams({ step });
  if (sessionId && (step === 'polish' || step === 'results')) params.set('session', sessionId);
  return `?${params.toString()}`;
}

/** The editor and the results' side-by-side panes need the width a text form does not. */
function Frame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className={`mx-auto px-4 py-8 sm:px-6 sm:py-12 ${wide ? 'max-w-7xl' : 'max-w-4xl'}`}>{children}</div>
  );
}

/** SPEC §2.4: a guest sees why the tool is closed and the way in, rather than being sent away. */
function AuthRequired() {
  const t = useT();
  useDocumentTitle(t('refine.title'));
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  return (
    <Frame>
      <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <LockKeyhole aria-hidden="true" className="mx-auto size-10 text-brand-700" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('refine.auth.title')}</h1>
        <p className="mt-2 text-slate-700">{t('refine.auth.body')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/login" state={{ from }}>
            {t('refine.auth.logIn')}
          </ButtonLink>
          <ButtonLink to={withReturnPath('/register', from)} variant="secondary">
            {t('refine.auth.signUp')}
          </ButtonLink>
        </div>
      </div>
    </Frame>
  );
}

/** Resume features need a verified email (SPEC §6). */
function VerificationRequired() {
  const t = useT();
  useDocumentTitle(t('refine.title'));
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  return (
    <Frame>
      <div className="mx-auto max-w-lg rounded-2xl border border-amber-300 bg-amber-50 p-8 text-center">
        <MailCheck aria-hidden="true" className="mx-auto size-10 text-amber-800" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('refine.verify.heading')}</h1>
        <p className="mt-2 text-slate-800">
          {SCORING_MESSAGES.verifyEmail} {t('refine.verify.body')}
        </p>
        <ButtonLink to={withReturnPath('/verify-email', from)} className="mt-6">
          {t('refine.verify.action')}
        </ButtonLink>
      </div>
    </Frame>
  );
}

/** SPEC §2.4: the user's name, else the email (undefined when the account has neither). */
const welcomeNameOf = (user: AuthUser) =>
  [user.full_name, user.name, user.email].map((value) => value?.trim()).find((value) => value);

const bold = (words: ReactNode) => <span className="font-semibold">{words}</span>;

function WelcomeBanner({ user }: { user: AuthUser }) {
  const name = welcomeNameOf(user);
  return (
    <div className="rounded-xl bg-brand-50 px-4 py-3 text-brand-900">
      <p>
        {name ? (
          <Message id="refine.welcome" values={{ name, b: bold }} />
        ) : (
          <Message id="refine.welcome.anonymous" values={{ b: bold }} />
        )}
      </p>
    </div>
  );
}

/** Opens a saved refinement into the session, then shows the step it was opened for. */
function OpenSavedSession({ sessionId, step }: { sessionId: string; step: RefineStep }) {
  const t = useT();
  const saved = useSavedSession(sessionId, true);
  const { update } = useRefineSession();
  const [, setParams] = useSearchParams();

  useEffect(() => {
    if (!saved.data) return;
    const session = sessionFromSaved(saved.data, step);
    update(session);
    setParams(refineStepSearch(step, session.sessionId), { replace: true });
  }, [saved.data, step, update, setParams]);

  if (saved.isError) {
    return (
      <div>
        <StepHeading>{t('refine.open.failed')}</StepHeading>
        <Notice tone="error" className="mt-6">
          {saved.error.message}
        </Notice>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/dashboard" variant="secondary">
            {t('refine.open.backToDashboard')}
          </ButtonLink>
          <ButtonLink to={refineStepSearch('input', null)} replace>
            {t('refine.open.startNew')}
          </ButtonLink>
        </div>
      </div>
    );
  }
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-16 text-center">
      <Spinner className="size-8 text-brand-700" />
      <p className="text-slate-700">{t('refine.open.opening')}</p>
    </div>
  );
}

/** Which step to show: the URL's if it can be shown, else the stored one; questions need questions. */
function resolveStep(requested: RefineStep, hasQuestions: boolean): RefineStep {
  return requested === 'questions' && !hasQuestions ? 'input' : requested;
}

function RefineFlow({ user }: { user: AuthUser }) {
  const t = useT();
  const { session, update, reset } = useRefineSession();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const urlStep = params.get('step');
  // A step's own address (?step=polish&session=...) opened in another tab, where this tab's stored session
  // is another one or none, opens that refinement from the server as the dashboard's link does.
  const urlSession = params.get('session');
  const foreignSession =
    (urlStep === 'polish' || urlStep === 'results') && urlSession && urlSession !== session.sessionId
      ? urlSession
      : null;
  const openId = params.get(OPEN_SESSION_PARAM) ?? foreignSession;
  const requested: RefineStep = isRefineStep(urlStep) ? urlStep : session.step;
  const step = resolveStep(requested, session.questions.length > 0);
  const [announcement, setAnnouncement] = useState('');
  const shownStep = useRef(step);

  // Plain /refine resumes where the user left off; the step then stays in the URL, so a reload lands on
  // the same step. The stored step follows what is shown.
  const stepMissing = !openId && !isRefineStep(urlStep);
  const storedSearch = refineStepSearch(step, session.sessionId);
  useEffect(() => {
    if (stepMissing) setParams(storedSearch, { replace: true });
  }, [stepMissing, storedSearch, setParams]);
  useEffect(() => {
    if (!openId && session.step !== step) update({ step });
  }, [openId, session.step, step, update]);

  // A new step: say so to screen readers and put the focus on its heading, in the same commit that shows
  // it (a layout effect), so there is no moment when the new heading is shown and the focus is elsewhere.
  useLayoutEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    setAnnouncement(
      t('refine.steps.announcement', {
        number: stepNumberOf(step),
        total: REFINE_STEPS.length,
        name: t(STEP_NAMES[step]),
      }),
    );
    document.getElementById(STEP_HEADING_ID)?.focus();
  }, [step, t]);

  // A draft restored with its questions (the answers typed in a tab since closed) opens on them.
  const { restoredDraft } = useRefineSession();
  const draftOnQuestions = restoredDraft !== null && !restoredDraft.discarded && session.questions.length > 0;
  const openedDraft = useRef(false);
  useEffect(() => {
    if (!draftOnQuestions || openedDraft.current) return;
    openedDraft.current = true;
    if (step === 'input') setParams(refineStepSearch('questions', null), { replace: true });
  }, [draftOnQuestions, step, setParams]);

  useDocumentTitle(t('refine.title.step', { step: t(STEP_NAMES[step]) }));

  const goTo = (next: RefineStep, sessionId: string | null = session.sessionId) => {
    // A step's error belongs to that step.
    if (session.error) update({ error: null });
    setParams(refineStepSearch(next, sessionId));
  };
  const startOver = () => {
    reset();
    goTo('input', null);
  };

  let content: ReactNode;
  if (openId) {
    content = <OpenSavedSession sessionId={openId} step={isRefineStep(urlStep) ? urlStep : 'results'} />;
  } else if (step === 'input') {
    content = <InputStep onAnalyzed={() => goTo('questions')} />;
  } else if (step === 'questions') {
    content = (
      <QuestionnaireStep onBack={() => goTo('input')} onRefined={(sessionId) => goTo('polish', sessionId)} />
    );
  } else if (step === 'polish') {
    content = (
      <PolishStep
        onBack={() => goTo(session.questions.length > 0 ? 'questions' : 'input')}
        onContinue={() => goTo('results')}
        onStartNew={startOver}
      />
    );
  } else {
    content = (
      <ResultsStep
        onBackToReview={() => goTo('polish')}
        {...(session.sessionId
          ? { onOpenEditor: () => void navigate(editorPathFor(session.sessionId ?? '')) }
          : {})}
        onAnalyzeAnother={startOver}
        onStartOver={startOver}
      />
    );
  }

  return (
    <Frame wide={step === 'polish' || step === 'results'}>
      <WelcomeBanner user={user} />
      <div className="mt-6">
        <StepIndicator current={step} />
      </div>
      {(step === 'input' || step === 'questions') && <DraftNotice />}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div className="mt-8">
        <Suspense fallback={<LoadingScreen message={t('refine.loading')} />}>{content}</Suspense>
      </div>
    </Frame>
  );
}

/**
 * /refine (SPEC §2.4): open to everyone as a route; a guest sees the sign-in notice, an unverified user
 * the verification notice, and a verified user the four-step flow with their session restored.
 */
export function RefinePage() {
  const t = useT();
  const auth = useAuth();
  if (auth.loading) return <LoadingScreen message={t('common.guard.checking')} />;
  if (!auth.user) {
    if (auth.pendingRedirect) return <LoadingScreen message={t('common.guard.signingOut')} />;
    return <AuthRequired />;
  }
  if (auth.emailVerificationRequired) return <VerificationRequired />;
  return (
    <RefineSessionProvider key={auth.user.id} userId={auth.user.id}>
      <RefineFlow user={auth.user} />
    </RefineSessionProvider>
  );
}
