import type { TAdminUserDetails, TAdminUserUpdate } from '@resumeloop/contracts/admin';
import { isPremium } from '@resumeloop/contracts/plans';
import type { MessageId } from '@resumeloop/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ClipboardList } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useAuth } from '../../../lib/auth/auth-context';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/auth/get-current-user';
import { useFormat } from '../../../lib/format/format-context';
import { useT } from '../../../lib/i18n/use-t';
import { useAdminUser, useUpdateUser } from '../api/admin-api';
import { labelOr, PLAN_LABELS, ROLE_LABELS, statusOf } from '../labels';
import { StatusBadge } from './status-badge';
import { DeleteUserDialog, DisableUserDialog } from './user-dialogs';

const backLinkClass =
  'inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline';

/** What the last action came to: the server's words when it refused, a confirmation when it was done. */
type Outcome = { tone: 'success'; message: MessageId } | { tone: 'error'; message: string } | null;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** One account: what the console knows of it, and what an admin may change. */
export function UserDetailsPage() {
  const t = useT();
  const { userId = '' } = useParams();
  const account = useAdminUser(userId);
  useDocumentTitle(account.data ? account.data.email : t('admin.user.title'));

  return (
    <div>
      <Link to="/admin/users" className={backLinkClass}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('admin.user.back')}
      </Link>
      {account.isPending ? (
        <p className="mt-6 flex items-center gap-2 text-slate-700">
          <Spinner />
          {t('admin.loading')}
        </p>
      ) : account.isError ? (
        <div className="mt-6">
          <h1 className="text-2xl font-bold text-slate-900">{t('admin.user.title')}</h1>
          <Notice tone="error" className="mt-4" title={t('admin.user.loadFailed')}>
            {account.error.message}
          </Notice>
        </div>
      ) : (
        <AccountDetails user={account.data} />
      )}
    </div>
  );
}

