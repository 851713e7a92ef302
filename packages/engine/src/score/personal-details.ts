/**
 * Personal details a resume gives that a recruiter may hold against it, judged by the customs of the
 * resume's language. In US or UK hiring a date of birth, marital status or photo invites bias and is not
 * expected (taxonomy/wording.ts). In Germany, Austria and Switzerland, in France and in Spain (and much of
 * Latin America) a date of birth, nationality, marital status, a photo and a driving licence are customary
 * on a CV: a careful recruiter there reads them without a second thought, so they are not counted. What
 * no recruiter needs before an offer is still counted: an identity, social security, tax or passport
 * number (open to misuse) and the person's religion (invites bias; only a church employer asks).
 * (French Canada follows North American custom; a French resume is read by France's, the larger market.)
 */
import type { TextLanguage } from '../lang/detect-language';
import { alternation } from '../lang/reading-table';
import type { TextRef } from '../messages/text-ref';
import { PERSONAL_DETAILS } from '../taxonomy/wording';
import { sentences } from '../text/normalize-text';
import type { ResumeFacts } from './measure-resume';
import { checkText } from './message';

/** Labels of details best left off a resume in each language, as written (any case). */
const LEFT_OFF_LABELS: Readonly<Record<Exclude<TextLanguage, 'en'>, readonly string[]>> = {
  es: [
    'dni',
    'nie',
    'nif',
    'número de la seguridad social',
    'número de seguridad social',
    'nº de la seguridad social',
    'nº seguridad social',
    'n.º de la seguridad social',
    'seguridad social',
    'pasaporte',
    'religión',
  ],
  fr: [
    'numéro de sécurité sociale',
    'n° de sécurité sociale',
    'n° sécurité sociale',
    'sécurité sociale',
    'carte d’identité',
    "carte d'identité",
    'passeport',
    'religion',
    'confession',
  ],
  de: [
    'personalausweis',
    'personalausweisnummer',
    'ausweisnummer',
    'ausweis-nr',
    'sozialversicherungsnummer',
    'rentenversicherungsnummer',
    'steuer-id',
    'steueridentifikationsnummer',
    'steuer-identifikationsnummer',
    'reisepass',
    'reisepassnummer',
    'religion',
    'konfession',
    'religionszugehörigkeit',
  ],
};

/**
 * A label counts when a value follows it ('DNI: 12345678Z', 'Konfession: ev.', 'NIE X1234567'): the same
 * words in a sentence ('altas en la Seguridad Social') are a duty, not a detail.
 */
const LEFT_OFF_PATTERNS = new Map(
  (Object.entries(LEFT_OFF_LABELS) as Array<[Exclude<TextLanguage, 'en'>, readonly string[]]>).map(
    ([language, labels]) => [
      language,
      new RegExp(
        `(?<![\\p{L}\\d])(?:${alternation(labels)})(?=\\s*(?:[:：]|n[º°o]\\.?\\s*\\d|\\d|[XYZ]-?\\d))`,
        'giu',
      ),
    ],
  ),
);

/**
 * The personal details in a resume's text that count against it, as written: on an English resume the
 * ones US hiring frowns on (one a sentence, as before); on a resume in Spanish, French or German only
 * identity numbers and religion, its customary details (date of birth, nationality, photo) being fine.
 */
export function personalDetailsIn(text: string, language: TextLanguage): string[] {
  if (language === 'en')
    return sentences(text).flatMap((sentence) => sentence.match(PERSONAL_DETAILS)?.[0] ?? []);
  const pattern = LEFT_OFF_PATTERNS.get(language);
  if (!pattern) return [];
  return [...new Set([...text.matchAll(pattern)].map((match) => match[0]))];
}

/**
 * The personal-details check's reason on a resume in another language than English: which details are
 * customary there and which are still best left off. Null on an English resume (its usual reason).
 */
export function customaryDetailsReason(facts: Pick<ResumeFacts, 'language'>): TextRef | null {
  return facts.language === 'en'
    ? null
    : checkText('no_personal_details.reason_customary', { language: facts.language });
}
