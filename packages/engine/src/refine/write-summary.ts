/**
 * 5. The summary (refine.ts): the person's statements from the summary and title questions, added to the
 * summary the resume has, in the place of an objective, or as a new summary when they say who the person
 * is; what does not fit comes back unused with the reason. And a summary's own 'I' sentences, in the third
 * person.
 */
import { looksLikeJobTitle } from '../taxonomy/job-titles';
import { sentences, wordCount } from '../text/normalize-text';
import type { Section, StructuredResume, UnusedAnswer } from '../types';
import { type AnswerContext, UNUSED_REASONS } from './answers/answer-context';
import { covered } from './answers/line-overlap';
import { headingInStyle } from './answers/resume-style';
import type { ProposedEdit } from './edits';
import { ledByTitle, summarySentence, thirdPerson } from './summary-sentences';
import { isPastForm } from './verb-forms';
import type { WriterContext } from './writer-context';

/**
 * A summary's sentences as summaries are written, without 'I': 'I own the online assortment' -> 'Owns the
 * online assortment'; 'I am a detail-oriented planner' -> 'Detail-oriented planner'; 'I've led' -> 'Has
 * led'. A sentence whose first words are not 'I' and a verb stays as written.
 */
export function summaryWithoutI(resume: StructuredResume): ProposedEdit[] {
  const edits: ProposedEdit[] = [];
  const summary = resume.sections.find((section) => section.type === 'summary') ?? introStatement(resume);
  summary?.content_lines.forEach((line, index) => {
    const said = sentences(line);
    // 'Looking to grow my skills in a larger lab': a wish closing a summary that says who the person is
    // goes (a summary says what the person brings; the wish is the cover letter's).
    const kept = said.filter(
      (sentence, at) => !(at > 0 && at === said.length - 1 && CLOSING_WISH.test(sentence.trim())),
    );
    const after = kept.map((sentence) => thirdPerson(sentence) ?? sentence).join(' ');
    if (after === line || !after.trim()) return;
    edits.push({
      op: 'set_line',
      section_id: summary.id,
      index,
      before: line,
      after,
      reason: 'first person out of the summary',
      source: line,
      origin: { kind: 'resume' },
    });
  });
  return edits;
}

/**
 * A statement under the name with no heading ('Warehouse supervisor with 10 years in distribution ...')
 * is the resume's summary: what the user adds goes there, not into a second summary.
 */
function introStatement(resume: StructuredResume): Section | undefined {
  const first = [...resume.sections].sort((a, b) => a.order - b.order)[0];
  if (first?.title !== '' || first.entries.length > 0 || first.bullets.length > 0) return undefined;
  // Prose: words in lower case a sentence has, not a headline of titles and pipes or an address.
  const prose = first.content_lines.filter(
    (line) =>
      line.split(/\s+/).length >= 8 &&
      line.split(/\s+/).filter((word) => /^[a-z]/.test(word)).length >= 5 &&
      !/[|•]/.test(line) &&
      !/@|\d{3}[-. )]\d{3}|\b\d{5}(?:-\d{4})?\b/.test(line),
  );
  return prose.length > 0 && prose.length === first.content_lines.length ? first : undefined;
}

