/**
 * Questions on the resume's own lines that give no number: what came of the work ('bullet_result'), how
 * much of it was done, or how big a team, budget or caseload it was ('bullet_scope'). Recent lines and
 * lines that show one of the job's requirements come first; upkeep and paperwork come last.
 */

import { textRef } from '../messages/text-ref';
import { COUNT } from '../refine/rates';
import type { ScoreDetail } from '../score/score-resume';
import { looksLikeJobTitle } from '../taxonomy/job-titles';
import type { Question } from '../types';
import { gainFor, pick, target } from './question-parts';
import {
  describesAnAction,
  employerName,
  isRoutineDuty,
  PHRASINGS,
  type QuestionText,
  quote,
} from './question-wording';

/** Verbs of work with people, money or cases, whose size is the question ('how many', 'how big'). */
const SCOPE_VERBS =
  /^(managed|manage|manages|led|lead|leads|supervised|supervise|supervises|oversaw|oversee|oversees|ran|run|runs|directed|direct|handled|handle|handles|trained|train|trains|mentored|mentor|mentors)\b/i;

/** Money a line looks after: a budget, receivables, revenue, payroll. */
const MONEY =
  /\b(?:budgets?|p&l|revenue|accounts receivable|receivables|collections|spend|purchasing|funds?|grants?|sales)\b|\$/i;
/** Verbs of looking after money ('Prepare annual operating budgets', 'Responsible for collections'). */
const MONEY_VERBS =
  /^(?:responsible for|manag\w*|oversee|oversaw|prepar\w*|develop\w*|buil[dt]\w*|own\w*|handl\w*|process\w*|run|ran|track\w*|administer\w*|control\w*)\b/i;
/** A line that says how often the work was done. */
const FREQUENCY =
  /\b(?:daily|weekly|biweekly|bi-weekly|monthly|quarterly|annual(?:ly)?|yearly|nightly|every (?:day|week|month|shift|year))\b/i;

/** Upkeep, paperwork and routine presence that no reader counts: asked about last, if at all. */
const CHORE =
  /\b(?:clean\w*|tidy|organized work areas?|on-call|answer(?:ed|s)? (?:the )?phones?|answered phones|filed|filing|paperwork|photocop\w*|restock\w*|attend(?:ed|s)? (?:staff |team )?meetings|cash drawer|register)\b/i;

/** What a scope is counted in: people, money, accounts, cases, units of an organisation. */
const SCOPE_OBJECTS =
  /\b(?:team|teams|staff|crew|crews|employees|people|technicians|associates|volunteers|students|nurses|agents|reps|representatives|drivers|contractors|vendors|suppliers|budgets?|\$|dollars|revenue|p&l|accounts?|clients|customers|caseloads?|cases|patients|portfolio|department|departments|programs?|projects?|operations|stores?|sites?|locations|shifts?|units?|fleet|inventory|events?)\b/i;
/** Training or mentoring, alone or helped with ('Help train new technicians'). */
const TRAINING =
  /^(?:(?:help(?:ed|s)?|assist(?:ed|s)?)\s+(?:to\s+|with\s+|in\s+)?)?(?:trained|train|trains|training|mentored|mentor|mentors|coached|coach|coaches|onboarded|onboard)\b/i;

/** The verb's object counted in words already ('Supervise one SLPA', 'Trained two new hires'). */
const COUNTED_IN_WORDS = new RegExp(
  String.raw`^\s*[A-Za-z]+\s+(?:and\s+[a-z]+\s+)?(?:one|a couple of|${COUNT})\s+(?!of\b)[A-Za-z-]{2,}`,
  'i',
);

/**
 * The questions on the resume's lines, one per line that describes an action and gives no number. Each
 * question's wordings, by variant, are set in `phrasing` under its id.
 */
