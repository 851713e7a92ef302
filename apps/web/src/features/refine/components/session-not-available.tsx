import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { REFINE_MESSAGES } from '../refine-messages';

/** SPEC §2.4: a step that needs a refined session, reached without one. */
export function SessionNotAvailable({ backLabel, onBack }: { backLabel: string; onBack: () => void }) {
  return (
    <div className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-6 text-center">
      <h2 className="text-xl font-semibold text-slate-900">{REFINE_MESSAGES.sessionNotAvailable}</h2>
      <p className="mt-2 text-slate-700">
        There is no refined resume to show yet. Answer the questions to create one, or reopen a saved one from
        your{' '}
        <Link to="/dashboard" className="font-medium text-brand-700 underline underline-offset-2">
          dashboard
        </Link>
        .
      </p>
      <Button variant="secondary" className="mt-5" onClick={onBack}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {backLabel}
      </Button>
    </div>
  );
}
