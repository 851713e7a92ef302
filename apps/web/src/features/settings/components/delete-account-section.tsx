import { Trash2 } from 'lucide-react';
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { useAuth } from '../../../lib/auth/auth-context';
import { useT } from '../../../lib/i18n/use-t';
import { useDeleteAccount } from '../api/delete-account';
import { SETTINGS_NOTICES, settingsErrorMessage } from '../settings-errors';

/** SPEC §9: after the deletion succeeds, the user is signed out and sent to / 2 seconds later. */
export const DELETE_LOGOUT_DELAY_MS = 2_000;
const CONFIRMATION_WORD = 'DELETE';

/**
 * SPEC §4, delete account: open the dialog, type DELETE, confirm, see the success message, and 2 s later
 * the app signs out and goes to /. The server has already ended every session by then.
 */
export function DeleteAccountSection() {
  const t = useT();
  const auth = useAuth();
  const mutation = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const [confirmationError, setConfirmationError] = useState<string | undefined>();
  const [requestError, setRequestError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const deleted = mutation.isSuccess;

  const { forget } = auth;
  useLayoutEffect(() => {
    if (!deleted) return;
    // The form the focus was in is gone: put it on the news.
    outcomeRef.current?.focus();
    const timer = setTimeout(() => forget({ to: '/' }), DELETE_LOGOUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [deleted, forget]);

  const close = () => {
    if (mutation.isPending || deleted) return;
    setOpen(false);
    setConfirmation('');
    setConfirmationError(undefined);
    setRequestError(null);
  };

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending || deleted) return;
    if (confirmation !== CONFIRMATION_WORD) {
      setConfirmationError(t(SETTINGS_NOTICES.typeDelete, { word: CONFIRMATION_WORD }));
      inputRef.current?.focus();
      return;
    }
    setRequestError(null);
    mutation.mutate(undefined, {
      onSuccess: (response) => toast.success(response?.message || t(SETTINGS_NOTICES.deleted)),
      onError: (error) => {
        const message = settingsErrorMessage(error, 'deleteAccount', t);
        setRequestError(
          message === t(SETTINGS_NOTICES.cannotConnect)
            ? message
            : t('settings.delete.failed', { reason: message }),
        );
      },
    });
  };

  return (
    <>
      <p className="text-slate-700">{t('settings.delete.explanation')}</p>
      <Button variant="danger" className="mt-4" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t('settings.delete.open')}
      </Button>

      <Dialog
        open={open}
        onClose={close}
        dismissible={!mutation.isPending && !deleted}
        title={t(deleted ? 'settings.delete.deletedTitle' : 'settings.delete.confirmTitle')}
        initialFocusRef={inputRef}
        description={deleted ? undefined : t('settings.delete.confirmDescription')}
      >
        {deleted ? (
          <div ref={outcomeRef} tabIndex={-1} className="focus:outline-none">
            <Notice tone="success">{mutation.data?.message || t(SETTINGS_NOTICES.deleted)}</Notice>
          </div>
        ) : (
          <form noValidate onSubmit={confirm} className="space-y-5">
            {requestError && <Notice tone="error">{requestError}</Notice>}
            <TextField
              id={inputId}
              inputRef={inputRef}
              name="confirmation"
              label={t('settings.delete.typeToConfirm', { word: CONFIRMATION_WORD })}
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="characters"
              value={confirmation}
              onValueChange={(value) => {
                setConfirmation(value);
                setConfirmationError(undefined);
              }}
              error={confirmationError}
              disabled={mutation.isPending}
            />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={close} disabled={mutation.isPending}>
                {t('common.action.cancel')}
              </Button>
              <Button type="submit" variant="danger" disabled={mutation.isPending}>
                {mutation.isPending ? (
                  <Spinner className="size-4" />
                ) : (
                  <Trash2 aria-hidden="true" className="size-4" />
                )}
                {t(mutation.isPending ? 'settings.delete.pending' : 'settings.delete.submit')}
              </Button>
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
}
