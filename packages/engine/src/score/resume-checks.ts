/**
 * The checks of six categories as data (tailoring, which needs the job, is in score-tailoring.ts). Each
 * row: id, category, weight within its category, how the measured value is compared with the threshold,
 * why it matters, and the one-line fix shown when it fails ('{detail}' is filled from the facts).
 * Weights are relative inside a category; the comment on each says why it weighs what it does.
 */
import type { IndustryProfile } from '../taxonomy/industries';
import type { ScoreCategoryId } from './categories';
import type { ResumeFacts } from './measure-resume';

export type Comparison = 'atLeast' | 'atMost' | 'isTrue';

export interface CheckRule {
  id: string;
  category: ScoreCategoryId;
  label: string;
  weight: number;
  compare: Comparison;
  threshold: number | boolean;
  /** For atMost: how far past the threshold credit falls to zero. */
  slack?: number;
  reason: string;
  fix: string;
  /** The value to compare; null when the check cannot run on this resume. */
  measure: (facts: ResumeFacts, profile: IndustryProfile) => number | boolean | null;
  /** The industry's own threshold, when it differs. */
  thresholdFor?: (profile: IndustryProfile) => number;
  detail?: (facts: ResumeFacts, profile: IndustryProfile) => string;
}

function share(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole;
}

function list(items: readonly string[], max = 4): string {
  const shown = items
    .slice(0, max)
    .map((item) => `'${item}'`)
    .join(', ');
  return items.length > max ? `${shown} and ${items.length - max} more` : shown;
}

