/**
 * Which of the engine's languages a text is written in, read from its commonest short words: each
 * language's function words (articles, prepositions, pronouns, conjunctions) are frequent, short and
 * nearly disjoint, so counting them tells Spanish from French from German from English in a resume or a
 * posting of a few dozen words. A text with too few of them (a bare list of skills) is read as English
 * with a low confidence, and says so.
 */
export const TEXT_LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

export type DetectedLanguage = {
  language: TextLanguage;
  /** 0 to 1: the winner's share of the function words found; under 0.5 the text is too short or mixed to tell. */
  confidence: number;
  /** How many function words were counted. */
  evidence: number;
};

/**
 * Function words unique enough to each language. Words two languages share ('de' in Spanish and French,
 * 'in' in English and German, 'a', 'en', 'la' ...) are left out, as are words a resume in another
 * language borrows (English tool names, 'manager', 'team').
 */
const FUNCTION_WORDS: Readonly<Record<TextLanguage, readonly string[]>> = {
  en: [
    'the',
    'and',
    'of',
    'to',
    'with',
    'for',
    'on',
    'at',
    'by',
    'from',
    'as',
    'is',
    'are',
    'was',
    'were',
    'this',
    'that',
    'our',
    'your',
    'you',
    'we',
    'will',
    'have',
    'has',
    'an',
    'or',
    'into',
    'across',
    'including',
    'experience',
    'years',
    'skills',
    'managed',
    'led',
    'developed',
  ],
  es: [
    'el',
    'los',
    'las',
    'del',
    'y',
    'con',
    'para',
    'por',
    'una',
    'uno',
    'como',
    'más',
    'su',
    'sus',
    'que',
    'se',
    'al',
    'años',
    'experiencia',
    'gestión',
    'desarrollo',
    'también',
    'entre',
    'sobre',
    'nuestro',
    'nuestra',
    'buscamos',
    'equipo',
    'empresa',
    'formación',
    'habilidades',
    'idiomas',
  ],
  fr: [
    'le',
    'les',
    'des',
    'du',
    'et',
    'avec',
    'pour',
    'dans',
    'une',
    'sur',
    'au',
    'aux',
    'est',
    'sont',
    'nous',
    'vous',
    'votre',
    'notre',
    'ans',
    'expérience',
    'gestion',
    'développement',
    'équipe',
    'poste',
    'entreprise',
    'compétences',
    'formation',
    'langues',
    'chez',
    'été',
    'où',
  ],
  de: [
    'der',
    'die',
    'das',
    'und',
    'mit',
    'für',
    'von',
    'zu',
    'im',
    'ist',
    'sind',
    'wir',
    'sie',
    'ihre',
    'eine',
    'einer',
    'einen',
    'auf',
    'bei',
    'als',
    'des',
    'dem',
    'den',
    'jahre',
    'erfahrung',
    'kenntnisse',
    'berufserfahrung',
    'ausbildung',
    'sprachen',
    'aufgaben',
    'unser',
    'unsere',
    'oder',
    'sowie',
    'über',
  ],
};

const WORD_LANGUAGES: ReadonlyMap<string, TextLanguage> = (() => {
  const map = new Map<string, TextLanguage>();
  for (const language of TEXT_LANGUAGES) for (const word of FUNCTION_WORDS[language]) map.set(word, language);
  return map;
})();

/** Letters, a few accented ones that mark a language by themselves ('ñ', 'ß', 'ç' ...). */
const MARK_LETTERS: ReadonlyArray<readonly [RegExp, TextLanguage]> = [
  [/[ñ¿¡]/g, 'es'],
  [/[ßäöü]/g, 'de'],
  [/[çèêœàù]/g, 'fr'],
];

/** The language of a text: see the module's comment. Reads at most the first 20,000 characters. */
export function detectLanguage(text: string): DetectedLanguage {
  const sample = text.slice(0, 20_000).toLowerCase();
  const counts: Record<TextLanguage, number> = { en: 0, es: 0, fr: 0, de: 0 };
  for (const match of sample.matchAll(/\p{L}+/gu)) {
    const language = WORD_LANGUAGES.get(match[0]);
    if (language) counts[language] += 1;
  }
  for (const [pattern, language] of MARK_LETTERS) {
    counts[language] += Math.min(20, (sample.match(pattern) ?? []).length) * 0.5;
  }
  const evidence = counts.en + counts.es + counts.fr + counts.de;
  let best: TextLanguage = 'en';
  for (const language of TEXT_LANGUAGES) if (counts[language] > counts[best]) best = language;
  if (evidence < 4) return { language: 'en', confidence: 0, evidence };
  return { language: best, confidence: Math.round((counts[best] / evidence) * 100) / 100, evidence };
}
