/**
 * Answers to edits. Each answer is read as facts; each fact goes where it belongs: the bullet it speaks of
 * (topic words), else the role it names or the question was about (a bullet of its own there), else the
 * summary or the skills list; never under an employer it does not name. A negative never adds the thing,
 * filler writes nothing, and every fact not written comes back with the reason.
 */
import { parseDateRange } from '../parse/parse-dates';
import { standardTitleFor } from '../parse/section-headings';
import { squash } from '../text/normalize-text';
import type {
  Bullet,
  ExperienceEntry,
  Question,
  Section,
  SectionType,
  StructuredResume,
  UnusedAnswer,
} from '../types';
import type { ProposedEdit } from './edits';
import { type AnswerFact, deniesSubject, opensWithYes, readAnswer, speaksOfSubject } from './read-answer';
import { baseOfVerb } from './verb-forms';
import {
  figuresOf,
  mergeIntoBullet,
  standaloneBullet,
  topicOverlap,
  type WriteOptions,
} from './write-bullet';

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
}

export const UNUSED_REASONS = {
  filler: 'Nothing to add: it states no fact to write.',
  negative: (subject: string) => `You said you have not used ${subject}, so it was left out.`,
  notHeld: (subject: string) => `You said you do not hold ${subject}, so it was left out.`,
  negativeClause: 'A negative: nothing is added for it.',
  noEmployer: (place: string) =>
    `It names ${place}, which is not an employer in your resume; add that role first, then this fact.`,
  present: 'Already in your resume.',
  unwritable: 'It could not be written as a clear bullet; add it in the editor in your own words.',
  guard: 'It would bring in a claim found in neither your resume nor your answers.',
  offTopic: 'It does not say what came of this line or of this role; add it where it belongs in the editor.',
} as const;

/**
 * A standard heading in the resume's own style: in capitals when its headings are ('EXPERIENCE'), so a
 * section refinement adds or renames does not mix heading styles.
 */
export function headingInStyle(resume: StructuredResume, type: SectionType, like?: string): string {
  const standard = standardTitleFor(type);
  const titled = resume.sections
    .map((section) => section.title.trim())
    .filter((title) => /[a-z]/i.test(title));
  const capitals =
    like !== undefined
      ? like === like.toUpperCase()
      : titled.length > 0 &&
        titled.filter((title) => title === title.toUpperCase()).length > titled.length / 2;
  return capitals ? standard.toUpperCase() : standard;
}

function entries(resume: StructuredResume): Array<{ entry: ExperienceEntry; section: Section }> {
  return resume.sections.flatMap((section) => section.entries.map((entry) => ({ entry, section })));
}

/** The entry an employer name points to: equal, or one name inside the other, case and punctuation aside. */
function entryNamed(
  resume: StructuredResume,
  place: string,
): { entry: ExperienceEntry; section: Section } | null {
  const wanted = squash(place.toLowerCase().replace(/[^\p{L}\p{N}& ]/gu, ' '));
  if (wanted.length < 2) return null;
  return (
    entries(resume).find(({ entry }) => {
      const company = squash(entry.company.toLowerCase().replace(/[^\p{L}\p{N}& ]/gu, ' '));
      return (
        company.length > 1 && (company === wanted || company.includes(wanted) || wanted.includes(company))
      );
    }) ?? null
  );
}

/** An employer the answer names anywhere ('... at Contoso'), even without a lead-in. */
function employerMentioned(
  resume: StructuredResume,
  text: string,
): { entry: ExperienceEntry; section: Section } | null {
  const lower = ` ${text.toLowerCase()} `;
  return (
    entries(resume).find(
      ({ entry }) =>
        entry.company.trim().length > 2 &&
        !/company name/i.test(entry.company) &&
        lower.includes(` ${entry.company.toLowerCase()}`),
    ) ?? null
  );
}

function writeOptions(resume: StructuredResume, entry: ExperienceEntry, itMeans?: string): WriteOptions {
  const bullets = resume.sections.flatMap((section) => section.entries.flatMap((item) => item.bullets));
  const stops = bullets.filter((bullet) => /\.\s*$/.test(bullet.text)).length;
  return {
    current: parseDateRange(entry.dates)?.current ?? false,
    fullStops: bullets.length > 0 && stops / bullets.length > 0.5,
    ...(itMeans ? { itMeans } : {}),
  };
}

