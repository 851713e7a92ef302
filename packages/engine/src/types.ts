/**
 * The shapes the engine reads and writes. The structured resume follows SPEC §3 (the editor's model);
 * the rest describe job analysis, scores, questions and refinement.
 */

import type { TextRef } from './messages/text-ref';
import type { CategoryScores, ScoreCategoryId } from './score/categories';

export interface Contact {
  name: string;
  email: string;
  phone: string;
  location: string;
  linkedin: string;
  github: string;
  /** A custom contact line that overrides the individual fields when rendering (SPEC §3). */
  raw_contact_line: string;
}

export interface Bullet {
  id: string;
  text: string;
  /** The glyph the line started with ('•', '-', '*', ...); '' for a paragraph line with no glyph. */
  original_char: string;
}

export interface ExperienceEntry {
  id: string;
  company: string;
  dates: string;
  title: string;
  location: string;
  bullets: Bullet[];
  /** Printed on one page, header and every bullet (else the header keeps only its first bullet). */
  keep_together?: boolean;
  /**
   * An earlier role whose header stood right under the later role's at the same employer (a promotion):
   * it prints there, before the lines both share.
   */
  stacked?: boolean;
}

export type SectionType =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'projects'
  | 'certifications'
  | 'publications'
  | 'research'
  | 'awards'
  | 'volunteer'
  | 'languages'
  | 'interests'
  | 'references'
  | 'affiliations'
  | 'portfolio'
  | 'general';

export interface Section {
  id: string;
  title: string;
  type: SectionType;
  visible: boolean;
  /** 1-based position. */
  order: number;
  content_lines: string[];
  bullets: Bullet[];
  entries: ExperienceEntry[];
  /** Starts on a new page of the PDF. */
  page_break_before?: boolean;
}

export interface StructuredResume {
  contact: Contact;
  sections: Section[];
  /**
   * The language the resume is written in, when it is not English ('es', 'fr', 'de'): it was read with
   * that language's table. Absent means English.
   */
  language?: 'en' | 'es' | 'fr' | 'de';
}

/** A year and month (month 0 when only the year is known). */
export interface YearMonth {
  year: number;
  month: number;
}

export interface DateRange {
  text: string;
  start: YearMonth | null;
  end: YearMonth | null;
  /** True when the range ends with Present, Current, Now or Today. */
  current: boolean;
}

export type Seniority = 'intern' | 'entry' | 'mid' | 'senior' | 'lead' | 'manager' | 'director' | 'executive';

/** Another skill that meets the same requirement ('Kafka or RabbitMQ'). */
export interface JobSkillAlternative {
  name: string;
  id: string | null;
}

export interface JobSkill {
  /** Canonical skill name, or the phrase itself when it comes from phrase extraction. */
  name: string;
  /** Skill id in the taxonomy; null for extracted phrases. */
  id: string | null;
  family: string;
  importance: 'required' | 'preferred';
  /** How many times the job mentions it. */
  mentions: number;
  /**
   * The other skills the job accepts in its place ('Kafka or RabbitMQ', 'Tableau, Looker or similar'):
   * the requirement is one, met by this skill or any of these.
   */
  alternatives?: JobSkillAlternative[];
}

/** What kind of thing a requirement asks the candidate to bring. */
export type RequirementKind =
  | 'skill'
  | 'tool'
  | 'credential'
  | 'degree'
  | 'years'
  | 'language'
  | 'clearance'
  | 'duty';

/**
 * One requirement as a recruiter reads it: one thing (group 'all') or one of several alternatives
 * (group 'any': 'SAP or Oracle ERP'), at its level, with the posting's own words for it.
 */
export interface JobRequirement {
  kind: RequirementKind;
  level: 'required' | 'preferred';
  group: 'all' | 'any';
  /** What meets it, with the taxonomy id where the taxonomy knows it. */
  members: JobSkillAlternative[];
  /** The posting's words that stand for it, as written. */
  words: string[];
  /** A soft skill ('Attention to detail'), asked of the person rather than learnt. */
  soft?: boolean;
  /** For years: how many. */
  years?: number;
  /** For a degree: 1 high school ... 5 doctorate, and the fields it may be in. */
  degree?: number;
  fields?: string[];
}

