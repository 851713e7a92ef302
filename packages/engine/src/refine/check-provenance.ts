/**
 * The provenance guard. Checks a refined resume against its sources (the original resume and the answers,
 * plus recorded derivations) and reports every number, organisation, job title, date, skill or proper noun
 * found in neither, and every experience entry, education line or bullet of the original missing from the
 * output. Every refinement passes through it: the deterministic refiner now, a language model's later.
 */
import { parseDateRange } from '../parse/parse-dates';
import { renderEntryHeader } from '../parse/render-resume-text';
import { SECTION_HEADINGS } from '../parse/section-headings';
import { findSkillMentions } from '../taxonomy/find-skills';
import { verbForms } from '../taxonomy/wording';
import { plainTokens, squash } from '../text/normalize-text';
import type { Derivation, ProvenanceReport, ProvenanceViolation, StructuredResume } from '../types';
import { baseOfVerb } from './verb-forms';

const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};
const NUMBER_PATTERN = /(\d+(?:[,.]\d+)*)(?:\s?(k|m|mm|b|bn|thousand|million|billion)\b)?/gi;

/** '3,000,000', '3 million' and '3M' are one number: 3000000. */
export function numbersIn(text: string): number[] {
  const out: number[] = [];
  for (const match of text.matchAll(NUMBER_PATTERN)) {
    const raw = match[1] ?? '';
    const grouped = /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(raw);
    const value = Number(grouped ? raw.replace(/,/g, '') : raw.replace(/,/g, '.'));
    if (!Number.isFinite(value)) continue;
    const unit = (match[2] ?? '').toLowerCase();
    out.push(Math.round(value * (MULTIPLIERS[unit] ?? 1) * 1000) / 1000);
  }
  return out;
}

/** Words the refiner itself may write: verbs, headings, month names and the summary template. */
const ENGINE_VOCABULARY = new Set<string>([
  ...SECTION_HEADINGS.flatMap((rule) => plainTokens(rule.standardTitle)),
  ...'jan feb mar apr may jun jul aug sep oct nov dec present summary with years year of experience in and skilled the a an to contributed supported took part managed result results for as at across including'.split(
    ' ',
  ),
]);

function isEngineWord(token: string): boolean {
  return ENGINE_VOCABULARY.has(token) || verbForms(token) !== undefined || baseOfVerb(token) !== '';
}

function resumeText(resume: StructuredResume): string {
  const { contact } = resume;
  const parts = [
    contact.name,
    contact.email,
    contact.phone,
    contact.location,
    contact.linkedin,
    contact.github,
    contact.raw_contact_line,
  ];
  for (const section of resume.sections) {
    parts.push(section.title, ...section.content_lines, ...section.bullets.map((bullet) => bullet.text));
    for (const entry of section.entries)
      parts.push(renderEntryHeader(entry), entry.dates, ...entry.bullets.map((bullet) => bullet.text));
  }
  return parts.join('\n');
}

function outputLines(resume: StructuredResume): string[] {
  return resumeText(resume)
    .split('\n')
    .filter((line) => line.trim().length > 0);
}

function tokenShare(original: string, candidates: readonly string[]): number {
  const wanted = plainTokens(original);
  if (wanted.length === 0) return 1;
  let best = 0;
  for (const candidate of candidates) {
    const have = new Set(plainTokens(candidate));
    best = Math.max(best, wanted.filter((token) => have.has(token)).length / wanted.length);
  }
  return best;
}

export interface ProvenanceInput {
  original: StructuredResume;
  refined: StructuredResume;
  /** Answers that may supply facts (answers that deny something are passed with that part removed). */
  answers: readonly string[];
  derivations?: readonly Derivation[];
}

/** What the sources say, read once: the claims an output line may carry. */
export interface ProvenanceSources {
  numbers: Set<number>;
  tokens: Set<string>;
  skills: Set<string>;
}

export function readSources(input: Omit<ProvenanceInput, 'refined'>): ProvenanceSources {
  const sourceText = [
    resumeText(input.original),
    ...input.answers,
    ...(input.derivations ?? []).map((item) => item.value),
  ].join('\n');
  return {
    numbers: new Set(numbersIn(sourceText)),
    tokens: new Set(plainTokens(sourceText)),
    skills: new Set(findSkillMentions(sourceText).map((mention) => mention.skill.id)),
  };
}

