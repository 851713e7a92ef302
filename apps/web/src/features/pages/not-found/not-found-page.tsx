import { Home } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/ui/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Page Not Found</h1>
      <p className="mt-3 text-slate-600">The page you're looking for doesn't exist.</p>
      <ButtonLink to="/" className="mt-8">
        <Home aria-hidden="true" className="size-4" />
        Go Home
      </ButtonLink>
    </div>
  );
}
