/**
 * A summary assembled only from facts present: the latest title, years computed from the entries' dates
 * (recorded as a derivation), skills the resume shows that the job asks for, and one result from the
 * answers.
 */
import type { SkillEvidence } from '../score/score-tailoring';
import { findSkillMentions } from '../taxonomy/find-skills';
import { looksLikeJobTitle } from '../taxonomy/job-titles';
import type { Derivation } from '../types';

export interface SummaryInput {
  latestTitle: string;
  years: number;
  months: number;
  evidence: readonly SkillEvidence[];
  resultFromAnswers: string | null;
  /** The user's own summary statement, when they gave one: it comes first when it names the title. */
  statement?: string;
}

/**
 * A skill as a sentence says it: a practice written in capitals in a skills list ('Local Anesthesia') is
 * 'local anesthesia' mid-sentence; a tool, a credential, a language or an abbreviation keeps its case.
 */
function inSentence(text: string, kind: string, family: string): string {
  if (
    kind === 'tool' ||
    kind === 'credential' ||
    /lang|tech|software|cloud|data|devops|programming/i.test(family)
  )
    return text;
  const words = text.split(/\s+/);
  // One word may be a product's name ('Docker', 'Salesforce'), a capital after a hyphen a maker's
  // ('Allen-Bradley'): only a phrase of plain words is lowered.
  if (words.length < 2 || /\p{Ll}-\p{Lu}/u.test(text)) return text;
  const plain = words.every((word) =>
    /^(?:\p{Lu}\p{Ll}+(?:-\p{Ll}+)?|and|of|&|or|for|the|to|in)$/u.test(word),
  );
  return plain ? text.toLowerCase() : text;
}

export function buildSummary(input: SummaryInput): { text: string; derivations: Derivation[] } {
  const derivations: Derivation[] = [];
  const parts: string[] = [];
  const wholeYears = Math.floor(input.years);
  const title = input.latestTitle.trim();
  const statement = (input.statement ?? '').trim();
  // 'Backend engineer who builds ...': a statement that opens with the title says it better than the
  // template; the years follow it instead of repeating the title.
  const titleWords = title.toLowerCase().split(/\s+/).slice(-2).join(' ');
  // A statement that opens by naming the person's role ('Telemetry nurse with BLS and ACLS who ...') leads
  // too: the template's title would say it twice.
  const head = statement.split(/\s+(?:with|who|and)\s+|,\s*/)[0] ?? '';
  const statementLeads =
    statement.length > 0 &&
    ((titleWords.length > 0 && statement.toLowerCase().startsWith(titleWords)) ||
      (head !== statement && looksLikeJobTitle(head)));
  // The user's own count of years ('with 4 years of forecasting') is theirs to give: the dates' count,
  // which may include an internship or a gap, is not set beside it.
  const countsYears =
    wholeYears >= 1 &&
    !/\b(?:\d+\+?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s*(?:years?|yrs?)\b/i.test(
      statement,
    );
  if (countsYears && (title || statementLeads))
    derivations.push({
      value: String(wholeYears),
      how: `years of experience: ${input.months} months covered by the experience entries' dates, rounded down`,
    });
  if (statementLeads) parts.push(statement);
  else if (title && countsYears) parts.push(`${title} with ${wholeYears}+ years of experience.`);
  else if (title) parts.push(`${title}.`);
  const shown = input.evidence
    .filter((item) => item.skill.id && item.evidence >= 0.5 && item.skill.importance === 'required')
    // Named as the resume writes it ('AWS', not 'Amazon Web Services'): the summary adds no new words. A
    // skill evidenced only in other words (a narrower tool, a stem) is not named here.
    .map((item) => {
      const mention = findSkillMentions(item.where?.text ?? '').find(
        (found) => found.skill.id === item.skill.id,
      );
      return mention ? inSentence(mention.text, mention.skill.kind, mention.skill.family) : '';
    })
    // A skill that is the title itself ('HR Generalist') is said once, by the title.
    .filter((text) => !title.toLowerCase().includes(text.toLowerCase()))
    .filter((text, index, all) => text.length > 0 && all.indexOf(text) === index)
    .slice(0, 4);
  // 'Instrumentation, and scaling and root planing': the serial comma when the last item has its own 'and'.
  const serial = / and /.test(shown.at(-1) ?? '') ? ',' : '';
  const list =
    shown.length > 1 ? `${shown.slice(0, -1).join(', ')}${serial} and ${shown.at(-1)}` : (shown[0] ?? '');
  if (statementLeads && countsYears)
    parts.push(
      list
        ? `${wholeYears}+ years of experience; skilled in ${list}.`
        : `${wholeYears}+ years of experience.`,
    );
  else if (list) parts.push(`Skilled in ${list}.`);
  if (statement && !statementLeads) parts.push(statement);
  if (input.resultFromAnswers)
    parts.push(`${input.resultFromAnswers.charAt(0).toUpperCase()}${input.resultFromAnswers.slice(1)}.`);
  return { text: parts.join(' '), derivations };
}
