/**
 * Three to eight questions, each aimed at a specific gap and carrying its target, ordered by expected gain
 * (the category weight times the points an answer could add, RUBRIC). Gaps: a bullet with no result, a
 * bullet with unclear scope, a required skill the resume never shows, a missing summary, a credential the
 * industry expects, a title that does not match. No generic filler.
 */

import { plainJobTitle } from '../job/plain-title';
import { holdsWork } from '../parse/work-sections';
import { SCORE_CATEGORIES, type ScoreCategoryId } from '../score/categories';
import type { BulletFact } from '../score/measure-resume';
import type { ScoreDetail } from '../score/score-resume';
import { getSkill } from '../taxonomy/find-skills';
import { opensWithVerbInUse, verbForms } from '../taxonomy/wording';
import type { CheckResult, Question, QuestionKind, QuestionTarget } from '../types';

/** A product is used; a vendor's name or a brand's inner capital marks one ('Adobe Illustrator', 'QuickBooks'). */
const PRODUCT_NAME =
  /^(?:Adobe|Microsoft|MS|Google|Autodesk|AWS|Amazon|Azure|SAP|Oracle|Salesforce|IBM|Apple|Atlassian|Meta|Zoho)\b|[a-z][A-Z]/;

/**
 * The phrasings of each kind of question, used in turn so no one shape fills the list (RUBRIC: no shape for
 * more than half of the questions). A tool or product is used ('Have you used Salesforce?'); a field of work
 * is done, so the question asks what experience the user has ('Accounts Payable', 'Triage').
 */
const PHRASINGS = {
  bullet_result: [
    (quote: string, where: string) =>
      `${where} you wrote '${quote}'. What changed because of it? A number helps: time saved, errors, revenue, users.`,
    (quote: string) => `What came of '${quote}'? Who benefited, and by how much?`,
    (quote: string, where: string) =>
      `${where}: '${quote}'. What result can you put a number on, such as time, money, volume or quality?`,
    (quote: string) => `How did you know '${quote}' worked? What moved, and by how much?`,
  ],
  bullet_scope: [
    (quote: string) => `How big was the team, budget or caseload behind '${quote}'?`,
    (quote: string) => `'${quote}': how many people, accounts or dollars did that cover?`,
  ],
  tool: [
    (name: string) => `The job asks for ${name}. Have you used it? Where, and for how long?`,
    (name: string) =>
      `Have you worked with ${name}? If so, where, for how long, and what did you do with it?`,
  ],
  field: [
    (name: string) =>
      `The job asks for ${name}. What experience do you have with it? Where, and what did you do?`,
    (name: string) =>
      `The job puts weight on ${name}. Where have you done that kind of work, and with what result?`,
  ],
} as const;

function isTool(id: string | null, name: string): boolean {
  const skill = id ? getSkill(id) : undefined;
  return skill?.kind === 'tool' || PRODUCT_NAME.test(name);
}

const MIN_QUESTIONS = 3;
const MAX_QUESTIONS = 8;
/** At most this many questions of one kind, so one gap does not crowd out the others. */
const MAX_PER_KIND: Record<QuestionKind, number> = {
  bullet_result: 4,
  bullet_scope: 2,
  missing_skill: 3,
  missing_summary: 1,
  missing_credential: 1,
  title_mismatch: 1,
};
const SCOPE_VERBS =
  /^(managed|manage|manages|led|lead|leads|supervised|supervise|oversaw|oversee|coordinated|coordinate|ran|run|directed|direct|handled|trained|train|mentored|administered|organized|organised|planned)\b/i;

function categoryWeight(id: ScoreCategoryId): number {
  return SCORE_CATEGORIES.find((category) => category.id === id)?.weight ?? 0;
}

/** Overall points an answer could add by raising one check's credit by `creditGain`. */
function gainFor(detail: ScoreDetail, checkId: string, creditGain: number): number {
  for (const category of detail.report.categories) {
    const check = category.checks.find((item) => item.id === checkId);
    if (!check) continue;
    const total =
      category.checks.filter((item: CheckResult) => item.ran).reduce((sum, item) => sum + item.weight, 0) ||
      check.weight;
    const gained = Math.min(1 - check.credit, creditGain);
    return (
      Math.round(((categoryWeight(category.id) * 100 * check.weight * gained) / total / 100) * 100) / 100
    );
  }
  return 0;
}

/**
 * The bullet as quoted: whole, or cut at a clause boundary ('..., reducing ...' -> up to the comma), never
 * in the middle of a phrase and never with an ellipsis.
 */
