/**
 * What a sentence of a posting in Spanish, French or German names, read with its language's table: the
 * taxonomy's skills (tool names are mostly English: Excel, SAP, Python), the local words the table gives
 * for taxonomy skills ('contabilidad' is Accounting), the languages it asks for ('inglés nivel B2'), tool
 * names written in capitals the taxonomy lacks ('A3', 'DATEV'), and the free-text requirements after an
 * opener ('conocimientos de soporte vital avanzado', 'Kenntnisse im Steuerrecht').
 */
import type { JobLanguageTable } from '../lang/job-table';
import { wordPattern } from '../lang/job-table';
import { findSkillMentions, getSkill, type Skill, type SkillMention, slug } from '../taxonomy/find-skills';
import type { PhraseSpan } from './extract-phrases';

interface CompiledTable {
  synonyms: ReadonlyArray<readonly [RegExp, Skill]>;
  languages: ReadonlyArray<readonly [RegExp, Skill]>;
  allOf: RegExp;
  anyOf: RegExp;
}

const compiled = new WeakMap<JobLanguageTable, CompiledTable>();

/** A language the taxonomy lacks ('Valencian') is still a language asked. */
function languageSkill(name: string): Skill {
  return (
    getSkill(slug(name)) ?? {
      id: slug(name),
      name,
      family: 'languages-spoken',
      familyLabel: 'Languages',
      kind: 'hard',
      industries: [],
      aliases: [],
    }
  );
}

function compile(table: JobLanguageTable): CompiledTable {
  let entry = compiled.get(table);
  if (!entry) {
    const synonyms: Array<readonly [RegExp, Skill]> = [];
    for (const [source, id] of table.skillSynonyms) {
      const skill = getSkill(id);
      if (skill) synonyms.push([wordPattern(source, 'giu'), skill]);
    }
    const joinWords = (words: readonly string[]) =>
      new RegExp(String.raw`\s+(?:${words.join('|')})\s+`, 'iu');
    entry = {
      synonyms,
      languages: table.languageNames.map(
        ([source, name]) => [wordPattern(source, 'giu'), languageSkill(name)] as const,
      ),
      allOf: joinWords(table.allOf),
      anyOf: joinWords(table.anyOf),
    };
    compiled.set(table, entry);
  }
  return entry;
}

/** Mentions found by a pattern, each standing for one skill. */
function patternMentions(text: string, pairs: ReadonlyArray<readonly [RegExp, Skill]>): SkillMention[] {
  const found: SkillMention[] = [];
  for (const [pattern, skill] of pairs)
    for (const match of text.matchAll(pattern))
      found.push({ skill, start: match.index, end: match.index + match[0].length, text: match[0] });
  return found;
}

/** The longest of mentions that overlap, in text order. */
function withoutOverlaps(mentions: SkillMention[]): SkillMention[] {
  const byLength = [...mentions].sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: SkillMention[] = [];
  for (const mention of byLength)
    if (!kept.some((other) => mention.start < other.end && other.start < mention.end)) kept.push(mention);
  return kept.sort((a, b) => a.start - b.start);
}

/** The skills and languages a sentence names (see the module's comment), left to right. */
export function localSkillMentions(text: string, table: JobLanguageTable): SkillMention[] {
  const { synonyms, languages } = compile(table);
  const taxonomy = findSkillMentions(text).filter(
    (mention) =>
      !table.falseFriends.includes(mention.skill.id) &&
      // A taxonomy alias in lower case inside a local sentence is an ordinary word there unless the
      // table says so ('tablas', 'gestión'); names (Excel, SAP) and acronyms stay.
      (/[A-Z0-9]/.test(mention.text) || mention.skill.kind === 'soft'),
  );
  return withoutOverlaps([
    ...patternMentions(text, languages),
    ...patternMentions(text, synonyms),
    ...taxonomy,
  ]);
}

/** Tokens in capitals that are no tool name: language levels, contract words, a lone letter. */
const NOT_A_TOOL = /^(?:[ABC][12]|CV|CDI|CDD|FP|ESO|BTS|DUT|DCG|MS|GMBH|AG|SA|SL|SAS|UCI|DIN|HGB|RTT|PDF)$/;

/**
 * Tool names the taxonomy lacks, written in capitals ('A3', 'DATEV', 'KNX', 'SGA'), outside `covered`:
 * a posting's own words for software and systems.
 */
export function capitalNames(text: string, covered: ReadonlyArray<readonly [number, number]>): PhraseSpan[] {
  const found: PhraseSpan[] = [];
  for (const match of text.matchAll(/(?<![\p{L}\d+\-/])[A-Z][A-Z0-9]{1,6}(?![\p{L}\d+\-/])/gu)) {
    const end = match.index + match[0].length;
    if (NOT_A_TOOL.test(match[0])) continue;
    if (covered.some(([start, stop]) => match.index < stop && start < end)) continue;
    found.push({ text: match[0], start: match.index, end });
  }
  return found;
}

/** Where a phrase after an opener stops: punctuation, a bracket, or a word that starts a condition. */
const PHRASE_END =
  /[.,;:()!?]|\s(?:y|e|o|u|et|ou|und|oder|sowie|con|avec|mit|para|pour|für|sind|ist|est|es|son)\s|$/iu;

/** A phrase that names the job itself again ('puesto similar', 'poste équivalent', 'vergleichbare Position'). */
const SAME_KIND =
  /(?:^|\s)(?:similar(?:es)?|similaires?|[ée]quivalente?s?|vergleichbar\p{L}*)$|^vergleichbar\p{L}*\s/iu;

/**
 * Free-text requirements: the words after each of the table's openers ('experiencia en X', 'maîtrise
 * de X', 'Kenntnisse in X') to the end of the clause, split where 'y'/'et'/'und' or 'o'/'ou'/'oder'
 * join two, without their articles.
 */
export function localPhrases(text: string, table: JobLanguageTable): PhraseSpan[] {
  const { allOf, anyOf } = compile(table);
  const found: PhraseSpan[] = [];
  const opener = new RegExp(table.phraseOpeners.source, table.phraseOpeners.flags);
  for (const match of text.matchAll(opener)) {
    const from = match.index + match[0].length;
    const rest = text.slice(from);
    const stop = /[.;:()!?]|,(?!\s*\d)|$/u.exec(rest)?.index ?? rest.length;
    const clause = rest.slice(0, stop);
    let offset = 0;
    for (const piece of clause.split(new RegExp(`${allOf.source}|${anyOf.source}`, 'iu'))) {
      const at = clause.indexOf(piece, offset);
      offset = at + piece.length;
      const article = table.phraseArticles.exec(piece);
      const lead = article ? article[0].length : 0;
      const body = piece.slice(lead).replace(/\s+$/u, '');
      const cut = PHRASE_END.exec(body);
      const name = (cut && cut.index > 0 ? body.slice(0, cut.index) : body).trim();
      if (name.length < 3 || name.split(/\s+/).length > 6 || /^\d/.test(name)) continue;
      // 'en un puesto similar', 'sur un poste similaire': the same job elsewhere, no skill named.
      if (SAME_KIND.test(name)) continue;
      const start = from + at + lead;
      found.push({ text: name, start, end: start + name.length });
    }
  }
  return found;
}
