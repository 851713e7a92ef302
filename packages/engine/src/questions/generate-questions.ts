import { narrowerSkillIds } from '../taxonomy/skill-relations';
/**
 * Three to eight questions, each aimed at a specific gap and carrying its target, ordered by expected gain
 * (the category weight times the points an answer could add, RUBRIC). Gaps: a bullet with no result, a
 * bullet with unclear scope, a required skill the resume never shows, a missing summary, a credential the
 * industry expects, a title that does not match. No generic filler.
 */

import { plainJobTitle } from '../job/plain-title';
import { holdsWork } from '../parse/work-sections';
import { credentialValue } from '../score/industry-credential-text';
import type { ScoreDetail } from '../score/score-resume';
import { findSkillMentions, getSkill, slug } from '../taxonomy/find-skills';
import type { JobAnalysis, JobSkill, Question, QuestionKind } from '../types';
import { bulletQuestions } from './bullet-questions';
import { leadingQuestion } from './leading-question';
import { gainFor, pick, target } from './question-parts';
import {
  askableName,
  choiceQuestion,
  credentialQuestion,
  holdsRole,
  isTool,
  kindChoiceQuestion,
  kindOfChoice,
  PHRASINGS,
  type QuestionText,
  questionText,
  summaryQuestion,
} from './question-wording';

const MIN_QUESTIONS = 3;
const MAX_QUESTIONS = 8;
/** At most this many questions of one kind, so one gap does not crowd out the others. */
const MAX_PER_KIND: Record<QuestionKind, number> = {
  bullet_result: 3,
  bullet_scope: 2,
  missing_skill: 3,
  missing_summary: 1,
  missing_credential: 2,
  title_mismatch: 1,
};

/** Generates the questions for a scored resume. Deterministic: same detail, same questions. */
/**
 * A skill as the posting names it: the taxonomy's name, with the posting's own short form beside it
 * where that is what a reader of the posting knows it by ('Transportation Management (TMS)',
 * 'Motors and Drives (VFDs)', 'Income Statement (P&L)').
 */
