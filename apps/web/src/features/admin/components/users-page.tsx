import { ADMIN_PAGE_SIZE, ADMIN_USER_STATUSES } from '@resumeloop/contracts/admin';
import { PLAN_TIERS } from '@resumeloop/contracts/plans';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { inputClasses } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useFormat } from '../../../lib/format/format-context';
import { useT } from '../../../lib/i18n/use-t';
import { useAdminUsers } from '../api/admin-api';
import { labelOr, PLAN_LABELS, ROLE_LABELS, STATUS_LABELS, statusOf } from '../labels';
import { useDebouncedInput, useUrlFilters } from '../use-search-filter';
import { AdminTable } from './admin-table';
import { Pager } from './pager';
import { StatusBadge } from './status-badge';

const FILTERS = ['q', 'plan', 'status'] as const;

const oneOf = <V extends string>(values: readonly V[], value: string): V | undefined =>
  (values as readonly string[]).includes(value) ? (value as V) : undefined;

/** The accounts: a search by address, name or username, plan and status filters, and a page of 25. */
export function UsersPage() {
  const t = useT();
  const format = useFormat();
  const id = useId();
  useDocumentTitle(t('admin.users.title'));
  const { values, page, setFilter, setPage } = useUrlFilters(FILTERS);
  const [search, setSearch] = useDebouncedInput(values.q, (value) => setFilter('q', value));
  const filter = {
    q: values.q || undefined,
    plan: oneOf(PLAN_TIERS, values.plan),
    status: oneOf(ADMIN_USER_STATUSES, values.status),
    page,
  };
  const users = useAdminUsers(filter);
  // After a deletion the details page brings the admin back here, with the address it deleted.
  const deleted = (useLocation().state as { deleted?: unknown } | null)?.deleted;
  const selectClasses = `${inputClasses} sm:w-44`;

  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
        {t('admin.users.title')}
      </h1>
      {typeof deleted === 'string' && (
        <Notice tone="success" className="mt-4">
          {t('admin.users.deleted', { email: deleted })}
        </Notice>
      )}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-q`} className="block font-medium text-slate-900">
            {t('admin.users.search')}
          </label>
          <div className="relative mt-1.5">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-600"
            />
            <input
              id={`${id}-q`}
              type="search"
              className={`${inputClasses} pl-9`}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              aria-describedby={`${id}-q-hint`}
              autoComplete="off"
              spellCheck={false}
            />
          </div>
          <p id={`${id}-q-hint`} className="mt-1 text-sm text-slate-600">
            {t('admin.users.searchHint')}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-plan`} className="block font-medium text-slate-900">
            {t('admin.users.plan')}
          </label>
          <select
            id={`${id}-plan`}
            className={`${selectClasses} mt-1.5`}
            value={filter.plan ?? ''}
            onChange={(event) => setFilter('plan', event.target.value)}
          >
            <option value="">{t('admin.users.anyPlan')}</option>
            {PLAN_TIERS.map((plan) => (
              <option key={plan} value={plan}>
                {labelOr(t, PLAN_LABELS, plan)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-status`} className="block font-medium text-slate-900">
            {t('admin.users.status')}
          </label>
          <select
            id={`${id}-status`}
            className={`${selectClasses} mt-1.5`}
            value={filter.status ?? ''}
            onChange={(event) => setFilter('status', event.target.value)}
          >
            <option value="">{t('admin.users.anyStatus')}</option>
            {ADMIN_USER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(STATUS_LABELS[status])}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="mt-6" aria-busy={users.isFetching}>
        {users.isPending ? (
          <p className="flex items-center gap-2 text-slate-700">
            <Spinner />
            {t('admin.loading')}
          </p>
        ) : users.isError ? (
          <Notice tone="error" title={t('admin.users.loadFailed')}>
            {users.error.message}
          </Notice>
        ) : users.data.total === 0 ? (
          <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700" role="status">
            {t(filter.q || filter.plan || filter.status ? 'admin.users.noMatch' : 'admin.users.none')}
          </p>
        ) : (
          <>
            <AdminTable
              caption={t('admin.users.caption', { total: users.data.total })}
              columns={[
                t('admin.users.column.account'),
                t('admin.users.column.plan'),
                t('admin.users.column.role'),
                t('admin.users.column.status'),
                t('admin.users.column.created'),
                t('admin.users.column.lastLogin'),
              ]}
              minWidth="min-w-[46rem]"
            >
              {users.data.users.map((user) => (
                <tr key={user.id}>
                  <th
                    scope="row"
                    className="sticky left-0 max-w-[12rem] bg-white px-4 py-3 text-left font-normal sm:max-w-xs"
                  >
                    <Link
                      to={`/admin/users/${encodeURIComponent(user.id)}`}
                      title={user.full_name || user.username || user.email}
                      className="block truncate font-semibold text-brand-700 hover:text-brand-900 hover:underline"
                    >
                      {user.full_name || user.username || user.email}
                    </Link>
                    <span className="block truncate text-slate-600" title={user.email}>
                      {user.email}
                    </span>
                  </th>
                  <td className="px-4 py-3 text-slate-900">{labelOr(t, PLAN_LABELS, user.plan_tier)}</td>
                  <td className="px-4 py-3 text-slate-900">{labelOr(t, ROLE_LABELS, user.role)}</td>
                  <td className="px-4 py-3">
                    <StatusBadge status={statusOf(user)} />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-900">
                    <time dateTime={user.created_at}>{format.date(user.created_at)}</time>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-900">
                    {user.last_login_at ? (
                      <time dateTime={user.last_login_at}>{format.dateTime(user.last_login_at)}</time>
                    ) : (
                      t('admin.users.neverSignedIn')
                    )}
                  </td>
                </tr>
              ))}
            </AdminTable>
            <Pager
              page={users.data.page}
              pageSize={users.data.page_size || ADMIN_PAGE_SIZE}
              total={users.data.total}
              onPage={setPage}
              label={t('admin.users.pages')}
            />
          </>
        )}
      </div>
    </section>
  );
}