export function quote(text: string, max = 90): string {
  const clean = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.;:,]$/, '');
  if (clean.length <= max) return clean;
  // Never inside brackets: '(Python, Flask' is no phrase.
  const depth = (index: number) =>
    (clean.slice(0, index).match(/\(/g) ?? []).length - (clean.slice(0, index).match(/\)/g) ?? []).length;
  const within = (pattern: RegExp) =>
    [...clean.matchAll(pattern)]
      .map((match) => match.index)
      .filter((index) => index >= 25 && index <= max && depth(index) === 0);
  // A clause ends at a comma or semicolon; failing that, before a joining word.
  const cut =
    within(/[,;]\s/g).at(-1) ??
    within(/\s(?:and|by|to|for|with|while|including|through|using|across|which)\s|\s[-–—]\s|\s\(/g).at(-1);
  return cut === undefined ? clean : clean.slice(0, cut);
}

function target(
  sectionId: string,
  entryId: string | null,
  bulletId: string | null,
  subject: string | null,
): QuestionTarget {
  return { section_id: sectionId, entry_id: entryId, bullet_id: bulletId, subject };
}

/** Generates the questions for a scored resume. Deterministic: same detail, same questions. */
/**
 * Whether a bullet tells of something the person did ('Built…', 'Responsible for…', 'Core member of a
 * team that developed…'), the only kind a question about its result makes sense for. Trait statements
 * ('Sound, ethical decision-making'), labels ('SLA Tracker : online tool'), descriptions of a thing
 * ('Report generation is enabled for…') and lines with no verb of doing at all are not.
 */
function describesAnAction(fact: BulletFact): boolean {
  const text = fact.bullet.text.trim();
  if (/^[^\s,:]+\s*[,:]/.test(text) || /^[^:]{1,60}\s:\s/.test(text)) return false;
  // A label in capitals ('TECHNOLOGY ASSISTED REVIEW') names a topic, not something done.
  if (/[A-Z]/.test(text) && text === text.toUpperCase() && text.split(/\s+/).length >= 2) return false;
  // A list introduced by a label ('Bookkeeping and accounting tasks include: ...').
  if (/^[^:]{1,60}\b(?:include|included|includes|including|consisted of|such as)\s*:/i.test(text))
    return false;
  if (fact.weakOpener !== null || fact.firstPerson) return true;
  if (fact.actionVerb || fact.tense !== 'none') return opensWithVerbInUse(text);
  // Without a verb up front, the line must still say what someone did, not how a thing is or was made.
  if (/\b(?:is|are|was|were|be|been|being)\b/i.test(text)) return false;
  return (text.toLowerCase().match(/[a-z]+(?:ed|ing)\b/g) ?? []).some((word) => {
    const forms = verbForms(word);
    return forms !== undefined && word !== forms.base;
  });
}

/** 'an FP&A Analyst', 'an Operations Manager', 'a Senior Manager', 'an HR Generalist'. */
function article(role: string): string {
  const first = role.split(/[\s&/-]+/)[0] ?? '';
  const letters = /^[A-Z]{2,}$/.test(first);
  return (letters ? /^[AEFHILMNORSX]/.test(first) : /^[aeiou]/i.test(first)) ? 'an' : 'a';
}

/** 'what should an Operations Manager hiring manager know', or 'a hiring manager' with no role. */
function summaryQuestion(title: string): string {
  const role = plainJobTitle(title);
  const who = role ? `${article(role)} ${role} hiring manager` : 'a hiring manager';
  return `In one or two sentences, what should ${who} know about you first?`;
}

