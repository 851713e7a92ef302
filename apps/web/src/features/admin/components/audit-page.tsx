import {
  ADMIN_PAGE_SIZE,
  AUDIT_ACTIONS,
  type AuditAction,
  type TAuditEntry,
} from '@resumeloop/contracts/admin';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { inputClasses } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useFormat } from '../../../lib/format/format-context';
import { useT } from '../../../lib/i18n/use-t';
import { useAuditLog } from '../api/admin-api';
import { actionLabel, changesOf } from '../labels';
import { useUrlFilters } from '../use-search-filter';
import { AdminTable } from './admin-table';
import { Pager } from './pager';

const FILTERS = ['action', 'target_id'] as const;

const parseAction = (value: string): AuditAction | undefined =>
  (AUDIT_ACTIONS as readonly string[]).includes(value) ? (value as AuditAction) : undefined;

/** What admins did, newest first: read only, filtered by action or by the account it was done to. */
export function AuditPage() {
  const t = useT();
  const format = useFormat();
  const id = useId();
  useDocumentTitle(t('admin.audit.title'));
  const { values, page, setFilter, setPage } = useUrlFilters(FILTERS);
  const filter = { action: parseAction(values.action), target_id: values.target_id || undefined, page };
  const audit = useAuditLog(filter);
  const targetLabel = filter.target_id
    ? (audit.data?.entries.find((entry) => entry.target_id === filter.target_id)?.target_label ??
      filter.target_id)
    : null;

  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
        {t('admin.audit.title')}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t('admin.audit.intro')}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div>
          <label htmlFor={`${id}-action`} className="block font-medium text-slate-900">
            {t('admin.audit.actionFilter')}
          </label>
          <select
            id={`${id}-action`}
            className={`${inputClasses} mt-1.5 sm:w-64`}
            value={filter.action ?? ''}
            onChange={(event) => setFilter('action', event.target.value)}
          >
            <option value="">{t('admin.audit.anyAction')}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {actionLabel(t, action)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {targetLabel !== null && (
        <p className="mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3 text-brand-900">
          <span className="break-all">{t('admin.audit.forAccount', { account: targetLabel })}</span>
          <button
            type="button"
            className="font-semibold text-brand-800 underline hover:text-brand-900"
            onClick={() => setFilter('target_id', '')}
          >
            {t('admin.audit.showAll')}
          </button>
        </p>
      )}

      <div className="mt-6" aria-busy={audit.isFetching}>
        {audit.isPending ? (
          <p className="flex items-center gap-2 text-slate-700">
            <Spinner />
            {t('admin.loading')}
          </p>
        ) : audit.isError ? (
          <Notice tone="error" title={t('admin.audit.loadFailed')}>
            {audit.error.message}
          </Notice>
        ) : audit.data.total === 0 ? (
          <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700" role="status">
            {t('admin.audit.none')}
          </p>
        ) : (
          <>
            <AdminTable
              caption={t('admin.audit.caption', { total: audit.data.total })}
              columns={[
                t('admin.audit.column.when'),
                t('admin.audit.column.action'),
                t('admin.audit.column.target'),
                t('admin.audit.column.change'),
                t('admin.audit.column.actor'),
              ]}
              minWidth="min-w-[48rem]"
              bodyClassName="align-top"
            >
              {audit.data.entries.map((entry) => (
                <tr key={entry.id}>
                  <th
                    scope="row"
                    className="sticky left-0 bg-white px-4 py-3 text-left font-normal whitespace-nowrap"
                  >
                    <time dateTime={entry.created_at}>{format.dateTime(entry.created_at)}</time>
                  </th>
                  <td className="px-4 py-3 font-semibold text-slate-900">{actionLabel(t, entry.action)}</td>
                  <td className="max-w-xs px-4 py-3 break-all text-slate-900">
                    <Target entry={entry} />
                  </td>
                  <td className="px-4 py-3">
                    <Changes entry={entry} />
                  </td>
                  <td className="max-w-xs px-4 py-3 break-all text-slate-900">{entry.actor_email}</td>
                </tr>
              ))}
            </AdminTable>
            <Pager
              page={audit.data.page}
              pageSize={audit.data.page_size || ADMIN_PAGE_SIZE}
              total={audit.data.total}
              onPage={setPage}
              label={t('admin.audit.pages')}
            />
          </>
        )}
      </div>
    </section>
  );
}

/** The account an entry is about links to its page (unless it was deleted); the service's settings do not. */
function Target({ entry }: { entry: TAuditEntry }) {
  const t = useT();
  if (entry.target_type !== 'user' || !entry.target_id) {
    return <>{entry.target_type === 'settings' ? t('admin.audit.settingsTarget') : entry.target_label}</>;
  }
  if (entry.action === 'user.delete') return <>{entry.target_label}</>;
  return (
    <Link
      to={`/admin/users/${encodeURIComponent(entry.target_id)}`}
      className="font-medium text-brand-700 hover:text-brand-900 hover:underline"
    >
      {entry.target_label}
    </Link>
  );
}

/** Each field the entry changed: 'Plan: Free → Premium'. */
function Changes({ entry }: { entry: TAuditEntry }) {
  const t = useT();
  const format = useFormat();
  const changes = changesOf(t, format, entry.before, entry.after);
  if (changes.length === 0) return <span className="text-slate-600">{t('admin.value.none')}</span>;
  return (
    <ul className="flex flex-col gap-1">
      {changes.map((change) => (
        <li key={change.field} className="text-slate-900">
          <span className="text-slate-700">{change.label}</span>{' '}
          <span className="whitespace-nowrap">
            <span className="sr-only">{t('admin.audit.from')} </span>
            <span className="font-medium">{change.before}</span>
            <ArrowRight aria-hidden="true" className="mx-1 inline size-3.5" />
            <span className="sr-only"> {t('admin.audit.to')} </span>
            <span className="font-medium">{change.after}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
