import { Home } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useT } from '../../../lib/i18n/use-t';

export function NotFoundPage() {
  const t = useT();
  useDocumentTitle(t('pages.notFound.title'));
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('pages.notFound.title')}</h1>
      <p className="mt-3 text-slate-600">{t('pages.notFound.body')}</p>
      <ButtonLink to="/" className="mt-8">
        <Home aria-hidden="true" className="size-4" />
        {t('pages.notFound.home')}
      </ButtonLink>
    </div>
  );
}
