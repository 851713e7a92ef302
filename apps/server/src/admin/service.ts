/**
 * The admin console's rules (decision 0033): what an admin may do to accounts and settings, each change
 * written with its audit entry in one transaction. The routes are gated (admin_panel, user_management,
 * system_settings); these functions decide what a permitted admin may still not do.
 */
import type {
  TAdminFeedbackPage,
  TAdminFeedbackQuery,
  TAdminUser,
  TAdminUserDetails,
  TAdminUserPage,
  TAdminUsersQuery,
  TAdminUserUpdate,
  TAuditPage,
  TAuditQuery,
  TServiceSettingsResponse,
  TServiceSettingsUpdate,
} from '@resumeloop/contracts/admin';
import { isAdmin, isPremium, usagePeriodStart } from '@resumeloop/contracts/plans';
import type { MessageId } from '@resumeloop/i18n';
import { and, eq, isNull } from 'drizzle-orm';
import { eraseAccount } from '../auth/erase-account';
import { createUserRepository, type NewUser, type UserRow } from '../auth/repositories/users';
import { createAccountRepository } from '../auth/repository';
import type { AppDatabase } from '../db/client';
import { sessions } from '../db/schema';
import { AppError } from '../errors';
import type { AdminList } from '../plans/admins';
import { planSubjectOf } from '../plans/subject';
import { periodKey } from '../plans/usage-repository';
import { type AuditActor, type AuditRecord, readAudit, recordAudit } from './audit';
import { createAdminFeedbackRepository } from './feedback-repository';
import { type ServiceSettings, type SettingOverrides, settingsRow } from './service-settings';
import { createAdminUserRepository } from './users-repository';

/** Ids are uuids: anything else names no account or entry (404, not a database error). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const userNotFound = () => new AppError('user_not_found', 'errors.admin.userNotFound');
const ownAccount = (message: MessageId) => new AppError('own_account', message);

/** An account as the console lists it. */
export function toAdminUser(user: UserRow): TAdminUser {
  const subject = planSubjectOf(user);
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    username: user.username,
    email_verified: user.emailVerifiedAt !== null,
    plan_tier: user.planTier,
    is_premium: isPremium(subject),
    is_admin: isAdmin(subject),
    role: user.isAdmin ? 'admin' : 'user',
    disabled: user.disabledAt !== null,
    disabled_at: user.disabledAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
  };
}

/**
 * What an admin may not do to an account, decided before anything is written: take their own role,
 * disable themselves (either would lock the service's last admin out, and is never what a click on one's
 * own row meant), take the role of an address ADMIN_EMAILS lists (the next start would give it back), or
 * make an unproven address an admin (whoever registered it may not own it).
 */
function refusalOf(actor: UserRow, target: UserRow, changes: TAdminUserUpdate, admins: AdminList) {
  const own = actor.id === target.id;
  if (own && changes.role === 'user') return ownAccount('errors.admin.ownRole');
  if (own && changes.disabled === true) return ownAccount('errors.admin.ownDisable');
  if (changes.role === 'user' && target.isAdmin && admins.includes(target.email)) {
    return new AppError('listed_admin', 'errors.admin.listedAdmin', { values: { email: target.email } });
  }
  const verified = target.emailVerifiedAt !== null || changes.verified === true;
  if (changes.role === 'admin' && !target.isAdmin && !verified) {
    return new AppError('unverified_admin', 'errors.admin.unverifiedAdmin');
  }
  return null;
}

/** The row's columns and the audit entries of the changes that change something. */
function plannedChanges(target: UserRow, changes: TAdminUserUpdate, at: Date) {
  const columns: Partial<NewUser> = {};
  const records: AuditRecord[] = [];
  const entry = (action: AuditRecord['action'], before: object, after: object) =>
    records.push({
      action,
      targetType: 'user',
      targetId: target.id,
      targetLabel: target.email,
      before: { ...before },
      after: { ...after },
    });
  if (changes.verified && target.emailVerifiedAt === null) {
    columns.emailVerifiedAt = at;
    entry('user.verify', { email_verified: false }, { email_verified: true });
  }
  if (changes.plan_tier !== undefined && changes.plan_tier !== target.planTier) {
    columns.planTier = changes.plan_tier;
    entry('user.set_plan', { plan_tier: target.planTier }, { plan_tier: changes.plan_tier });
  }
  const role = target.isAdmin ? 'admin' : 'user';
  if (changes.role !== undefined && changes.role !== role) {
    columns.isAdmin = changes.role === 'admin';
    entry('user.set_role', { role }, { role: changes.role });
  }
  if (changes.disabled === true && target.disabledAt === null) {
    columns.disabledAt = at;
    entry('user.disable', { disabled: false }, { disabled: true });
  }
  if (changes.disabled === false && target.disabledAt !== null) {
    columns.disabledAt = null;
    entry('user.enable', { disabled: true }, { disabled: false });
  }
  return { columns, records };
}