export function generateQuestions(detail: ScoreDetail): Question[] {
  const candidates: Question[] = [];
  const { facts, tailoring, job, profile } = detail;
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
  /** How each question can be worded, by variant: the final pass spreads the variants. */
  const phrasing = new Map<string, (variant: number) => string>();
  const ordered = [...bullets].sort((a, b) => a.entryIndex - b.entryIndex || 0);
  for (const fact of ordered) {
    if (fact.quantified || !fact.entry || !describesAnAction(fact)) continue;
    const where = fact.entry.company
      ? `At ${fact.entry.company}`
      : fact.entry.title
        ? `As ${fact.entry.title}`
        : 'In this role';
    // Recent roles are read first, so their bullets gain a little more; lines matching the job, more still.
    const recency = 1 + Math.max(0, 2 - fact.entryIndex) * 0.05;
    const matches = 1 + 0.5 * Math.min(relevance.get(fact.bullet.id) ?? 0, 2);
    const gain = gainFor(detail, 'quantified_results', perBulletCredit) * recency * matches;
    const base = {
      category: 'content_impact' as const,
      target: target(fact.sectionId, fact.entry.id, fact.bullet.id, null),
    };
    const quoted = quote(fact.bullet.text);
    const scope = SCOPE_VERBS.test(fact.bullet.text);
    phrasing.set(`q-${scope ? 'scope' : 'result'}-${fact.bullet.id}`, (variant) =>
      scope
        ? pick(PHRASINGS.bullet_scope, variant)(quoted)
        : pick(PHRASINGS.bullet_result, variant)(quoted, where),
    );
    if (scope) {
      candidates.push({
        ...base,
        id: `q-scope-${fact.bullet.id}`,
        kind: 'bullet_scope',
        text: PHRASINGS.bullet_scope[0](quoted),
        // Scope reads after results and the job's missing requirements.
        expected_gain: Math.round(gain * 0.8 * 100) / 100,
      });
    } else {
      candidates.push({
        ...base,
        id: `q-result-${fact.bullet.id}`,
        kind: 'bullet_result',
        text: PHRASINGS.bullet_result[0](quoted, where),
        expected_gain: Math.round(gain * 100) / 100,
      });
    }
  }

  const required = tailoring.evidence.filter((item) => item.skill.importance === 'required' && item.skill.id);
  const requiredWeight = required.reduce((sum, item) => sum + item.skill.mentions, 0) || 1;
  for (const item of required) {
    if (item.evidence > 0) continue;
    const { id } = item.skill;
    // 'Kafka or RabbitMQ': a requirement any of several skills meets is asked about by all their names.
    const name = [item.skill.name, ...(item.skill.alternatives ?? []).map((alternative) => alternative.name)]
      .slice(0, 3)
      .join(' or ');
    phrasing.set(`q-skill-${id}`, (variant) =>
      pick(isTool(id, item.skill.name) ? PHRASINGS.tool : PHRASINGS.field, variant)(name),
    );
    const share = item.skill.mentions / requiredWeight / 0.85;
    candidates.push({
      id: `q-skill-${item.skill.id}`,
      kind: 'missing_skill',
      text: pick(
        isTool(item.skill.id, item.skill.name) ? PHRASINGS.tool : PHRASINGS.field,
        0,
      )(item.skill.name),
      target: target(
        facts.entries[0] ? (detail.resume.sections.find(holdsWork)?.id ?? 'skills') : 'skills',
        facts.entries[0]?.id ?? null,
        null,
        item.skill.name,
      ),
      category: 'tailoring',
      expected_gain: Math.round(gainFor(detail, 'required_skills', share) * 100) / 100,
    });
  }

  const checks = detail.report.categories.flatMap((category) => category.checks);
  const summaryCheck = checks.find((item) => item.id === 'has_summary');
  if (!facts.hasSummary || (summaryCheck?.ran && !summaryCheck.passed)) {
    candidates.push({
      id: 'q-summary',
      kind: 'missing_summary',
      text: summaryQuestion(job.title || facts.latestTitle),
      target: target('summary', null, null, null),
      category: 'structure',
      expected_gain: Math.max(0.5, gainFor(detail, 'has_summary', 1)),
    });
  }

  const credentialCheck = checks.find((item) => item.id === 'industry_credentials');
  const missingCerts = checks.find((item) => item.id === 'certifications');
  // The licence the industry expects comes first; failing that, one the job names that the resume lacks.
  const held = new Set(tailoring.heldCertifications);
  const notHeld = job.certifications.filter((name) => !held.has(name));
  const credential =
    credentialCheck?.ran && !credentialCheck.passed && profile.credentials[0]
      ? {
          name: profile.credentials[0],
          category: 'structure' as const,
          gain: gainFor(detail, 'industry_credentials', 1),
        }
      : missingCerts?.ran && !missingCerts.passed && notHeld[0]
        ? {
            name: notHeld[0],
            category: 'tailoring' as const,
            gain: gainFor(detail, 'certifications', 1 / Math.max(job.certifications.length, 1)),
          }
        : null;
  if (credential) {
    candidates.push({
      id: 'q-credential',
      kind: 'missing_credential',
      text: `Do you hold ${credential.name}? Who issued it, and since when?`,
      target: target('certifications', null, null, credential.name),
      category: credential.category,
      expected_gain: credential.gain,
    });
  }

  if (job.title && tailoring.titleFit < 0.5) {
    candidates.push({
      id: 'q-title',
      kind: 'title_mismatch',
      text: `Have you done ${plainJobTitle(job.title)} work under another title? Where?`,
      target: target('summary', null, null, job.title),
      category: 'tailoring',
      expected_gain: gainFor(detail, 'title_fit', 0.75 - tailoring.titleFit),
    });
  }

  const sorted = candidates.sort((a, b) => b.expected_gain - a.expected_gain || a.id.localeCompare(b.id));
  const chosen: Question[] = [];
  const perKind = new Map<QuestionKind, number>();
  // One question per line of the resume: a coach asks about a line once, not what came of it, then how
  // big it was, then what moved.
  const lineAsked = (question: Question) =>
    question.target.bullet_id !== null &&
    chosen.some((other) => other.target.bullet_id === question.target.bullet_id);
  for (const question of sorted) {
    if (chosen.length >= MAX_QUESTIONS) break;
    const count = perKind.get(question.kind) ?? 0;
    if (count >= MAX_PER_KIND[question.kind] || lineAsked(question)) continue;
    perKind.set(question.kind, count + 1);
    chosen.push(question);
  }
  // Too few gaps: take the next-best of the kinds already capped, then questions about the latest role.
  for (const question of sorted) {
    if (chosen.length >= MIN_QUESTIONS) break;
    if (!chosen.includes(question) && !lineAsked(question)) chosen.push(question);
  }
  fillMinimum(detail, chosen);
  const final = chosen.sort((a, b) => b.expected_gain - a.expected_gain || a.id.localeCompare(b.id));
  // The n-th question of a kind takes the kind's n-th wording, so the list reads as a conversation.
  const seen = new Map<string, number>();
  return final.map((question) => {
    const reword = phrasing.get(question.id);
    if (!reword) return question;
    const family = question.kind === 'missing_skill' ? 'skill' : question.kind;
    const variant = seen.get(family) ?? 0;
    seen.set(family, variant + 1);
    return { ...question, text: reword(variant) };
  });
}

