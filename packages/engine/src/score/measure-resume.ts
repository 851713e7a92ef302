/**
 * The facts every check reads, measured once from the structured resume and its text: bullets and their
 * results, verbs, dates, layout artefacts, contact details, sections, years of experience.
 */
import { degreeLevel } from '../job/analyze-job';
import type { TextLanguage } from '../lang/detect-language';
import { dateStyle, monthIndex, parseDateRange } from '../parse/parse-dates';
import { renderResumeText } from '../parse/render-resume-text';
import { holdsWork } from '../parse/work-sections';
import type { Speller } from '../spelling/speller';
import { findMisspellings } from '../spelling/speller';
import type { LineSkillReader } from '../taxonomy/find-skills';
import {
  BUZZWORDS,
  FILLER_WORDS,
  FIRST_PERSON_BULLET,
  findWeakOpener,
  openingTense,
  openingWord,
  opensWithActionVerb,
  PASSIVE,
  REFERENCES_LINE,
  SLANG,
  UNPROFESSIONAL_EMAIL,
} from '../taxonomy/wording';
import {
  countMisDecoded,
  normalizeNewlines,
  sentences,
  squash,
  wordCount,
  words,
} from '../text/normalize-text';
import type { Bullet, ExperienceEntry, SectionType, StructuredResume, YearMonth } from '../types';
import { sloppyLines } from './careless-lines';
import { headingStyleIn, unknownHeadingLines } from './heading-facts';
import { foreignWording } from './language-wording';
import { personalDetailsIn } from './personal-details';
import { isQuantified } from './quantified-results';
import { resumeSignals } from './resume-signals';

export interface BulletFact {
  bullet: Bullet;
  entry: ExperienceEntry | null;
  sectionId: string;
  sectionType: SectionType;
  /** Index of the entry in reverse-chronological reading order (0 = most recent). */
  entryIndex: number;
  quantified: boolean;
  actionVerb: boolean;
  weakOpener: string | null;
  words: number;
  firstPerson: boolean;
  tense: ReturnType<typeof openingTense>;
  current: boolean;
}

export interface ResumeFacts {
  text: string;
  /**
   * The language the resume is written in ('en' when the parser recorded none): checks that read English
   * words do not run on another language, and the opening of bullets is read with its table.
   */
  language: TextLanguage;
  wordCount: number;
  pages: number;
  experienceBullets: BulletFact[];
  entries: ExperienceEntry[];
  sectionTypes: Set<SectionType>;
  sectionOrder: SectionType[];
  glyphs: string[];
  dateStyles: string[];
  unparseableDates: string[];
  longBullets: number;
  wallsOfText: number;
  layoutArtefacts: number;
  repeatedLines: number;
  oddGlyphs: number;
  emoji: number;
  headingStyles: Set<string>;
  unknownHeadings: string[];
  hasName: boolean;
  hasEmail: boolean;
  hasPhone: boolean;
  email: string;
  entriesComplete: number;
  chronologyBreaks: number;
  hasSummary: boolean;
  summaryIsObjective: boolean;
  educationFirst: boolean;
  yearsOfExperience: number;
  latestTitle: string;
  headline: string;
  /** Degree level shown in the education section (0 none ... 5 doctorate). */
  degreeLevel: number;
  misspelled: string[] | null;
  passiveCount: number;
  fillerCount: number;
  buzzwordCount: number;
  repeatedVerbs: string[];
  personalDetails: string[];
  hasReferencesLine: boolean;
  slangOrExclamation: number;
  unprofessionalEmail: boolean;
  unexpandedAcronyms: string[];
  hasPortfolioLink: boolean;
  /** What makes the text read as a resume, and what it lacks: a greeting or a job ad is no resume. */
  resumeSignals: { score: number; missing: string[] };
  /** Lines written carelessly: a lower-case start, a doubled word, broken capitals ('aP Statistics'). */
  sloppyLines: string[];
}