export const RESUME_CHECKS: readonly CheckRule[] = [
  // formatting (15)
  {
    id: 'length_within_norm',
    category: 'formatting',
    label: 'Length within the norm',
    weight: 3,
    compare: 'atMost',
    threshold: 0,
    slack: 0.5,
    // Length is the first thing a reader notices, but a little over or under is forgiven: weight 3, and
    // credit falls gradually with the share of words outside the norm.
    reason: 'Recruiters skim; a resume far outside the usual length is read less or looks thin.',
    fix: 'Bring the resume to {detail}.',
    measure: (facts, profile) => {
      const [low, high] = profile.words;
      const over = Math.max(0, facts.wordCount - high * 1.1) / high;
      const under = Math.max(0, low * 0.8 - facts.wordCount) / low;
      const pages = Math.max(0, facts.pages - profile.maxPages) / profile.maxPages;
      return over + under + pages;
    },
    detail: (facts, profile) =>
      `${profile.words[0]}-${profile.words[1]} words (now ${facts.wordCount}) and at most ${profile.maxPages} pages`,
  },
  {
    id: 'one_bullet_glyph',
    category: 'formatting',
    label: 'One bullet style',
    weight: 2,
    compare: 'atMost',
    threshold: 1,
    slack: 2,
    // Visual consistency; cosmetic, so weight 2.
    reason: 'Mixed bullet glyphs look careless and some ATS read unusual glyphs as stray characters.',
    fix: 'Use one bullet glyph throughout (found {detail}).',
    measure: (facts) => facts.glyphs.length,
    detail: (facts) => list(facts.glyphs),
  },
  {
    id: 'one_date_format',
    category: 'formatting',
    label: 'One date format',
    weight: 2,
    compare: 'atMost',
    threshold: 1,
    slack: 2,
    // ATS date parsing tolerates most formats; mixing them mainly hurts readability: weight 2.
    reason: 'One date format reads cleanly and parses reliably.',
    fix: "Write every date the same way, e.g. 'Mar 2021 – Present' ({detail} styles now).",
    measure: (facts) => (facts.entries.length < 2 ? null : facts.dateStyles.length),
    detail: (facts) => String(facts.dateStyles.length),
  },
  {
    id: 'few_long_bullets',
    category: 'formatting',
    label: 'Bullets of at most two lines',
    weight: 2,
    compare: 'atMost',
    threshold: 1,
    slack: 5,
    reason: 'Bullets longer than two printed lines are skipped by skimming readers.',
    fix: 'Split or tighten the {detail} bullets over 200 characters.',
    measure: (facts) => (facts.experienceBullets.length === 0 ? null : facts.longBullets),
    detail: (facts) => String(facts.longBullets),
  },
  {
    id: 'no_walls_of_text',
    category: 'formatting',
    label: 'No walls of text',
    weight: 2,
    compare: 'atMost',
    threshold: 0,
    slack: 3,
    reason: 'Paragraphs over four lines inside experience hide the results in them.',
    fix: 'Break the {detail} long paragraphs in your experience into bullets, one result each.',
    measure: (facts) => (facts.experienceBullets.length === 0 ? null : facts.wallsOfText),
    detail: (facts) => String(facts.wallsOfText),
  },
  {
    id: 'no_layout_artefacts',
    category: 'formatting',
    label: 'No layout artefacts',
    weight: 2,
    compare: 'atMost',
    threshold: 1,
    slack: 8,
    // Columns and tables are the most common cause of scrambled ATS parses: weight 2 here, more in ATS.
    reason: 'Runs of spaces, tabs and repeated lines betray columns or tables that ATS scramble.',
    fix: 'Remove column layouts and repeated lines ({detail}).',
    measure: (facts) => facts.layoutArtefacts + facts.repeatedLines,
    detail: (facts) =>
      `${facts.layoutArtefacts} lines with column gaps, ${facts.repeatedLines} repeated lines`,
  },
  {
    id: 'one_heading_style',
    category: 'formatting',
    label: 'Headings in one style',
    weight: 1,
    compare: 'atMost',
    threshold: 1,
    slack: 1,
    reason: 'Headings in one style make the structure obvious at a glance.',
    fix: 'Write all section headings in the same case and style.',
    measure: (facts) => facts.headingStyles.size,
  },
  {
    id: 'no_emoji',
    category: 'formatting',
    label: 'No emoji or decorative symbols',
    weight: 1,
    compare: 'atMost',
    threshold: 0,
    slack: 3,
    reason: 'Emoji and decorative symbols come out as garbage in many ATS.',
    fix: 'Remove the {detail} emoji or decorative symbols.',
    measure: (facts) => facts.emoji,
    detail: (facts) => String(facts.emoji),
  },
  // structure (10)
  {
    id: 'reads_as_resume',
    category: 'structure',
    label: 'Reads as a resume',
    weight: 3,
    compare: 'atLeast',
    threshold: 3,
    // A text with no dated roles, no sections and no contact details gets nothing from checks that find
    // nothing to fault: this check says why, and the overall score is held low (score-resume.ts).
    reason: 'A resume names your roles with dates, your schooling and your skills, and how to reach you.',
    fix: 'Paste your whole resume: {detail}.',
    measure: (facts) => facts.resumeSignals.score,
    detail: (facts) => facts.resumeSignals.missing.join(', '),
  },
  {
    id: 'contact_complete',
    category: 'structure',
    label: 'Name, email and phone at the top',
    weight: 3,
    compare: 'atLeast',
    threshold: 3,
    // Without contact details a good resume is useless: the heaviest structure check.
    reason: 'A recruiter who cannot reach you cannot call you back.',
    fix: 'Put your {detail} in the first lines.',
    measure: (facts) => Number(facts.hasName) + Number(facts.hasEmail) + Number(facts.hasPhone),
    detail: (facts) =>
      [facts.hasName ? '' : 'name', facts.hasEmail ? '' : 'email', facts.hasPhone ? '' : 'phone']
        .filter(Boolean)
        .join(', '),
  },
  {
    id: 'core_sections',
    category: 'structure',
    label: 'Experience, education and skills sections',
    weight: 2,
    compare: 'atLeast',
    threshold: 3,
    reason: 'ATS and readers look for these three sections by name.',
    fix: 'Add a {detail} section.',
    measure: (facts) =>
      ['experience', 'education', 'skills'].filter((type) => facts.sectionTypes.has(type as never)).length,
    detail: (facts) =>
      ['experience', 'education', 'skills']
        .filter((type) => !facts.sectionTypes.has(type as never))
        .join(' and a '),
  },
  {
    id: 'industry_sections',
    category: 'structure',
    label: 'The sections this industry expects',
    weight: 2,
    compare: 'isTrue',
    threshold: true,
    reason:
      'Each industry has sections its readers look for: licences in healthcare, publications in research, a portfolio in design.',
    fix: 'Add {detail}.',
    measure: (facts, profile) => {
      const expected = profile.expectedSections.filter((type) => type !== 'portfolio');
      if (expected.length === 0 && !profile.portfolio) return null;
      return (
        expected.every((type) => facts.sectionTypes.has(type)) &&
        (!profile.portfolio || facts.hasPortfolioLink)
      );
    },
    detail: (facts, profile) =>
      [
        ...profile.expectedSections
          .filter((type) => type !== 'portfolio' && !facts.sectionTypes.has(type))
          .map((type) => `a ${type} section`),
        profile.portfolio && !facts.hasPortfolioLink ? 'a portfolio link' : '',
      ]
        .filter(Boolean)
        .join(' and '),
  },
  {
    id: 'industry_credentials',
    category: 'structure',
    label: 'The licences or certifications this industry expects',
    weight: 1,
    compare: 'isTrue',
    threshold: true,
    reason: 'Some industries screen on a credential first: a nursing licence, a CDL, a teaching certificate.',
    fix: 'List {detail} if you hold it, with its issuer and date.',
    measure: (facts, profile) =>
      profile.credentialPattern ? profile.credentialPattern.test(facts.text) : null,
    detail: (_, profile) => profile.credentials[0] ?? 'the credential your field expects',
  },
  {
    id: 'reverse_chronological',
    category: 'structure',
    label: 'Experience newest first',
    weight: 1,
    compare: 'atMost',
    threshold: 0,
    slack: 2,
    reason: 'Readers expect the most recent role first.',
    fix: 'Order your roles from newest to oldest.',
    measure: (facts) => (facts.entries.length < 2 ? null : facts.chronologyBreaks),
  },
  {
    id: 'entries_complete',
    category: 'structure',
    label: 'Every role has title, employer and dates',
    weight: 1,
    compare: 'atLeast',
    threshold: 1,
    reason: 'A role without a title, an employer or dates cannot be placed on your timeline.',
    fix: 'Give every role a title, an employer and dates ({detail} complete).',
    measure: (facts) => share(facts.entriesComplete, facts.entries.length),
    detail: (facts) => `${facts.entriesComplete} of ${facts.entries.length}`,
  },
  {
    id: 'has_summary',
    category: 'structure',
    label: 'A summary (not an objective)',
    weight: 1,
    compare: 'isTrue',
    threshold: true,
    reason:
      'With three or more years of experience, a two-line summary tells the reader who you are; an objective reads as dated.',
    fix: 'Open with a two-line summary of your role, years and strongest results.',
    // Runs from three years of experience, and when no dated role lets the years be computed.
    measure: (facts) =>
      facts.yearsOfExperience < 3 && facts.entries.some((entry) => entry.dates)
        ? null
        : facts.hasSummary && !facts.summaryIsObjective,
  },
  {
    id: 'sensible_order',
    category: 'structure',
    label: 'Experience before education',
    weight: 1,
    compare: 'isTrue',
    threshold: true,
    reason: 'Education first only suits students and new graduates.',
    fix: 'Move your education below your experience.',
    measure: (facts) => (facts.yearsOfExperience < 2 ? null : !facts.educationFirst),
  },
  // content_impact (25)
  {
    id: 'quantified_results',
    category: 'content_impact',
    label: 'Bullets with measurable results',
    weight: 5,
    compare: 'atLeast',
    threshold: 0.4,
    // Numbers are what separate results from duties: the heaviest check of the heaviest category.
    reason: 'A number (%, money, time, scale) turns a duty into a result a reader can weigh.',
    fix: 'Add a number to more bullets: {detail} carry one now.',
    measure: (facts) =>
      share(facts.experienceBullets.filter((fact) => fact.quantified).length, facts.experienceBullets.length),
    thresholdFor: (profile) => profile.quantifiedTarget,
    detail: (facts) =>
      `${facts.experienceBullets.filter((fact) => fact.quantified).length} of ${facts.experienceBullets.length}`,
  },
  {
    id: 'action_verbs',
    category: 'content_impact',
    label: 'Bullets opening with an action verb',
    weight: 4,
    compare: 'atLeast',
    threshold: 0.8,
    reason: 'An action verb first says what you did before the reader moves on.',
    fix: 'Open more bullets with a strong verb ({detail} do now).',
    measure: (facts) =>
      share(facts.experienceBullets.filter((fact) => fact.actionVerb).length, facts.experienceBullets.length),
    detail: (facts) =>
      `${facts.experienceBullets.filter((fact) => fact.actionVerb).length} of ${facts.experienceBullets.length}`,
  },
  {
    id: 'no_weak_openers',
    category: 'content_impact',
    label: "No weak openers ('Responsible for', 'Helped')",
    weight: 3,
    compare: 'atMost',
    threshold: 0,
    slack: 6,
    reason: "'Responsible for' and 'Helped' describe duties, not what you achieved.",
    fix: 'Rewrite the {detail} bullets that open with a weak phrase.',
    measure: (facts) =>
      facts.experienceBullets.length === 0
        ? null
        : facts.experienceBullets.filter((fact) => fact.weakOpener).length,
    detail: (facts) => String(facts.experienceBullets.filter((fact) => fact.weakOpener).length),
  },
  {
    id: 'bullets_per_role',
    category: 'content_impact',
    label: '3-6 bullets for recent roles',
    weight: 2,
    compare: 'atLeast',
    threshold: 1,
    reason: 'Recent roles need enough detail to judge; more than six bullets buries the best.',
    fix: 'Give each of your two most recent roles 3 to 6 bullets.',
    measure: (facts) => {
      const recent = [
        ...new Set(
          facts.experienceBullets.filter((fact) => fact.entryIndex < 2).map((fact) => fact.entry?.id),
        ),
      ];
      if (recent.length === 0) return null;
      const counts = recent.map(
        (id) => facts.experienceBullets.filter((fact) => fact.entry?.id === id).length,
      );
      return counts.filter((count) => count >= 3 && count <= 8).length / counts.length;
    },
  },
  {
    id: 'recent_role_detailed',
    category: 'content_impact',
    label: 'Most recent role the most detailed',
    weight: 1,
    compare: 'isTrue',
    threshold: true,
    reason: 'Your latest role is the one a reader weighs most.',
    fix: 'Describe your most recent role in the most detail.',
    measure: (facts) => {
      const counts = new Map<number, number>();
      for (const fact of facts.experienceBullets)
        counts.set(fact.entryIndex, (counts.get(fact.entryIndex) ?? 0) + 1);
      if (counts.size < 2) return null;
      const latest = counts.get(0) ?? 0;
      return [...counts.values()].every((count) => count <= latest + 1);
    },
  },
  // ats_compliance (15)
  {
    id: 'standard_headings',
    category: 'ats_compliance',
    label: 'Standard section headings',
    weight: 3,
    compare: 'atMost',
    threshold: 0,
    slack: 3,
    reason: 'ATS file your text by heading; an unknown heading can hide a whole section.',
    fix: 'Rename {detail} to standard headings (Experience, Education, Skills...).',
    measure: (facts) => facts.unknownHeadings.length,
    detail: (facts) => list(facts.unknownHeadings),
  },
  {
    id: 'contact_in_body',
    category: 'ats_compliance',
    label: 'Contact details in the body text',
    weight: 2,
    compare: 'isTrue',
    threshold: true,
    reason: 'Contact details in headers, footers or images are often not read by ATS.',
    fix: 'Put your email and phone as plain text at the top of the page.',
    measure: (facts) => facts.hasEmail || facts.hasPhone,
  },
  {
    id: 'dates_parseable',
    category: 'ats_compliance',
    label: 'Every date readable',
    weight: 3,
    compare: 'atMost',
    threshold: 0,
    slack: 3,
    reason: 'ATS compute your years of experience from dates they can read.',
    fix: "Write {detail} as month and year, e.g. 'Mar 2021 – Present'.",
    measure: (facts) =>
      facts.entries.length === 0
        ? null
        : facts.unparseableDates.length + facts.entries.filter((entry) => !entry.dates).length,
    detail: (facts) =>
      facts.unparseableDates.length > 0 ? list(facts.unparseableDates) : 'the missing dates',
  },
  {
    id: 'no_columns_or_tables',
    category: 'ats_compliance',
    label: 'No column or table artefacts',
    weight: 3,
    compare: 'atMost',
    threshold: 1,
    slack: 8,
    reason: 'Text laid out in columns or tables is read across, mixing unrelated lines.',
    fix: 'Use a single-column layout without tables ({detail} lines show column gaps).',
    measure: (facts) => facts.layoutArtefacts,
    detail: (facts) => String(facts.layoutArtefacts),
  },
  {
    id: 'no_odd_glyphs',
    category: 'ats_compliance',
    label: 'No unusual characters',
    weight: 2,
    compare: 'atMost',
    threshold: 0,
    slack: 6,
    reason: 'Private-use glyphs and mis-encoded characters show up as garbage after extraction.',
    fix: 'Replace the {detail} unusual or mis-encoded characters with plain text.',
    measure: (facts) => facts.oddGlyphs,
    detail: (facts) => String(facts.oddGlyphs),
  },
  {
    id: 'text_extractable',
    category: 'ats_compliance',
    // What it measures is the words read, whatever their source: pasted text is never a scan.
    label: 'At least 150 words of text read',
    weight: 1,
    compare: 'atLeast',
    threshold: 150,
    reason:
      'Under 150 words gives an ATS little to match; a scanned PDF with no text layer reads as nearly blank.',
    fix: 'Only {detail} words were read: describe your work in more detail, and if you uploaded a PDF, export it as a text-based PDF (not a scan or an image).',
    measure: (facts) => facts.wordCount,
    detail: (facts) => String(facts.wordCount),
  },
  {
    id: 'acronyms_expanded',
    category: 'ats_compliance',
    label: 'Key acronyms spelled out once',
    weight: 1,
    compare: 'atMost',
    threshold: 1,
    slack: 4,
    reason:
      "Some ATS search the full form, some the acronym: 'Search Engine Optimization (SEO)' matches both.",
    fix: 'Spell out {detail} once.',
    measure: (facts) => facts.unexpandedAcronyms.length,
    detail: (facts) => list(facts.unexpandedAcronyms),
  },
  // language_clarity (10)
  {
    id: 'spelling',
    category: 'language_clarity',
    label: 'Spelling',
    weight: 3,
    compare: 'atMost',
    threshold: 0.2,
    slack: 1,
    // Typos are read as carelessness; the check only runs with a dictionary.
    reason: 'A typo is read as carelessness.',
    fix: 'Fix the spelling of {detail}.',
    measure: (facts) =>
      facts.misspelled === null ? null : (facts.misspelled.length / Math.max(facts.wordCount, 1)) * 100,
    detail: (facts) => list(facts.misspelled ?? []),
  },
  {
    id: 'bullet_length',
    category: 'language_clarity',
    label: 'Bullets of 8-25 words',
    weight: 2,
    compare: 'isTrue',
    threshold: true,
    reason: 'Bullets of 8 to 25 words carry one result each and stay readable.',
    fix: 'Aim for 8 to 25 words a bullet (average now {detail}).',
    measure: (facts) => {
      if (facts.experienceBullets.length === 0) return null;
      const average =
        facts.experienceBullets.reduce((sum, fact) => sum + fact.words, 0) / facts.experienceBullets.length;
      return average >= 8 && average <= 25;
    },
    detail: (facts) =>
      String(
        Math.round(
          facts.experienceBullets.reduce((sum, fact) => sum + fact.words, 0) /
            Math.max(facts.experienceBullets.length, 1),
        ),
      ),
  },
  {
    id: 'clean_writing',
    category: 'language_clarity',
    label: 'Clean sentences',
    weight: 2,
    compare: 'atMost',
    threshold: 0,
    slack: 3,
    // Careless mechanics read as carelessness, as typos do; text pasted in without care costs here.
    reason: 'A line that starts in lower case, repeats a word or puts a capital mid-word looks careless.',
    fix: 'Fix the start, repeated words or capitals of {detail}.',
    measure: (facts) => (facts.wordCount < 20 ? null : facts.sloppyLines.length),
    detail: (facts) =>
      list(
        facts.sloppyLines.map((line) =>
          line.length > 60 ? `${line.slice(0, 60).replace(/\s\S*$/, '')}…` : line,
        ),
        3,
      ),
  },
  {
    id: 'few_passive',
    category: 'language_clarity',
    label: 'Active voice',
    weight: 2,
    compare: 'atMost',
    threshold: 1,
    slack: 5,
    reason: "'Was managed by' hides who did the work.",
    fix: 'Rewrite {detail} passive constructions in the active voice.',
    measure: (facts) => facts.passiveCount,
    detail: (facts) => String(facts.passiveCount),
  },
  {
    id: 'no_filler',
    category: 'language_clarity',
    label: "No filler ('various', 'successfully')",
    weight: 1,
    compare: 'atMost',
    threshold: 2,
    slack: 6,
    reason: 'Filler words take space and add nothing.',
    fix: "Cut filler words such as 'various', 'successfully', 'etc.' ({detail} found).",
    measure: (facts) => facts.fillerCount,
    detail: (facts) => String(facts.fillerCount),
  },
  {
    id: 'varied_verbs',
    category: 'language_clarity',
    label: 'Varied opening verbs',
    weight: 1,
    compare: 'atMost',
    threshold: 0,
    slack: 3,
    reason: 'The same verb three times in a row reads as a template.',
    fix: 'Vary the verbs you open with: {detail} open more than two bullets.',
    measure: (facts) => (facts.experienceBullets.length < 4 ? null : facts.repeatedVerbs.length),
    detail: (facts) => list(facts.repeatedVerbs),
  },
  {
    id: 'no_buzzwords',
    category: 'language_clarity',
    label: "No empty buzzwords ('team player')",
    weight: 1,
    compare: 'atMost',
    threshold: 1,
    slack: 4,
    reason: "'Results-driven team player' claims what your bullets should show.",
    fix: "Replace buzzwords like 'results-driven' or 'team player' with evidence ({detail} found).",
    measure: (facts) => facts.buzzwordCount,
    detail: (facts) => String(facts.buzzwordCount),
  },
  // professionalism (5)
  {
    id: 'no_first_person',
    category: 'professionalism',
    label: 'No first-person pronouns in bullets',
    weight: 2,
    compare: 'atMost',
    threshold: 0,
    slack: 4,
    reason: "Resume convention drops 'I' and 'my': the reader knows it is you.",
    fix: "Remove 'I', 'me' and 'my' from {detail} bullets.",
    measure: (facts) =>
      facts.experienceBullets.length === 0
        ? null
        : facts.experienceBullets.filter((fact) => fact.firstPerson).length,
    detail: (facts) => String(facts.experienceBullets.filter((fact) => fact.firstPerson).length),
  },
  {
    id: 'consistent_tense',
    category: 'professionalism',
    label: 'Past tense for past roles',
    weight: 2,
    compare: 'atMost',
    threshold: 0,
    slack: 5,
    reason: 'Past roles in the past tense, the current role in the present, reads as careful writing.',
    fix: 'Put the {detail} bullets of past roles in the past tense.',
    measure: (facts) =>
      facts.experienceBullets.length === 0
        ? null
        : facts.experienceBullets.filter(
            (fact) => !fact.current && (fact.tense === 'present' || fact.tense === 'base'),
          ).length,
    detail: (facts) =>
      String(
        facts.experienceBullets.filter(
          (fact) => !fact.current && (fact.tense === 'present' || fact.tense === 'base'),
        ).length,
      ),
  },
  {
    id: 'professional_email',
    category: 'professionalism',
    label: 'A professional email address',
    weight: 1,
    compare: 'isTrue',
    threshold: true,
    reason: 'A nickname address undercuts everything else on the page.',
    fix: 'Use an address based on your name.',
    measure: (facts) => (facts.hasEmail ? !facts.unprofessionalEmail : null),
  },
  {
    id: 'no_personal_details',
    category: 'professionalism',
    label: 'No personal details that invite bias',
    weight: 1,
    compare: 'atMost',
    threshold: 0,
    slack: 2,
    reason: 'Age, marital status, photos or ID numbers invite bias and are not expected in US hiring.',
    fix: 'Remove {detail}.',
    measure: (facts) => facts.personalDetails.length,
    detail: (facts) => list(facts.personalDetails),
  },
  {
    id: 'no_references_line',
    category: 'professionalism',
    label: "No 'References available upon request'",
    weight: 1,
    compare: 'isTrue',
    threshold: true,
    reason: 'It is assumed, and the line takes space.',
    fix: "Delete 'References available upon request'.",
    measure: (facts) => !facts.hasReferencesLine,
  },
  {
    id: 'no_slang',
    category: 'professionalism',
    label: 'No slang or exclamation marks',
    weight: 1,
    compare: 'atMost',
    threshold: 0,
    slack: 3,
    reason: 'A resume is a formal document.',
    fix: 'Remove slang and exclamation marks ({detail} found).',
    measure: (facts) => facts.slangOrExclamation,
    detail: (facts) => String(facts.slangOrExclamation),
  },
];
