import { ClipboardList, FileText, type LucideIcon, MessageSquareText, PenLine } from 'lucide-react';
import { LandingSection } from './landing-section';

type Step = { name: string; description: string; icon: LucideIcon };

/** SPEC §1: the four steps of the core journey, by their names in the refinement flow. */
export const STEPS: readonly Step[] = [
  {
    name: 'Input',
    description: 'Paste or upload your resume, paste the job description and pick your target industry.',
    icon: ClipboardList,
  },
  {
    name: 'Questionnaire',
    description:
      'Get your first score in milliseconds, then answer a few questions tailored to the gaps it found.',
    icon: MessageSquareText,
  },
  {
    name: 'Polish',
    description:
      'Review the resume refined from your answers and fine-tune it in the editor with a live PDF preview.',
    icon: PenLine,
  },
  {
    name: 'Results',
    description: 'Compare before and after scores by category, then export an ATS-friendly PDF.',
    icon: FileText,
  },
];

export function HowItWorksSection() {
  return (
    <LandingSection
      title="How it works"
      lead="Four steps from the resume you have to the resume the job needs."
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
              <span className="sr-only">Step {index + 1}: </span>
              {step.name}
            </h3>
            <p className="mt-2 text-slate-600">{step.description}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