function newBulletId(entry: ExperienceEntry): string {
  let n = entry.bullets.length + 1;
  while (entry.bullets.some((bullet) => bullet.id === `${entry.id}-a${n}`)) n += 1;
  return `${entry.id}-a${n}`;
}

function glyphOf(resume: StructuredResume, entry: ExperienceEntry): string {
  return (
    entry.bullets.find((bullet) => bullet.original_char)?.original_char ??
    resume.sections.flatMap((s) => s.entries.flatMap((e) => e.bullets)).find((b) => b.original_char)
      ?.original_char ??
    '•'
  );
}

function findBullet(
  resume: StructuredResume,
  bulletId: string | null,
): { bullet: Bullet; entry: ExperienceEntry; section: Section } | null {
  if (!bulletId) return null;
  for (const { entry, section } of entries(resume)) {
    const bullet = entry.bullets.find((item) => item.id === bulletId);
    if (bullet) return { bullet, entry, section };
  }
  return null;
}

interface Placement {
  question: Question;
  index: number;
  answer: string;
  /** The skill the question asked about: 'it' in the answer means it. */
  itMeans?: string;
  /** Bullets this answer has completed already: a second fact of it gets a bullet of its own. */
  completed: Set<string>;
  /** What the answer's last fact made or did ('a discharge checklist'): a later 'it' means it. */
  lastObject?: string;
  /** The last bullet this answer added: the next one goes after it, in the answer's order. */
  lastInserted?: string;
}

/** What the fact made or did, as a noun phrase a later 'it' can stand for ('the discharge checklist'). */
function objectOf(fact: AnswerFact): string | undefined {
  if (fact.clause.subject !== 'self' || !fact.clause.verb || fact.clause.base === 'be') return undefined;
  const phrase = fact.clause.rest
    .split(/\s+(?:for|in|to|at|on|with|by|from|that|which|across|so|and)\s+|[,;]/i)[0]
    ?.replace(/^(?:a|an|the|my|our)\s+/i, '')
    .trim();
  if (
    !phrase ||
    /^(?:it|them|this|that)$/i.test(phrase) ||
    phrase.split(/\s+/).length > 5 ||
    /\d/.test(phrase)
  )
    return undefined;
  return `the ${phrase}`;
}

/**
 * A noun phrase of scope ('about 40 cases a year') as a bullet of its own, with the verb of the bullet it
 * belongs to ('Handled employee relations ...' -> 'Handled about 40 cases a year'): for a bullet too long
 * to take it.
 */
function scopeBullet(bulletText: string, fact: AnswerFact, fullStops: boolean): string | null {
  if (fact.clause.verb || (fact.kind !== 'scope' && fact.kind !== 'result')) return null;
  const [first = '', second = ''] = bulletText.trim().split(/\s+/);
  // The bullet's own verb, when it takes an object directly ('Handled ...', not 'Assisted with ...').
  if (!baseOfVerb(first) || /^(?:with|on|in|to|for|of|as)$/i.test(second)) return null;
  const phrase = fact.clause.rest.replace(/[.!\s]+$/, '');
  if (!/^(?:a|an|the|about|around|approximately|roughly|nearly|over|more than|up to|\d|\$|€|£)/i.test(phrase))
    return null;
  const text = `${first} ${phrase.charAt(0).toLowerCase()}${phrase.slice(1)}`;
  return fullStops ? `${text}.` : text;
}

