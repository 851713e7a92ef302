import type { AuditAction, TAdminUser } from '@resumeloop/contracts/admin';
import type { MessageId } from '@resumeloop/i18n';
import type { Formatters } from '../../lib/format/formatters';
import type { T } from '../../lib/i18n/use-t';

/** The console's words for plans, statuses, roles, audit actions and the fields an audit entry names. */
export const PLAN_LABELS: Record<string, MessageId> = {
  free: 'admin.plan.free',
  premium: 'admin.plan.premium',
};

export const STATUS_LABELS = {
  active: 'admin.status.active',
  disabled: 'admin.status.disabled',
  unverified: 'admin.status.unverified',
} as const satisfies Record<string, MessageId>;

export const ROLE_LABELS: Record<string, MessageId> = {
  user: 'admin.role.user',
  admin: 'admin.role.admin',
};

/** An audit action's verb: 'user.set_plan' → 'set_plan'. */
type ActionVerb<Action> = Action extends `${string}.${infer Verb}` ? Verb : never;

/** The label of each action, by its verb (the verbs are unique, and 'settings.…' would read as a message id). */
const ACTION_VERB_LABELS: Record<ActionVerb<AuditAction>, MessageId> = {
  verify: 'admin.audit.action.verify',
  set_plan: 'admin.audit.action.setPlan',
  set_role: 'admin.audit.action.setRole',
  disable: 'admin.audit.action.disable',
  enable: 'admin.audit.action.enable',
  delete: 'admin.audit.action.delete',
  update: 'admin.audit.action.settings',
};

/** An audit action as a person reads it; an action this build does not know, as the server names it. */
export function actionLabel(t: T, action: string): string {
  const verb = action.slice(action.indexOf('.') + 1);
  const id = (ACTION_VERB_LABELS as Record<string, MessageId>)[verb];
  return id && action.includes('.') ? t(id) : action;
}

/** The fields an audit entry's before and after hold, by the names the server gives them. */
export const FIELD_LABELS: Record<string, MessageId> = {
  email_verified: 'admin.field.emailVerified',
  verified: 'admin.field.emailVerified',
  plan_tier: 'admin.field.plan',
  role: 'admin.field.role',
  is_admin: 'admin.field.role',
  disabled: 'admin.field.disabled',
  email: 'admin.field.email',
  full_name: 'admin.field.fullName',
  by: 'admin.field.grantedBy',
  registration_open: 'admin.settings.registrationOpen',
  email_verification_required: 'admin.settings.verificationRequired',
  free_monthly_analyses: 'admin.settings.freeAnalyses',
  free_monthly_uploads: 'admin.settings.freeUploads',
};

/** SPEC §3: the overall improvement is rated 1-10, factual accuracy and formatting 1-5. */
export const OVERALL_SCALE = 10;
export const DETAIL_SCALE = 5;

/** An account's one status: disabled first, then unverified, else active (the list's status filter). */
export function statusOf(user: Pick<TAdminUser, 'disabled' | 'email_verified'>): keyof typeof STATUS_LABELS {
  if (user.disabled) return 'disabled';
  return user.email_verified ? 'active' : 'unverified';
}

export const labelOr = (t: T, labels: Record<string, MessageId>, value: string) => {
  const id = labels[value];
  return id ? t(id) : value;
};

/** The service's settings: a null one follows the server's configuration. */
const SETTING_FIELDS = new Set([
  'registration_open',
  'email_verification_required',
  'free_monthly_analyses',
  'free_monthly_uploads',
]);

/**
 * A value of an audit entry as a person reads it: yes/no, a plan or role's name, a number, 'as configured'
 * for a setting that follows the configuration, or '—' for nothing.
 */
export function readableValue(t: T, format: Formatters, field: string, value: unknown): string {
  if (value === null && SETTING_FIELDS.has(field)) return t('admin.value.configured');
  if (value === null || value === undefined || value === '') return t('admin.value.none');
  if (typeof value === 'boolean') return t(value ? 'admin.value.yes' : 'admin.value.no');
  if (typeof value === 'number') return format.number(value);
  if (typeof value === 'string') {
    if (field === 'plan_tier') return labelOr(t, PLAN_LABELS, value);
    if (field === 'role') return labelOr(t, ROLE_LABELS, value);
    return value;
  }
  return JSON.stringify(value);
}

export type FieldChange = { field: string; label: string; before: string; after: string };

/**
 * The fields an entry changed, each as 'label: before → after', in the order the server listed them; a
 * field the same on both sides is left out (a deletion, with no after, lists what was deleted).
 */
export function changesOf(
  t: T,
  format: Formatters,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .filter((field) => JSON.stringify(before?.[field]) !== JSON.stringify(after?.[field]))
    .map((field) => ({
      field,
      label: labelOr(t, FIELD_LABELS, field),
      before: readableValue(t, format, field, before?.[field]),
      after: readableValue(t, format, field, after?.[field]),
    }));
}
