import { ZUpdateProfileRequest } from '@resumeloop/contracts/auth';
import type { MessageId } from '@resumeloop/i18n';
import { RotateCcw, Save } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { TextField } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/toast';
import { firstIssues, useFormErrors } from '../../../components/ui/use-form-errors';
import { ApiError, fieldErrorsOf } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/auth-context';
import { useT } from '../../../lib/i18n/use-t';
import { useUpdateProfile } from '../api/update-profile';
import { SETTINGS_NOTICES, settingsErrorMessage } from '../settings-errors';

type ProfileField = 'full_name' | 'username';
const FIELDS: readonly ProfileField[] = ['full_name', 'username'];
/** 'Email changes require verification and are not yet enabled', under the disabled email field. */
export const EMAIL_CHANGE_NOTE: MessageId = 'settings.profile.emailChangeNote';

/**
 * SPEC §5, settings: full name and username; Save and Reset are enabled only once one of them changed.
 * The email is shown, disabled, and never sent.
 */
export function ProfileForm() {
  const t = useT();
  const { user, setUser } = useAuth();
  const mutation = useUpdateProfile();
  const id = useId();
  const ids = { full_name: `${id}-full-name`, username: `${id}-username`, email: `${id}-email` };
  const saved: Record<ProfileField, string> = {
    full_name: user?.full_name ?? '',
    username: user?.username ?? '',
  };
  // Only what the user typed is kept here; untouched fields always show the latest saved values.
  const [edits, setEdits] = useState<Partial<Record<ProfileField, string>>>({});
  const values: Record<ProfileField, string> = {
    full_name: edits.full_name ?? saved.full_name,
    username: edits.username ?? saved.username,
  };
  const form = useFormErrors(FIELDS, ids);
  const [success, setSuccess] = useState<MessageId | null>(null);

  const changed = FIELDS.filter((field) => values[field].trim() !== saved[field]);
  const dirty = FIELDS.some((field) => values[field] !== saved[field]);

  const setField = (field: ProfileField, value: string) => {
    setEdits((current) => ({ ...current, [field]: value }));
    form.clearField(field);
    setSuccess(null);
  };

  const reset = () => {
    setEdits({});
    form.clear();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!dirty || mutation.isPending) return;
    const changes = Object.fromEntries(changed.map((field) => [field, values[field].trim()]));
    if (changed.length === 0) {
      // Only spaces were added: nothing to send; show the saved values again.
      reset();
      return;
    }
    const parsed = ZUpdateProfileRequest.safeParse(changes);
    if (!parsed.success) {
      form.report(t('common.form.correctTheFollowing'), firstIssues(parsed.error.issues, FIELDS));
      return;
    }
    form.clear();
    setSuccess(null);
    mutation.mutate(parsed.data, {
      onSuccess: (response) => {
        setUser(response.user);
        setEdits({});
        setSuccess(SETTINGS_NOTICES.profileUpdated);
        toast.success(t(SETTINGS_NOTICES.profileUpdated));
      },
      onError: (error) => {
        const taken = error instanceof ApiError && error.status === 409;
        form.report(
          t('settings.profile.notSaved'),
          taken ? { username: error.message } : fieldErrorsOf(error, FIELDS),
          settingsErrorMessage(error, 'updateProfile', t),
        );
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <ErrorSummary failure={form.failure} />
      <div aria-live="polite">{success && <Notice tone="success">{t(success)}</Notice>}</div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={ids.full_name}
          name="full_name"
          label={t('auth.register.fullName')}
          autoComplete="name"
          value={values.full_name}
          onValueChange={(value) => setField('full_name', value)}
          error={form.fieldErrors.full_name}
        />
        <TextField
          id={ids.username}
          name="username"
          label={t('auth.register.username')}
          autoComplete="username"
          spellCheck={false}
          autoCapitalize="none"
          hint={t('settings.profile.usernameHint')}
          value={values.username}
          onValueChange={(value) => setField('username', value)}
          error={form.fieldErrors.username}
        />
      </div>
      <TextField
        id={ids.email}
        name="email"
        type="email"
        label={t('auth.emailLabel')}
        value={user?.email ?? ''}
        onValueChange={() => {}}
        disabled
        hint={t(EMAIL_CHANGE_NOTE)}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton
          pending={mutation.isPending}
          pendingLabel={t('common.saving')}
          icon={Save}
          disabled={!dirty}
        >
          {t('common.action.save')}
        </SubmitButton>
        <Button variant="secondary" onClick={reset} disabled={!dirty || mutation.isPending}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('common.action.reset')}
        </Button>
      </div>
    </form>
  );
}