/** A wish that closes a summary: 'Looking to grow my skills ...', 'Seeking to take the next step ...'. */
const CLOSING_WISH =
  /^(?:(?:i am|i'm)\s+)?(?:looking|seeking|hoping|eager|excited|aiming)\s+(?:to|for)\b|^(?:seeking|looking for)\s+(?:a|an|my|the)\b/i;

/** An objective said inside a sentence: '... technician seeking a position in a hospital where I can grow'. */
const OBJECTIVE_INSIDE =
  /\b(?:(?:seeking|looking for|looking to obtain|to obtain|in search of)\s+(?:a|an)\s+(?:[\w&/-]+\s+){0,6}|(?:seeking|looking|hoping|eager|wanting|aiming|ready)\s+to\s+(?:move|step|grow|advance|transition|get|break)\b\s*(?:[\w&/-]+\s+){0,8}?)(?:position|role|job|opportunity|career)\b/i;

/** A summary that is an objective ('Seeking a position ...'): a new summary takes its place. */
const OBJECTIVE =
  /^(?:objective|seeking|to obtain|to secure|to join|looking for|looking to|searching for|a (?:challenging|full-time|part-time|position|role)|an? (?:entry|opportunity)|obtain|secure)\b/i;

/** The summary's line, with what it was made from. */
function summaryLine(
  sectionId: string,
  text: string,
  user: string,
  source: string,
  origin: ProposedEdit['origin'],
): ProposedEdit {
  return {
    op: 'insert_line',
    section_id: sectionId,
    index: 0,
    text,
    reason: user ? 'summary from your answer' : 'summary from what your objective said of you',
    source,
    origin,
  };
}

/**
 * What an objective line says of the person, without the wish: 'Systems engineering graduate, certified
 * SAS programmer, looking for a dynamic opportunity in analytics' keeps 'Systems engineering graduate,
 * certified SAS programmer.'; a sentence that is only the wish ('Seeking a position ...') goes; other
 * sentences stay as written.
 */
export function objectiveKept(line: string): string {
  const kept: string[] = [];
  for (const sentence of sentences(line)) {
    if (OBJECTIVE.test(sentence.trim())) continue;
    const inside = OBJECTIVE_INSIDE.exec(sentence);
    if (!inside) {
      // The objective's own 'I am a hard worker ...' is said as a summary says it.
      kept.push(thirdPerson(sentence.trim()) ?? sentence.trim());
      continue;
    }
    // The words before the wish, without the joint that led into it (', and', 'who is', 'currently').
    const before = sentence
      .slice(0, inside.index)
      .replace(/(?:[\s,;:–—-]|\b(?:and|who|is|am|currently|now|actively|presently|i|i'm)\b)+$/i, '')
      .trim();
    // Enough to say who the person is: a clause, or a title ('Experienced Journeyman Electrician').
    const titled = before.split(/\s+/).length >= 2 && looksLikeJobTitle(before.replace(/^(?:an?\s+)/i, ''));
    if ((before.split(/\s+/).length >= 6 || titled) && !/^(?:i|i'm|my)\b/i.test(before))
      kept.push(`${before.replace(/^an?\s+/i, '').replace(/^\p{Ll}/u, (letter) => letter.toUpperCase())}.`);
  }
  return kept.join(' ');
}

/**
 * Can these sentences open a summary on their own? Not a fragment ('8 NICU shifts as a student') and not a
 * thing done once ('Led the informal conference on the 2021 inspection'), which is a line of a role.
 */
function summaryWorthy(user: string): boolean {
  const first = user.split(/\s+/)[0] ?? '';
  // 'Last 12 months about 65 units, about $23M': a count of a time, no statement of who the person is.
  // 'About 7 years in operations' is the person's experience, which the title leads.
  if (
    /^(?:last|past|this|over|since|during)$/i.test(first) ||
    (/^(?:about\s+|around\s+)?[$€£]?\d/i.test(user) && !/^(?:\S+\s+){0,2}\d+\+?\s+years?\b/i.test(user))
  )
    return false;
  return wordCount(user) >= 8 && !isPastForm(first);
}

function replaceObjective(
  context: WriterContext,
  section: Section,
  statements: AnswerContext['summaryStatements'],
  userSentences: Array<{ text: string; question_index: number; source: string }>,
  user: string,
): void {
  const titled = /objective/i.test(section.title);
  // Only the objective's own lines give way; what else the section holds (a qualifications list) stays.
  const wishes = section.content_lines.flatMap((line, index) =>
    OBJECTIVE.test(line.trim()) || OBJECTIVE_INSIDE.test(line) || (titled && index === 0) ? [index] : [],
  );
  // What the objective said of the person leads the summary, in their words; the template only where it
  // said nothing but the wish.
  const kept = wishes
    .map((index) => objectiveKept(section.content_lines[index] ?? ''))
    .filter((text) => text.length > 0)
    .join(' ');
  // Nothing of the person's own to say in its place: the objective stays as written (a summary assembled
  // from a title and a count of years reads worse than the objective it would replace).
  const worthy = user !== '' && (kept !== '' || summaryWorthy(user));
  // The person's statement, unless what the objective kept says it already ('9 years of bookkeeping'
  // beside 'bookkeeper with 9 years of experience').
  const led = worthy ? ledByTitle(context, user) : '';
  const saidAlready =
    kept !== '' &&
    (user.match(/\d[\d,.]*/g) ?? []).every((figure) => kept.includes(figure)) &&
    covered(user, kept) >= 0.6;
  // A few words of title and praise kept from the objective ('Hardworking and compassionate Certified
  // Veterinary Technician.') only say again what a statement of the person's own says better.
  const keptOnlyTitle = wordCount(led) >= 8 && wordCount(kept) <= 8;
  const text = [keptOnlyTitle ? '' : kept, saidAlready ? '' : led].filter(Boolean).join(' ');
  // A few words of title and praise alone ('Hardworking and compassionate Certified Veterinary
  // Technician.') make no summary: the objective stays as the person wrote it.
  if (!text || (!led && wordCount(text) <= 8)) return;
  const origin = userSentences[0]
    ? ({ kind: 'answer', question_index: userSentences[0].question_index } as const)
    : ({ kind: 'derived' } as const);
  const source = ['your resume', ...statements.map((statement) => statement.source)].join(' / ');
  if (context.proposeAll(objectiveEdits(context, section, wishes, text, user, source, origin))) return;
  // The guard refused the statement (it comes back unused, with the reason): what the objective said of
  // the person still takes the wish's place when it makes a summary on its own.
  if (led && !keptOnlyTitle && wordCount(kept) > 8)
    context.proposeAll(
      objectiveEdits(context, section, wishes, kept, '', 'your resume', { kind: 'derived' }),
    );
}

/** The edits that put a summary in an objective's place: the standard heading, the wish out, the text in. */
function objectiveEdits(
  context: WriterContext,
  section: Section,
  wishes: readonly number[],
  text: string,
  user: string,
  source: string,
  origin: ProposedEdit['origin'],
): ProposedEdit[] {
  const edits: ProposedEdit[] = [];
  const heading = headingInStyle(context.resume(), 'summary', section.title);
  if (section.title && section.title !== heading)
    edits.push({
      op: 'set_title',
      section_id: section.id,
      before: section.title,
      after: heading,
      reason: 'objective replaced by a summary',
      source,
      origin,
    });
  for (const index of [...wishes].reverse())
    edits.push({
      op: 'remove_line',
      section_id: section.id,
      index,
      text: section.content_lines[index] ?? '',
      reason: 'objective replaced by a summary',
      source,
      origin,
    });
  edits.push(summaryLine(section.id, text, user, source, origin));
  return edits;
}

export function summarize(
  context: WriterContext,
  statements: AnswerContext['summaryStatements'],
  unused: (item: UnusedAnswer) => void,
): void {
  // A statement that makes no summary sentence ('4 yrs', 'I think so') comes back with the reason.
  for (const statement of statements)
    if (summarySentence(statement.text).length === 0)
      unused({
        question_index: statement.question_index,
        text: statement.text,
        reason: UNUSED_REASONS.unwritable,
      });
  const resume = context.resume();
  const { analysis } = context;
  const existing =
    resume.sections.find(
      (section) =>
        section.type === 'summary' && (section.content_lines.length > 0 || section.bullets.length > 0),
    ) ?? introStatement(resume);
  // The answer to the summary question first: it is what the user chose to say of themselves.
  const asked = (index: number) => context.analysis.questions[index]?.kind === 'missing_summary';
  const userSentences = statements
    .map((statement) => ({ ...statement, text: summarySentence(statement.text) }))
    .filter((statement) => statement.text.length > 0)
    .sort((a, b) => Number(asked(b.question_index)) - Number(asked(a.question_index)));
  // Two of the user's sentences at most: a summary is read in seconds. What does not fit, or could not
  // be said as a summary says things, comes back with its figures.
  const user = sentences(userSentences.map((statement) => statement.text).join(' '))
    .slice(0, 2)
    .join(' ');
  for (const statement of statements) {
    const lost = (statement.text.match(/\d[\d,.]*/g) ?? []).filter((figure) => !user.includes(figure));
    if (lost.length > 0 && summarySentence(statement.text).length > 0)
      unused({
        question_index: statement.question_index,
        text: statement.text,
        reason: UNUSED_REASONS.summaryRoom,
      });
  }
  const origin = userSentences[0]
    ? ({ kind: 'answer', question_index: userSentences[0].question_index } as const)
    : ({ kind: 'derived' } as const);
  // An objective: by the heading the resume gave it (standard headings may have renamed it since), or
  // by what it says ('... seeking a position ...').
  const givenTitle = existing
    ? (analysis.resume.sections.find((section) => section.id === existing.id)?.title ?? existing.title)
    : '';
  const firstLine = existing ? (existing.content_lines[0] ?? existing.bullets[0]?.text ?? '') : '';
  // An objective's lines give way to the summary; bullets under it (qualifications) stay.
  const objective =
    existing !== undefined &&
    existing.content_lines.length > 0 &&
    (/objective/i.test(givenTitle) || OBJECTIVE.test(firstLine) || OBJECTIVE_INSIDE.test(firstLine));
  if (existing && objective) {
    // One summary: the new one takes the objective's place, under the standard heading.
    replaceObjective(context, existing, statements, userSentences, user);
    return;
  }
  if (existing) {
    if (!user) return;
    const index = existing.content_lines.length - 1;
    const last = existing.content_lines[index];
    if (last !== undefined) {
      context.propose({
        op: 'set_line',
        section_id: existing.id,
        index,
        before: last,
        after: `${last.replace(/\s+$/, '')}${/[.!?]$/.test(last.trim()) ? '' : '.'} ${user}`,
        reason: 'summary: your statement added',
        source: userSentences.map((statement) => statement.source).join(' / '),
        origin,
      });
    } else {
      context.propose({
        op: 'insert_line',
        section_id: existing.id,
        index: 0,
        text: user,
        reason: 'summary from your answer',
        source: userSentences.map((s) => s.source).join(' / '),
        origin,
      });
    }
    return;
  }
  // A new summary says what the person said of themselves, in their words; none is assembled without it.
  // A fragment ('8 NICU shifts as a student in 2018') is no summary of a person: it comes back unused.
  if (!user) return;
  // A thing done once ('Led the informal conference on the 2021 inspection') is a line of a role, not who
  // the person is: no new summary is made of it.
  if (!summaryWorthy(user)) {
    for (const statement of userSentences)
      unused({
        question_index: statement.question_index,
        text: statement.source,
        reason: UNUSED_REASONS.summaryShort,
      });
    return;
  }
  const text = ledByTitle(context, user);
  const first = [...resume.sections].sort((a, b) => a.order - b.order)[0];
  const section: Section = {
    id: 'section-summary-added',
    title: headingInStyle(resume, 'summary'),
    type: 'summary',
    visible: true,
    // Right after the contact block (an untitled first section), else first.
    order: first && first.title === '' ? first.order + 0.5 : 0.5,
    content_lines: [],
    bullets: [],
    entries: [],
  };
  const source = userSentences.map((statement) => statement.source).join(' / ');
  context.proposeAll([
    { op: 'add_section', section, reason: 'Summary section added', source, origin },
    summaryLine(section.id, text, user, source, origin),
  ]);
}