export function createAdminService(dependencies: {
  db: AppDatabase;
  admins: AdminList;
  settings: ServiceSettings;
  now?: () => Date;
}) {
  const { db, admins, settings } = dependencies;
  const now = dependencies.now ?? (() => new Date());
  const accounts = createAdminUserRepository(db);
  const feedback = createAdminFeedbackRepository(db);
  const actorOf = (user: UserRow): AuditActor => ({ id: user.id, email: user.email });

  async function details(user: UserRow): Promise<TAdminUserDetails> {
    const at = now();
    const extras = await accounts.extras(user, periodKey(usagePeriodStart(at)), at);
    return {
      ...toAdminUser(user),
      sign_in_methods: extras.signInMethods,
      session_count: extras.sessionCount,
      active_sign_ins: extras.activeSignIns,
      usage: extras.usage,
    };
  }

  /** The account's row held until the transaction ends; 404 when there is none. */
  async function lockTarget(tx: AppDatabase, id: string): Promise<UserRow> {
    const target = UUID.test(id) ? await createUserRepository(tx).lockUser(id) : undefined;
    if (!target) throw userNotFound();
    return target;
  }

  async function settingsView(): Promise<TServiceSettingsResponse> {
    const view = await settings.view();
    return {
      settings: view.settings,
      configured: settings.configured,
      updated_at: view.updatedAt?.toISOString() ?? null,
    };
  }

  return {
    async listUsers(query: TAdminUsersQuery): Promise<TAdminUserPage> {
      const { rows, total } = await accounts.page(query);
      return { users: rows.map(toAdminUser), total, page: query.page, page_size: query.page_size };
    },

    async userDetails(id: string): Promise<TAdminUserDetails> {
      const user = UUID.test(id) ? await accounts.find(id) : undefined;
      if (!user) throw userNotFound();
      return details(user);
    },

    /**
     * Applies the changes that change something, with one audit entry each, in one transaction holding
     * the account's row. Disabling ends every session of the account in the same transaction, so the
     * account's next request finds none (and the session lookup refuses a disabled account besides).
     */
    async updateUser(actor: UserRow, id: string, changes: TAdminUserUpdate): Promise<TAdminUserDetails> {
      const updated = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as AppDatabase;
        const target = await lockTarget(tx, id);
        const refusal = refusalOf(actor, target, changes, admins);
        if (refusal) throw refusal;
        const at = now();
        const { columns, records } = plannedChanges(target, changes, at);
        if (records.length === 0) return target;
        // Through the accounts' repository: a listed address verified here becomes an admin here too.
        const row = await createUserRepository(tx, admins).updateUser(target.id, columns);
        if (row.isAdmin && !target.isAdmin && columns.isAdmin === undefined) {
          records.push({
            action: 'user.set_role',
            targetType: 'user',
            targetId: target.id,
            targetLabel: target.email,
            before: { role: 'user' },
            after: { role: 'admin', by: 'ADMIN_EMAILS' },
          });
        }
        if (columns.disabledAt) {
          await tx
            .update(sessions)
            .set({ revokedAt: at })
            .where(and(eq(sessions.userId, target.id), isNull(sessions.revokedAt)));
        }
        await recordAudit(tx, actorOf(actor), records);
        return row;
      });
      return details(updated);
    },

    /** Deletes the account as its owner could (auth/erase-account.ts), with its audit entry. */
    async deleteUser(actor: UserRow, id: string): Promise<void> {
      if (actor.id === id) throw ownAccount('errors.admin.ownDelete');
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as AppDatabase;
        const target = await lockTarget(tx, id);
        await eraseAccount(createAccountRepository(tx, undefined, admins), target);
        await recordAudit(tx, actorOf(actor), [
          {
            action: 'user.delete',
            targetType: 'user',
            targetId: target.id,
            targetLabel: target.email,
            before: {
              email: target.email,
              full_name: target.fullName,
              plan_tier: target.planTier,
              role: target.isAdmin ? 'admin' : 'user',
            },
            after: null,
          },
        ]);
      });
    },

    async listFeedback(query: TAdminFeedbackQuery): Promise<TAdminFeedbackPage> {
      const { items, total, summary } = await feedback.page(query);
      return { items, total, summary, page: query.page, page_size: query.page_size };
    },

    /** The texts of a feedback entry, only when the person chose to keep them. */
    async feedbackTexts(id: string): Promise<{ resume_text: string; refined_text: string }> {
      const texts = UUID.test(id) ? await feedback.texts(id) : null;
      if (texts === null) throw new AppError('feedback_not_found', 'errors.admin.feedbackNotFound');
      if (texts === false) throw new AppError('texts_not_kept', 'errors.admin.textsNotKept');
      return texts;
    },

    settings: settingsView,

    /**
     * Changes the settings named (null: back to the configuration's value), with one audit entry of the
     * stored values before and after, in one transaction holding the settings' row.
     */
    async updateSettings(actor: UserRow, changes: TServiceSettingsUpdate): Promise<TServiceSettingsResponse> {
      const written = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as AppDatabase;
        const current = await settingsRow.lock(tx);
        const stored: SettingOverrides = {
          registration_open: current.registrationOpen,
          email_verification_required: current.emailVerificationRequired,
          free_monthly_analyses: current.freeMonthlyAnalyses,
          free_monthly_uploads: current.freeMonthlyUploads,
        };
        const named = (Object.keys(changes) as Array<keyof SettingOverrides>).filter(
          (key) => changes[key] !== undefined && changes[key] !== stored[key],
        );
        if (named.length === 0) return current;
        const row = await settingsRow.write(tx, changes, now());
        await recordAudit(tx, actorOf(actor), [
          {
            action: 'settings.update',
            targetType: 'settings',
            targetId: null,
            targetLabel: 'service',
            before: Object.fromEntries(named.map((key) => [key, stored[key]])),
            after: Object.fromEntries(named.map((key) => [key, changes[key]])),
          },
        ]);
        return row;
      });
      // Committed: this instance follows the new settings from the next request on.
      settings.written(written);
      return settingsView();
    },

    async audit(query: TAuditQuery): Promise<TAuditPage> {
      const { entries, total } = await readAudit(db, query);
      return { entries, total, page: query.page, page_size: query.page_size };
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
