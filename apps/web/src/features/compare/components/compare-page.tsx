import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useAuth } from '../../../lib/auth/auth-context';
import { useT } from '../../../lib/i18n/use-t';
import { FeatureGate } from '../../plans';
import { Comparison } from './comparison';

/**
 * /compare (premium `bulk_operations`): one resume against up to five postings, ranked by fit, each
 * opening in the refine flow. A free account sees what the feature would give instead of the form.
 */
export function ComparePage() {
  const t = useT();
  useDocumentTitle(t('bulk.title'));
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900">{t('bulk.title')}</h1>
      <p className="mt-2 text-slate-700">{t('bulk.lead')}</p>
      <div className="mt-8">
        <FeatureGate feature="bulk_operations">
          {user && <Comparison key={user.id} userId={user.id} />}
        </FeatureGate>
      </div>
    </div>
  );
}
