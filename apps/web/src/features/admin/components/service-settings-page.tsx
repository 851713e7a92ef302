import {
  ADMIN_MAX_MONTHLY_LIMIT,
  type TServiceSettings,
  type TServiceSettingsResponse,
  type TServiceSettingsUpdate,
} from '@resumeloop/contracts/admin';
import type { MessageId } from '@resumeloop/i18n';
import { RotateCcw } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  describedByFor,
  errorIdOf,
  FieldErrorMessage,
  hintIdOf,
  inputClasses,
} from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { fieldErrorsOf } from '../../../lib/api';
import { useFormat } from '../../../lib/format/format-context';
import { useT } from '../../../lib/i18n/use-t';
import { useServiceSettings, useUpdateServiceSettings } from '../api/admin-api';

type SettingName = keyof TServiceSettings;
const SWITCHES = ['registration_open', 'email_verification_required'] as const;
const LIMITS = ['free_monthly_analyses', 'free_monthly_uploads'] as const;
const NAMES: readonly SettingName[] = [...SWITCHES, ...LIMITS];

const LABELS: Record<SettingName, { label: MessageId; hint: MessageId }> = {
  registration_open: {
    label: 'admin.settings.registrationOpen',
    hint: 'admin.settings.registrationOpenHint',
  },
  email_verification_required: {
    label: 'admin.settings.verificationRequired',
    hint: 'admin.settings.verificationRequiredHint',
  },
  free_monthly_analyses: { label: 'admin.settings.freeAnalyses', hint: 'admin.settings.freeAnalysesHint' },
  free_monthly_uploads: { label: 'admin.settings.freeUploads', hint: 'admin.settings.freeUploadsHint' },
};

/** What the form holds: the switches as booleans, the limits as typed (checked on save). */
type Draft = { registration_open: boolean; email_verification_required: boolean } & Record<
  (typeof LIMITS)[number],
  string
>;

const draftOf = (settings: TServiceSettings): Draft => ({
  registration_open: settings.registration_open,
  email_verification_required: settings.email_verification_required,
  free_monthly_analyses: String(settings.free_monthly_analyses),
  free_monthly_uploads: String(settings.free_monthly_uploads),
});

/** A limit as typed, if it is a whole number from 0 to ADMIN_MAX_MONTHLY_LIMIT. */
export function parseLimit(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= ADMIN_MAX_MONTHLY_LIMIT ? value : null;
}

/** The service's settings: each beside what the server's configuration says, and a way back to it. */
export function ServiceSettingsPage() {
  const t = useT();
  useDocumentTitle(t('admin.settings.title'));
  const settings = useServiceSettings();
  // Kept here, not in the form: the form is made again from the saved settings after each save.
  const [outcome, setOutcome] = useState<Outcome>(null);
  return (
    <section aria-labelledby="admin-settings-title">
      <h1 id="admin-settings-title" className="text-2xl font-bold text-slate-900">
        {t('admin.settings.title')}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t('admin.settings.intro')}</p>
      <div className="mt-6">
        {settings.isPending ? (
          <p className="flex items-center gap-2 text-slate-700">
            <Spinner />
            {t('admin.loading')}
          </p>
        ) : settings.isError ? (
          <Notice tone="error" title={t('admin.settings.loadFailed')}>
            {settings.error.message}
          </Notice>
        ) : (
          // A new key after each save or reset: the form starts again from what the server now holds.
          <SettingsForm
            key={settings.dataUpdatedAt}
            response={settings.data}
            outcome={outcome}
            setOutcome={setOutcome}
          />
        )}
      </div>
    </section>
  );
}

type Outcome = { tone: 'success' | 'info'; message: MessageId } | { tone: 'error'; message: string } | null;

