/**
 * Answers to edits, as the smallest safe change. Each answer is read as facts; each fact becomes one clean
 * line in the user's own words and goes where it belongs: the bullet it speaks of (which it replaces only
 * when it says all the bullet says, and which a phrase of measure or scope completes), a bullet of its own
 * right after it, under the employer it names, else under the role the question was about; a statement
 * about the person goes to the summary, a skill to the skills list only when the answer says yes without
 * hedging. Nothing is spliced that is not certain to read well, and every fact not written comes back with
 * the reason.
 */

import { findSkillMentions } from '../../taxonomy/find-skills';
import { sentences, squash, wordCount } from '../../text/normalize-text';
import type { Question, StructuredResume } from '../../types';
import { cleanWords } from '../clean-words';
import { rolePhrase } from '../line-shapes';
import {
  type AnswerFact,
  actionsFirst,
  deniesSubject,
  opensWithYes,
  readAnswer,
  speaksOfSubject,
} from '../read-answer';
import { opensWithVerb } from '../verb-forms';
import { countsSomething, lineFromClause } from '../write-line';
import { addCredential, addLanguage, addSkill, spokenLanguage } from './add-to-lists';
import { type AnswerContext, type Placement, UNUSED_REASONS } from './answer-context';
import { factInRole } from './fact-in-role';
import { employerMentioned } from './find-role';
import { heldCredentials, namesCredential } from './held-credential';
import { placeNewLine } from './place-new-line';
import { placeOnBullet } from './place-on-bullet';
import { placePronounLine } from './place-pronoun-line';
import { toolsNamed } from './tools-named';

/** Clauses that hedge about a skill: the answer does not say the person used it. */
const HEDGED_USE =
  /\b(?:kind of|sort of|closest|similar|a little|a bit of|some exposure|not really|not officially|never officially|tinker\w*|played with|experiment\w*|side project|familiar with|heard of|read about|basic knowledge|only in (?:school|class|a course)|in a course|in training|not much|barely)\b/i;

/** Does the answer say yes to the subject, without a hedge: 'Yes, I used Tableau daily for 3 years'? */
function affirms(answer: string, facts: readonly AnswerFact[], subject: string): boolean {
  if (HEDGED_USE.test(answer)) return false;
  if (opensWithYes(answer)) return true;
  return facts.some(
    (fact) =>
      fact.kind !== 'nothing' &&
      fact.kind !== 'tool_not_used' &&
      fact.clause.subject === 'self' &&
      speaksOfSubject(fact, subject) &&
      /\b(?:use|used|using|work with|worked with|working with|run|ran|build|built|manage|managed|administer|administered|program|programmed|write|wrote|develop|developed|configure|configured|hold|held|have|had|implement|implemented|maintain|maintained)\b/i.test(
        fact.text,
      ),
  );
}

/** Verbs of holding: 'I have my SHRM-CP', 'I'm a Michigan LMSW', 'I got my OSHA 30 in 2021'. */
const HOLDS = /^(?:have|hold|be|earn|get|pass|keep|maintain)$/;

/**
 * A credential the fact says the person holds, by the name the answer gives it, into the certifications:
 * true when the fact was one (written, or listed already).
 */
function writeHeld(fact: AnswerFact, placement: Placement, context: AnswerContext): boolean {
  if (fact.kind === 'tool_not_used' || fact.kind === 'nothing') return false;
  if (fact.clause.subject !== 'none' && !(fact.clause.subject === 'self' && HOLDS.test(fact.clause.base)))
    return false;
  const held = heldCredentials(fact.text).filter(
    // Said without 'I have' ('IBEW Local 176 member since 2011'), a name must say it is a credential.
    ({ name }) => fact.clause.subject === 'self' || namesCredential(name),
  );
  for (const { name, year } of held)
    if (!addCredential(name, fact.text, placement, context, year))
      context.unused({ question_index: placement.index, text: fact.text, reason: UNUSED_REASONS.guard });
  return held.length > 0;
}

const MOVED_FROM_TO =
  /\bfrom\s+(?:about\s+|around\s+|roughly\s+|~)?[$€£]?\d[^,;]*?\bto\s+(?:about\s+|around\s+|under\s+)?[$€£]?\d/i;