/** Writes one fact under its role: onto the bullet it completes, or as a bullet of its own. */
function placeFact(fact: AnswerFact, placement: Placement, context: AnswerContext): void {
  const resume = context.resume();
  const unused = (reason: string) =>
    context.unused({ question_index: placement.index, text: fact.text, reason });
  const target = findBullet(resume, placement.question.target.bullet_id);
  let home: { entry: ExperienceEntry; section: Section } | null = null;
  if (fact.place) {
    home = entryNamed(resume, fact.place);
    if (!home) {
      unused(UNUSED_REASONS.noEmployer(fact.place));
      return;
    }
  }
  home ??= employerMentioned(resume, fact.text);
  home ??= target ? { entry: target.entry, section: target.section } : null;
  if (!home && placement.question.target.entry_id) {
    home = entries(resume).find(({ entry }) => entry.id === placement.question.target.entry_id) ?? null;
  }
  home ??= entries(resume)[0] ?? null;
  if (!home) {
    unused(UNUSED_REASONS.unwritable);
    return;
  }
  const { entry, section } = home;
  const options = writeOptions(resume, entry, placement.itMeans);
  // The bullet it speaks of: the question's own, unless another line of this role shares clearly more words.
  const scored = entry.bullets.map((bullet) => ({ bullet, overlap: topicOverlap(fact.text, bullet.text) }));
  const best = scored.sort((a, b) => b.overlap - a.overlap)[0];
  const ownOverlap =
    target && target.entry.id === entry.id ? topicOverlap(fact.text, target.bullet.text) : -1;
  let onto: Bullet | null = null;
  if (target && target.entry.id === entry.id && (!best || best.overlap <= ownOverlap + 1))
    onto = target.bullet;
  else if (best && best.overlap >= 2) onto = best.bullet;
  const figures = figuresOf(fact.text);
  const allText = entry.bullets.map((bullet) => bullet.text).join(' ');
  const written = (figure: string) =>
    new RegExp(`(?<![\\d.,])${figure.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&')}(?![\\d])`).test(allText);
  if (figures.length > 0 && figures.every(written)) {
    unused(UNUSED_REASONS.present);
    return;
  }
  // An answer to 'what came of this line?' that neither gives a figure nor speaks of the line, its role or
  // a skill ('I enjoy hiking at weekends') says nothing of the work: it is not written.
  const aboutLine =
    fact.kind === 'result' ||
    fact.kind === 'scope' ||
    fact.skills.length > 0 ||
    fact.place !== null ||
    entry.bullets.some((bullet) => topicOverlap(fact.text, bullet.text) > 0) ||
    topicOverlap(fact.text, `${entry.title} ${entry.company}`) > 0;
  if (
    !aboutLine &&
    (placement.question.kind === 'bullet_result' || placement.question.kind === 'bullet_scope')
  ) {
    unused(UNUSED_REASONS.offTopic);
    return;
  }
  if (!placement.itMeans && placement.lastObject) options.itMeans = placement.lastObject;
  const object = objectOf(fact);
  if (onto && fact.kind !== 'tool_used' && !placement.completed.has(onto.id)) {
    const merged = mergeIntoBullet(onto.text, fact.clause, options);
    if (merged && merged !== onto.text) {
      const accepted = context.propose({
        op: 'set_bullet',
        section_id: section.id,
        entry_id: entry.id,
        bullet_id: onto.id,
        before: onto.text,
        after: merged,
        reason: fact.kind === 'scope' ? 'scope from your answer' : 'result from your answer',
        source: placement.answer,
        origin: { kind: 'answer', question_index: placement.index },
      });
      if (!accepted) unused(UNUSED_REASONS.guard);
      else placement.completed.add(onto.id);
      if (object) placement.lastObject = object;
      return;
    }
  }
  if (object) placement.lastObject = object;
  // 'About 40 people used it every week' standing alone would leave 'it' pointing at nothing.
  if (
    fact.clause.subject === 'other' &&
    /\b(?:it|them)\b|\b(?:this|that)(?=\s*(?:[.,;]|$))/i.test(fact.clause.rest)
  ) {
    unused(UNUSED_REASONS.unwritable);
    return;
  }
  const text =
    standaloneBullet(fact.clause, options) ?? (onto ? scopeBullet(onto.text, fact, options.fullStops) : null);
  if (!text || text.split(/\s+/).length < 3) {
    unused(UNUSED_REASONS.unwritable);
    return;
  }
  const bullet: Bullet = { id: newBulletId(entry), text, original_char: glyphOf(resume, entry) };
  const accepted = context.propose({
    op: 'insert_bullet',
    section_id: section.id,
    entry_id: entry.id,
    after_id:
      (placement.lastInserted && entry.bullets.some((item) => item.id === placement.lastInserted)
        ? placement.lastInserted
        : undefined) ??
      onto?.id ??
      entry.bullets.at(-1)?.id ??
      null,
    bullet,
    reason: placement.itMeans
      ? `${placement.itMeans} shown in experience, from your answer`
      : 'new bullet from your answer',
    source: placement.answer,
    origin: { kind: 'answer', question_index: placement.index },
  });
  if (!accepted) unused(UNUSED_REASONS.guard);
  else placement.lastInserted = bullet.id;
}

