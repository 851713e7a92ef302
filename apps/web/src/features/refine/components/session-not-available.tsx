import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Message, useT } from '../../../lib/i18n/use-t';

/** SPEC §2.4: a step that needs a refined session, reached without one. */
export function SessionNotAvailable({ backLabel, onBack }: { backLabel: string; onBack: () => void }) {
  const t = useT();
  return (
    <div className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-6 text-center">
      <h2 className="text-xl font-semibold text-slate-900">{t('refine.session.notAvailable')}</h2>
      <p className="mt-2 text-slate-700">
        <Message
          id="refine.session.body"
          values={{
            link: (words) => (
              <Link to="/dashboard" className="font-medium text-brand-700 underline underline-offset-2">
                {words}
              </Link>
            ),
          }}
        />
      </p>
      <Button variant="secondary" className="mt-5" onClick={onBack}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {backLabel}
      </Button>
    </div>
  );
}
