import {
  FilePenLine,
  Gauge,
  type LucideIcon,
  MessageSquareText,
  ScanSearch,
  Server,
  ShieldCheck,
} from 'lucide-react';
import { LandingSection } from './landing-section';

type Feature = { title: string; description: string; icon: LucideIcon };

const FEATURES: readonly Feature[] = [
  {
    title: 'ATS compatibility score',
    description:
      'One score out of 100 from seven weighted categories, from formatting to tailoring. Each category says what it checked and how to fix it.',
    icon: Gauge,
  },
  {
    title: 'Keyword and formatting analysis',
    description:
      'See which terms from the job description your resume is missing, and which layout choices trip up applicant tracking systems.',
    icon: ScanSearch,
  },
  {
    title: 'Tailored questions',
    description:
      'A few short questions about what your resume leaves out, such as team sizes, tools or results, so nothing has to be guessed.',
    icon: MessageSquareText,
  },
  {
    title: 'Faithful refinement',
    description:
      'Your resume is rewritten from your resume and your answers only. No invented numbers, employers or skills: every change traces back to your words.',
    icon: ShieldCheck,
  },
  {
    title: 'Live PDF editor',
    description:
      'Polish the refined resume section by section while a live preview shows the PDF, then export a clean file that ATS software can parse.',
    icon: FilePenLine,
  },
  {
    title: 'Private by design',
    description:
      'Your resume is never sold or sent to recruiters. Run ResumeLoop fully self-hosted and it works with no external AI service at all.',
    icon: Server,
  },
];

export function FeaturesSection() {
  return (
    <LandingSection
      title="Everything you need to get noticed"
      lead="Clear, explainable feedback and a refined resume you can stand behind."
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <feature.icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{feature.title}</h3>
            <p className="mt-2 text-slate-600">{feature.description}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
