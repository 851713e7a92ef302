/**
 * Terms whose sense depends on the field, as a reader of that field takes them: 'PLC' is a professional
 * learning community to a school and a programmable logic controller to a plant; 'PT' is physical therapy
 * in a clinic and part-time everywhere else. Each row: the term as written (exact case, an 's' plural
 * allowed), then the senses by industry code, then the sense when none of those fields is the job's.
 * A sense is a skill id, or null when the term names no skill to require.
 */
import { findSkillMentions, getSkill, type SkillMention } from './find-skills';
import { industryProfile } from './industries';

type SenseRow = readonly [
  term: string,
  senses: ReadonlyArray<readonly [industries: string, skill: string | null]>,
  otherwise: string | null,
];

const SENSE_ROWS: readonly SenseRow[] = [
  // A school's PLC is teachers meeting to plan together: collaboration, not controls programming.
  [
    'PLC',
    [
      ['EDU ACA', 'collaboration'],
      ['MFG NRG CST QA RND AGR', 'plc-programming'],
    ],
    'plc-programming',
  ],
  ['PT', [['HC SPT', 'physical-therapy']], null], // elsewhere: part-time
  ['OT', [['HC', 'occupational-therapy']], null], // elsewhere: overtime
  ['RT', [['HC', 'respiratory-therapy']], null],
  ['ER', [['HC', 'emergency-medicine']], null],
  ['MA', [['HC', 'medical-assisting']], null], // elsewhere: Massachusetts, Master of Arts
  [
    'CMA',
    [
      ['HC', 'certified-medical-assistant'],
      ['FIN', 'certified-management-accountant'],
    ],
    null,
  ],
  ['PA', [['HC', 'physician-assistant']], null], // elsewhere: Pennsylvania, a personal assistant
  [
    'AP',
    [
      ['EDU ACA', 'advanced-placement'],
      ['FIN', 'accounts-payable'],
    ],
    null,
  ],
  ['IB', [['EDU ACA', 'ib-curriculum']], null], // elsewhere: investment banking, rarely a skill asked as 'IB'
  [
    'PE',
    [
      ['EDU SPT', 'physical-education'],
      ['MFG CST NRG ARC', 'professional-engineer'],
    ],
    null,
  ],
  // Words that are a tool's name only in software ('Spring 2025', a team 'Bash').
  ['Spring', [['SWE DS QA SEC', 'spring-framework']], null],
  ['Bash', [['SWE DS QA SEC', 'shell-scripting']], null],
  // A hospital's PCA is a pump (patient-controlled analgesia) or a patient care assistant.
  ['PCA', [['DS SWE RND ACA', 'dimensionality-reduction']], null],
  // An inspection is a plant's quality check; elsewhere a building's, an elevator's or a county's
  // department ('Planning and Inspections'), no skill to ask about.
  ['inspection', [['MFG QA', 'quality-inspection']], null],
  ['Inspection', [['MFG QA', 'quality-inspection']], null],
  // Routing is a network's to an engineer ('routing, switching, VLANs') and a truck's to a dispatcher.
  ['routing', [['SWE SEC QA DS', 'routing-and-switching']], 'route-planning'],
  ['Routing', [['SWE SEC QA DS', 'routing-and-switching']], 'route-planning'],
  // 'Yardi or MRI' is a property manager's software; to a hospital MRI is a scanner.
  ['MRI', [['RE', 'mri-software']], null],
  // A consultant's implementations are projects; elsewhere 'assessment and implementation' is a verb's noun.
  ['implementation', [['CON BD PRD PM SWE', 'implementation']], null],
  ['Implementation', [['CON BD PRD PM SWE', 'implementation']], null],
  // 'Outreach or Salesloft': a sales team's Outreach is the sales engagement product.
  ['Outreach', [['SAL BD', 'outreach-io']], 'community-outreach'],
  // DBT is a therapy to a clinic; 'dbt' is the data build tool to a data team.
  ['DBT', [['HC NPO GOV', 'dialectical-behavior-therapy']], null],
  ['dbt', [['HC NPO GOV', 'dialectical-behavior-therapy']], 'dbt'],
  // CAD is computer-aided dispatch to a 911 centre and computer-aided design to an engineer.
  ['CAD', [['GOV HC TRN LOG', 'computer-aided-dispatch']], 'cad-modeling'],
  // 'Express' is the web framework only to software ('Trupanion Express' is a claims service).
  ['Express', [['SWE DS QA SEC', 'express-js']], null],
  // A procurement team's sourcing is of suppliers, and its RFPs and RFQs are sourcing events; a
  // recruiter's sourcing is of candidates; elsewhere an RFP is a proposal answered.
  ['Sourcing', [['HR', 'sourcing']], 'strategic-sourcing'],
  ['sourcing', [['HR', 'sourcing']], 'strategic-sourcing'],
  ['RFP', [['SCM LOG OPS MFG', 'strategic-sourcing']], 'proposal-writing'],
  ['RFQ', [['SCM LOG OPS MFG', 'strategic-sourcing']], null],
  ['RFx', [['SCM LOG OPS MFG', 'strategic-sourcing']], null],
  // An operating room's robotics are robot-assisted surgery, its instrumentation the surgical sets.
  ['Robotics', [['HC', 'robotic-assisted-surgery']], 'robotics'],
  ['instrumentation', [['HC', 'surgical-instrumentation']], 'instrumentation'],
  ['Instrumentation', [['HC', 'surgical-instrumentation']], 'instrumentation'],
  // A coder's CPC is the AAPC credential; a marketer's is cost per click.
  ['CPC', [['HC', 'certified-professional-coder']], null],
  // AHA is the American Heart Association (its BLS and ACLS cards); the roadmap product writes 'Aha!'.
  ['AHA', [], null],
];

