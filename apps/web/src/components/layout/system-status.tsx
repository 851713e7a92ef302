import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { useT } from '../../lib/i18n/use-t';
import { cn } from '../ui/cn';

/** The footer badge reflects the real readiness check, refreshed every minute. */
export function SystemStatusBadge() {
  const t = useT();
  const ready = useQuery({
    queryKey: ['system', 'ready'],
    queryFn: () => apiRequest<{ status: 'ready' }>('/api/ready', { timeoutMs: 5_000 }),
    refetchInterval: 60_000,
    retry: 1,
  });
  const degraded = ready.isError;
  return (
    <span
      role="status"
      className={cn(
        'inline-flex items-center gap-2 rounded-full px-3 py-1 text-xs font-medium',
        degraded ? 'bg-amber-100 text-amber-900' : 'bg-emerald-50 text-emerald-800',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', degraded ? 'bg-amber-500' : 'bg-emerald-500')}
      />
      {t(degraded ? 'common.status.degraded' : 'common.status.operational')}
    </span>
  );
}