function inPostingWords(skill: JobSkill, job: JobAnalysis): string {
  if (!skill.id) return skill.name;
  const requirement = job.requirements?.find(
    (item) => item.members.length === 1 && item.members[0]?.id === skill.id,
  );
  const name = skill.name.toLowerCase();
  const word = requirement?.words.find(
    (item) =>
      /^[A-Z0-9&/+.-]*[A-Z][A-Z0-9&/+.-]*[A-Z][A-Za-z0-9&/+.-]*$/.test(item) &&
      !name.includes(item.toLowerCase().replace(/['’]?s$/, '')),
  );
  return word ? `${skill.name} (${word})` : skill.name;
}

/** What a posting asks of everyone ('basic computer skills'): no coach asks it as a gap. */
const BASELINE_SKILLS: ReadonlySet<string> = new Set(['computer-skills']);

/** A driver's licence anyone may hold; a commercial one (a CDL) is a trade's credential. */
const ORDINARY_LICENCE = /^(?!.*\b(?:commercial|CDL)\b).*\bdriver/i;

export function generateQuestions(detail: ScoreDetail): Question[] {
  const candidates: Question[] = [];
  const { facts, tailoring, job, profile } = detail;
  /** How each question can be worded, by variant: the final pass spreads the variants. */
  const phrasing = new Map<string, (variant: number) => QuestionText>();
  candidates.push(...bulletQuestions(detail, phrasing));

  // The job's requirements the resume does not show, required before preferred: a skill or tool of the
  // taxonomy, or a short thing the posting names that it lacks ('Federal Indemnity', 'ezyVet'); never a
  // duty or a long phrase, which no one answers as a skill.
  let asked = tailoring.evidence.filter(
    (item) =>
      item.evidence === 0 &&
      !BASELINE_SKILLS.has(item.skill.id ?? '') &&
      (item.skill.id !== null || askableName(item.skill.name)),
  );
  // 'Google Workspace (Gmail, Calendar, Drive)': a part is not asked beside the whole it belongs to.
  const askedIds = new Set(asked.flatMap((item) => (item.skill.id ? [item.skill.id] : [])));
  asked = asked.filter(
    (item) =>
      item.skill.id === null ||
      ![...askedIds].some(
        (other) => other !== item.skill.id && narrowerSkillIds(other).includes(item.skill.id ?? ''),
      ),
  );
  const weightOf = (level: 'required' | 'preferred') =>
    asked
      .filter((item) => item.skill.importance === level)
      .reduce((sum, item) => sum + item.skill.mentions, 0) || 1;
  const totals = { required: weightOf('required'), preferred: weightOf('preferred') };
  const bilingual = asked.some((item) => item.skill.id === 'bilingual');
  for (const item of asked) {
    const { id, importance } = item.skill;
    // 'Bilingual' is asked once, with the languages it may be in: not again as a list of languages.
    if (bilingual && id !== 'bilingual' && id !== null && getSkill(id)?.family === 'languages-spoken')
      continue;
    const key = id ?? slug(item.skill.name);
    // 'Kafka or RabbitMQ': a requirement any of several skills meets is asked about as a choice.
    const names = [
      inPostingWords(item.skill, job),
      ...(item.skill.alternatives ?? []).map((alternative) => alternative.name),
    ].slice(0, 3);
    // A product's one-word name ('ezyVet', 'Matterport') is used; a law or a practice is done.
    // An acronym the taxonomy lacks ('CTO', 'EMD') may be a role or a credential as well as a product.
    const tool =
      isTool(id, item.skill.name) ||
      (id === null && /^[A-Z][\w+#.-]*$/.test(item.skill.name) && !/^[A-Z]{2,6}s?$/.test(item.skill.name)) ||
      // 'an integrated library system', 'docs analytics tools': a kind of product, used.
      (id === null && /\b(?:system|software|platform|tool|application|suite)s?$/i.test(item.skill.name)) ||
      // 'Johnson Controls Metasys': a name of capitalised words the taxonomy lacks is a product's.
      (id === null && /^(?:[A-Z][\w+#.&-]*\s+)+[A-Z][\w+#.-]*$/.test(item.skill.name)) ||
      // 'Asana or Monday.com': a choice of products is used.
      (item.skill.alternatives ?? []).some((alternative) => isTool(alternative.id ?? null, alternative.name));
    const record = id === null ? undefined : getSkill(id);
    const language = record?.family === 'languages-spoken';
    // 'CompTIA Security+': a credential held, not a tool used.
    const credentialLike =
      record?.kind === 'credential' ||
      /\b(?:CompTIA|Certified|Certification|Certificate|Licen[cs]e)\b/.test(item.skill.name);
    const kind = kindOfChoice(id, item.skill.alternatives ?? []);
    const wording = (variant: number): QuestionText => {
      if (kind) return kindChoiceQuestion(names[0] ?? item.skill.name, kind);
      if (names.length > 1) return choiceQuestion(names, tool, language);
      if (credentialLike) return credentialQuestion(item.skill.name);
      if (id === 'bilingual') return questionText('questions.bilingual');
      if (language) return pick(PHRASINGS.language, variant)(item.skill.name);
      const phrasings =
        importance === 'preferred'
          ? tool
            ? PHRASINGS.preferred_tool
            : PHRASINGS.preferred_field
          : tool
            ? PHRASINGS.tool
            : PHRASINGS.field;
      return pick(phrasings, variant)(names[0] ?? item.skill.name);
    };
    phrasing.set(`q-skill-${key}`, wording);
    const share = item.skill.mentions / totals[importance] / (importance === 'required' ? 0.85 : 0.6);
    const check = importance === 'required' ? 'required_skills' : 'preferred_skills';
    candidates.push({
      id: `q-skill-${key}`,
      kind: 'missing_skill',
      ...wording(0),
      target: target(
        facts.entries[0] ? (detail.resume.sections.find(holdsWork)?.id ?? 'skills') : 'skills',
        facts.entries[0]?.id ?? null,
        null,
        item.skill.name,
      ),
      category: 'tailoring',
      // A preferred skill weighs less than a required one, but more than a second question on a line.
      expected_gain:
        Math.round(gainFor(detail, check, share) * (importance === 'required' ? 1.5 : 1) * 100) / 100,
    });
  }

  const leading = leadingQuestion(detail);
  if (leading) candidates.push(leading);

  const checks = detail.report.categories.flatMap((category) => category.checks);
  const summaryCheck = checks.find((item) => item.id === 'has_summary');
  if (!facts.hasSummary || (summaryCheck?.ran && !summaryCheck.passed)) {
    candidates.push({
      id: 'q-summary',
      kind: 'missing_summary',
      ...summaryQuestion(job.title || facts.latestTitle),
      target: target('summary', null, null, null),
      category: 'structure',
      expected_gain: Math.max(0.5, gainFor(detail, 'has_summary', 1)),
    });
  }

  const credentialCheck = checks.find((item) => item.id === 'industry_credentials');
  const missingCerts = checks.find((item) => item.id === 'certifications');
  const held = new Set(tailoring.heldCertifications);
  // A driver's licence is no question a coach asks. A credential the posting requires before one it prefers; the trade's own before a first-aid card.
  const required = new Set(
    (job.requirements ?? [])
      .filter((item) => item.kind === 'credential' && item.level === 'required')
      .flatMap((item) => item.members.map((member) => member.name)),
  );
  // (An ordinary driver's licence is never asked: ORDINARY_LICENCE leaves it out above the sort.)
  const minor = (name: string) => /cpr|first aid|bls/i.test(name);
  const notHeld = job.certifications
    .filter((name) => !held.has(name) && !ORDINARY_LICENCE.test(name))
    .sort(
      (a, b) => Number(!required.has(a)) - Number(!required.has(b)) || Number(minor(a)) - Number(minor(b)),
    );
  // The job's own credential before the industry's usual one: a medical coder's posting asks for a
  // coding credential, not the nursing licence most of healthcare holds.
  const credential =
    missingCerts?.ran && !missingCerts.passed && notHeld[0]
      ? {
          name: notHeld[0],
          category: 'tailoring' as const,
          // A credential the posting requires screens a candidate out: it is asked before any preferred
          // skill, however many credentials the posting lists.
          gain:
            Math.round(
              Math.max(
                gainFor(detail, 'certifications', 1 / Math.max(job.certifications.length, 1)),
                required.has(notHeld[0]) && !minor(notHeld[0])
                  ? Math.max(
                      0,
                      ...candidates
                        .filter((item) => item.kind === 'missing_skill')
                        .map((item) => item.expected_gain),
                    ) + 0.01
                  : 0,
              ) * 1000,
            ) / 1000,
        }
      : // The field's usual credential only where the posting names none of its own: a school social
        // worker who holds the licence the posting names is not asked for a teaching licence.
        job.certifications.length === 0 &&
          credentialCheck?.ran &&
          !credentialCheck.passed &&
          profile.credentials[0]
        ? {
            name: profile.credentials[0],
            category: 'structure' as const,
            gain: gainFor(detail, 'industry_credentials', 1),
          }
        : null;
  if (credential) {
    // 'ServSafe Food Protection Manager Certification' names Food Safety: asked as the credential, the
    // skill it certifies is not asked again.
    const certifies = new Set(findSkillMentions(credential.name).map((mention) => mention.skill.id));
    for (let index = candidates.length - 1; index >= 0; index -= 1) {
      const subject = candidates[index]?.kind === 'missing_skill' ? candidates[index]?.target.subject : null;
      if (subject && certifies.has(slug(subject))) candidates.splice(index, 1);
    }
    candidates.push({
      id: 'q-credential',
      kind: 'missing_credential',
      ...credentialQuestion(
        credential.name,
        credentialValue(credential.name, profile),
        credential.category === 'structure',
      ),
      target: target('certifications', null, null, credential.name),
      category: credential.category,
      expected_gain: credential.gain,
    });
    // A second credential the posting requires is asked too: either can screen the candidate out.
    const second = credential.category === 'tailoring' ? notHeld[1] : undefined;
    if (second && required.has(second) && !minor(second))
      candidates.push({
        id: 'q-credential-2',
        kind: 'missing_credential',
        ...credentialQuestion(second),
        target: target('certifications', null, null, second),
        category: 'tailoring',
        expected_gain: Math.round(Math.max(0, credential.gain - 0.005) * 1000) / 1000,
      });
  }

  // The parser may take a title for the employer ('Water Treatment Plant Operator II' as a company):
  // both fields of each role are read.
  const heldTitles = [facts.headline, ...facts.entries.flatMap((entry) => [entry.title, entry.company])];
  if (job.title && tailoring.titleFit < 0.5 && !holdsRole(job.title, heldTitles)) {
    candidates.push({
      id: 'q-title',
      kind: 'title_mismatch',
      ...questionText('questions.title.other_title', { role: plainJobTitle(job.title) }),
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
    return { ...question, ...reword(variant) };
  });
}

function fillMinimum(detail: ScoreDetail, chosen: Question[]): void {
  const { facts, job } = detail;
  const have = new Set(chosen.map((question) => question.id));
  const extra: Question[] = [];
  const latest = facts.entries[0];
  const experienceSection = detail.resume.sections.find(holdsWork);
  if (latest && experienceSection) {
    const role = latest.title || latest.company;
    extra.push({
      id: `q-latest-${latest.id}`,
      kind: 'bullet_result',
      ...(latest.title && latest.company
        ? questionText('questions.latest.title_at_company', { title: latest.title, company: latest.company })
        : role
          ? questionText('questions.latest.role', { role })
          : questionText('questions.latest.none')),
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
      ...questionText('questions.skill.mentioned_as_plus', { name: skill.name }),
      target: target(experienceSection?.id ?? 'skills', latest?.id ?? null, null, skill.name),
      category: 'tailoring',
      expected_gain: 0.2,
    });
  }
  extra.push({
    id: 'q-summary',
    kind: 'missing_summary',
    ...summaryQuestion(job.title || facts.latestTitle),
    target: target('summary', null, null, null),
    category: 'structure',
    expected_gain: 0.1,
  });
  extra.push({
    id: 'q-title',
    kind: 'title_mismatch',
    ...(plainJobTitle(job.title)
      ? questionText('questions.title.closest_to_role', { role: plainJobTitle(job.title) })
      : questionText('questions.title.closest_to_job')),
    target: target('summary', null, null, job.title || null),
    category: 'tailoring',
    expected_gain: 0.05,
  });
  // Last resorts, still tied to a gap: a resume with no dated role and no credential listed.
  if (facts.entries.length === 0) {
    extra.push({
      id: 'q-experience',
      kind: 'bullet_result',
      ...questionText('questions.experience.first_role'),
      target: target(experienceSection?.id ?? 'experience', null, null, null),
      category: 'content_impact',
      expected_gain: 0.04,
    });
  }
  if (!detail.resume.sections.some((section) => section.type === 'certifications')) {
    extra.push({
      id: 'q-credential',
      kind: 'missing_credential',
      ...(plainJobTitle(job.title)
        ? questionText('questions.credential.relevant_to_role', { role: plainJobTitle(job.title) })
        : questionText('questions.credential.relevant_to_job')),
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
