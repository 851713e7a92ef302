import { z } from 'zod';

/** SPEC §3: contact categories; `general` is the default. */
export const CONTACT_CATEGORIES = [
  'general',
  'technical',
  'billing',
  'feature',
  'bug',
  'partnership',
  'press',
] as const;
export const ZContactCategory = z.enum(CONTACT_CATEGORIES);
export type TContactCategory = z.infer<typeof ZContactCategory>;

export const CONTACT_CATEGORY_LABELS: Record<TContactCategory, string> = {
  general: 'General inquiry',
  technical: 'Technical support',
  billing: 'Billing',
  feature: 'Feature request',
  bug: 'Bug report',
  partnership: 'Partnership',
  press: 'Press',
};

/** Generous bounds: the form sets none (SPEC §5), the server still refuses absurd input. */
export const CONTACT_LIMITS = { name: 200, email: 254, subject: 200, message: 10000 } as const;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

export const ZContactRequest = z
  .object({
    name: requiredText('Name', CONTACT_LIMITS.name),
    email: z
      .string({ error: 'Email is required' })
      .trim()
      .min(1, { error: 'Email is required' })
      .max(CONTACT_LIMITS.email, { error: `Email must be at most ${CONTACT_LIMITS.email} characters` })
      .pipe(z.email({ error: 'Please enter a valid email address' })),
    subject: requiredText('Subject', CONTACT_LIMITS.subject),
    message: requiredText('Message', CONTACT_LIMITS.message),
    category: ZContactCategory.default('general'),
    newsletter: z.boolean().default(false),
  })
  .meta({ id: 'ContactRequest' });
export type TContactRequest = z.input<typeof ZContactRequest>;

export const ZContactResponse = z
  .object({
    id: z.string(),
    message: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'ContactResponse' });
export type TContactResponse = z.infer<typeof ZContactResponse>;
