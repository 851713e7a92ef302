import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../lib/format/format-context';
import { useT } from '../../../lib/i18n/use-t';

/** The number of pages `total` items fill at `pageSize` a page (at least one). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** 'Showing 26–50 of 132', and Previous / Next; nothing to page through shows only the count. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** What the pager pages through, for its navigation landmark's name. */
  label: string;
}) {
  const t = useT();
  const format = useFormat();
  const pages = pageCount(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 py-3">
      <p className="text-sm text-slate-700">
        {t('admin.pager.showing', {
          first: format.number(first),
          last: format.number(last),
          total: format.number(total),
        })}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            {t('admin.pager.previous')}
          </Button>
          <span className="text-sm text-slate-700">
            {t('admin.pager.page', { page: format.number(page), pages: format.number(pages) })}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('admin.pager.next')}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      )}
    </nav>
  );
}