function AccountDetails({ user }: { user: TAdminUserDetails }) {
  const t = useT();
  const format = useFormat();
  const navigate = useNavigate();
  const { user: me } = useAuth();
  const update = useUpdateUser(user.id);
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [dialog, setDialog] = useState<'disable' | 'delete' | null>(null);
  const premium = isPremium(user);
  const isSelf = me?.id === user.id;

  /** Sends one change; the page shows it once the server has made it and the account is read again. */
  const apply = (change: TAdminUserUpdate, done: MessageId) => {
    setOutcome(null);
    update.mutate(change, {
      onSuccess: () => {
        setDialog(null);
        setOutcome({ tone: 'success', message: done });
        // A change to one's own account (the plan, say) shows in the header and the gates at once.
        if (isSelf) void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      },
      onError: (error) => {
        setDialog(null);
        setOutcome({ tone: 'error', message: error.message });
      },
    });
  };

  const busy = update.isPending;
  return (
    <article className="mt-6" aria-labelledby="admin-user-title">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 id="admin-user-title" className="break-words text-2xl font-bold text-slate-900">
            {user.full_name || user.username || user.email}
          </h1>
          <p className="mt-1 break-all text-slate-700">{user.email}</p>
        </div>
        <StatusBadge status={statusOf(user)} />
      </div>

      <dl className="mt-6 grid grid-cols-1 gap-4 rounded-lg border border-slate-200 bg-white p-5 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label={t('admin.field.username')}>{user.username || t('admin.value.none')}</Fact>
        <Fact label={t('admin.field.emailVerified')}>
          {t(user.email_verified ? 'admin.value.yes' : 'admin.value.no')}
        </Fact>
        <Fact label={t('admin.field.plan')}>{labelOr(t, PLAN_LABELS, user.plan_tier)}</Fact>
        <Fact label={t('admin.field.role')}>{labelOr(t, ROLE_LABELS, user.role)}</Fact>
        <Fact label={t('admin.field.created')}>
          <time dateTime={user.created_at}>{format.dateTime(user.created_at)}</time>
        </Fact>
        <Fact label={t('admin.field.lastLogin')}>
          {user.last_login_at ? (
            <time dateTime={user.last_login_at}>{format.dateTime(user.last_login_at)}</time>
          ) : (
            t('admin.users.neverSignedIn')
          )}
        </Fact>
        {user.disabled_at && (
          <Fact label={t('admin.field.disabledAt')}>
            <time dateTime={user.disabled_at}>{format.dateTime(user.disabled_at)}</time>
          </Fact>
        )}
        <Fact label={t('admin.field.signInMethods')}>
          {user.sign_in_methods.length > 0
            ? user.sign_in_methods.map((method) => labelOr(t, SIGN_IN_LABELS, method)).join(', ')
            : t('admin.value.none')}
        </Fact>
        <Fact label={t('admin.field.sessions')}>{format.number(user.session_count)}</Fact>
        <Fact label={t('admin.field.activeSignIns')}>{format.number(user.active_sign_ins)}</Fact>
        <Fact label={t('admin.field.usage')}>
          {t('admin.user.usage', {
            analyses: user.usage.analyses,
            uploads: user.usage.uploads,
          })}
        </Fact>
      </dl>

      <Link to={`/admin/audit?target_id=${encodeURIComponent(user.id)}`} className={`${backLinkClass} mt-4`}>
        <ClipboardList aria-hidden="true" className="size-4" />
        {t('admin.user.auditLink')}
      </Link>

      <section aria-labelledby="admin-user-actions" className="mt-8">
        <h2 id="admin-user-actions" className="text-lg font-semibold text-slate-900">
          {t('admin.user.actions')}
        </h2>
        {outcome?.tone === 'success' && (
          <Notice tone="success" className="mt-3">
            {t(outcome.message)}
          </Notice>
        )}
        {outcome?.tone === 'error' && (
          <Notice tone="error" className="mt-3" title={t('admin.user.refused')}>
            {outcome.message}
          </Notice>
        )}
        <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {!user.email_verified && (
            <ActionRow description={t('admin.user.verifyHint')}>
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => apply({ verified: true }, 'admin.user.verified')}
              >
                {t('admin.user.verify')}
              </Button>
            </ActionRow>
          )}
          <ActionRow
            description={t('admin.user.planHint', { plan: labelOr(t, PLAN_LABELS, user.plan_tier) })}
          >
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() =>
                apply(
                  { plan_tier: premium ? 'free' : 'premium' },
                  premium ? 'admin.user.madeFree' : 'admin.user.madePremium',
                )
              }
            >
              {t(premium ? 'admin.user.makeFree' : 'admin.user.makePremium')}
            </Button>
          </ActionRow>
          <ActionRow
            description={t(user.is_admin ? 'admin.user.revokeAdminHint' : 'admin.user.grantAdminHint')}
          >
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() =>
                apply(
                  { role: user.is_admin ? 'user' : 'admin' },
                  user.is_admin ? 'admin.user.adminRevoked' : 'admin.user.adminGranted',
                )
              }
            >
              {t(user.is_admin ? 'admin.user.revokeAdmin' : 'admin.user.grantAdmin')}
            </Button>
          </ActionRow>
          <ActionRow description={t(user.disabled ? 'admin.user.enableHint' : 'admin.user.disableHint')}>
            {user.disabled ? (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => apply({ disabled: false }, 'admin.user.enabled')}
              >
                {t('admin.user.enable')}
              </Button>
            ) : (
              <Button variant="secondary" disabled={busy} onClick={() => setDialog('disable')}>
                {t('admin.user.disable')}
              </Button>
            )}
          </ActionRow>
          <ActionRow description={t('admin.user.deleteHint')}>
            <Button variant="danger" disabled={busy} onClick={() => setDialog('delete')}>
              {t('admin.user.delete')}
            </Button>
          </ActionRow>
        </ul>
        {isSelf && <p className="mt-3 text-sm text-slate-600">{t('admin.user.selfNote')}</p>}
      </section>

      <DisableUserDialog
        open={dialog === 'disable'}
        email={user.email}
        busy={busy}
        onCancel={() => setDialog(null)}
        onConfirm={() => apply({ disabled: true }, 'admin.user.disabled')}
      />
      <DeleteUserDialog
        open={dialog === 'delete'}
        user={user}
        onCancel={() => setDialog(null)}
        onDeleted={() => void navigate('/admin/users', { state: { deleted: user.email } })}
      />
    </article>
  );
}

const SIGN_IN_LABELS: Record<string, MessageId> = {
  password: 'admin.signIn.password',
  google: 'admin.signIn.google',
  microsoft: 'admin.signIn.microsoft',
};

function ActionRow({ description, children }: { description: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-700">{description}</p>
      <div className="shrink-0">{children}</div>
    </li>
  );
}
