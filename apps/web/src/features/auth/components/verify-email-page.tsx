import type { MessageId } from '@resumeloop/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, MailOpen, RefreshCw } from 'lucide-react';
import { Fragment, type MouseEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { FOCUS_HEADING_STATE } from '../../../components/ui/focus-heading';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { ApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/auth-context';
import { needsEmailVerification } from '../../../lib/auth/auth-user';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/auth/get-current-user';
import { returnPathOf, withReturnPath } from '../../../lib/auth/return-path';
import { Message, useT } from '../../../lib/i18n/use-t';
import { useMailDelivery } from '../api/get-mail-delivery';
import { useSendVerification } from '../api/send-verification';
import { useVerifyEmail } from '../api/verify-email';
import { AuthLayout, authLinkClasses } from './auth-layout';

/** SPEC §9: a new link may be asked for 60 seconds after the last. */
export const RESEND_COOLDOWN_SECONDS = 60;
/** SPEC §8, verification ('Verification email sent! Please check your inbox.'...), as catalogue ids. */
export const VERIFICATION_MESSAGES = {
  sent: 'auth.verify.sent',
  failed: 'auth.verify.resendFailed',
  logInFirst: 'auth.verify.logInFirst',
} as const satisfies Record<string, MessageId>;

/**
 * Said (politely, once each) when a cooldown starts ('You can ask for another link in {seconds}
 * seconds.') and when it is over; the countdown itself is not.
 */
export const COOLDOWN_STARTED_MESSAGE: MessageId = 'auth.verify.cooldownStarted';
export const COOLDOWN_OVER_MESSAGE: MessageId = 'auth.verify.cooldownOver';

/**
 * The seconds the server's cooldown refusal (429 resend_cooldown, 'Please wait N seconds...') asks to
 * wait; null for any other failure.
 */
export function cooldownSecondsOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429 || error.code !== 'resend_cooldown') return null;
  const stated = Number(/(\d+)\s*seconds?/.exec(error.message)?.[1]);
  return Number.isFinite(stated) && stated > 0 ? Math.min(stated, 3_600) : RESEND_COOLDOWN_SECONDS;
}

/**
 * Seconds left until `endsAt` (epoch ms), worked out at each render and re-rendered every second while
 * it runs; 0 once it has passed or with no end.
 */
function useSecondsUntil(endsAt: number | null): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      setTick((tick) => tick + 1);
      if (Date.now() >= endsAt) clearInterval(timer);
    }, 1_000);
    return () => clearInterval(timer);
  }, [endsAt]);
  return endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - Date.now()) / 1_000));
}

/**
 * SPEC §4, verification resend: idle, sending ('Sending New Link...'), success with a 60-second
 * countdown ('Resend Available in {n}s', disabled), idle again. The server's cooldown refusal (429 with
 * its seconds) starts the countdown too; any other failure shows its message and starts none. The start
 * and the end of a countdown are announced politely; the seconds in between are not.
 */