function entryStart(entry: ExperienceEntry): YearMonth | null {
  return parseDateRange(entry.dates)?.start ?? null;
}

/** Months covered by the entries' date ranges, overlaps counted once. */
export function experienceMonths(entries: readonly ExperienceEntry[], asOf: YearMonth): number {
  const spans: Array<[number, number]> = [];
  for (const entry of entries) {
    const range = parseDateRange(entry.dates);
    if (!range?.start) continue;
    const start = monthIndex(range.start);
    const end = range.current ? monthIndex(asOf) : range.end ? monthIndex(range.end) : start;
    if (end >= start) spans.push([start, end + 1]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let cursor = Number.NEGATIVE_INFINITY;
  for (const [start, end] of spans) {
    const from = Math.max(start, cursor);
    if (end > from) total += end - from;
    cursor = Math.max(cursor, end);
  }
  return total;
}

/** The latest year-month any date in the resume names: 'Present' is read as this when no date is given. */
export function latestDate(resume: StructuredResume, floor: YearMonth): YearMonth {
  let latest = floor;
  for (const entry of resume.sections.flatMap((section) => section.entries)) {
    const range = parseDateRange(entry.dates);
    for (const point of [range?.start, range?.end]) {
      if (point && monthIndex(point) > monthIndex(latest)) latest = point;
    }
  }
  return latest;
}

const COMMON_ACRONYMS = new Set([
  'USA',
  'US',
  'UK',
  'CEO',
  'CFO',
  'CTO',
  'COO',
  'VP',
  'HR',
  'IT',
  'PM',
  'AM',
  'II',
  'III',
  'IV',
  'GPA',
  'LLC',
  'INC',
  'LTD',
  'PhD',
  'MBA',
  'BS',
  'BA',
  'MS',
  'MA',
  'NY',
  'CA',
  'TX',
]);

/** A paragraph over about four printed lines inside a job: the 'no_walls_of_text' check. */
const WALL_OF_TEXT_CHARS = 420;

export function isWallOfText(bullet: Bullet): boolean {
  return bullet.original_char === '' && bullet.text.length > WALL_OF_TEXT_CHARS;
}

export function measureResume(
  resume: StructuredResume,
  originalText: string | null,
  options: { speller?: Speller; asOf: YearMonth; skills: LineSkillReader },
): ResumeFacts {
  const text = originalText ?? renderResumeText(resume);
  const normalized = normalizeNewlines(text);
  const rawLines = normalized.split('\n');
  const experienceSections = resume.sections.filter((section) => holdsWork(section) && section.visible);
  const entries = experienceSections.flatMap((section) => section.entries);
  const starts = entries.map(entryStart);
  const order = entries
    .map((entry, index) => ({ entry, index, start: starts[index] }))
    .sort(
      (a, b) =>
        (b.start ? monthIndex(b.start) : -1) - (a.start ? monthIndex(a.start) : -1) || a.index - b.index,
    );
  const recency = new Map(order.map((item, rank) => [item.entry.id, rank]));

  const experienceBullets: BulletFact[] = [];
  for (const section of experienceSections) {
    for (const entry of section.entries) {
      const current = parseDateRange(entry.dates)?.current ?? false;
      // A wall of text is read sentence by sentence, as the bullets it should be: one figure in a
      // paragraph of six claims does not make the six claims measured.
      const readAs = entry.bullets.flatMap((bullet) =>
        isWallOfText(bullet)
          ? sentences(bullet.text).map((sentence) => ({ ...bullet, text: sentence }))
          : [bullet],
      );
      for (const bullet of readAs) {
        const body = bullet.text;
        const bodyWords = wordCount(body);
        if (bodyWords < 3 || /:$/.test(body.trim())) continue;
        const foreign = foreignWording(body, resume.language);
        experienceBullets.push({
          bullet,
          entry,
          sectionId: section.id,
          sectionType: section.type,
          entryIndex: recency.get(entry.id) ?? 0,
          quantified: isQuantified(body),
          actionVerb: foreign ? foreign.actionVerb : opensWithActionVerb(body),
          weakOpener: foreign ? foreign.weakOpener : (findWeakOpener(body)?.label ?? null),
          words: bodyWords,
          firstPerson: foreign ? foreign.firstPerson : FIRST_PERSON_BULLET.test(body),
          tense: foreign ? 'none' : openingTense(body),
          current,
        });
      }
    }
  }

  const allBullets = resume.sections.flatMap((section) => [
    ...section.bullets,
    ...section.entries.flatMap((entry) => entry.bullets),
  ]);
  const glyphs = [
    ...new Set(allBullets.map((bullet) => bullet.original_char).filter((glyph) => glyph.length > 0)),
  ];
  const dateTexts = entries.map((entry) => entry.dates).filter((dates) => dates.trim().length > 0);
  const dateStyles = [...new Set(dateTexts.map(dateStyle).filter((style) => style.length > 0))];
  const unparseableDates = entries
    .filter((entry) => entry.dates.trim().length > 0 && !parseDateRange(entry.dates))
    .map((entry) => entry.dates);

  const contentLines = rawLines.map((line) => squash(line)).filter((line) => line.length > 0);
  const lineCounts = new Map<string, number>();
  for (const line of contentLines)
    if (line.length > 12) lineCounts.set(line, (lineCounts.get(line) ?? 0) + 1);
  const repeatedLines = [...lineCounts.values()].filter((count) => count > 1).length;
  const layoutArtefacts = rawLines.filter((line) => /\S(?: {3,}|\t)\S/.test(line)).length;

  const titledSections = resume.sections.filter((section) => section.title.trim().length > 0);
  const language = resume.language ?? 'en';
  const headingStyles = new Set(titledSections.map((section) => headingStyleIn(section.title, language)));
  const unknownHeadings = unknownHeadingLines(resume, language);

  const sectionOrder = [...resume.sections].sort((a, b) => a.order - b.order).map((section) => section.type);
  const sectionTypes = new Set(sectionOrder);
  const summary = resume.sections.find((section) => section.type === 'summary');
  const educationIndex = sectionOrder.indexOf('education');
  const experienceIndex = sectionOrder.indexOf('experience');

  let chronologyBreaks = 0;
  for (let index = 1; index < starts.length; index += 1) {
    const previous = starts[index - 1];
    const next = starts[index];
    if (previous && next && monthIndex(next) > monthIndex(previous)) chronologyBreaks += 1;
  }

  const months = experienceMonths(entries, options.asOf);
  const latest = order[0]?.entry;
  const headlineSection = resume.sections.find((section) => section.title === '' && section.order === 1);
  const headline = headlineSection?.content_lines.find((line) => wordCount(line) <= 10) ?? '';
  const educationText = resume.sections
    .filter((section) => section.type === 'education')
    .map((section) => [...section.content_lines, ...section.bullets.map((bullet) => bullet.text)].join(' '))
    .join(' ');

  const bodyLines = resume.sections.flatMap((section) => [
    ...section.content_lines,
    ...section.bullets.map((bullet) => bullet.text),
    ...section.entries.flatMap((entry) => entry.bullets.map((bullet) => bullet.text)),
  ]);
  const bodyText = bodyLines.join('\n');
  const openers = experienceBullets
    .map((fact) => openingWord(fact.bullet.text))
    .filter((word) => word.length > 0 && isOpeningVerb(word));
  const openerCounts = new Map<string, number>();
  for (const word of openers) openerCounts.set(word, (openerCounts.get(word) ?? 0) + 1);

  const acronyms = new Set<string>();
  const lowerText = normalized.toLowerCase();
  const bodyMentions = options.skills.joinedMentions(bodyLines);
  for (const mention of bodyMentions) {
    const written = mention.text;
    if (
      /^[A-Z0-9&]{2,6}$/.test(written) &&
      !COMMON_ACRONYMS.has(written) &&
      mention.skill.name.toUpperCase() !== written &&
      mention.skill.name.length > written.length + 3
    ) {
      if (!lowerText.includes(mention.skill.name.toLowerCase())) acronyms.add(written);
    }
  }

  const allText = `${resume.contact.raw_contact_line} ${resume.contact.linkedin} ${normalized}`;
  const exclamations = (bodyText.match(/!/g) ?? []).length;
  const totalWords = wordCount(normalized);
  return {
    text: normalized,
    language,
    wordCount: totalWords,
    pages: Math.round((totalWords / 500 + contentLines.length / 120) * 5) / 10,
    experienceBullets,
    entries,
    sectionTypes,
    sectionOrder,
    glyphs,
    dateStyles,
    unparseableDates,
    longBullets: experienceBullets.filter(
      (fact) => fact.bullet.text.length > 200 && fact.bullet.original_char !== '',
    ).length,
    wallsOfText: experienceSections
      .flatMap((section) => section.entries.flatMap((entry) => entry.bullets))
      .filter(isWallOfText).length,
    layoutArtefacts,
    repeatedLines,
    // Counted in the text as the user gave it: the clean-up repairs mis-decoded characters for parsing,
    // an ATS does not.
    oddGlyphs: countMisDecoded(text) + (text.match(/[\uE000-\uF8FF\uFFFD]/g)?.length ?? 0),
    emoji: (normalized.match(/\p{Extended_Pictographic}/gu) ?? []).filter((symbol) => !'©®™'.includes(symbol))
      .length,
    headingStyles,
    unknownHeadings,
    hasName: resume.contact.name.trim().length > 0,
    hasEmail: resume.contact.email.trim().length > 0,
    hasPhone: resume.contact.phone.trim().length > 0,
    email: resume.contact.email,
    entriesComplete: entries.filter((entry) => entry.title && entry.company && entry.dates).length,
    chronologyBreaks,
    hasSummary: summary !== undefined && (summary.content_lines.length > 0 || summary.bullets.length > 0),
    summaryIsObjective: summary !== undefined && /objective/i.test(summary.title),
    educationFirst: educationIndex >= 0 && experienceIndex >= 0 && educationIndex < experienceIndex,
    yearsOfExperience: Math.round((months / 12) * 10) / 10,
    latestTitle: latest?.title ?? '',
    headline,
    degreeLevel: degreeLevel(educationText),
    // A speller checks only text in its own language (an English dictionary would flag every Spanish word).
    misspelled:
      options.speller && (options.speller.language ?? 'en') === language
        ? findMisspellings(bodyText, options.speller, new Set(), bodyMentions)
        : null,
    passiveCount: (bodyText.match(PASSIVE) ?? []).length,
    fillerCount: (bodyText.match(FILLER_WORDS) ?? []).length,
    buzzwordCount: (bodyText.match(BUZZWORDS) ?? []).length,
    repeatedVerbs: [...openerCounts.entries()]
      .filter(([, count]) => count > 2)
      .map(([word]) => word)
      .sort(),
    personalDetails: personalDetailsIn(allText, language),
    hasReferencesLine: REFERENCES_LINE.test(normalized),
    slangOrExclamation: exclamations + (SLANG.test(bodyText) ? 1 : 0),
    unprofessionalEmail: UNPROFESSIONAL_EMAIL.test(resume.contact.email.split('@')[0] ?? ''),
    unexpandedAcronyms: [...acronyms].sort(),
    resumeSignals: resumeSignals(resume, normalized, totalWords, entries),
    sloppyLines: sloppyLines(bodyLines),
    hasPortfolioLink:
      /(behance\.net|dribbble\.com|portfolio|github\.com|artstation|vimeo\.com|\.design\b|carbonmade|wixsite|squarespace)/i.test(
        allText,
      ) || sectionTypes.has('portfolio'),
  };
}

function isOpeningVerb(word: string): boolean {
  return words(word).length === 1 && opensWithActionVerb(word);
}