/** A name said not to be used: '(not SCCM)', 'never used Symitar', 'no Epic'. */
const NAMED_NOT_USED =
  /(?:\(\s*not\s+|\b(?:not|never|no)\s+(?:(?:really\s+)?(?:used|touched|worked (?:in|with)|on)\s+)?)(\p{Lu}[\w+#./-]*(?:\s+\p{Lu}[\w+#./-]*){0,2})/gu;

/**
 * The tools a fact says are used, into the skills list; true when the fact says nothing more than that
 * (no figure, no result), so it needs no line of its own.
 */
function writeTools(fact: AnswerFact, placement: Placement, context: AnswerContext): boolean {
  // Never a tool any answer says was not used ('No, I haven't used Excel', then '... in Excel').
  const denied = context.denied ?? [];
  const tools = toolsNamed(fact, context.resume()).filter(
    (tool) => !denied.some((text) => text.includes(tool.toLowerCase())),
  );
  for (const tool of tools) addSkill(tool, placement, context, true);
  // 'I use MercuryGate TMS every day', 'our ERP is Epicor Kinetic': the tool is all it says.
  const onlyUse =
    fact.clause.subject !== 'self' || /^(?:use|be|have|work|schedule|do)$/.test(fact.clause.base);
  return tools.length > 0 && fact.kind === 'tool_used' && onlyUse && !/\d/.test(fact.text);
}

/** Writes one fact: onto the bullet it completes or restates, or as a line of its own after it. */
function placeFact(fact: AnswerFact, placement: Placement, context: AnswerContext): void {
  const inRole = factInRole(fact, placement, context);
  if (!inRole) return;
  if (placeOnBullet(inRole)) return;
  const written = lineFromClause(fact.clause, inRole.options);
  if (placePronounLine(inRole, written)) return;
  if ('reason' in written) {
    inRole.unused(written.reason);
    return;
  }
  placeNewLine(inRole, written);
}

/** 'and assign the work orders ...': a clause that opens with a verb of doing, its subject said before it. */
function opensWithWork(text: string): boolean {
  return opensWithVerb(text.trim().replace(/^(?:(?:and|then|also)\s+)+/i, ''));
}

/** Facts to write: every fact but filler and negatives, which come back unused with their reason. */
function writable(
  facts: readonly AnswerFact[],
  index: number,
  context: AnswerContext,
  asked?: { subject: string; credential: boolean },
): AnswerFact[] {
  return facts.filter((fact) => {
    if (fact.kind === 'nothing') {
      if (
        cleanWords(fact.text)
          .replace(/^(?:yes|yeah|yep|no|nope|sure)[.!,]*$/i, '')
          .trim().length > 0
      )
        context.unused({ question_index: index, text: fact.text, reason: UNUSED_REASONS.filler });
      return false;
    }
    if (fact.kind === 'tool_not_used') {
      // 'I have not used it' of the skill asked about: the reason names it.
      const ofSubject =
        asked && (speaksOfSubject(fact, asked.subject) || /\b(?:it|them|that)\b/i.test(fact.text));
      const reason =
        !asked || !ofSubject
          ? UNUSED_REASONS.negativeClause
          : asked.credential
            ? UNUSED_REASONS.notHeld(asked.subject)
            : UNUSED_REASONS.negative(asked.subject);
      context.unused({ question_index: index, text: fact.text, reason });
      return false;
    }
    return true;
  });
}

/**
 * 'Bright Steps: wrote notes w/ CPT 92507': an employer of the resume written as a label says where, as
 * 'At Bright Steps, wrote notes ...' does; a label that names no employer stays as written.
 */
function placeLabels(answer: string, resume: StructuredResume): string {
  return answer.replace(
    /(^|[.!?;]\s+)([A-Z][\w&.'’-]*(?:\s+[\w&.'’-]+){0,5}):\s+(?=\S)/g,
    // employerMentioned knows an employer by its first words too ('Bright Steps' of 'Bright Steps
    // Pediatric Therapy').
    (all, lead: string, label: string) =>
      employerMentioned(resume, label) !== null ? `${lead}At ${label}, ` : all,
  );
}

export function applyAnswers(
  questions: readonly Question[],
  answers: readonly string[],
  context: AnswerContext,
): void {
  // What the answers deny, each subject asked and each 'not used' clause: never written from another answer.
  context.denied = questions.flatMap((question, index) => {
    const answer = squash(answers[index] ?? '');
    const subject = question.target.subject;
    return [
      ...(subject && answer && deniesSubject(answer, subject) ? [subject.toLowerCase()] : []),
      ...readAnswer(answer)
        .filter((fact) => fact.kind === 'tool_not_used')
        .map((fact) => fact.text.toLowerCase()),
      // 'using MDT with WDS (not SCCM)', 'never touched Symitar': a name said not to be used.
      ...[...answer.matchAll(NAMED_NOT_USED)].map((match) => (match[1] ?? '').toLowerCase()),
    ];
  });
  questions.forEach((question, index) => {
    const answer = actionsFirst(placeLabels(squash(answers[index] ?? ''), context.resume()));
    if (answer.length === 0) return;
    const facts = readAnswer(answer);
    const placement: Placement = { question, index, answer };
    const subject = question.target.subject;
    if ((question.kind === 'missing_skill' || question.kind === 'missing_credential') && subject) {
      const denied =
        deniesSubject(answer, subject) ||
        [...answer.matchAll(NAMED_NOT_USED)].some((match) =>
          (match[1] ?? '').toLowerCase().includes(subject.toLowerCase()),
        );
      if (!denied && affirms(answer, facts, subject)) {
        context.derive(subject, `affirmed in the answer to "${question.text}"`);
        if (question.kind === 'missing_skill') addSkill(subject, placement, context);
        else {
          // Written by the name the answer gives it ('Yes, BLS for Healthcare Providers' of 'CPR').
          const named = heldCredentials(sentences(answer)[0] ?? answer);
          const written =
            named.length > 0
              ? named.every(({ name, year }) => addCredential(name, answer, placement, context, year))
              : addCredential(subject, answer, placement, context);
          if (!written) context.unused({ question_index: index, text: answer, reason: UNUSED_REASONS.guard });
          if (named.length > 0) placement.credentialNamed = true;
        }
        // 'I used it daily' means the tool asked about; 'it' in an answer about a practice ('I isolated it')
        // means something the answer names, not the practice.
        if (findSkillMentions(subject).some((mention) => mention.skill.kind === 'tool'))
          placement.itMeans = subject;
      } else if (
        !denied &&
        question.kind === 'missing_skill' &&
        facts.some((fact) => speaksOfSubject(fact, subject))
      ) {
        context.unused({ question_index: index, text: answer, reason: UNUSED_REASONS.hedged(subject) });
      }
      // The facts of a 'No, but ...' are the user's work all the same; a bare 'yes' has none.
      for (const fact of writable(facts, index, context, {
        subject,
        credential: question.kind === 'missing_credential',
      })) {
        const unused = (reason: string) => context.unused({ question_index: index, text: fact.text, reason });
        if (placement.credentialNamed && fact === facts.find((item) => item.kind !== 'nothing')) continue;
        if (writeHeld(fact, placement, context)) continue;
        if (writeTools(fact, placement, context)) continue;
        if (question.kind === 'missing_credential' && speaksOfSubject(fact, subject)) {
          if (denied) unused(UNUSED_REASONS.notYet(subject));
          continue;
        }
        // 'What I do have is LinkedIn Certified Professional – Recruiter, since 2022': another credential held.
        if (fact.kind === 'credential') {
          const name = cleanWords(fact.clause.rest)
            .replace(/^(?:the|a|an)\s+/i, '')
            .replace(/,?\s*(?:since|from|in)\s+(?:19|20)\d{2}.*$/i, '')
            .replace(/[.,;\s]+$/, '');
          const held =
            fact.clause.subject !== 'none' &&
            (fact.clause.base === 'be' ||
              fact.clause.base === 'hold' ||
              fact.clause.base === 'have' ||
              fact.clause.base === 'earn' ||
              fact.clause.base === 'get');
          if (!held || name.split(/\s+/).length < 2 || !addCredential(name, fact.text, placement, context))
            unused(UNUSED_REASONS.unwritable);
          continue;
        }
        if (HEDGED_USE.test(fact.text) && speaksOfSubject(fact, subject)) continue;
        // 'Yes, 3 yrs' says how long, not what was done.
        if (
          fact.clause.subject === 'none' &&
          /^(?:about\s+)?\d+\+?\s*(?:years?|yrs?|months?)\b/i.test(cleanWords(fact.clause.rest))
        ) {
          unused(UNUSED_REASONS.howLong(subject));
          continue;
        }
        if (spokenLanguage(fact.text)) {
          if (!addLanguage(spokenLanguage(fact.text) ?? '', placement, context))
            unused(UNUSED_REASONS.present);
          continue;
        }
        if (!fact.clause.verb && fact.kind !== 'result' && fact.kind !== 'scope') continue;
        placeFact(fact, placement, context);
      }
      return;
    }
    const aboutSelf = question.kind === 'missing_summary' || question.kind === 'title_mismatch';
    const list = writable(facts, index, context);
    // The answer's first statement is the person's pitch: the summary's; what follows may be lines of work.
    const opening = list[0];
    for (const fact of list) {
      // A statement about the person is summary; only something done at a named employer is a bullet.
      const namesPlace = fact.place !== null || employerMentioned(context.resume(), fact.text) !== null;
      const language = spokenLanguage(fact.text);
      // A credential held goes to the certifications: listed there, it is no summary sentence.
      if (writeHeld(fact, placement, context)) continue;
      if (writeTools(fact, placement, context)) continue;
      if (language) {
        const added = addLanguage(language, placement, context);
        // 'I'm a hands-on front desk supervisor at a 142-room Hilton and fluent in Spanish': the language
        // is listed, and the statement of who the person is stays the summary's.
        const saysMore =
          aboutSelf &&
          fact.clause.subject === 'self' &&
          /^(?:be|have)$/.test(fact.clause.base) &&
          wordCount(fact.text) >= 10;
        if (!saysMore) {
          if (!added)
            context.unused({ question_index: index, text: fact.text, reason: UNUSED_REASONS.present });
          continue;
        }
      }
      // Asked about a title, the work done under another one ('for the last 18 months of Clear Creek I was
      // the day-to-day project manager', 'I've run crews of 5') is a line of the role, not a summary.
      // So is work counted in the answer to the summary question, after its opening statement ('... and
      // since 2021 I've trained 9 new hires').
      const roleWork =
        (fact.clause.subject === 'self' &&
          ((question.kind === 'title_mismatch' &&
            fact.clause.base === 'be' &&
            rolePhrase(fact.clause.rest) !== null) ||
            // 'I helped bring our denial rate from about 11% to about 7%': a result is a line of the role,
            // even as the summary answer's opening; a summary says who the person is.
            (fact.kind === 'result' && MOVED_FROM_TO.test(fact.text)) ||
            (countsSomething(fact.text) &&
              fact.kind !== 'statement' &&
              !/^(?:be|have)$/.test(fact.clause.base) &&
              (question.kind === 'title_mismatch' || fact !== opening)) ||
            // Asked about work under another title, what the person does ('I write input for teller
            // reviews') is a line of the role, never a summary sentence.
            (question.kind === 'title_mismatch' &&
              fact.clause.verb !== '' &&
              !/^(?:be|have)$/.test(fact.clause.base)))) ||
        // '..., and assign the work orders to the other 5 mechanics': the next verb of the person's own
        // sentence, its 'I' said once before it, is work too.
        (question.kind === 'title_mismatch' && fact.clause.subject === 'none' && opensWithWork(fact.text));
      if (aboutSelf && !roleWork && (!namesPlace || fact.kind === 'statement' || !fact.clause.verb)) {
        // 'No direct reports', 'Never officially': what the person is not is no summary of them.
        if (/^(?:no|not|never|none|nothing)\b/i.test(cleanWords(fact.text)))
          context.unused({ question_index: index, text: fact.text, reason: UNUSED_REASONS.negativeClause });
        else context.summaryStatements.push({ text: fact.text, question_index: index, source: answer });
        continue;
      }
      placeFact(fact, placement, context);
    }
  });
}