/** The numbers, skills and proper nouns of a line found in no source. */
export function unsupportedClaims(line: string, sources: ProvenanceSources): ProvenanceViolation[] {
  const found: ProvenanceViolation[] = [];
  for (const value of numbersIn(line))
    if (!sources.numbers.has(value)) found.push({ kind: 'number', value: String(value), line });
  for (const mention of findSkillMentions(line))
    if (!sources.skills.has(mention.skill.id)) found.push({ kind: 'skill', value: mention.skill.name, line });
  for (const word of line.match(/(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}'’-]*/gu) ?? []) {
    for (const token of plainTokens(word)) {
      if (!knownToken(token, sources.tokens) && !isEngineWord(token))
        found.push({ kind: 'proper_noun', value: word, line });
    }
  }
  return found;
}

/** A word of the sources, or another form of one: 'Turns' is the user's 'turn' at the head of a sentence. */
function knownToken(token: string, tokens: ReadonlySet<string>): boolean {
  if (tokens.has(token)) return true;
  return [/s$/, /es$/, /ed$/, /d$/, /ing$/].some(
    (ending) => ending.test(token) && tokens.has(token.replace(ending, '')),
  );
}

export function checkProvenance(input: ProvenanceInput): ProvenanceReport {
  const sources = readSources(input);
  const originalEntries = input.original.sections.flatMap((section) => section.entries);
  const originalPoints = new Set(
    originalEntries.flatMap((entry) => {
      const range = parseDateRange(entry.dates);
      return [range?.start, range?.end]
        .filter((point) => point)
        .map((point) => `${point?.year}-${point?.month}`);
    }),
  );
  const violations: ProvenanceViolation[] = [];
  const seen = new Set<string>();
  const report = (violation: ProvenanceViolation) => {
    const key = `${violation.kind}|${violation.value}|${violation.line}`;
    if (!seen.has(key)) {
      seen.add(key);
      violations.push(violation);
    }
  };

  for (const line of outputLines(input.refined))
    for (const claim of unsupportedClaims(line, sources)) report(claim);

  const originalCompanies = new Set(originalEntries.map((entry) => squash(entry.company).toLowerCase()));
  const originalTitles = new Set(originalEntries.map((entry) => squash(entry.title).toLowerCase()));
  const answerText = input.answers.join('\n').toLowerCase();
  const refinedEntries = input.refined.sections.flatMap((section) => section.entries);
  for (const entry of refinedEntries) {
    const company = squash(entry.company).toLowerCase();
    const title = squash(entry.title).toLowerCase();
    if (company && !originalCompanies.has(company) && !answerText.includes(company))
      report({ kind: 'organization', value: entry.company, line: renderEntryHeader(entry) });
    if (title && !originalTitles.has(title) && !answerText.includes(title))
      report({ kind: 'title', value: entry.title, line: renderEntryHeader(entry) });
    const range = parseDateRange(entry.dates);
    for (const point of [range?.start, range?.end]) {
      if (point && !originalPoints.has(`${point.year}-${point.month}`))
        report({ kind: 'date', value: entry.dates, line: entry.dates });
    }
  }

  // Dropped content: every original entry, bullet and education line must still be there.
  const refinedById = new Map(refinedEntries.map((entry) => [entry.id, entry]));
  for (const entry of originalEntries) {
    const match =
      refinedById.get(entry.id) ??
      refinedEntries.find(
        (candidate) => candidate.company === entry.company && candidate.title === entry.title,
      );
    if (!match) {
      report({
        kind: 'dropped_entry',
        value: renderEntryHeader(entry) || entry.dates,
        line: renderEntryHeader(entry),
      });
      continue;
    }
    const texts = match.bullets.map((bullet) => bullet.text);
    for (const bullet of entry.bullets) {
      const kept = match.bullets.find((candidate) => candidate.id === bullet.id);
      // A paragraph split into one bullet per sentence lives on in its pieces ('{id}-s1', '{id}-s2', ...).
      const pieces = match.bullets
        .filter((candidate) => candidate.id.startsWith(`${bullet.id}-s`))
        .map((candidate) => candidate.text)
        .join(' ');
      if (tokenShare(bullet.text, kept ? [kept.text] : pieces ? [pieces] : texts) < 0.5)
        report({ kind: 'dropped_bullet', value: bullet.text, line: bullet.text });
    }
  }
  const refinedEducation = input.refined.sections
    .filter((section) => section.type === 'education')
    .flatMap((section) => [...section.content_lines, ...section.bullets.map((bullet) => bullet.text)]);
  for (const section of input.original.sections.filter((item) => item.type === 'education')) {
    for (const line of [...section.content_lines, ...section.bullets.map((bullet) => bullet.text)]) {
      if (tokenShare(line, [refinedEducation.join(' ')]) < 0.8)
        report({ kind: 'dropped_education', value: line, line });
    }
  }
  for (const section of input.original.sections.filter(
    (item) => item.type !== 'education' && item.entries.length === 0,
  )) {
    const refinedSection = input.refined.sections.find((candidate) => candidate.id === section.id);
    const texts = refinedSection
      ? [...refinedSection.content_lines, ...refinedSection.bullets.map((bullet) => bullet.text)]
      : [];
    for (const bullet of section.bullets) {
      if (tokenShare(bullet.text, texts) < 0.5)
        report({ kind: 'dropped_bullet', value: bullet.text, line: bullet.text });
    }
  }
  return { ok: violations.length === 0, violations };
}
