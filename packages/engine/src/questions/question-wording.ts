/**
 * How the questions are worded: the phrasings of each kind, the bullet as quoted, the role with its
 * article, the employer as the question names it, and which lines a question about a result or a scope
 * fits. A coach asks what came of a piece of work, not of a list of tools, a promotion or a tool used.
 */
import { DUTY_VERBS } from '../job/duty-verbs';
import { plainJobTitle, unshouted } from '../job/plain-title';
import { opensWithDutyVerb } from '../job/sentence-role';
import { englishText, type TextId, type TextRef, type TextValue, textRef } from '../messages/text-ref';
import { isCareerNote } from '../parse/entry-header-lines';
import type { BulletFact } from '../score/measure-resume';
import { getSkill } from '../taxonomy/find-skills';
import { looksLikeJobTitle, titleKeywords } from '../taxonomy/job-titles';
import { narrowerSkillIds } from '../taxonomy/skill-relations';
import { opensWithVerbInUse, verbForms } from '../taxonomy/wording';

/**
 * A product is used; a vendor's name, a brand's inner capital, a version number or a hyphened brand marks
 * one ('Adobe Illustrator', 'QuickBooks', 'Fusion 360', 'Allen-Bradley').
 */
const PRODUCT_NAME =
  /^(?:Adobe|Microsoft|MS|Google|Autodesk|AWS|Amazon|Azure|SAP|Oracle|Salesforce|IBM|Apple|Atlassian|Meta|Zoho|Siemens|Rockwell|Allen-Bradley|Fanuc|Haas|Honeywell|Trane|Cisco|VMware|Epic|Cerner)\b|[a-z][A-Z]|\.(?:com|io|ai|app)$|^[A-Z][\w-]*\s\d{2,4}$|^[A-Z][a-z]+-[A-Z][a-z]+$/;

/**
 * The phrasings of each kind of question, used in turn so no one shape fills the list (RUBRIC: no shape for
 * more than half of the questions). A tool or product is used ('Have you used Salesforce?'); a field of work
 * is done, so the question asks what experience the user has ('Accounts Payable', 'Triage').
 */
export const PHRASINGS = {
  bullet_result: [
    (quote: string, where: TextValue) => questionText('questions.bullet_result.counted', { quote, where }),
    (quote: string) => questionText('questions.bullet_result.benefit', { quote }),
    (quote: string, where: TextValue) => questionText('questions.bullet_result.change', { quote, where }),
    (quote: string) => questionText('questions.bullet_result.worked', { quote }),
  ],
  /** A routine duty ('Perform dental cleanings'): its volume says more than a result would. */
  bullet_volume: [
    (quote: string, where: TextValue) => questionText('questions.bullet_volume.how_much', { quote, where }),
    (quote: string) => questionText('questions.bullet_volume.period', { quote }),
  ],
  /** Money looked after ('Manage library budget', 'Responsible for accounts receivable'): how much, and what changed. */
  bullet_money: [(quote: string) => questionText('questions.bullet_money.amount', { quote })],
  /** Training or mentoring: how many people, not a team, budget or caseload. */
  bullet_training: [(quote: string) => questionText('questions.bullet_training.people', { quote })],
  bullet_scope: [
    (quote: string) => questionText('questions.bullet_scope.size', { quote }),
    (quote: string) => questionText('questions.bullet_scope.cover', { quote }),
  ],
  tool: [
    (name: string) => questionText('questions.tool.used', { name }),
    (name: string) => questionText('questions.tool.worked_with', { name }),
  ],
  language: [(name: string) => questionText('questions.language.how_well', { name })],
  preferred_tool: [
    (name: string) => questionText('questions.preferred.plus_tool', { name }),
    (name: string) =>
      questionText('questions.preferred.would_help', {
        name: `${name.charAt(0).toUpperCase()}${name.slice(1)}`,
      }),
  ],
  preferred_field: [
    (name: string) => questionText('questions.preferred.plus_field', { name }),
    (name: string) => questionText('questions.preferred.would_help_field', { name }),
  ],
  field: [
    (name: string) => questionText('questions.field.experience', { name }),
    (name: string) => questionText('questions.field.weight', { name }),
  ],
} as const;

