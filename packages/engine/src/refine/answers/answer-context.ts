/**
 * What the answer step works with: the resume as it stands and the guard every edit goes through
 * (`AnswerContext`), the role a fact goes under (`Home`), where one answer is being written (`Placement`),
 * and the reasons a fact comes back unwritten, as the user reads them.
 */
import type { ExperienceEntry, Question, Section, StructuredResume, UnusedAnswer } from '../../types';
import type { ProposedEdit } from '../edits';

export interface AnswerContext {
  /** The resume as it stands (edits accepted so far applied). */
  resume(): StructuredResume;
  /** Offers an edit to the guard; true when accepted (and applied). */
  propose(edit: ProposedEdit): boolean;
  /** Several edits that stand or fall together (a new section and its first line). */
  proposeAll(edits: readonly ProposedEdit[]): boolean;
  unused(item: UnusedAnswer): void;
  /** A value the engine computed or the user affirmed, for the guard. */
  derive(value: string, how: string): void;
  /** Statements for the summary, from the summary and title questions. */
  summaryStatements: Array<{ text: string; question_index: number; source: string }>;
  /** The skills the job asks for (taxonomy ids): a new line without a figure must name one. */
  jobSkills: ReadonlySet<string>;
  /** The speller's verdict on a word, where there is a speller; and the words of the resume as given. */
  spelled?: (word: string) => boolean;
  resumeWords?: ReadonlySet<string>;
  /** What the answers deny (subjects asked, 'not used' clauses), in lower case: no answer writes it. */
  denied?: string[];
}

/** A role of the resume: the entry and the section it is in. */
export interface Home {
  entry: ExperienceEntry;
  section: Section;
}

export interface Placement {
  question: Question;
  index: number;
  answer: string;
  itMeans?: string;
  /** The last line this answer added: the next goes after it, in the answer's order. */
  lastInserted?: string;
  /** The sentence that line came from: the next clause of the same sentence goes on that line. */
  lastSentence?: number;
  /** The last line this answer wrote of what the user did (a verb of theirs opens it). */
  lastSelf?: string;
  /** The credential asked about was written by the name the answer gives it: that fact is done. */
  credentialNamed?: boolean;
  /** The role an earlier fact of this answer named, by employer or year: the next facts are of it too. */
  namedHome?: Home;
}

export const UNUSED_REASONS = {
  filler: 'Nothing to add: it states no fact to write.',
  negative: (subject: string) => `You said you have not used ${subject}, so it was left out.`,
  notHeld: (subject: string) => `You said you do not hold ${subject}, so it was left out.`,
  hedged: (subject: string) =>
    `You did not say you have used ${subject} itself, so it was not added to your skills; add it in the editor if you have.`,
  negativeClause: 'A negative: nothing is added for it.',
  noEmployer: (place: string) =>
    `It names ${place}, which is not an employer in your resume; add that role first, then this fact.`,
  noRole: 'It does not say under which role it belongs; add it under that role in the editor.',
  howLong: (subject: string) =>
    `How long you have used ${subject} is not written into the skills list; say it in a bullet in the editor if you want it shown.`,
  notYet: (subject: string) =>
    `You said you do not hold ${subject} yet; list it in the editor as in progress if you want it shown.`,
  present: 'Already in your resume.',
  saidOnLine: 'A line of this role says it already, with these figures.',
  mostlyPresent: (figures: string) =>
    `Most of it is in your resume already; what is new (${figures}) was not written: add it in the editor where it belongs.`,
  partly: (figures: string) =>
    `Part of it was written; ${figures} could not be placed without reading badly: add it in the editor where it belongs.`,
  slight:
    'It says what you do but neither what came of it nor a skill this job asks for; add it in the editor if it matters here.',
  rival: (line: string) =>
    `A line of your resume says this with other figures ('${line}'); set the figures that hold there in the editor.`,
  unwritable: 'It could not be written as a clear line; add it in the editor in your own words.',
  summaryShort:
    'It says too little of you to stand as a summary on its own; add it to a line about that work in the editor, or write a summary there.',
  summaryRoom:
    'A summary holds two short sentences of yours, and this did not fit as one; add it as a line in the editor if it matters more.',
  noRoom:
    'The line it speaks of could not take it without reading as an afterthought; work it into that line in the editor.',
  guard: 'It would bring in a claim found in neither your resume nor your answers.',
  offTopic: 'It does not say what came of this line or of this role; add it where it belongs in the editor.',
} as const;