/** The skills section's last line, with the skill added in the list's own style. */
function addSkill(subject: string, placement: Placement, context: AnswerContext): void {
  const resume = context.resume();
  const origin = { kind: 'answer' as const, question_index: placement.index };
  const reason = 'skill added: your answer confirms it';
  const skills = resume.sections.find((section) => section.type === 'skills');
  if (!skills) {
    const section: Section = {
      id: 'section-skills-added',
      title: headingInStyle(resume, 'skills'),
      type: 'skills',
      visible: true,
      order: resume.sections.length + 1,
      content_lines: [],
      bullets: [],
      entries: [],
    };
    context.proposeAll([
      { op: 'add_section', section, reason: 'Skills section added', source: placement.answer, origin },
      {
        op: 'insert_line',
        section_id: section.id,
        index: 0,
        text: subject,
        reason,
        source: placement.answer,
        origin,
      },
    ]);
    return;
  }
  const lines = skills.content_lines;
  const lastIndex = lines.length - 1;
  const last = lines[lastIndex];
  if (last !== undefined && /,/.test(last)) {
    const separator = /;/.test(last) && !/,/.test(last.split(';').at(-1) ?? '') ? '; ' : ', ';
    context.propose({
      op: 'set_line',
      section_id: skills.id,
      index: lastIndex,
      before: last,
      after: `${last.replace(/[.\s]+$/, '')}${separator}${subject}`,
      reason,
      source: placement.answer,
      origin,
    });
    return;
  }
  if (skills.bullets.length > 0 && lines.length === 0) {
    context.propose({
      op: 'insert_bullet',
      section_id: skills.id,
      entry_id: null,
      after_id: skills.bullets.at(-1)?.id ?? null,
      bullet: {
        id: `${skills.id}-a${skills.bullets.length + 1}`,
        text: subject,
        original_char: skills.bullets[0]?.original_char ?? '•',
      },
      reason,
      source: placement.answer,
      origin,
    });
    return;
  }
  context.propose({
    op: 'insert_line',
    section_id: skills.id,
    index: lines.length,
    text: subject,
    reason,
    source: placement.answer,
    origin,
  });
}