function SettingsForm({
  response,
  outcome,
  setOutcome,
}: {
  response: TServiceSettingsResponse;
  outcome: Outcome;
  setOutcome: (outcome: Outcome) => void;
}) {
  const t = useT();
  const format = useFormat();
  const id = useId();
  const update = useUpdateServiceSettings();
  const [draft, setDraft] = useState(() => draftOf(response.settings));
  const [errors, setErrors] = useState<Partial<Record<SettingName, string>>>({});

  const send = (change: TServiceSettingsUpdate, done: MessageId) => {
    setOutcome(null);
    // The promise, not mutate's callbacks: the form is made again from the saved settings before it settles.
    update.mutateAsync(change).then(
      () => setOutcome({ tone: 'success', message: done }),
      (error: Error) => {
        setErrors(fieldErrorsOf(error, NAMES));
        setOutcome({ tone: 'error', message: error.message });
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<SettingName, string>> = {};
    const change: TServiceSettingsUpdate = {};
    for (const name of SWITCHES) {
      if (draft[name] !== response.settings[name]) change[name] = draft[name];
    }
    for (const name of LIMITS) {
      // An untouched limit is neither sent nor checked: the configuration may hold more than the console may set.
      if (draft[name].trim() === String(response.settings[name])) continue;
      const value = parseLimit(draft[name]);
      if (value === null)
        found[name] = t('admin.settings.limitInvalid', { max: format.number(ADMIN_MAX_MONTHLY_LIMIT) });
      else if (value !== response.settings[name]) change[name] = value;
    }
    setErrors(found);
    const first = NAMES.find((name) => found[name]);
    if (first) {
      setOutcome(null);
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    if (Object.keys(change).length === 0) {
      setOutcome({ tone: 'info', message: 'admin.settings.nothingChanged' });
      return;
    }
    send(change, 'admin.settings.saved');
  };

  const shown = outcome;
  const configuredText = (name: SettingName) => {
    const value = response.configured[name];
    return typeof value === 'boolean'
      ? t(value ? 'admin.value.yes' : 'admin.value.no')
      : format.number(value);
  };
  const differs = (name: SettingName) => response.settings[name] !== response.configured[name];

  const row = (name: SettingName, control: ReactNode) => (
    <li key={name} className="flex flex-col gap-3 p-5 lg:flex-row lg:items-start lg:justify-between">
      <div className="min-w-0 flex-1">{control}</div>
      <div className="flex flex-wrap items-center gap-3 lg:w-80 lg:justify-end">
        <p className="text-sm text-slate-700">
          {t('admin.settings.configured', { value: configuredText(name) })}
        </p>
        {differs(name) ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={update.isPending}
            onClick={() => send({ [name]: null }, 'admin.settings.resetDone')}
            aria-label={t('admin.settings.resetOne', { setting: t(LABELS[name].label) })}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('admin.settings.reset')}
          </Button>
        ) : (
          <p className="text-sm font-medium text-slate-700">{t('admin.settings.matchesConfigured')}</p>
        )}
      </div>
    </li>
  );

  return (
    <form noValidate onSubmit={submit}>
      {shown && (
        <Notice
          tone={shown.tone}
          className="mb-4"
          title={shown.tone === 'error' ? t('admin.settings.refused') : undefined}
        >
          {shown.tone === 'error' ? shown.message : t(shown.message)}
        </Notice>
      )}
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {SWITCHES.map((name) =>
          row(
            name,
            <div className="flex items-start gap-3">
              <input
                id={`${id}-${name}`}
                type="checkbox"
                className="mt-1 size-5 shrink-0 accent-brand-700"
                checked={draft[name]}
                onChange={(event) => setDraft({ ...draft, [name]: event.target.checked })}
                aria-describedby={hintIdOf(`${id}-${name}`)}
              />
              <div>
                <label htmlFor={`${id}-${name}`} className="font-medium text-slate-900">
                  {t(LABELS[name].label)}
                </label>
                <p id={hintIdOf(`${id}-${name}`)} className="text-sm text-slate-600">
                  {t(LABELS[name].hint)}
                </p>
              </div>
            </div>,
          ),
        )}
        {LIMITS.map((name) =>
          row(
            name,
            <div>
              <label htmlFor={`${id}-${name}`} className="block font-medium text-slate-900">
                {t(LABELS[name].label)}
              </label>
              <p id={hintIdOf(`${id}-${name}`)} className="text-sm text-slate-600">
                {t(LABELS[name].hint)}
              </p>
              <input
                id={`${id}-${name}`}
                type="text"
                inputMode="numeric"
                className={`${inputClasses} mt-1.5 max-w-40`}
                value={draft[name]}
                onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={describedByFor(`${id}-${name}`, {
                  hint: true,
                  error: Boolean(errors[name]),
                })}
              />
              <FieldErrorMessage id={errorIdOf(`${id}-${name}`)} message={errors[name]} />
            </div>,
          ),
        )}
      </ul>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {response.updated_at
            ? t('admin.settings.updatedAt', { date: format.dateTime(response.updated_at) })
            : t('admin.settings.neverChanged')}
        </p>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <Spinner className="size-4" />}
          {t('admin.settings.save')}
        </Button>
      </div>
    </form>
  );
}
