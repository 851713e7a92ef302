/**
 * Splits a posting written in another language than English (Spanish, French, German) into segments
 * tagged as read-job-text.ts tags English ones, with the words of the language's table: the part of the
 * ad each line belongs to (the heading above it), whether it is preferred, whether it is the company's
 * pitch or the ad's terms (no requirement), and whether it states a requirement or describes the work.
 */
import type { JobLanguageTable } from '../lang/job-table';
import { normalizeNewlines, sentences } from '../text/normalize-text';
import type { JobPart, JobSegment } from './read-job-text';

const BULLET = /^[\s•·*\-–—▪●◦✓✔>]+/u;

/** A heading's text without its bullet, closing colon, question marks or '(m/w/d)'. */
function headingText(line: string): string {
  return line
    .replace(BULLET, '')
    .replace(/^[¿¡]/u, '')
    .replace(/\s*[:：?!]\s*$/u, '')
    .trim();
}

/**
 * The part a line starts when it is a heading: a short line that one of the table's headings opens
 * ('Requisitos', 'Votre profil', 'Das bringen Sie mit:').
 */
function headingPart(line: string, table: JobLanguageTable): JobPart | null {
  const text = headingText(line);
  if (text.length === 0 || text.length > 60 || /[.;]$/.test(text) || text.split(/\s+/).length > 7)
    return null;
  for (const [pattern, part] of table.headings) if (pattern.test(text)) return part;
  return null;
}

/** 'Requisitos: inglés B2': a heading closed by a colon with its first item after it. */
function leadingHeading(line: string, table: JobLanguageTable): { part: JobPart; rest: string } | null {
  const labelled = /^([^:]{2,50}):\s*(\S.*)$/u.exec(line);
  if (!labelled) return null;
  const part = headingPart(labelled[1] ?? '', table);
  return part ? { part, rest: labelled[2] ?? '' } : null;
}

/**
 * An item's clauses: split at ';' and where a word makes the rest a bonus ('Manejo de CRM,
 * preferiblemente Salesforce' is CRM asked and Salesforce preferred).
 */
function clauses(sentence: string, table: JobLanguageTable): Array<{ text: string; bonus: boolean }> {
  const out: Array<{ text: string; bonus: boolean }> = [];
  for (const piece of sentence.split(/\s*;\s*/u)) {
    const after = new RegExp(table.preferredAfter.source, table.preferredAfter.flags.replace('g', ''));
    const match = after.exec(piece);
    const before = match ? piece.slice(0, match.index).replace(/[\s,(]+$/u, '') : '';
    if (match && before.length > 0) {
      out.push({ text: before, bonus: false });
      out.push({ text: piece.slice(match.index), bonus: true });
    } else out.push({ text: piece, bonus: false });
  }
  return out.filter((item) => item.text.trim().length > 0);
}

/** Reads a posting in the table's language into tagged segments (see the module's comment). */
export function readLocalJobText(text: string, table: JobLanguageTable): JobSegment[] {
  const segments: JobSegment[] = [];
  let part: JobPart = 'intro';
  for (const rawLine of normalizeNewlines(text).split('\n')) {
    const line = rawLine.trim();
    if (line.length === 0) continue;
    const heading = headingPart(line, table);
    if (heading) {
      part = heading;
      continue;
    }
    const leading = leadingHeading(line.replace(BULLET, ''), table);
    if (leading) part = leading.part;
    const body = (leading ? leading.rest : line).replace(BULLET, '');
    for (const sentence of sentences(body)) {
      for (const clause of clauses(sentence, table)) {
        const insisted = table.requiredCue.test(clause.text) && !table.preferredCue.test(clause.text);
        const preferred =
          clause.bonus || table.preferredCue.test(clause.text) || (part === 'preferred' && !insisted);
        const opensRequirement = table.requirementOpener.test(clause.text);
        const role =
          (part === 'requirements' || part === 'preferred') && !table.dutyOpener.test(clause.text)
            ? 'requirement'
            : opensRequirement && part !== 'company' && part !== 'benefits'
              ? 'requirement'
              : 'duty';
        // Before any heading, a sentence that asks nothing is the company's pitch or the title.
        const pitch = part === 'intro' && !opensRequirement;
        segments.push({
          text: clause.text,
          part,
          preferred,
          boilerplate:
            pitch || part === 'company' || part === 'benefits' || table.boilerplateCue.test(clause.text),
          role,
        });
      }
    }
  }
  return segments;
}