export function ResendVerificationButton({ returnPath = null }: { returnPath?: string | null }) {
  const t = useT();
  const { user } = useAuth();
  const mutation = useSendVerification();
  const [cooldownEndsAt, setCooldownEndsAt] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error' | 'info'; message: string } | null>(
    null,
  );
  const [announcement, setAnnouncement] = useState('');
  const secondsLeft = useSecondsUntil(cooldownEndsAt);

  const startCooldown = (seconds: number) => {
    setCooldownEndsAt(Date.now() + seconds * 1_000);
    setAnnouncement(t(COOLDOWN_STARTED_MESSAGE, { seconds }));
  };

  useEffect(() => {
    if (cooldownEndsAt === null || secondsLeft > 0) return;
    setCooldownEndsAt(null);
    setAnnouncement(t(COOLDOWN_OVER_MESSAGE));
  }, [cooldownEndsAt, secondsLeft, t]);

  const resend = () => {
    if (!user) {
      setOutcome({ tone: 'error', message: t(VERIFICATION_MESSAGES.logInFirst) });
      return;
    }
    setOutcome(null);
    setAnnouncement('');
    mutation.mutate(returnPath, {
      onSuccess: (response) => {
        setOutcome({ tone: 'success', message: response?.message || t(VERIFICATION_MESSAGES.sent) });
        startCooldown(RESEND_COOLDOWN_SECONDS);
      },
      onError: (error) => {
        const wait = cooldownSecondsOf(error);
        if (wait !== null) {
          // The last link went out less than a minute ago (at registration, say): it still works.
          setOutcome({ tone: 'info', message: error.message });
          startCooldown(wait);
          return;
        }
        setOutcome({ tone: 'error', message: error.message || t(VERIFICATION_MESSAGES.failed) });
      },
    });
  };

  return (
    <div className="space-y-4">
      <div aria-live="polite">{outcome && <Notice tone={outcome.tone}>{outcome.message}</Notice>}</div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <Button size="lg" className="w-full" onClick={resend} disabled={mutation.isPending || secondsLeft > 0}>
        {mutation.isPending ? (
          <>
            <Spinner className="size-4" />
            {t('auth.verify.sending')}
          </>
        ) : secondsLeft > 0 ? (
          t('auth.verify.resendIn', { seconds: secondsLeft })
        ) : (
          <>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('auth.verify.resend')}
          </>
        )}
      </Button>
    </div>
  );
}

/**
 * An email address that wraps, when it must, only before its '@' and its dots: never in the middle of a
 * word (a name, a domain label). Only a single part wider than the line may break inside itself.
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className={cn('break-words', className)}>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/**
 * For a self-hoster without a mail server (GET /api/mail/delivery says 'log'): where the link went.
 * Nothing while it is unknown or when mail goes through a mail server.
 */
export const MAIL_IN_LOG_TITLE: MessageId = 'auth.verify.mailInLogTitle';
function MailInLogNote() {
  const t = useT();
  const delivery = useMailDelivery();
  if (delivery.data !== 'log') return null;
  return (
    <Notice tone="info" title={t(MAIL_IN_LOG_TITLE)} className="mt-4">
      <Message
        id="auth.verify.mailInLogBody"
        values={{ code: (words) => <code className="font-mono text-sm">{words}</code> }}
      />
    </Notice>
  );
}

/** 'Check Your Email': shown to a signed-in user whose address still needs verifying. */
function VerificationPending() {
  const t = useT();
  useDocumentTitle(t('auth.verify.pendingTitle'));
  const auth = useAuth();
  // Where the person was headed before registering: a new link carries it too.
  const returnPath = returnPathOf(useLocation());
  const [checking, setChecking] = useState(false);
  const [stillPending, setStillPending] = useState(false);

  // Both links lead to guest pages: sign the current account out on the way (SPEC §2.3's links).
  const signOutAndGo = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void auth.logout({ to });
  };

  const checkAgain = async () => {
    setChecking(true);
    try {
      const user = await auth.refresh();
      setStillPending(user !== null && needsEmailVerification(user));
    } catch {
      setStillPending(true);
    } finally {
      setChecking(false);
    }
  };

  return (
    <AuthLayout
      title={t('auth.verify.pendingTitle')}
      icon={<MailOpen aria-hidden="true" className="size-12 text-brand-700" />}
      description={
        auth.user?.email ? (
          <Message
            id="auth.verify.sentTo"
            values={{
              email: <EmailAddress email={auth.user.email} className="font-semibold text-slate-900" />,
            }}
          />
        ) : (
          t('auth.verify.sentToYou')
        )
      }
      footer={
        <p className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          <Link to="/login" onClick={signOutAndGo('/login')} className={authLinkClasses}>
            {t('auth.backToLogin')}
          </Link>
          <Link to="/register" onClick={signOutAndGo('/register')} className={authLinkClasses}>
            {t('auth.verify.createDifferent')}
          </Link>
        </p>
      }
    >
      <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t('auth.verify.expiresHint')}</p>
      <MailInLogNote />
      <div className="mt-6">
        <ResendVerificationButton returnPath={returnPath} />
      </div>
      <div className="mt-4 text-center">
        <Button variant="ghost" onClick={checkAgain} disabled={checking}>
          {checking && <Spinner className="size-4" />}
          {t('auth.verify.checkAgain')}
        </Button>
        <p aria-live="polite" className="mt-1 text-sm text-slate-700">
          {stillPending ? t('auth.verify.stillPending') : ''}
        </p>
      </div>
    </AuthLayout>
  );
}

