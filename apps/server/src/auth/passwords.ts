import { hash, verify } from '@node-rs/argon2';
import type { MessageId } from '@resumeloop/i18n';
import { english } from '../errors';
import { randomToken } from './tokens';

/**
 * argon2id with OWASP's first recommended parameters (19 MiB memory, 2 iterations, 1 lane), which are also
 * the library's defaults; spelled out so a library upgrade cannot weaken them silently.
 */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Verifies against a throwaway hash so a sign-in for an unknown email takes as long as a real one. */
export async function spendVerificationTime(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomToken());
  await verifyPassword(await dummyHash, password);
}

/**
 * The most common passwords in public breach lists that also pass the composition rules (so the rules
 * alone would accept them). Compared case-insensitively.
 */
const COMMON_PASSWORDS = new Set(
  [
    'Password1',
    'Password12',
    'Password123',
    'Password1234',
    'Password1!',
    'Password123!',
    'Passw0rd',
    'Passw0rd!',
    'P@ssw0rd',
    'P@ssword1',
    'P@ssw0rd1',
    'Welcome1',
    'Welcome123',
    'Welcome1!',
    'Qwerty123',
    'Qwerty1234',
    'Qwerty123!',
    'Abc12345',
    'Abcd1234',
    'Abc123456',
    'Admin123',
    'Admin1234',
    'Letmein1',
    'Letmein123',
    'Iloveyou1',
    'Sunshine1',
    'Princess1',
    'Football1',
    'Baseball1',
    'Monkey123',
    'Dragon123',
    'Master123',
    'Trustno1',
    'Changeme1',
    'Changeme123',
    'Summer2024',
    'Summer2025',
    'Summer2026',
    'Winter2024',
    'Winter2025',
    'Winter2026',
    'Spring2025',
    'Spring2026',
    'Autumn2025',
    'Autumn2026',
    'Password2024',
    'Password2025',
    'Password2026',
    'Test1234',
    'Test12345',
    'Aa123456',
    'Aa12345678',
    'Zaq12wsx',
    '1qaz2WSX',
    'Qazwsx123',
    'Starwars1',
    'Michael1',
    'Jennifer1',
    'Superman1',
    'Batman123',
    'Charlie1',
    'Hello123',
    'Hello1234',
    'Freedom1',
    'Whatever1',
    'Computer1',
    'Resume123',
    'Resumeloop1',
    'ResumeLoop1',
  ].map((password) => password.toLowerCase()),
);

/** The en-US text of refusing a common password. */
export const COMMON_PASSWORD_MESSAGE = english('validation.password.common');

/** Beyond the composition rules of the shared schema: refuse common passwords and ones built on the email. */
export function findPasswordWeakness(
  password: string,
  context: { email?: string; username?: string },
): MessageId | null {
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered)) return 'validation.password.common';
  const localPart = context.email?.split('@')[0]?.toLowerCase();
  for (const personal of [localPart, context.username?.toLowerCase()]) {
    if (personal && personal.length >= 4 && lowered.includes(personal)) {
      return 'validation.password.personal';
    }
  }
  return null;
}
