import type { SettingKey } from '@resumeloop/contracts/settings-constants';
import { RefreshCw, RotateCcw, Save } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useT } from '../../../lib/i18n/use-t';
import type { SettingsForm } from '../use-settings-form';

/**
 * A settings page built on useSettingsForm: its h1 and description, then the settings being loaded, the
 * load failure with Retry, or the form with its messages and the Save and Reset buttons (both disabled
 * until something changed). `after` follows the form (content that is not a setting).
 */
export function SettingsFormPage<K extends SettingKey>({
  title,
  description,
  form,
  children,
  after,
}: {
  title: string;
  description: ReactNode;
  form: SettingsForm<K>;
  children: ReactNode;
  after?: ReactNode;
}) {
  const t = useT();
  useDocumentTitle(title);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.save();
  };

  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{description}</p>
      <div className="mt-8 space-y-6">
        {form.status === 'loading' && (
          <div role="status" className="flex items-center gap-3 py-8 text-slate-700">
            <Spinner className="size-6 text-brand-700" />
            {t('settings.loading')}
          </div>
        )}
        {form.status === 'error' && (
          <div className="space-y-4">
            <Notice tone="error">{form.loadError}</Notice>
            <Button variant="secondary" onClick={form.retry} disabled={form.retrying}>
              {form.retrying ? (
                <Spinner className="size-4" />
              ) : (
                <RefreshCw aria-hidden="true" className="size-4" />
              )}
              {t(form.retrying ? 'common.action.retrying' : 'common.action.retry')}
            </Button>
          </div>
        )}
        {form.status === 'ready' && (
          <form noValidate onSubmit={submit}>
            <div className="space-y-6">{children}</div>
            <div className="mt-6 space-y-4">
              <div aria-live="polite">{form.success && <Notice tone="success">{form.success}</Notice>}</div>
              {form.saveError && <Notice tone="error">{form.saveError}</Notice>}
              <div className="flex flex-wrap gap-3">
                <SubmitButton
                  pending={form.saving}
                  pendingLabel={t('common.saving')}
                  icon={Save}
                  disabled={!form.dirty}
                >
                  {t('common.action.save')}
                </SubmitButton>
                <Button variant="secondary" onClick={form.reset} disabled={!form.dirty || form.saving}>
                  <RotateCcw aria-hidden="true" className="size-4" />
                  {t('common.action.reset')}
                </Button>
              </div>
            </div>
          </form>
        )}
        {after}
      </div>
    </>
  );
}
