/**
 * What the built-in writer must never do, checked on everything it writes: words no dictionary knows and
 * no source uses, a phrase said twice in one line, unbalanced brackets, first person, hedges or filler, a
 * second summary, a skill added from a hedge or a 'no', a heading that changes kind, a figure the user
 * gave that neither reaches the resume nor comes back unused with a true reason, an output the guard
 * refuses, a credential listed twice, a new line in another glyph than its role's, a list extended in
 * another separator, and one amount said twice in a line.
 */
import { lookupHeading } from '../../src/parse/section-headings';
import type { Analysis } from '../../src/pipeline/analyze';
import { namesSameCredential } from '../../src/refine/answers/add-to-lists';
import { amounts } from '../../src/refine/answers/line-overlap';
import { addedText } from '../../src/refine/edits';
import { readAnswer } from '../../src/refine/read-answer';
import type { Refinement } from '../../src/refine/refine';
import { resumeLines } from '../../src/review/read-source-lines';
import type { Speller } from '../../src/spelling/speller';
import type { StructuredResume } from '../../src/types';

export interface InvariantFailure {
  rule: string;
  detail: string;
}

const FIRST_PERSON =
  /(?<![\p{L}'’-])(?:I|me|my|mine|myself|we|us|our|ours)(?:['’](?:ve|d|m|ll|re))?(?![\p{L}-])/u;
const HEDGES =
  /\b(?:I think|I guess|I believe|I'd say|maybe|probably|honestly|kind of|sort of|give or take|or so|not sure|something like|if I remember|to be honest)\b/i;
const FILLER = /(?<![\w-])(?:basically|actually|really|very|literally|super)(?![\w-])/i;

function wordsOf(text: string): string[] {
  return text.match(/[\p{L}][\p{L}'’]*/gu) ?? [];
}

function trigrams(text: string): string[] {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}%$]+/gu) ?? []).filter(Boolean);
  const out: string[] = [];
  for (let index = 0; index + 3 <= words.length; index += 1)
    out.push(words.slice(index, index + 3).join(' '));
  return out;
}

function repeatedTrigram(text: string): string | null {
  const seen = new Set<string>();
  for (const gram of trigrams(text)) {
    if (seen.has(gram)) return gram;
    seen.add(gram);
  }
  return null;
}

function balanced(text: string): boolean {
  let round = 0;
  let square = 0;
  for (const char of text) {
    if (char === '(') round += 1;
    if (char === ')') round -= 1;
    if (char === '[') square += 1;
    if (char === ']') square -= 1;
    if (round < 0 || square < 0) return false;
  }
  return round === 0 && square === 0;
}

function skillsLines(resume: StructuredResume): string {
  return resume.sections
    .filter((section) => section.type === 'skills')
    .flatMap((section) => [...section.content_lines, ...section.bullets.map((bullet) => bullet.text)])
    .join('\n');
}

const FIGURE = /\d[\d,]*(?:\.\d+)?/g;

const NUMBER_WORDS = [
  ['2', 'two'],
  ['3', 'three'],
  ['4', 'four'],
  ['5', 'five'],
  ['6', 'six'],
] as const;

