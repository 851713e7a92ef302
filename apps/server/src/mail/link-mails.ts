import { DEFAULT_LOCALE, type Locale, type Translate } from '@resumeloop/i18n';
import { english } from '../errors';
import type { Translators } from '../i18n/request-locale';
import { composeLinkMail, type MailMessage } from './mailer';

/** The language a mail is written in, and its translator. */
export type MailLanguage = { locale: Locale; translate: Translate };

/**
 * Where a mail's language comes from: every language's translator, and the recipient's language setting
 * (their defaults, en-US, until they save).
 */
export type MailLanguages = {
  translators: Translators;
  languageOf(userId: string): Promise<Locale>;
};

/** en-US, for services made without languages (unit tests). */
const ENGLISH: MailLanguage = { locale: DEFAULT_LOCALE, translate: english };

/** A mail's language: `locale` when the caller knows it, else the recipient's setting, else en-US. */
export async function mailLanguage(
  languages: MailLanguages | undefined,
  userId: string,
  locale?: Locale,
): Promise<MailLanguage> {
  if (!languages) return ENGLISH;
  const chosen = locale ?? (await languages.languageOf(userId));
  return { locale: chosen, translate: languages.translators[chosen] };
}

type LinkMailInput = { to: string; name: string; url: string };

function linkMail(
  { locale, translate }: MailLanguage,
  kind: 'verify' | 'reset',
  input: LinkMailInput,
): MailMessage {
  return composeLinkMail({
    to: input.to,
    lang: locale,
    subject: translate(`email.${kind}.subject`),
    greeting: translate('email.greeting', { name: input.name }),
    lines: [translate(`email.${kind}.intro`)],
    action: translate(`email.${kind}.action`),
    url: input.url,
    footer: translate(`email.${kind}.footer`),
    openLink: translate('email.openLink', { url: input.url }),
    signature: translate('email.signature'),
  });
}

/** The verification link's mail (SPEC §5: it lasts 30 minutes), in `language`. */
export function verificationMail(language: MailLanguage, input: LinkMailInput): MailMessage {
  return linkMail(language, 'verify', input);
}

/** The password reset link's mail (it lasts 24 hours and works once), in `language`. */
export function passwordResetMail(language: MailLanguage, input: LinkMailInput): MailMessage {
  return linkMail(language, 'reset', input);
}