export interface JobAnalysis {
  title: string;
  seniority: Seniority;
  years_required: number | null;
  required_skills: JobSkill[];
  preferred_skills: JobSkill[];
  /** Every requirement of the posting, required ones first; duties and the company's pitch are none. */
  requirements?: JobRequirement[];
  /**
   * Skills the ad names only in the work to be done ('Work in an Agile team'): words an ATS may match,
   * not requirements; never asked about or reported missing.
   */
  duty_skills?: JobSkill[];
  soft_skills: string[];
  education: string[];
  certifications: string[];
  /** Industry ids whose skill families the job draws on most, best first. */
  industries: string[];
  /**
   * The lowest degree the job accepts, 0 none, 1 high school ... 5 doctorate ('MS or PhD' is 4,
   * 'Bachelor's required, Master's preferred' is 3).
   */
  degree_level?: number;
  /** The language the posting is written in, as detected ('en', 'es', 'fr', 'de'); read with that language's table. */
  language?: 'en' | 'es' | 'fr' | 'de';
}

export interface CheckResult {
  id: string;
  category: ScoreCategoryId;
  label: string;
  weight: number;
  /** False when the check could not run (no speller, nothing to measure): it does not count. */
  ran: boolean;
  passed: boolean;
  /** 0 to 1: the share of the check's weight earned. */
  credit: number;
  value: number | string | boolean | null;
  threshold: number | string | boolean | null;
  reason: string;
  /** One line the user can act on; empty when the check passed. */
  fix: string;
  /** The label, reason and fix as messages of the catalogue, for the reader's language (fix null when passed). */
  refs?: CheckTextRefs;
}

/** A check's texts as messages of the catalogue's `checks` area: what the server formats per language. */
export interface CheckTextRefs {
  label: TextRef;
  reason: TextRef;
  fix: TextRef | null;
}

export interface CategoryDetail {
  id: ScoreCategoryId;
  label: string;
  weight: number;
  score: number;
  checks: CheckResult[];
}

export interface ScoreReport {
  overall_score: number;
  scores: CategoryScores;
  categories: CategoryDetail[];
  warnings: string[];
  /** The warnings as messages of the catalogue, in the same order. */
  warning_refs?: TextRef[];
  industry: string;
}

export type QuestionKind =
  | 'bullet_result'
  | 'bullet_scope'
  | 'missing_skill'
  | 'missing_summary'
  | 'missing_credential'
  | 'title_mismatch';

export interface QuestionTarget {
  section_id: string;
  entry_id: string | null;
  bullet_id: string | null;
  /** The skill, licence or title the question is about, when it is about one. */
  subject: string | null;
}

export interface Question {
  id: string;
  kind: QuestionKind;
  text: string;
  /** The text as a message of the catalogue's `questions` area, for the reader's language. */
  text_ref?: TextRef;
  target: QuestionTarget;
  category: ScoreCategoryId;
  /** Category weight times the points an answer could add: the order questions are asked in. */
  expected_gain: number;
}

export interface HistoryItem {
  /** The id of the edit: what a revert names. */
  id: string;
  /** What changed: a bullet id, a section id or 'contact'. */
  target: string;
  before: string;
  after: string;
  /** The rule that made the change. */
  reason: string;
  /** The reason as a message of the catalogue (`refine.engine.change.*`), for the reader's language. */
  reason_ref?: TextRef;
  /** The original line or the answer the change came from. */
  source: string;
  /** The source as a message, where it names a writer (a pasted rewrite, the AI writer) rather than quoting. */
  source_ref?: TextRef;
}

/** An answer, or a sentence of one, that refinement did not write into the resume, and why. */
export interface UnusedAnswer {
  question_index: number;
  text: string;
  reason: string;
  /** The reason as a message of the catalogue (`refine.engine.*`), for the reader's language. */
  reason_ref?: TextRef;
}

export interface Derivation {
  value: string;
  how: string;
}

export type ProvenanceKind =
  | 'number'
  | 'organization'
  | 'title'
  | 'date'
  | 'skill'
  | 'credential'
  | 'award'
  | 'scope'
  | 'contact'
  | 'removed'
  | 'dropped_entry'
  | 'dropped_education'
  | 'dropped_bullet';

export interface ProvenanceViolation {
  kind: ProvenanceKind;
  value: string;
  /** The output line (or original line, for dropped content) it was found in. */
  line: string;
}

export interface ProvenanceReport {
  ok: boolean;
  violations: ProvenanceViolation[];
}

export interface Improvement {
  initial: number;
  final: number;
  change: number;
  percent_change: number;
}

export interface FinalScores {
  overall_score: number;
  scores: CategoryScores;
  feedback_summary: string;
  /** The summary's sentences as messages of the catalogue (`checks.feedback.*`), for the reader's language. */
  feedback_summary_ref?: TextRef[];
  improvement: Improvement;
}

export type { CategoryScores, ScoreCategoryId };
