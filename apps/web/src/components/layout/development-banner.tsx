import { TriangleAlert } from 'lucide-react';
import { useT } from '../../lib/i18n/use-t';
import { isDevelopmentEnvironment, readPublicHost } from './environment';

export function DevelopmentBanner() {
  const t = useT();
  if (!isDevelopmentEnvironment(window.location.hostname, readPublicHost())) return null;
  return (
    <div role="note" className="bg-yellow-300 px-4 py-2 text-center text-sm font-medium text-yellow-950">
      <TriangleAlert aria-hidden="true" className="mr-2 inline size-4 align-[-2px]" />
      {t('common.banner.development')}
    </div>
  );
}
