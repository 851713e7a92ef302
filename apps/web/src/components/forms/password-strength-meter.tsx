import {
  PASSWORD_REQUIREMENTS,
  type PasswordStrengthLabel,
  passwordStrength,
  SYMBOL,
} from '@resumeloop/contracts/password-rule';
import { Check, X } from 'lucide-react';
import { cn } from '../ui/cn';

const LABEL_COLOURS: Record<PasswordStrengthLabel, { bar: string; text: string }> = {
  'Too short': { bar: 'bg-red-600', text: 'text-red-700' },
  Weak: { bar: 'bg-red-600', text: 'text-red-700' },
  Fair: { bar: 'bg-amber-500', text: 'text-amber-800' },
  Good: { bar: 'bg-brand-600', text: 'text-brand-800' },
  Strong: { bar: 'bg-emerald-600', text: 'text-emerald-800' },
};

/** The rule's requirements (contracts/password-rule.ts), then the symbol that makes a password Strong. */
const CRITERIA: Array<{ label: string; met: (password: string) => boolean }> = [
  ...PASSWORD_REQUIREMENTS,
  { label: 'A symbol (optional, makes it Strong)', met: (p) => SYMBOL.test(p) },
];

/**
 * The one strength meter (registration, reset, settings): five segments for SPEC §5's points and the
 * verdict of contracts' passwordStrength, which never says Good for a password the server would refuse.
 * The verdict line is the element `id` names, for the password input's aria-describedby; the bar is
 * decoration.
 */
export function PasswordStrengthMeter({ id, password }: { id: string; password: string }) {
  const { score, label } = passwordStrength(password);
  const colours = LABEL_COLOURS[label];
  return (
    <div className="mt-2">
      <div aria-hidden="true" className="flex gap-1">
        {CRITERIA.map((criterion, index) => (
          <span
            key={criterion.label}
            className={cn('h-1.5 flex-1 rounded-full', index < score ? colours.bar : 'bg-slate-200')}
          />
        ))}
      </div>
      <p id={id} aria-live="polite" className="mt-1.5 text-sm text-slate-700">
        Password strength:{' '}
        <span className={cn('font-semibold', password ? colours.text : 'text-slate-700')}>
          {password ? label : 'None yet'}
        </span>
      </p>
      <ul className="mt-1.5 grid gap-x-4 gap-y-0.5 text-sm sm:grid-cols-2">
        {CRITERIA.map((criterion) => {
          const met = criterion.met(password);
          return (
            <li
              key={criterion.label}
              className={cn('flex items-center gap-1.5', met ? 'text-emerald-800' : 'text-slate-600')}
            >
              {met ? (
                <Check aria-hidden="true" className="size-4 shrink-0" />
              ) : (
                <X aria-hidden="true" className="size-4 shrink-0" />
              )}
              {criterion.label}
              <span className="sr-only">{met ? '(done)' : '(not yet)'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