/** A question's message of the catalogue and its English text, as a question carries them. */
export interface QuestionText {
  text: string;
  text_ref: TextRef;
}

/** The question `id` with its values: the reference, and its text in English. */
export function questionText(id: TextId, values?: Record<string, TextValue | undefined>): QuestionText {
  const ref = textRef(id, values);
  return { text: englishText(ref), text_ref: ref };
}

export function isTool(id: string | null, name: string): boolean {
  const skill = id ? getSkill(id) : undefined;
  return (
    skill?.kind === 'tool' ||
    PRODUCT_NAME.test(name) ||
    (skill !== undefined && PRODUCT_FAMILIES.has(skill.family) && brandLike(name))
  );
}

/** Families whose one-word names are mostly products (a practice system, an EHR, a design tool). */
const PRODUCT_FAMILIES = new Set([
  'clinical-care',
  'real-estate',
  'architecture',
  'design',
  'media-creative',
  'databases',
  'cloud-devops',
  'web-frontend',
  'web-backend',
  'data-engineering',
  'it-support-networking',
  'hospitality-culinary',
  'construction',
  'manufacturing-engineering',
  'supply-chain-logistics',
  'accounting',
  'human-resources',
]);

/**
 * A one-word name that reads as a brand, not a field of work ('Dentrix', 'Eaglesoft', 'Yardi', 'Cerner'):
 * the names of fields end as English nouns of doing do ('Welding', 'Phlebotomy', 'Procurement',
 * 'Logistics', 'Payroll'), and equipment is named in the plural ('Chillers', 'Boilers').
 */