/** A credential line in the certifications section: the answer's words, lead-ins and first person out. */
function addCredential(fact: AnswerFact, placement: Placement, context: AnswerContext): void {
  const resume = context.resume();
  const origin = { kind: 'answer' as const, question_index: placement.index };
  const text = squash(
    fact.clause.rest
      .replace(/^(?:a|an|the|my|our)\s+/i, '')
      .replace(/\b(?:my|our)\s+/gi, '')
      .replace(/[.!\s]+$/, ''),
  );
  const words =
    fact.clause.verb && !/^(?:hold|have|be|get|earn|obtain|pass|receive|complete)$/.test(fact.clause.base)
      ? `${fact.clause.verb} ${text}`
      : text;
  if (words.split(/\s+/).length < 1 || words.length < 2) {
    context.unused({ question_index: placement.index, text: fact.text, reason: UNUSED_REASONS.unwritable });
    return;
  }
  const line = `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
  const section = resume.sections.find((item) => item.type === 'certifications');
  const reason = 'credential from your answer';
  let accepted: boolean;
  if (section) {
    accepted = context.propose({
      op: 'insert_line',
      section_id: section.id,
      index: section.content_lines.length,
      text: line,
      reason,
      source: placement.answer,
      origin,
    });
  } else {
    const created: Section = {
      id: 'section-certifications-added',
      title: headingInStyle(resume, 'certifications'),
      type: 'certifications',
      visible: true,
      order: resume.sections.length + 1,
      content_lines: [],
      bullets: [],
      entries: [],
    };
    accepted = context.proposeAll([
      {
        op: 'add_section',
        section: created,
        reason: 'Certifications section added',
        source: placement.answer,
        origin,
      },
      {
        op: 'insert_line',
        section_id: created.id,
        index: 0,
        text: line,
        reason,
        source: placement.answer,
        origin,
      },
    ]);
  }
  if (!accepted)
    context.unused({ question_index: placement.index, text: fact.text, reason: UNUSED_REASONS.guard });
}

export function applyAnswers(
  questions: readonly Question[],
  answers: readonly string[],
  context: AnswerContext,
): void {
  questions.forEach((question, index) => {
    const answer = squash(answers[index] ?? '');
    if (answer.length === 0) return;
    const facts = readAnswer(answer);
    const placement: Placement = { question, index, answer, completed: new Set() };
    // 'The job asks for Kafka or RabbitMQ': an answer about the other skill the question names is about it.
    const named = question.target.subject;
    const other =
      named && question.kind === 'missing_skill' && !facts.some((fact) => fact.skills.includes(named))
        ? facts
            .flatMap((fact) => fact.skills)
            .find((skill) => skill !== named && question.text.includes(skill))
        : undefined;
    const subject = other ?? named;
    const unused = (fact: AnswerFact, reason: string) =>
      context.unused({ question_index: index, text: fact.text, reason });
    if (question.kind === 'missing_skill' && subject) {
      if (deniesSubject(answer, subject)) {
        context.unused({ question_index: index, text: answer, reason: UNUSED_REASONS.negative(subject) });
        return;
      }
      const affirmed =
        opensWithYes(answer) ||
        facts.some((fact) => fact.kind !== 'nothing' && speaksOfSubject(fact, subject));
      if (!affirmed) {
        for (const fact of facts)
          unused(fact, fact.kind === 'nothing' ? UNUSED_REASONS.filler : UNUSED_REASONS.unwritable);
        return;
      }
      context.derive(subject, `affirmed in the answer to "${question.text}"`);
      addSkill(subject, placement, context);
      placement.itMeans = subject;
      for (const fact of facts) {
        if (fact.kind === 'nothing') continue;
        if (fact.kind === 'tool_not_used') unused(fact, UNUSED_REASONS.negativeClause);
        else if (fact.clause.verb && fact.clause.rest.split(/\s+/).length >= 2)
          placeFact(fact, placement, context);
      }
      return;
    }
    if (question.kind === 'missing_credential' && subject) {
      if (deniesSubject(answer, subject)) {
        context.unused({ question_index: index, text: answer, reason: UNUSED_REASONS.notHeld(subject) });
        return;
      }
      const described = facts.some(
        (fact) => fact.kind === 'credential' || (fact.kind !== 'nothing' && speaksOfSubject(fact, subject)),
      );
      if (!described && opensWithYes(answer)) {
        // 'Yes' to 'Do you hold the CPA credential?': the credential as the question named it.
        context.derive(subject, `affirmed in the answer to "${question.text}"`);
        const yes: AnswerFact = {
          kind: 'credential',
          text: answer,
          clause: { subject: 'none', subjectText: '', verb: '', base: '', rest: subject },
          place: null,
          skills: [],
        };
        addCredential(yes, placement, context);
      }
    }
    for (const fact of facts) {
      if (fact.kind === 'nothing') {
        if (question.kind !== 'missing_credential' || !opensWithYes(answer))
          unused(fact, UNUSED_REASONS.filler);
        continue;
      }
      if (fact.kind === 'tool_not_used') {
        unused(fact, UNUSED_REASONS.negativeClause);
        continue;
      }
      if (
        question.kind === 'missing_credential' &&
        (fact.kind === 'credential' || (subject && speaksOfSubject(fact, subject)))
      ) {
        addCredential(fact, placement, context);
        continue;
      }
      const aboutSelf = question.kind === 'missing_summary' || question.kind === 'title_mismatch';
      // A statement about the person ('Staff accountant with audit experience at ...') is summary even
      // when it names an employer; only something done there becomes a bullet of that role.
      const namesPlace = fact.place !== null || employerMentioned(context.resume(), fact.text) !== null;
      if (aboutSelf && (!namesPlace || fact.kind === 'statement' || !fact.clause.verb)) {
        context.summaryStatements.push({ text: fact.text, question_index: index, source: answer });
        continue;
      }
      placeFact(fact, placement, context);
    }
  });
}
