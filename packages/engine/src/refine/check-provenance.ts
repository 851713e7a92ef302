/**
 * The provenance guard over a whole refined resume: every line it holds that the original does not is
 * read for claims by the one claim checker (review/check-claims.ts), as each edit was when it was
 * proposed, and every experience entry, education line or bullet of the original must still be there.
 * The last word before anything is saved.
 */
import { renderEntryHeader } from '../parse/render-resume-text';
import { checkClaims } from '../review/check-claims';
import { type ClaimSources, readClaimSources } from '../review/claim-sources';
import { latestDate } from '../score/measure-resume';
import { DEFAULT_AS_OF } from '../score/score-resume';
import type { Speller } from '../spelling/speller';
import { findWeakOpener } from '../taxonomy/wording';
import { plainTokens, squash } from '../text/normalize-text';
import type {
  Derivation,
  ProvenanceReport,
  ProvenanceViolation,
  StructuredResume,
  YearMonth,
} from '../types';

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

/**
 * Does a line written in a bullet's place keep what the bullet said (its words past a weak opener)? The
 * same measure the guard applies to the whole output, so a writer never replaces a line the guard would
 * then call dropped.
 */
export function keepsBullet(bullet: string, replacement: string): boolean {
  const named = bullet.trim().replace(findWeakOpener(bullet)?.pattern ?? /^$/, '');
  return tokenShare(named || bullet, [replacement]) >= 0.5;
}

export interface ProvenanceInput {
  original: StructuredResume;
  refined: StructuredResume;
  /** The answers as given (their denials are read as denials). */
  answers: readonly string[];
  derivations?: readonly Derivation[];
  asOf?: YearMonth;
  speller?: Speller | undefined;
  /** The sources as the writer read them, when it has them: the same evidence, read once. */
  sources?: ClaimSources;
  /** Lines the writer's guard judged, with the lines they rewrote, when each was proposed. */
  judged?: ReadonlySet<string>;
}

function lineTexts(
  resume: StructuredResume,
): Array<{ text: string; section: StructuredResume['sections'][number]['type'] }> {
  const out: Array<{ text: string; section: StructuredResume['sections'][number]['type'] }> = [];
  for (const section of resume.sections) {
    for (const text of [...section.content_lines, ...section.bullets.map((bullet) => bullet.text)])
      out.push({ text, section: section.type });
    for (const entry of section.entries)
      for (const bullet of entry.bullets) out.push({ text: bullet.text, section: section.type });
  }
  return out;
}

export function checkProvenance(input: ProvenanceInput): ProvenanceReport {
  const sources =
    input.sources ??
    readClaimSources({
      resume: input.original,
      answers: input.answers,
      derivations: input.derivations ?? [],
      asOf: input.asOf ?? latestDate(input.original, DEFAULT_AS_OF),
      speller: input.speller,
    });
  const originalEntries = input.original.sections.flatMap((section) => section.entries);
  const violations: ProvenanceViolation[] = [];
  const seen = new Set<string>();
  const report = (violation: ProvenanceViolation) => {
    const key = `${violation.kind}|${violation.value}|${violation.line}`;
    if (!seen.has(key)) {
      seen.add(key);
      violations.push(violation);
    }
  };

  // Every line the original does not hold, read for claims. Scope is judged where each edit was
  // proposed, with the line it rewrote; here only facts are.
  const before = new Set(lineTexts(input.original).map((line) => squash(line.text)));
  for (const line of lineTexts(input.refined)) {
    if (before.has(squash(line.text)) || input.judged?.has(squash(line.text))) continue;
    for (const claim of checkClaims(line.text, { section: line.section, role: 'prose', basis: [] }, sources))
      if (claim.kind !== 'scope') report({ kind: claim.kind, value: claim.text, line: line.text });
  }
  const originalById = new Map(originalEntries.map((entry) => [entry.id, entry]));
  for (const section of input.refined.sections) {
    for (const entry of section.entries) {
      const old = originalById.get(entry.id);
      const header = renderEntryHeader(entry);
      for (const field of ['title', 'company', 'location'] as const) {
        if (squash(entry[field]) === squash(old?.[field] ?? '') || !entry[field].trim()) continue;
        const basis = old ? [old[field], renderEntryHeader(old)] : [];
        for (const claim of checkClaims(entry[field], { section: section.type, role: field, basis }, sources))
          report({
            kind: claim.kind === 'title' ? 'title' : 'organization',
            value: entry[field],
            line: header,
          });
      }
      if (entry.dates.trim() && squash(entry.dates) !== squash(old?.dates ?? '')) {
        for (const claim of checkClaims(
          entry.dates,
          { section: section.type, role: 'dates', basis: old ? [old.dates] : [] },
          sources,
        ))
          report({ kind: 'date', value: claim.text, line: entry.dates });
      }
    }
  }

  for (const violation of droppedContent(input.original, input.refined)) report(violation);
  return { ok: violations.length === 0, violations };
}

/**
 * What the refined resume lost of the original: every original entry, bullet and education line must
 * still be there (a line with its words past a weak opener, a paragraph in its pieces). The part of the
 * guard that needs no claim sources, so a writer can ask it alone.
 */
export function droppedContent(original: StructuredResume, refined: StructuredResume): ProvenanceViolation[] {
  const violations: ProvenanceViolation[] = [];
  const report = (violation: ProvenanceViolation) => {
    if (!violations.some((item) => item.kind === violation.kind && item.value === violation.value))
      violations.push(violation);
  };
  const originalEntries = original.sections.flatMap((section) => section.entries);
  const refinedEntries = refined.sections.flatMap((section) => section.entries);
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
      // A weak opener ('Responsible for', 'Helped with') is no content to keep: what the line names is.
      const named = bullet.text.trim().replace(findWeakOpener(bullet.text)?.pattern ?? /^$/, '');
      if (tokenShare(named || bullet.text, kept ? [kept.text] : pieces ? [pieces] : texts) < 0.5)
        report({ kind: 'dropped_bullet', value: bullet.text, line: bullet.text });
    }
  }
  const refinedEducation = refined.sections
    .filter((section) => section.type === 'education')
    .flatMap((section) => [...section.content_lines, ...section.bullets.map((bullet) => bullet.text)]);
  for (const section of original.sections.filter((item) => item.type === 'education')) {
    for (const line of [...section.content_lines, ...section.bullets.map((bullet) => bullet.text)]) {
      if (tokenShare(line, [refinedEducation.join(' ')]) < 0.8)
        report({ kind: 'dropped_education', value: line, line });
    }
  }
  for (const section of original.sections.filter(
    (item) => item.type !== 'education' && item.entries.length === 0,
  )) {
    const refinedSection = refined.sections.find((candidate) => candidate.id === section.id);
    const texts = refinedSection
      ? [...refinedSection.content_lines, ...refinedSection.bullets.map((bullet) => bullet.text)]
      : [];
    for (const bullet of section.bullets) {
      if (tokenShare(bullet.text, texts) < 0.5)
        report({ kind: 'dropped_bullet', value: bullet.text, line: bullet.text });
    }
  }
  return violations;
}
