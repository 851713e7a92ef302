/**
 * Answers to a resume that is not in English. The answer reader (read-answer.ts and the rest of answers/)
 * understands English only, so on a Spanish, French or German resume nothing of an answer is written into
 * the resume's lines: each answer comes back unused with one plain reason ('ResumeLoop's writer does not
 * yet write German resumes: add this to your resume in the editor.'). Only what needs no language and is
 * certain is still written, as the English writer would: a tool or a credential the job asks for, asked
 * about, named in an answer that opens with a clear yes of the resume's language and says no 'no' anywhere,
 * added to the skills or certifications list the resume already has. Its name must be one the resume's
 * language writes: a tool the taxonomy knows as one ('ERP'), or a name the posting, in the resume's
 * language, writes as it is ('Excel', 'DATEV', 'CACES'): never the taxonomy's English ('Accounting').
 */
import type { TextLanguage } from '../../lang/detect-language';
import type { LanguageTable } from '../../lang/table';
import { tableFor } from '../../lang/tables';
import { findSkillMentions } from '../../taxonomy/find-skills';
import { squash } from '../../text/normalize-text';
import type { Question, SectionType } from '../../types';
import { notWrittenInLanguage } from '../refine-text';
import { addCredential, addSkill } from './add-to-lists';
import type { AnswerContext, Placement } from './answer-context';

/** Lower case without accents: 'Sí' and 'si', 'Natürlich' and 'naturlich' compare alike. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’‘]/g, "'");
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A word or phrase of the table standing alone in folded text (no letter either side). */
function wordPattern(word: string): string {
  const folded = escapeRegExp(fold(word));
  return `(?<!\\p{L})${folded}${/\p{L}$/u.test(word) ? '(?!\\p{L})' : ''}`;
}

/** The answer opens with a clear yes, alone before a stop, a comma or the end: 'Sí, ...', 'Ja.', 'Oui !'. */
export function opensWithClearYes(answer: string, table: LanguageTable): boolean {
  const opening = new RegExp(`^\\s*(?:${table.yesWords.map(wordPattern).join('|')})\\s*(?:[,.;:!]|$)`, 'u');
  return opening.test(fold(answer));
}

/** The answer says no or not anywhere: 'No, pero ...', 'je n'ai pas', 'noch nicht'. */
export function saysNo(answer: string, table: LanguageTable): boolean {
  return new RegExp(table.noWords.map(wordPattern).join('|'), 'u').test(fold(answer));
}

/** The answer names the subject: by its name as written, or a tool by another of its names ('AWS'). */
function namesSubject(answer: string, subject: string, tool: boolean): boolean {
  if (new RegExp(wordPattern(subject), 'u').test(fold(answer))) return true;
  if (!tool) return false;
  const asked = findSkillMentions(subject)[0]?.skill.id;
  return asked !== undefined && findSkillMentions(answer).some((mention) => mention.skill.id === asked);
}

/** The posting the questions come from: its text, and whether it is in the resume's language. */
export interface PostingWords {
  text: string;
  sameLanguage: boolean;
}

/** A tool the taxonomy knows as one. */
const isTool = (name: string) => findSkillMentions(name).some((mention) => mention.skill.kind === 'tool');

/**
 * The list an answer may add to: a tool to the skills, a credential to the certifications; null for a
 * subject whose name is not one the resume's language writes.
 */
function listKind(question: Question, posting: PostingWords): SectionType | null {
  const subject = question.target.subject;
  if (!subject) return null;
  const written = posting.sameLanguage && new RegExp(wordPattern(subject), 'u').test(fold(posting.text));
  if (question.kind === 'missing_credential') return written ? 'certifications' : null;
  return question.kind === 'missing_skill' && (written || isTool(subject)) ? 'skills' : null;
}

/** Nothing is left of the answer once its yes and the name are taken out: 'Sí, Git.' says all it says. */
function onlyYesAndName(answer: string, subject: string, table: LanguageTable): boolean {
  const rest = fold(answer)
    .replace(new RegExp(`^\\s*(?:${table.yesWords.map(wordPattern).join('|')})`, 'u'), '')
    .replace(new RegExp(wordPattern(subject), 'gu'), '');
  return rest.replace(/[\s\p{P}]+/gu, '').length === 0;
}

/**
 * The answer's tool or credential into the resume's list, when the answer certainly says the person has
 * it; true when it is in the list (added now, or there already).
 */
function listAffirmed(
  question: Question,
  placement: Placement,
  table: LanguageTable,
  posting: PostingWords,
  context: AnswerContext,
): boolean {
  const subject = question.target.subject;
  const kind = listKind(question, posting);
  if (!subject || !kind) return false;
  const answer = placement.answer;
  if (!opensWithClearYes(answer, table) || saysNo(answer, table)) return false;
  if (!namesSubject(answer, subject, kind === 'skills' && isTool(subject))) return false;
  // A list the resume has already: a new section would bring a heading in a language the resume is not in.
  if (!context.resume().sections.some((section) => section.type === kind)) return false;
  context.derive(subject, `affirmed in the answer to "${question.text}"`);
  if (kind === 'certifications') return addCredential(subject, answer, placement, context);
  addSkill(subject, placement, context);
  return true;
}

/**
 * The answer step for a resume in `language` (not English): every non-blank answer comes back unused with
 * the plain reason, except one whose whole content is a tool or credential written to its list.
 */
export function applyAnswersInLanguage(
  questions: readonly Question[],
  answers: readonly string[],
  language: Exclude<TextLanguage, 'en'>,
  posting: PostingWords,
  context: AnswerContext,
): void {
  const table = tableFor(language);
  questions.forEach((question, index) => {
    const answer = squash(answers[index] ?? '');
    if (answer.length === 0) return;
    const placement: Placement = { question, index, answer };
    const listed = listAffirmed(question, placement, table, posting, context);
    const subject = question.target.subject;
    if (listed && subject && onlyYesAndName(answer, subject, table)) return;
    context.unused({ question_index: index, text: answer, ...notWrittenInLanguage(language) });
  });
}