/** /verify-email?token=...: confirms the address with the server, signed in or not. */
function VerificationWithToken({ token }: { token: string }) {
  const t = useT();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const mutation = useVerifyEmail();
  const started = useRef<string | null>(null);
  const { user, setUser } = auth;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The link carries where the person was headed when they registered (?next=); /refine otherwise.
  const returnPath = returnPathOf(useLocation());
  const continueTo = returnPath ?? '/refine';

  useDocumentTitle(
    t(
      mutation.isSuccess
        ? 'auth.verify.verifiedDocumentTitle'
        : mutation.isError
          ? 'auth.verify.failedTitle'
          : 'auth.verify.verifyingTitle',
    ),
  );

  // The token works once: send it once, even when effects run twice in development.
  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    mutation.mutate(token, {
      onSuccess: (response) => {
        if (user && response.user && user.id === response.user.id) setUser(response.user);
        // Whoever is signed in in this browser, read them afresh: their status may have changed.
        void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      },
    });
  }, [token, mutation, user, setUser, queryClient]);

  useLayoutEffect(() => {
    if (mutation.isSuccess || mutation.isError) headingRef.current?.focus();
  }, [mutation.isSuccess, mutation.isError]);

  if (mutation.isSuccess) {
    return (
      <AuthLayout
        title={t('auth.verify.verifiedTitle')}
        headingRef={headingRef}
        icon={<CircleCheck aria-hidden="true" className="size-12 text-emerald-700" />}
        description={mutation.data.message}
      >
        {auth.loading ? (
          // Whether this browser is signed in decides the way on: wait for the session check.
          <div role="status" className="flex justify-center py-2 text-slate-700">
            <Spinner className="size-6 text-brand-700" />
            <span className="sr-only">{t('auth.verify.checkingSession')}</span>
          </div>
        ) : auth.isAuthenticated ? (
          <ButtonLink to={continueTo} state={FOCUS_HEADING_STATE} size="lg" className="w-full">
            {t(continueTo.startsWith('/refine') ? 'auth.verify.startRefining' : 'auth.verify.continue')}
          </ButtonLink>
        ) : (
          <ButtonLink
            to={withReturnPath('/login', returnPath)}
            state={FOCUS_HEADING_STATE}
            size="lg"
            className="w-full"
          >
            {t('auth.login.submit')}
          </ButtonLink>
        )}
      </AuthLayout>
    );
  }

  if (mutation.isError) {
    return (
      <AuthLayout
        title={t('auth.verify.failedTitle')}
        headingRef={headingRef}
        icon={<CircleAlert aria-hidden="true" className="size-12 text-red-700" />}
        footer={
          <p>
            <Link to={auth.isAuthenticated ? '/' : '/login'} className={authLinkClasses}>
              {t(auth.isAuthenticated ? 'common.action.goHome' : 'auth.backToLogin')}
            </Link>
          </p>
        }
      >
        <Notice tone="error">{mutation.error.message}</Notice>
        {auth.isAuthenticated && auth.emailVerificationRequired ? (
          <div className="mt-6">
            <ResendVerificationButton returnPath={returnPath} />
          </div>
        ) : !auth.isAuthenticated ? (
          <p className="mt-4 text-sm text-slate-700">{t('auth.verify.logInForNewLink')}</p>
        ) : null}
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.verify.verifyingTitle')} headingRef={headingRef}>
      <div role="status" className="flex flex-col items-center gap-3 py-4 text-slate-700">
        <Spinner className="size-8 text-brand-700" />
        <p>{t('auth.verify.confirming')}</p>
      </div>
    </AuthLayout>
  );
}

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  return token ? <VerificationWithToken token={token} /> : <VerificationPending />;
}