export function checkWriterInvariants(input: {
  analysis: Analysis;
  answers: readonly string[];
  refinement: Refinement;
  speller: Speller;
  /** Questions whose answer affirms nothing about the subject (a hedge or a 'no'). */
  unaffirmed?: ReadonlySet<number>;
}): InvariantFailure[] {
  const { analysis, answers, refinement, speller } = input;
  const failures: InvariantFailure[] = [];
  const fail = (rule: string, detail: string) => failures.push({ rule, detail });
  const original = analysis.resume;
  // The words of the resume, the answers, and what a question asked about (a 'yes' affirms its name).
  const subjects = analysis.questions.map((question) => question.target.subject ?? '');
  const sourceWords = new Set(
    [...resumeLines(original), ...answers, ...subjects].flatMap((line) =>
      wordsOf(line).map((word) => word.toLowerCase()),
    ),
  );
  const inputTrigrams = new Set(
    [...resumeLines(original), ...answers].flatMap((line) => {
      const grams = trigrams(line);
      return grams.filter((gram, index) => grams.indexOf(gram) !== index);
    }),
  );
  for (const edit of refinement.edits) {
    // What the line said before the edit: a defect it had already is not the writer's.
    const before =
      edit.op === 'set_bullet' || edit.op === 'set_line'
        ? edit.before
        : edit.op === 'split_bullet'
          ? edit.bullet.text
          : '';
    for (const line of addedText(edit)) {
      if (!line.trim()) continue;
      // Derived lines (a heading, a date) use the engine's own words; every word must still be a word.
      for (const word of wordsOf(line)) {
        const lower = word.toLowerCase().replace(/['’]s$/, '');
        if (sourceWords.has(lower) || sourceWords.has(word.toLowerCase())) continue;
        if (!speller.correct(word) && !speller.correct(lower)) fail('invented word', `'${word}' in: ${line}`);
      }
      const gram = repeatedTrigram(line);
      // Said twice in the line, where the line before said it once at most.
      if (gram && !inputTrigrams.has(gram) && trigrams(before).filter((item) => item === gram).length < 2)
        fail('repeated phrase', `'${gram}' in: ${line}`);
      if (!balanced(line) && (before === '' || balanced(before))) fail('unbalanced brackets', line);
      // 'care care coordinators': a word said twice in a row, where neither the line nor the answers had it.
      const doubled = /\b([\p{L}]{2,})\s+\1\b/iu.exec(line);
      if (
        doubled &&
        !new RegExp(`\\b${doubled[1]}\\s+${doubled[1]}\\b`, 'i').test([before, ...answers].join('\n'))
      )
        fail('doubled word', line);
      // '(10 -hour days)': a suffix torn from its figure; 'vs. a about 21-day': an article before 'about'.
      if (/\d\s+-[a-z]/i.test(line) && !/\d\s+-[a-z]/i.test([before, ...answers].join('\n')))
        fail('torn compound', line);
      if (/\ban?\s+about\s+[$€£]?\d/i.test(line) && !/\ban?\s+about\s+[$€£]?\d/i.test(before))
        fail('article before about', line);
      // '(3-5 of them on a given shift)': an answer's pronoun that points back at its question.
      const gained =
        before && line.startsWith(before.replace(/[.;,\s]+$/, '')) ? line.slice(before.length) : '';
      if (/\b(?:them|they|us)\b/i.test(gained) && !/\b(?:them|they|us)\b/i.test(before))
        fail('pronoun from the answer', line);
      // '... at two elementary sites (58 students, 2 elementary sites)': a count the line said in words.
      for (const [figure, word] of NUMBER_WORDS) {
        const again = new RegExp(`\\b${word}\\s+([a-z]+(?:\\s+[a-z]+)?)\\b`, 'i').exec(before);
        if (again && new RegExp(`\\b${figure}\\s+${again[1]}\\b`, 'i').test(gained))
          fail('counted twice', line);
      }
      // 'in Tripleseat($5K-$40K range)': a bracket glued to the word before it.
      const glued = /[\p{L}\d]\((?!s\))/u;
      if (glued.test(line) && !glued.test(before)) fail('glued bracket', line);
      if (edit.op !== 'set_dates' && edit.op !== 'set_title' && edit.op !== 'add_section') {
        if (FIRST_PERSON.test(line) && !FIRST_PERSON.test(before)) fail('first person', line);
        if (HEDGES.test(line) && !HEDGES.test(before)) fail('hedge', line);
        if (FILLER.test(line) && !FILLER.test(before)) fail('filler', line);
      }
    }
    if (edit.op === 'set_title') {
      // 'Objective' renamed 'Summary' over the objective's own words is a wish under the wrong heading.
      if (
        /objective/i.test(edit.before) &&
        !refinement.edits.some((other) => other.op === 'remove_line' && other.section_id === edit.section_id)
      )
        fail('objective renamed', `${edit.before} -> ${edit.after}`);
      const section = original.sections.find((item) => item.id === edit.section_id);
      const kind = lookupHeading(edit.after)?.type;
      if (section && kind && kind !== section.type) fail('heading kind', `${edit.before} -> ${edit.after}`);
    }
  }
  // An entry's header is the person's: its title, employer and place stay as written ('Harmon & Price,
  // Attorneys at Law', 'Welder / Fabricator').
  const headers = (resume: StructuredResume) =>
    new Map(
      resume.sections.flatMap((section) =>
        section.entries.map(
          (entry) => [entry.id, `${entry.title} | ${entry.company} | ${entry.location}`] as const,
        ),
      ),
    );
  const after = headers(refinement.resume);
  for (const [id, header] of headers(original))
    if (after.has(id) && after.get(id) !== header) fail('header changed', `${header} -> ${after.get(id)}`);
  // One summary: the writer never adds a second (a new one takes an objective's place).
  // A statement under the name with no heading is a summary too.
  const summariesOf = (resume: StructuredResume) =>
    resume.sections.filter(
      (section) =>
        (section.type === 'summary' && (section.content_lines.length > 0 || section.bullets.length > 0)) ||
        (section.title === '' &&
          section.entries.length === 0 &&
          section.content_lines.length > 0 &&
          section.content_lines.every((line) => line.split(/\s+/).length >= 8 && !/@/.test(line))),
    );
  const summaries = summariesOf(refinement.resume);
  if (summaries.length > Math.max(1, summariesOf(original).length))
    fail('two summaries', summaries.map((section) => section.title).join(' + '));
  // No line the writer wrote says again what a line beside it says ('Monitor anesthesia' and 'Monitor
  // anesthesia for 6-8 procedures a day'), nor names the employer its entry names ('... at Prairie Ridge').
  const originalBullets = new Set(
    original.sections.flatMap((section) =>
      section.entries.flatMap((entry) => entry.bullets.map((bullet) => bullet.text)),
    ),
  );
  const originalTwins = new Set<string>();
  for (const entry of original.sections.flatMap((section) => section.entries))
    for (const a of entry.bullets)
      for (const b of entry.bullets) if (a !== b && saysAllOf(a.text, b.text)) originalTwins.add(b.text);
  // Lines written from an answer (a rewrite of a line's own words is judged by the other rules).
  const fromAnswers = new Set(
    refinement.edits.flatMap((edit) =>
      edit.origin.kind !== 'answer'
        ? []
        : edit.op === 'insert_bullet'
          ? [edit.bullet.text]
          : edit.op === 'set_bullet'
            ? [edit.after]
            : [],
    ),
  );
  for (const entry of refinement.resume.sections.flatMap((section) => section.entries)) {
    const employer = entry.company.replace(/,.*$/, '').trim();
    for (const written of entry.bullets.filter(
      (bullet) => !originalBullets.has(bullet.text) && fromAnswers.has(bullet.text),
    )) {
      for (const other of entry.bullets)
        if (other !== written && !originalTwins.has(other.text) && saysAllOf(written.text, other.text))
          fail('near twin', `'${written.text}' beside '${other.text}'`);
      if (
        employer.length > 3 &&
        new RegExp(
          `\\b(?:at|for)\\s+(?:the\\s+)?${employer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`,
          'i',
        ).test(written.text)
      )
        fail('own employer named', written.text);
    }
  }
  // A summary the writer adds says what the person said, never a template's count of years.
  for (const edit of refinement.edits)
    if (edit.op === 'insert_line' && /^summary/.test(edit.reason) && /\+ years of experience/.test(edit.text))
      fail('summary template', edit.text);
  const skillsBefore = skillsLines(original).toLowerCase();
  const skillsAfter = skillsLines(refinement.resume).toLowerCase();
  for (const index of input.unaffirmed ?? []) {
    const subject = analysis.questions[index]?.target.subject?.toLowerCase();
    if (subject && skillsAfter.includes(subject) && !skillsBefore.includes(subject))
      fail('skill from a hedge or a no', subject);
  }
  // The guard's verdict on the whole output holds: nothing of the original dropped, no claim unsupported
  // (a refinement the guard refuses is one the user never gets).
  for (const violation of refinement.provenance.violations)
    fail('guard refuses the output', `${violation.kind}: ${violation.value}`);
  // One credential is listed once ('OSHA 30' and 'OSHA 30-Hour Construction', 'PTA' and 'Physical
  // Therapist Assistant' are one).
  for (const section of refinement.resume.sections.filter((item) => item.type === 'certifications')) {
    const lines = [...section.content_lines, ...section.bullets.map((bullet) => bullet.text)];
    const added = new Set(refinement.edits.flatMap((edit) => addedText(edit)));
    lines.forEach((line, index) => {
      if (!added.has(line)) return;
      const twin = lines.find((other, at) => at !== index && namesSameCredential(line, other));
      if (twin) fail('credential twice', `'${line}' beside '${twin}'`);
    });
  }
  // A line the writer adds to a role wears the role's glyph; a list the writer extends keeps its separator.
  const answered = new Set(
    refinement.edits.flatMap((edit) =>
      edit.op === 'insert_bullet' && edit.origin.kind === 'answer' ? [edit.bullet.id] : [],
    ),
  );
  for (const section of refinement.resume.sections)
    for (const entry of section.entries) {
      const glyphs = new Set(
        entry.bullets.filter((bullet) => !answered.has(bullet.id)).map((bullet) => bullet.original_char),
      );
      if (glyphs.size !== 1) continue;
      for (const bullet of entry.bullets)
        if (answered.has(bullet.id) && !glyphs.has(bullet.original_char))
          fail('glyph', `'${bullet.original_char}' on '${bullet.text}' among '${[...glyphs][0]}'`);
    }
  for (const edit of refinement.edits)
    if (edit.op === 'set_line' && /^skill added/.test(edit.reason)) {
      const separators = (line: string) =>
        new Set(line.match(/\s[·|•]\s|[,;]\s/g)?.map((item) => item.trim()) ?? []);
      const had = separators(edit.before);
      if (had.size === 1 && [...separators(edit.after)].some((item) => !had.has(item)))
        fail('list separator', `${edit.before} -> ${edit.after}`);
    }
  // One amount is said once in a line ('$22,000 a year; about $22k a year').
  for (const edit of refinement.edits)
    for (const line of addedText(edit)) {
      const said = amounts(line);
      const before = 'before' in edit && typeof edit.before === 'string' ? amounts(edit.before) : [];
      const twice = said.find((amount, index) => said.indexOf(amount) !== index && !before.includes(amount));
      if (twice !== undefined) fail('amount twice', line);
    }
  // Every figure an answer affirms reaches the resume, or comes back unused with a reason that is true.
  const text = refinement.text;
  const originalText = resumeLines(original).join('\n');
  answers.forEach((answer, index) => {
    for (const fact of readAnswer(answer)) {
      if (fact.kind === 'tool_not_used' || fact.kind === 'nothing') continue;
      // A figure before a comma ('in 2019, and ...') is the figure without it.
      for (const figure of (fact.text.match(FIGURE) ?? []).map((found) => found.replace(/,$/, ''))) {
        if (text.includes(figure)) continue;
        const unused = refinement.unused_answers.find(
          (item) => item.question_index === index && item.text.includes(figure),
        );
        if (!unused) {
          fail('figure lost', `'${figure}' of answer ${index + 1}: ${answer}`);
          continue;
        }
        if (/already in your resume/i.test(unused.reason) && !originalText.includes(figure))
          fail('untrue reason', `'${figure}' said to be in the resume: ${unused.text}`);
      }
    }
  });
  return failures;
}

/** The content words of a line: four letters or more, lower case. */
function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z][a-z'-]{3,}/g) ?? []).filter(
    (word) =>
      !/^(?:with|from|that|this|have|into|over|about|their|them|they|were|each|every|than)$/.test(word),
  );
}

/** Whether line `a` says all that line `b` says: b's content words (two or more) are nearly all in a. */
function saysAllOf(a: string, b: string): boolean {
  // What a line says, without the size in brackets the writer may add to it ('(a team of 5)').
  const said = (text: string) => text.replace(/\s*\([^)]*\)/g, ' ');
  const words = contentWords(said(b));
  if (words.length < 2) return false;
  const inA = new Set(contentWords(said(a)));
  return words.filter((word) => inA.has(word)).length / words.length >= 0.8;
}
