import type { MessageId } from '@resumeloop/i18n';
import { Eye, Heart, Lock, type LucideIcon, Scale, Zap } from 'lucide-react';
import { useT } from '../../../lib/i18n/use-t';

type Value = { name: MessageId; description: MessageId; icon: LucideIcon };

const VALUES: readonly Value[] = [
  { name: 'pages.about.values.fast.name', description: 'pages.about.values.fast.description', icon: Zap },
  {
    name: 'pages.about.values.honest.name',
    description: 'pages.about.values.honest.description',
    icon: Scale,
  },
  {
    name: 'pages.about.values.explainable.name',
    description: 'pages.about.values.explainable.description',
    icon: Eye,
  },
  {
    name: 'pages.about.values.private.name',
    description: 'pages.about.values.private.description',
    icon: Lock,
  },
  {
    name: 'pages.about.values.pleasant.name',
    description: 'pages.about.values.pleasant.description',
    icon: Heart,
  },
];

export function ValuesList() {
  const t = useT();
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {VALUES.map((value) => (
        <li key={value.name} className="rounded-xl border border-slate-200 bg-white p-5">
          <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <value.icon aria-hidden="true" className="size-5 text-brand-700" />
            {t(value.name)}
          </h3>
          <p className="mt-2 text-slate-600">{t(value.description)}</p>
        </li>
      ))}
    </ul>
  );
}
