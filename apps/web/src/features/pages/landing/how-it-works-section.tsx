import type { MessageId } from '@resumeloop/i18n';
import { ClipboardList, FileText, type LucideIcon, MessageSquareText, PenLine } from 'lucide-react';
import { useT } from '../../../lib/i18n/use-t';
import { LandingSection } from './landing-section';

type Step = { name: MessageId; description: MessageId; icon: LucideIcon };

/** SPEC §1: the four steps of the core journey, by their names in the refinement flow. */
export const STEPS: readonly Step[] = [
  { name: 'pages.steps.input', description: 'pages.landing.howItWorks.input', icon: ClipboardList },
  {
    name: 'pages.steps.questionnaire',
    description: 'pages.landing.howItWorks.questionnaire',
    icon: MessageSquareText,
  },
  { name: 'pages.steps.polish', description: 'pages.landing.howItWorks.polish', icon: PenLine },
  { name: 'pages.steps.results', description: 'pages.landing.howItWorks.results', icon: FileText },
];

export function HowItWorksSection() {
  const t = useT();
  return (
    <LandingSection
      title={t('pages.landing.howItWorks.title')}
      lead={t('pages.landing.howItWorks.lead')}
      className="bg-slate-50"
    >
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step.name} className="relative rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <step.icon aria-hidden="true" className="size-5 text-brand-700" />
            </div>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">
              <span className="sr-only">
                {t('pages.landing.howItWorks.stepNumber', { number: index + 1 })}
              </span>
              {t(step.name)}
            </h3>
            <p className="mt-2 text-slate-600">{t(step.description)}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
