import type { TAdminUserDetails } from '@resumeloop/contracts/admin';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import {
  describedByFor,
  errorIdOf,
  FieldErrorMessage,
  inputClasses,
} from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { useT } from '../../../lib/i18n/use-t';
import { useDeleteUser } from '../api/admin-api';

/** Disabling ends the account's sessions at once: the admin confirms it first. */
export function DisableUserDialog({
  open,
  email,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  email: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      dismissible={!busy}
      title={t('admin.disable.title')}
      description={t('admin.disable.body', { email })}
      footer={
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('admin.dialog.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {t('admin.disable.confirm')}
          </Button>
        </div>
      }
    >
      <p className="text-sm text-slate-700">{t('admin.disable.reversible')}</p>
    </Dialog>
  );
}

/** Deleting cannot be undone: the admin types the account's address to confirm, as the person would. */
export function DeleteUserDialog({
  open,
  user,
  onCancel,
  onDeleted,
}: {
  open: boolean;
  user: Pick<TAdminUserDetails, 'id' | 'email'>;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const t = useT();
  const id = useId();
  const remove = useDeleteUser(user.id);
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const matches = typed.trim().toLowerCase() === user.email.toLowerCase();
  const close = () => {
    setTyped('');
    setMismatch(false);
    remove.reset();
    onCancel();
  };
  const confirm = () => {
    if (!matches) {
      setMismatch(true);
      return;
    }
    // The promise, not mutate's callbacks: it settles even if the page has moved on meanwhile.
    remove.mutateAsync().then(onDeleted, () => undefined);
  };
  const busy = remove.isPending;
  return (
    <Dialog
      open={open}
      onClose={close}
      dismissible={!busy}
      title={t('admin.delete.title')}
      description={t('admin.delete.body', { email: user.email })}
      footer={
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('admin.dialog.cancel')}
          </Button>
          <Button variant="danger" type="submit" form={`${id}-form`} disabled={busy}>
            {t('admin.delete.confirm')}
          </Button>
        </div>
      }
    >
      <form
        id={`${id}-form`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <label htmlFor={`${id}-email`} className="block font-medium text-slate-900">
          {t('admin.delete.typeEmail', { email: user.email })}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          spellCheck={false}
          className={`${inputClasses} mt-1.5`}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setMismatch(false);
          }}
          aria-invalid={mismatch}
          aria-describedby={describedByFor(`${id}-email`, { error: mismatch })}
        />
        <FieldErrorMessage
          id={errorIdOf(`${id}-email`)}
          message={mismatch ? t('admin.delete.mismatch') : undefined}
        />
      </form>
      {remove.isError && (
        <Notice tone="error" className="mt-4" title={t('admin.user.refused')}>
          {remove.error.message}
        </Notice>
      )}
    </Dialog>
  );
}
