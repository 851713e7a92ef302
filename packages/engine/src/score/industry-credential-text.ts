/**
 * The credential an industry expects (its profile's first), as a message of the catalogue when the
 * catalogue words it (`checks.industry_credentials.credential.<industry code>`), else as the profile
 * writes it: what the credential check's fix and the credential question name.
 */
import type { TextRef, TextValue } from '../messages/text-ref';
import type { IndustryProfile } from '../taxonomy/industries';
import { optionalCheckText } from './message';

/** The industry's expected credential as a message, or its own words; null when it expects none. */
export function industryCredentialText(profile: IndustryProfile): TextRef | string | null {
  const credential = profile.credentials[0];
  if (!credential) return null;
  return optionalCheckText(`industry_credentials.credential.${profile.code}`) ?? credential;
}

/** A credential's name as a message value: the industry's message when it is the industry's credential. */
export function credentialValue(name: string, profile: IndustryProfile): TextValue {
  return name === profile.credentials[0] ? (industryCredentialText(profile) ?? name) : name;
}
