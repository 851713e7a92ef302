import type { MessageId } from '@resumeloop/i18n';
import {
  FilePenLine,
  Gauge,
  type LucideIcon,
  MessageSquareText,
  ScanSearch,
  Server,
  ShieldCheck,
} from 'lucide-react';
import { useT } from '../../../lib/i18n/use-t';
import { LandingSection } from './landing-section';

type Feature = { title: MessageId; description: MessageId; icon: LucideIcon };

const FEATURES: readonly Feature[] = [
  {
    title: 'pages.landing.features.score.title',
    description: 'pages.landing.features.score.description',
    icon: Gauge,
  },
  {
    title: 'pages.landing.features.keywords.title',
    description: 'pages.landing.features.keywords.description',
    icon: ScanSearch,
  },
  {
    title: 'pages.landing.features.questions.title',
    description: 'pages.landing.features.questions.description',
    icon: MessageSquareText,
  },
  {
    title: 'pages.landing.features.faithful.title',
    description: 'pages.landing.features.faithful.description',
    icon: ShieldCheck,
  },
  {
    title: 'pages.landing.features.editor.title',
    description: 'pages.landing.features.editor.description',
    icon: FilePenLine,
  },
  {
    title: 'pages.landing.features.private.title',
    description: 'pages.landing.features.private.description',
    icon: Server,
  },
];

export function FeaturesSection() {
  const t = useT();
  return (
    <LandingSection title={t('pages.landing.features.title')} lead={t('pages.landing.features.lead')}>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <feature.icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(feature.title)}</h3>
            <p className="mt-2 text-slate-600">{t(feature.description)}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