function pick<T>(list: readonly T[], variant: number): T {
  return list[variant % list.length] as T;
}

function fillMinimum(detail: ScoreDetail, chosen: Question[]): void {
  const { facts, job } = detail;
  const have = new Set(chosen.map((question) => question.id));
  const extra: Question[] = [];
  const latest = facts.entries[0];
  const experienceSection = detail.resume.sections.find(holdsWork);
  if (latest && experienceSection) {
    const name = [latest.title, latest.company].filter(Boolean).join(' at ') || 'your most recent role';
    extra.push({
      id: `q-latest-${latest.id}`,
      kind: 'bullet_result',
      text: `As ${name}, what was your biggest measurable result: what changed, by how much, for whom?`,
      target: target(experienceSection.id, latest.id, null, null),
      category: 'content_impact',
      expected_gain: 0.3,
    });
  }
  for (const skill of job.preferred_skills.filter((item) => item.id).slice(0, 3)) {
    const shown = detail.tailoring.evidence.find((item) => item.skill.name === skill.name)?.evidence ?? 0;
    if (shown > 0) continue;
    extra.push({
      id: `q-skill-${skill.id}`,
      kind: 'missing_skill',
      text: `The job mentions ${skill.name} as a plus. Have you used it? Where, for how long, and what did you do with it?`,
      target: target(experienceSection?.id ?? 'skills', latest?.id ?? null, null, skill.name),
      category: 'tailoring',
      expected_gain: 0.2,
    });
  }
  extra.push({
    id: 'q-summary',
    kind: 'missing_summary',
    text: summaryQuestion(job.title || facts.latestTitle),
    target: target('summary', null, null, null),
    category: 'structure',
    expected_gain: 0.1,
  });
  extra.push({
    id: 'q-title',
    kind: 'title_mismatch',
    text: `Which of your roles comes closest to ${plainJobTitle(job.title) || 'the job you are applying for'}, and what did you do there that it asks for?`,
    target: target('summary', null, null, job.title || null),
    category: 'tailoring',
    expected_gain: 0.05,
  });
  // Last resorts, still tied to a gap: a resume with no dated role and no credential listed.
  if (facts.entries.length === 0) {
    extra.push({
      id: 'q-experience',
      kind: 'bullet_result',
      text: 'What is your most recent job title, employer and dates, and one result you achieved there (what changed, by how much)?',
      target: target(experienceSection?.id ?? 'experience', null, null, null),
      category: 'content_impact',
      expected_gain: 0.04,
    });
  }
  if (!detail.resume.sections.some((section) => section.type === 'certifications')) {
    extra.push({
      id: 'q-credential',
      kind: 'missing_credential',
      text: `Do you hold a licence or certification relevant to ${plainJobTitle(job.title) || 'this job'}? Issued by whom, and since when?`,
      target: target('certifications', null, null, null),
      category: 'structure',
      expected_gain: 0.03,
    });
  }
  for (const question of extra) {
    if (chosen.length >= MIN_QUESTIONS) break;
    if (have.has(question.id)) continue;
    have.add(question.id);
    chosen.push(question);
  }
}
