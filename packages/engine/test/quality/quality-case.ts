/**
 * The shapes of the refinement quality suite: a resume, the job it is tailored to, the answers a user
 * gives to the engine's questions, and what a careful human refiner would certainly achieve from them.
 * Fictional people, employers and jobs.
 */
import type { Question, QuestionKind } from '../../src/types';

/**
 * The answer to one question. Rules are tried in order against each question the engine asks; the first
 * rule whose every given condition matches supplies the answer.
 */
export interface AnswerRule {
  /** The question's kind. */
  kind?: QuestionKind;
  /**
   * For missing_skill and missing_credential questions: case-insensitive equality with
   * question.target.subject (the taxonomy's canonical name, e.g. 'Kubernetes', 'Power BI').
   */
  subject?: string;
  /** Case-insensitive substring of the question text, e.g. a few words of the bullet it quotes. */
  textIncludes?: string;
  answer: string;
}

export interface QualityExpectations {
  /**
   * Facts stated in the answers that must appear in the refined resume: `text` is an exact substring (a
   * key figure or phrase, e.g. '5 days to 2') and `under` the place it must stand: an employer exactly as
   * the resume writes it (the fact is in one of that entry's bullets), or 'summary' or 'skills'. Each
   * fact is stated in one rule's answer; when no question asked matched that rule, the answer was never
   * given and the fact is not expected (report it as not reached).
   */
  facts?: Array<{ text: string; under: string }>;
  /** Exact substrings of the resume that must still be in the refined text, byte for byte. */
  survive?: string[];
  /** Case-insensitive substrings that must NOT appear anywhere in the refined text. */
  absent?: string[];
  /** Job terms that must not be among the job's required skill names (case-insensitive equality). */
  notRequired?: string[];
  /**
   * Job skills the resume already shows, in its own words or through an accepted alternative: none may
   * be reported missing (matched case-insensitively against a missing skill's name or its taxonomy
   * aliases) nor be the subject of a question.
   */
  alreadyShown?: string[];
  /** Regular expressions (source strings, compiled with the 'i' flag) that no question text may match. */
  notAsked?: string[];
  /** The lowest degree the job accepts, in words, e.g. "Master's degree". */
  degree?: string;
  /** The same as JobAnalysis.degree_level: 0 none, 1 high school ... 3 bachelor's, 4 master's, 5 doctorate. */
  degreeLevel?: number;
  /**
   * Long bullets (exact resume text). A question that quotes one must quote it whole or a whole phrase of
   * it: the quote starts at the bullet's start or after a clause boundary and ends at its end or before
   * one (',', ';', ' and ', ' by ', ' including '), never cut inside a word or marked with '...' or '…'.
   */
  wholeQuotes?: string[];
}

export interface QualityCase {
  id: string;
  occupation: string;
  /** An industry name exactly as in src/taxonomy/industries.ts. */
  industry: string;
  /** The resume as a user pastes it. */
  resume: string;
  /** The job description as a job board publishes it. */
  job: string;
  answers: AnswerRule[];
  /** The answer to questions no rule matches ('' leaves them blank). */
  defaultAnswer?: string;
  expect: QualityExpectations;
}

/** A text scored against a job; its overall score must be below maxOverall. */
export interface ScoreCase {
  id: string;
  industry: string;
  text: string;
  job: string;
  /** Exclusive upper bound of overall_score. */
  maxOverall: number;
}

/**
 * A real-looking resume and the same resume stuffed with the job's words: the stuffed text's overall
 * score may exceed the resume's by at most maxGain points.
 */
export interface StuffingCase {
  id: string;
  industry: string;
  resume: string;
  job: string;
  stuffed: string;
  maxGain: number;
}

/** The answer the first matching rule gives to a question, else the case's default (or ''). */
export function answerFor(
  testCase: Pick<QualityCase, 'answers' | 'defaultAnswer'>,
  question: Question,
): string {
  for (const rule of testCase.answers) {
    if (rule.kind !== undefined && rule.kind !== question.kind) continue;
    if (
      rule.subject !== undefined &&
      (question.target.subject ?? '').toLowerCase() !== rule.subject.toLowerCase()
    ) {
      continue;
    }
    if (
      rule.textIncludes !== undefined &&
      !question.text.toLowerCase().includes(rule.textIncludes.toLowerCase())
    ) {
      continue;
    }
    return rule.answer;
  }
  return testCase.defaultAnswer ?? '';
}
