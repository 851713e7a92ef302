import {
  PASSWORD_MIN,
  PASSWORD_REQUIREMENTS,
  type PasswordStrengthLabel,
  passwordStrength,
  SYMBOL,
} from '@resumeloop/contracts/password-rule';
import type { MessageId } from '@resumeloop/i18n';
import { Check, X } from 'lucide-react';
import { useT } from '../../lib/i18n/use-t';
import { cn } from '../ui/cn';

/** Each verdict's colours and its words ('Too short', 'Weak', 'Fair', 'Good', 'Strong'). */
const VERDICTS: Record<PasswordStrengthLabel, { bar: string; text: string; label: MessageId }> = {
  'Too short': { bar: 'bg-red-600', text: 'text-red-700', label: 'common.password.strength.tooShort' },
  Weak: { bar: 'bg-red-600', text: 'text-red-700', label: 'common.password.strength.weak' },
  Fair: { bar: 'bg-amber-500', text: 'text-amber-800', label: 'common.password.strength.fair' },
  Good: { bar: 'bg-brand-600', text: 'text-brand-800', label: 'common.password.strength.good' },
  Strong: { bar: 'bg-emerald-600', text: 'text-emerald-800', label: 'common.password.strength.strong' },
};

const REQUIREMENT_LABELS: Record<(typeof PASSWORD_REQUIREMENTS)[number]['id'], MessageId> = {
  length: 'common.password.requirement.length',
  lowercase: 'common.password.requirement.lowercase',
  uppercase: 'common.password.requirement.uppercase',
  digit: 'common.password.requirement.digit',
};

/** The rule's requirements (contracts/password-rule.ts), then the symbol that makes a password Strong. */
const CRITERIA: Array<{ key: string; label: MessageId; met: (password: string) => boolean }> = [
  ...PASSWORD_REQUIREMENTS.map((requirement) => ({
    key: requirement.id,
    label: REQUIREMENT_LABELS[requirement.id],
    met: requirement.met,
  })),
  { key: 'symbol', label: 'common.password.requirement.symbol', met: (p) => SYMBOL.test(p) },
];

/**
 * The one strength meter (registration, reset, settings): five segments for SPEC §5's points and the
 * verdict of contracts' passwordStrength, which never says Good for a password the server would refuse.
 * The verdict line is the element `id` names, for the password input's aria-describedby; the bar is
 * decoration.
 */
export function PasswordStrengthMeter({ id, password }: { id: string; password: string }) {
  const t = useT();
  const { score, label } = passwordStrength(password);
  const colours = VERDICTS[label];
  return (
    <div className="mt-2">
      <div aria-hidden="true" className="flex gap-1">
        {CRITERIA.map((criterion, index) => (
          <span
            key={criterion.key}
            className={cn('h-1.5 flex-1 rounded-full', index < score ? colours.bar : 'bg-slate-200')}
          />
        ))}
      </div>
      <p id={id} aria-live="polite" className="mt-1.5 text-sm text-slate-700">
        {t('common.password.strength.title')}{' '}
        <span className={cn('font-semibold', password ? colours.text : 'text-slate-700')}>
          {t(password ? colours.label : 'common.password.strength.none')}
        </span>
      </p>
      <ul className="mt-1.5 grid gap-x-4 gap-y-0.5 text-sm sm:grid-cols-2">
        {CRITERIA.map((criterion) => {
          const met = criterion.met(password);
          return (
            <li
              key={criterion.key}
              className={cn('flex items-center gap-1.5', met ? 'text-emerald-800' : 'text-slate-600')}
            >
              {met ? (
                <Check aria-hidden="true" className="size-4 shrink-0" />
              ) : (
                <X aria-hidden="true" className="size-4 shrink-0" />
              )}
              {t(criterion.label, { min: PASSWORD_MIN })}
              <span className="sr-only">
                {t(met ? 'common.password.requirement.met' : 'common.password.requirement.unmet')}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