function brandLike(name: string): boolean {
  return (
    /^[A-Z][a-z]{2,}$/.test(name) &&
    !/(?:ing|ion|ment|ity|ics|ogy|ance|ence|ure|ry|sis|cy|ship|ism|al|ness|age|y|ice|ine|ish|oll|ue|ce|s)$/.test(
      name,
    )
  );
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
  // A clause ends at a semicolon, a dash, or a comma before a clause of its own ('..., working with ...');
  // a line that is one clause is quoted whole up to twice the
  // length, since a list cut short ('hotels, AV companies') drops what the reader needed. Only a longer
  // line is cut at a comma or before a joining word.
  const clause = within(/;\s|\s[-–—]\s|,\s(?=[a-z]+ing\b|which\b|where\b|while\b)/g).at(-1);
  if (clause !== undefined) return clean.slice(0, clause);
  if (clean.length <= max * 2) return clean;
  const cut =
    within(/[,;]\s/g).at(-1) ??
    within(/\s(?:and|by|to|for|with|while|including|through|using|across|which)\s|\s\(/g).at(-1);
  return cut === undefined ? clean : clean.slice(0, cut);
}

/**
 * Whether a bullet tells of something the person did ('Built…', 'Responsible for…', 'Core member of a
 * team that developed…'), the only kind a question about its result makes sense for. Trait statements
 * ('Sound, ethical decision-making'), labels ('SLA Tracker : online tool'), descriptions of a thing
 * ('Report generation is enabled for…') and lines with no verb of doing at all are not.
 */
export function describesAnAction(fact: BulletFact): boolean {
  const text = fact.bullet.text.trim();
  if (!RESULT_FITS(text)) return false;
  // A label ('SLA Tracker : online tool', 'Tools: ...'), not a series of verbs ('Research, write, and
  // submit grant proposals').
  if ((/^[^\s,:]+\s*[,:]/.test(text) && !verbSeries(text)) || /^[^:]{1,60}\s:\s/.test(text)) return false;
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

/** 'Research, write, and submit ...', 'Plan, schedule and run ...': verbs of doing in a row. */
function verbSeries(text: string): boolean {
  const words = /^([A-Za-z]+),\s+([A-Za-z]+)/.exec(text);
  return words !== null && opensWithDutyVerb(words[1] ?? '') && opensWithDutyVerb(words[2] ?? '');
}

/**
 * Lines no coach asks 'what changed because of it?' about: a tool used ('Used Epic for documentation'),
 * a promotion ('Promoted to lead line cook in 2019'), work done under someone's supervision, and a label
 * with its list ('Tools I use: HubSpot, Canva').
 */
function RESULT_FITS(line: string): boolean {
  // '(Promoted from Pharmacy Technician to Lead Pharmacy Technician)' reads as the line inside.
  const text = line.replace(/^[("'“‘\s]+/, '');
  if (/^(?:use|used|uses|using|utilize|utilized|utilizes|utilise|utilised)\b/i.test(text)) return false;
  if (isCareerNote(text) || /^(?:earned (?:a )?promotion|was promoted|named|appointed|elected)\b/i.test(text))
    return false;
  // 'Trained on HIPAA and minimum necessary standards': training taken.
  if (/^(?:trained|certified|instructed|educated)\s+(?:on|in)\b/i.test(text)) return false;
  // 'Completed NCOPE-accredited residencies in orthotics', 'Attended a 40-hour HAZWOPER course': training
  // taken, which a coach asks no result of.
  if (
    /^(?:completed|finished|attended|took|passed|graduated|earned|obtained)\b/i.test(text) &&
    /\b(?:residenc\w*|fellowship\w*|practicum\w*|externship\w*|clerkship\w*|rotations?|training|course\w*|program\w*|certificat\w*|apprenticeship|internship|school|degree|exam|class\w*|seminar\w*|workshop\w*|orientation|boot ?camp|academy|conference|webinar\w*|module\w*|competenc\w*|in-?services?|CEUs?|continuing education)\b/i.test(
      text,
    )
  )
    return false;
  if (/\bunder (?:the )?(?:direct )?supervision\b/i.test(text)) return false;
  return !/^[^:.]{1,40}:\s*\S/.test(text) || /^[^:]*\b(?:reduced|increased|cut|grew|saved)\b/i.test(text);
}

/**
 * The employer as a question names it: 'Coastal Shield Insurance Company' from 'Property Claims Adjuster
 * II, Coastal Shield Insurance Company', 'Cascade Outfitters' from 'Cascade Outfitters (e-commerce', never
 * a title the parser took for the employer; '' when none is left.
 */
export function employerName(company: string): string {
  const pieces = company
    .replace(/\s*\([^)]*\)?/g, '')
    .split(/\s*[,|–—]\s*|\s+-\s+/)
    .map((piece) => piece.trim())
    .filter(
      (piece) => piece.length > 1 && !looksLikeJobTitle(piece.replace(/\s+(?:I{1,3}|IV|V|[1-5])$/, '')),
    );
  return unshouted(pieces[0] ?? '');
}

/**
 * 'a Texas driver's license', 'the Chartered Financial Analyst credential'. The wording is chosen by the
 * name as written; `named` is how the message names it (the industry's credential in the reader's language).
 */
export function credentialQuestion(name: string, named: TextValue = name, fromField = false): QuestionText {
  // 'a teaching licence or certification for your subject': the industry's own words, already a phrase.
  if (/^(?:a|an|the)\s/i.test(name)) return questionText('questions.credential.phrase', { name: named });
  // 'OSHA 10/30 or the safety certification your sites require': the posting's choice, asked as one.
  // The field's usual credential, where the posting names none, is not what 'the job asks for'.
  if (/\s(?:or|your|our)\s/i.test(name))
    return questionText(fromField ? 'questions.credential.field_choice' : 'questions.credential.choice', {
      name: named,
    });
  // 'Commercial Driver's License (CDL)': the name before its abbreviation says what it is.
  if (
    /\b(?:licen[cs]e|certificate|certification|credential|endorsement|card|registration|permit)$/i.test(
      name.replace(/\s*\([^()]*\)$/, ''),
    )
  )
    return questionText(
      article(name) === 'an' ? 'questions.credential.document_an' : 'questions.credential.document_a',
      { name: named },
    );
  return questionText('questions.credential.named', { name: named });
}

export function article(role: string): string {
  const first = role.split(/[\s&/-]+/)[0] ?? '';
  // An abbreviation said letter by letter ('an RN', 'an MBA'); one said as a word ('a NATE', 'a LEED',
  // 'a RECOVER') opens with a consonant and a vowel and runs four letters or more.
  const letters = /^[A-Z]{2,}$/.test(first) && !/^[B-DF-HJ-NP-TV-Z][AEIOU][A-Z]{2,}$/.test(first);
  return (letters ? /^[AEFHILMNORSX]/.test(first) : /^[aeiou]/i.test(first)) ? 'an' : 'a';
}

/** 'what should an Operations Manager hiring manager know', or 'a hiring manager' with no role. */
export function summaryQuestion(title: string): QuestionText {
  const role = plainJobTitle(title);
  if (!role) return questionText('questions.summary.no_role');
  return questionText(article(role) === 'an' ? 'questions.summary.role_an' : 'questions.summary.role_a', {
    role,
  });
}

/**
 * Whether the resume already holds the job's role under its own words ('Water Treatment Plant Operator
 * II' for 'Senior Water Treatment Plant Operator'): most of the job title's words in one of its titles.
 * Asking such a person whether they have done the work under another title reads as not having read
 * the resume.
 */
export function holdsRole(jobTitle: string, titles: readonly string[]): boolean {
  const wanted = titleKeywords(plainJobTitle(jobTitle));
  if (wanted.length === 0) return false;
  return titles.some((title) => {
    const have = new Set(titleKeywords(title));
    return wanted.filter((word) => have.has(word)).length / wanted.length >= 0.5;
  });
}

/** 'SAP or Oracle ERP: the job takes either. Have you used one of them? Where, and for how long?' */
/**
 * 'Salesforce or another nonprofit CRM': the one alternative is the kind the skill is one of, by its name
 * ('CRM'); undefined when it is another skill of its own ('NetSuite or SAP').
 */
export function kindOfChoice(
  id: string | null,
  alternatives: ReadonlyArray<{ id: string | null; name: string }>,
): string | undefined {
  const [only] = alternatives;
  if (id === null || alternatives.length !== 1 || !only?.id) return undefined;
  return narrowerSkillIds(only.id).includes(id) ? only.name : undefined;
}

/** 'Salesforce or another CRM': a product, or any other of the kind it is one of. */
export function kindChoiceQuestion(first: string, kind: string): QuestionText {
  return questionText('questions.choice.kind', { first, kind });
}

export function choiceQuestion(names: readonly string[], tools: boolean, languages = false): QuestionText {
  const [first = '', second = '', third = ''] = names;
  const values = { count: Math.min(names.length, 3), first, second, third };
  if (languages) return questionText('questions.choice.languages', values);
  return questionText(tools ? 'questions.choice.tools' : 'questions.choice.fields', values);
}

/**
 * A thing the posting names that the taxonomy lacks, asked about as a skill only when it is short and
 * names a thing, not an activity ('Federal Indemnity', 'ezyVet', 'multi-state payroll'; not 'managing
 * a team of product managers').
 */
export function askableName(name: string): boolean {
  const words = name.split(/\s+/);
  if (words.length > 4 || words.length === 0) return false;
  // 'clinical experience': a kind of experience, which the years asked speak of, not a skill to name.
  if (/^\w+ experience$/i.test(name)) return false;
  // 'analyze variance data', 'arrive at the hospital': an ability or a condition, not a thing to name.
  const first = words[0] ?? '';
  if (
    /^[a-z]/.test(first) &&
    (opensWithDutyVerb(first) || verbForms(first)?.base === first || DUTY_VERBS.has(first))
  )
    return false;
  // A lower-case word and then a preposition or an article is a verb and its object ('arrive at the ...').
  if (/^[a-z]+\s+(?:at|to|the|a|an|into|within|from|on|with|for)\b/.test(name)) return false;
  if (
    /^(?:[a-z]+ing|to|be|work|manage|lead|support|ensure|provide|travel|read|write|explain|use)\b/i.test(name)
  )
    return false;
  return words.length >= 2 || /[A-Z].*[A-Z]|^[A-Z]/.test(name);
}

/** A duty done routinely, said in the present or as a responsibility ('Perform dental cleanings'). */
export function isRoutineDuty(text: string): boolean {
  return /^\s*responsible\b/i.test(text) || opensWithDutyVerb(text.trim());
}