/** Terms above that are also a US state's code. */
const STATE_CODES: ReadonlySet<string> = new Set(['MA', 'PA']);

interface Sense {
  industries: ReadonlySet<string>;
  skill: string | null;
}

const SENSES = new Map<string, { senses: Sense[]; otherwise: string | null }>(
  SENSE_ROWS.map(([term, senses, otherwise]) => [
    term,
    {
      senses: senses.map(([codes, skill]) => ({ industries: new Set(codes.split(' ')), skill })),
      otherwise,
    },
  ]),
);

const TERM_PATTERN = new RegExp(
  String.raw`(?<![\w.&/-])(${SENSE_ROWS.map(([term]) => term).join('|')})(?:s|['’]s)?(?![\w&/-])`,
  'g',
);

/** The industry codes a job is read under: the caller's industry, else the fields its skills point to. */
export function senseIndustries(industry: string | undefined, inferred: readonly string[]): string[] {
  const code = industry ? industryProfile(industry).code : 'GEN';
  return code === 'GEN' ? [...inferred] : [code];
}

/** The skill a term stands for in these fields (the first field with a sense wins), or null. */
export function senseOf(term: string, industries: readonly string[]): string | null | undefined {
  const row = SENSES.get(term);
  if (!row) return undefined;
  for (const code of industries) {
    const sense = row.senses.find((item) => item.industries.has(code));
    if (sense) return sense.skill;
  }
  return row.otherwise;
}

/**
 * The mentions of `text` with every ambiguous term read in the fields' sense: a mention the taxonomy
 * took from the term is replaced by the field's skill, or dropped when the term names none there.
 */
export function resolveSenses(
  text: string,
  mentions: readonly SkillMention[],
  industries: readonly string[],
): SkillMention[] {
  TERM_PATTERN.lastIndex = 0;
  const any = TERM_PATTERN.test(text);
  TERM_PATTERN.lastIndex = 0;
  if (!any) return [...mentions];
  const out = [...mentions];
  for (const match of text.matchAll(TERM_PATTERN)) {
    const start = match.index;
    const end = start + match[0].length;
    // 'PLC Programming', 'PT Supervisor': a longer alias around the term already says what it is.
    const overlapping = out.findIndex((mention) => mention.start <= start && end <= mention.end);
    const mention = overlapping >= 0 ? out[overlapping] : undefined;
    if (mention && (mention.start < start || mention.end > end)) continue;
    // 'Worcester, MA', 'Pittsburgh, PA 15213': a state's code after a town or before a ZIP is a place.
    const place =
      STATE_CODES.has(match[1] ?? '') &&
      (/\p{L},\s*$/u.test(text.slice(Math.max(0, start - 3), start)) || /^\s*\d{5}\b/.test(text.slice(end)));
    const sense = place ? null : senseOf(match[1] ?? '', industries);
    const skill = sense ? getSkill(sense) : undefined;
    const replacement: SkillMention | null = skill ? { skill, start, end, text: match[0] } : null;
    if (overlapping >= 0) {
      if (replacement) out[overlapping] = replacement;
      else out.splice(overlapping, 1);
    } else if (replacement) {
      out.push(replacement);
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/** findSkillMentions with ambiguous terms read in the sense of these fields. */
export function findSkillMentionsIn(text: string, industries: readonly string[]): SkillMention[] {
  return resolveSenses(text, findSkillMentions(text), industries);
}

/** Whether a mention's text is one of the ambiguous terms. */
export function isSenseTerm(text: string): boolean {
  return SENSES.has(text.replace(/(?:s|['’]s)$/, '')) || SENSES.has(text);
}

/** Skill id -> the ambiguous terms that may stand for it, each with its whole-word pattern. */
let termIndex: Map<string, Array<{ term: string; pattern: RegExp }>> | null = null;

/**
 * The ambiguous terms that may stand for a skill in some field ('AP' for Advanced Placement), with the
 * pattern that finds each as a whole word: a resume line that writes the term shows the skill to a job
 * that asks for it, whatever the field.
 */
export function termsFor(skillId: string): ReadonlyArray<{ term: string; pattern: RegExp }> {
  if (!termIndex) {
    termIndex = new Map();
    for (const [term, row] of SENSES)
      for (const sense of row.senses) {
        if (!sense.skill) continue;
        const list = termIndex.get(sense.skill) ?? [];
        list.push({ term, pattern: new RegExp(`(?<![\\p{L}\\d])${term}(?![\\p{L}\\d])`, 'u') });
        termIndex.set(sense.skill, list);
      }
  }
  return termIndex.get(skillId) ?? [];
}