export function bulletQuestions(
  detail: ScoreDetail,
  phrasing: Map<string, (variant: number) => QuestionText>,
): Question[] {
  const candidates: Question[] = [];
  const { facts, tailoring } = detail;
  const bullets = facts.experienceBullets;
  const quantifiedCheck = detail.report.categories
    .flatMap((category) => category.checks)
    .find((item) => item.id === 'quantified_results');
  const perBulletCredit =
    bullets.length === 0 ? 0 : 1 / (bullets.length * Number(quantifiedCheck?.threshold ?? 0.4));

  // A line that shows one of the job's requirements weighs more: its result is what the reader looks for.
  const relevance = new Map<string, number>();
  for (const item of tailoring.evidence) {
    const id = item.where?.bulletId;
    if (!id || item.evidence === 0) continue;
    const weight = item.skill.importance === 'required' ? 1 : 0.5;
    relevance.set(id, (relevance.get(id) ?? 0) + weight);
  }
  const ordered = [...bullets].sort((a, b) => a.entryIndex - b.entryIndex || 0);
  for (const fact of ordered) {
    if (fact.quantified || !fact.entry || !describesAnAction(fact)) continue;
    const employer = employerName(fact.entry.company);
    // A title that names no role is the employer the parser put in its place ('Brazos Valley Regional
    // Water Authority').
    const title = fact.entry.title;
    const where = employer
      ? textRef('questions.where.employer', { employer })
      : title && looksLikeJobTitle(title)
        ? textRef('questions.where.title', { title })
        : title
          ? textRef('questions.where.place', { place: title })
          : textRef('questions.where.none');
    // Recent roles are read first, so their bullets gain a little more; lines matching the job, more still.
    const recency = 1 + Math.max(0, 2 - fact.entryIndex) * 0.05;
    const matches = 1 + 0.5 * Math.min(relevance.get(fact.bullet.id) ?? 0, 2);
    // Upkeep and paperwork ('Maintain clean work areas', 'Take part in on-call rotation') come last.
    const chore = CHORE.test(fact.bullet.text) ? 0.4 : 1;
    const gain = gainFor(detail, 'quantified_results', perBulletCredit) * recency * matches * chore;
    const base = {
      category: 'content_impact' as const,
      target: target(fact.sectionId, fact.entry.id, fact.bullet.id, null),
    };
    const quoted = quote(fact.bullet.text);
    const training = TRAINING.test(fact.bullet.text);
    // 'Ran the register', 'Handle expedited copy orders': a verb of scope whose object is no team, money
    // or caseload asks how much was done, not how big a team was.
    const money = MONEY.test(fact.bullet.text) && MONEY_VERBS.test(fact.bullet.text);
    const scope =
      training || money || (SCOPE_VERBS.test(fact.bullet.text) && SCOPE_OBJECTS.test(fact.bullet.text));
    // A line that says how often already ('Conduct weekly safety audits') asks what came of it.
    // 'Work with the district manager on store goals': working beside someone is counted by what came
    // of it, not by how often.
    const routine =
      !scope &&
      !FREQUENCY.test(fact.bullet.text) &&
      !/^\s*(?:work|worked|working|partner|partnered|collaborate|collaborated|liaise|liaised)\s+(?:closely\s+)?with\b/i.test(
        fact.bullet.text,
      ) &&
      (SCOPE_VERBS.test(fact.bullet.text) || isRoutineDuty(fact.bullet.text));
    // 'Supervise one SLPA', 'Train two new hires a year': the line counts its object in words already.
    if ((scope || routine) && COUNTED_IN_WORDS.test(fact.bullet.text)) continue;
    const scopePhrasings = training
      ? PHRASINGS.bullet_training
      : money
        ? PHRASINGS.bullet_money
        : PHRASINGS.bullet_scope;
    phrasing.set(`q-${scope ? 'scope' : 'result'}-${fact.bullet.id}`, (variant) =>
      scope
        ? pick(scopePhrasings, variant)(quoted)
        : pick(routine ? PHRASINGS.bullet_volume : PHRASINGS.bullet_result, variant)(quoted, where),
    );
    if (scope) {
      candidates.push({
        ...base,
        id: `q-scope-${fact.bullet.id}`,
        kind: 'bullet_scope',
        ...scopePhrasings[0](quoted),
        // Scope reads after results and the job's missing requirements.
        expected_gain: Math.round(gain * 0.8 * 100) / 100,
      });
    } else {
      candidates.push({
        ...base,
        id: `q-result-${fact.bullet.id}`,
        kind: 'bullet_result',
        ...(routine ? PHRASINGS.bullet_volume : PHRASINGS.bullet_result)[0](quoted, where),
        expected_gain: Math.round(gain * 100) / 100,
      });
    }
  }
  return candidates;
}
