import { Eye, Heart, Lock, type LucideIcon, Scale, Zap } from 'lucide-react';

type Value = { name: string; description: string; icon: LucideIcon };

const VALUES: readonly Value[] = [
  {
    name: 'Fast',
    description:
      'Analysis runs in milliseconds, so a full pass from paste to score takes about 30 seconds, most of it yours.',
    icon: Zap,
  },
  {
    name: 'Honest',
    description:
      'Refinement uses only your resume and your answers. It never invents numbers, employers or skills, and every change traces back to your words.',
    icon: Scale,
  },
  {
    name: 'Explainable',
    description:
      'Every score category says what it checked and how to fix it. No black-box numbers you have to take on trust.',
    icon: Eye,
  },
  {
    name: 'Private',
    description:
      'Your resume is yours. It is never sold or sent to recruiters, and a self-hosted copy works with no external AI at all.',
    icon: Lock,
  },
  {
    name: 'Pleasant',
    description:
      'Job hunting is stressful enough. The tool should be calm, clear and quick to use, on a phone as well as a desktop.',
    icon: Heart,
  },
];

export function ValuesList() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {VALUES.map((value) => (
        <li key={value.name} className="rounded-xl border border-slate-200 bg-white p-5">
          <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <value.icon aria-hidden="true" className="size-5 text-brand-700" />
            {value.name}
          </h3>
          <p className="mt-2 text-slate-600">{value.description}</p>
        </li>
      ))}
    </ul>
  );
}
