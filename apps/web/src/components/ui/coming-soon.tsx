import { useT } from '../../lib/i18n/use-t';
import { ButtonLink } from './button';
import { useDocumentTitle } from './use-document-title';

/**
 * An honest interim screen for a route whose feature has not shipped in this build: it says so and offers
 * a way on, instead of a control that does nothing.
 */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  const t = useT();
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{description}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">{t('common.action.goHome')}</ButtonLink>
        <ButtonLink to="/help" variant="secondary">
          {t('common.nav.help')}
        </ButtonLink>
      </div>
    </div>
  );
}
