/**
 * The one password rule (SPEC §5): what the server accepts for a new password, and the words and the
 * strength meter every form shows for it. Schema-free, so the web app's forms read it without a
 * validation library; auth.ts builds the request schemas (ZNewPassword) from it. The server refuses, in
 * addition, the most common passwords and ones built on the email or username (apps/server/src/auth).
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const PASSWORD_RULE_MESSAGES = {
  length: `Password must be at least ${PASSWORD_MIN} characters long`,
  lowercase: 'Password must contain a lowercase letter',
  uppercase: 'Password must contain an uppercase letter',
  digit: 'Password must contain a number',
} as const;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX} characters`;

export const LOWERCASE = /[a-z]/;
export const UPPERCASE = /[A-Z]/;
export const DIGIT = /\d/;
export const SYMBOL = /[^A-Za-z0-9]/;

type Requirement = {
  id: keyof typeof PASSWORD_RULE_MESSAGES;
  label: string;
  met: (password: string) => boolean;
};

/** What the rule requires, in the order the server reports it. */
export const PASSWORD_REQUIREMENTS: readonly Requirement[] = [
  { id: 'length', label: `At least ${PASSWORD_MIN} characters`, met: (p) => p.length >= PASSWORD_MIN },
  { id: 'lowercase', label: 'A lowercase letter', met: (p) => LOWERCASE.test(p) },
  { id: 'uppercase', label: 'An uppercase letter', met: (p) => UPPERCASE.test(p) },
  { id: 'digit', label: 'A number', met: (p) => DIGIT.test(p) },
];

/** The hint under every new-password field (registration, reset, settings). A symbol is not required. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN} characters, with an uppercase letter, a lowercase letter and a number. A symbol makes it stronger.`;

/** The rule's messages that `password` fails, in order; empty when it meets the rule. */
export function passwordRuleFailures(password: string): string[] {
  const failures: string[] = PASSWORD_REQUIREMENTS.filter((requirement) => !requirement.met(password)).map(
    (requirement) => PASSWORD_RULE_MESSAGES[requirement.id],
  );
  if (password.length > PASSWORD_MAX) failures.push(PASSWORD_TOO_LONG_MESSAGE);
  return failures;
}

export type PasswordStrengthLabel = 'Too short' | 'Weak' | 'Fair' | 'Good' | 'Strong';
export const PASSWORD_STRENGTH_LABELS: readonly PasswordStrengthLabel[] = [
  'Too short',
  'Weak',
  'Fair',
  'Good',
  'Strong',
];

/**
 * The meter's verdict. `score` is SPEC §5's: one point each for length 8+, a lowercase letter, an
 * uppercase letter, a digit and a symbol. The label never calls a password the server would refuse Good:
 * shorter than 8 characters is 'Too short' whatever its variety; long enough but missing two or three of
 * the required kinds 'Weak', one 'Fair'; meeting the rule 'Good', and with a symbol as well 'Strong'.
 */
export function passwordStrength(password: string): {
  score: number;
  label: PasswordStrengthLabel;
  meetsRule: boolean;
} {
  const score = [
    ...PASSWORD_REQUIREMENTS.map((requirement) => requirement.met(password)),
    SYMBOL.test(password),
  ].filter(Boolean).length;
  const meetsRule = passwordRuleFailures(password).length === 0;
  let label: PasswordStrengthLabel;
  if (password.length < PASSWORD_MIN) label = 'Too short';
  else if (!meetsRule) {
    const missing = PASSWORD_REQUIREMENTS.filter((requirement) => !requirement.met(password)).length;
    label = missing >= 2 ? 'Weak' : 'Fair';
  } else label = SYMBOL.test(password) ? 'Strong' : 'Good';
  return { score, label, meetsRule };
}
