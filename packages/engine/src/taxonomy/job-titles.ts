/**
 * Job-title vocabulary: the role nouns that end a title ('Engineer', 'Nurse') and the words that qualify
 * them ('Senior', 'Software'). Used to tell a title from an employer in entry headers, to find the
 * designation in flattened CVs, and to compare the resume's title with the job's.
 */
import { fromReadingTable, readingTable } from '../lang/reading-table';
import type { LanguageTable } from '../lang/table';
import type { Seniority } from '../types';

/** A title of someone who leads others: 'Shift Supervisor', 'Lead Pharmacy Technician', 'Foreman'. */
export const LEADER_TITLE =
  /\b(?:supervisor|manager|lead|director|head|chief|foreman|superintendent|captain)\b/i;

export const ROLE_NOUNS = new Set(
  (
    'engineer developer programmer architect manager director analyst scientist designer consultant specialist ' +
    'assistant associate coordinator officer technician technologist representative rep accountant auditor ' +
    'administrator admin intern trainee apprentice nurse rn lpn cna physician doctor surgeon therapist pharmacist ' +
    'hygienist dentist paramedic emt teacher tutor instructor professor lecturer educator principal counselor ' +
    'counsellor librarian researcher fellow postdoc chef cook baker server bartender barista host hostess ' +
    'housekeeper concierge mechanic electrician plumber carpenter welder machinist operator driver pilot ' +
    'dispatcher inspector supervisor foreman superintendent estimator surveyor planner scheduler buyer ' +
    'purchaser merchandiser cashier clerk agent broker advisor adviser banker underwriter teller controller ' +
    'treasurer bookkeeper recruiter generalist partner paralegal attorney lawyer counsel solicitor ' +
    'writer editor copywriter journalist reporter producer photographer videographer animator illustrator ' +
    'artist musician actor coach trainer lead head chief president vp ceo cto cfo coo cmo ciso cio owner ' +
    'founder cofounder co-founder entrepreneur strategist marketer executive officer steward volunteer ' +
    'receptionist secretary aide caregiver worker laborer handler picker packer loader storekeeper ' +
    'expeditor investigator detective guard firefighter soldier sergeant captain lieutenant medic ' +
    'veterinarian farmer agronomist forester ranger landscaper gardener groundskeeper stylist cosmetologist ' +
    'esthetician tester devops sre dba pm po ux ui qa hr sdr bdr ae csm cpa cfa pmp mentor translator ' +
    'interpreter clinician psychologist social dietitian nutritionist optometrist radiographer sonographer ' +
    'phlebotomist midwife chemist biologist physicist mathematician statistician economist geologist ' +
    'epidemiologist curator archivist conservator drafter draftsman draughtsman modeler modeller member official ' +
    'adjuster registrar pathologist appraiser examiner assessor stenographer installer dishwasher porter busser ' +
    'runner valet lifeguard usher nanny courier janitor custodian attendant tech helper chair liaison craftsman ' +
    'journeyman airman telecommunicator caseworker advocate navigator facilitator organizer roofer pipefitter ' +
    'millwright lineman lineworker mason ironworker glazier groomer scribe transcriptionist coder biller ' +
    'collector processor'
  ).split(' '),
);

/** Words that qualify a role noun; with the role nouns they make up a title. */
export const TITLE_MODIFIERS = new Set(
  (
    'senior sr junior jr staff principal lead head chief assistant associate deputy executive general ' +
    'regional district area national global international vice first second third i ii iii iv entry level ' +
    'software hardware web frontend front-end backend back-end full-stack fullstack full stack mobile ios ' +
    'android cloud data database systems system network security cyber cybersecurity devops site reliability ' +
    'machine learning ml ai research product project program process quality qa test automation ' +
    'mechanical electrical civil chemical structural industrial manufacturing production design graphic ' +
    'visual interior ux ui user experience interface content digital marketing social media brand ' +
    'communications public relations pr sales account business development customer success support ' +
    'service services operations supply chain logistics procurement purchasing inventory warehouse ' +
    'financial finance fp&a accounting tax audit credit risk investment portfolio wealth banking bank loan ' +
    'mortgage insurance claims actuarial compliance legal litigation corporate human resources hr talent ' +
    'acquisition benefits compensation payroll training learning recruitment recruiting staffing people ' +
    'registered licensed practical certified clinical medical dental pharmacy physical occupational ' +
    'respiratory speech nursing health healthcare patient care home emergency icu surgical pediatric ' +
    'school elementary middle high primary secondary kindergarten preschool special education math ' +
    'mathematics science english history art music language arts esl physics biology chemistry ' +
    'executive pastry sous line kitchen restaurant food beverage hotel front desk guest event events prep ' +
    'construction site building field maintenance facilities facility installation repair aviation aircraft ' +
    'automotive diesel hvac fitness group personal sports athletic real estate property leasing ' +
    'administrative office executive it information technology help desk technical solutions ' +
    'implementation integration enterprise infrastructure platform embedded firmware game analytics bi ' +
    'intelligence reporting revenue workforce it energy environmental safety ehs agricultural ' +
    'research development r&d laboratory lab scientific editorial creative art copy ' +
    'community nonprofit fundraising grants policy government municipal federal state city county ' +
    'store retail shift branch center centre banking relationship territory inside outside field ' +
    'key strategic partner channel enterprise mid-market smb growth demand performance paid seo sem ' +
    'and & of to in for'
  ).split(' '),
);

/** Seniority words, strongest match first; a title with none of them reads as 'mid'. */
export const SENIORITY_RULES: ReadonlyArray<readonly [RegExp, Seniority]> = [
  [
    /\b(chief|ceo|cto|cfo|coo|cmo|cio|ciso|president|vp|vice president|head of|founder|owner|partner)\b/i,
    'executive',
  ],
  [/\b(director|principal)\b/i, 'director'],
  [/\b(manager|mgr|superintendent)\b/i, 'manager'],
  [
    /\b(lead|staff (?:engineer|scientist|developer|designer|software)|supervisor|foreman|team lead|architect)\b/i,
    'lead',
  ],
  [/\b(senior|sr\.?|iii|iv|experienced)\b/i, 'senior'],
  [/\b(intern|internship|trainee|apprentice|student)\b/i, 'intern'],
  [/\b(junior|jr\.?|entry[- ]level|graduate|associate|assistant|i)\b/i, 'entry'],
];

export const SENIORITY_ORDER: readonly Seniority[] = [
  'intern',
  'entry',
  'mid',
  'senior',
  'lead',
  'manager',
  'director',
  'executive',
];

export function seniorityOf(title: string): Seniority {
  for (const [pattern, level] of SENIORITY_RULES) if (pattern.test(title)) return level;
  return 'mid';
}

function titleWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9&+#\s/-]/g, ' ')
    .split(/[\s/]+/)
    .filter((word) => word.length > 0);
}

interface ForeignRoleWords {
  nouns: Set<string>;
  suffixes: readonly string[];
}

function buildRoleWords(table: LanguageTable): ForeignRoleWords {
  return { nouns: new Set(table.roleNouns), suffixes: table.roleSuffixes };
}

/**
 * In a resume in another language, a title names one of its role words ('Jefa de proyecto', 'Chargée de
 * clientèle', 'Softwareentwickler', compound roles by their ending), in at most nine words. English
 * titles ('Product Manager') are titles there too. Undefined when the resume is English.
 */
function looksLikeForeignTitle(text: string): boolean | undefined {
  const words = fromReadingTable('role-words', buildRoleWords);
  if (!words) return undefined;
  const list = text
    .toLowerCase()
    .replace(/[^\p{L}\d&+#\s/-]/gu, ' ')
    .split(/[\s/]+/)
    .filter((word) => word.length > 0);
  if (list.length === 0 || list.length > 9) return false;
  // 'Technico-commercial', 'Online-Marketing-Spezialistin': each part of a hyphenated word is a word too.
  return [...list, ...list.flatMap((word) => (word.includes('-') ? word.split('-') : []))].some(
    (word) =>
      words.nouns.has(word) ||
      words.suffixes.some((suffix) => word.length > suffix.length + 2 && word.endsWith(suffix)),
  );
}

/** Does the phrase end in (or contain) a role noun and consist mostly of title words? */
export function looksLikeJobTitle(text: string): boolean {
  const foreign = looksLikeForeignTitle(text);
  if (foreign) return true;
  const list = titleWords(text);
  if (list.length === 0 || list.length > 9) return false;
  if (!list.some((word) => ROLE_NOUNS.has(word))) return false;
  const known = list.filter((word) => ROLE_NOUNS.has(word) || TITLE_MODIFIERS.has(word));
  // 'E-commerce Merchandising Coordinator': a few words of its field, then the role: a title, whatever
  // the field's words are (a firm's name ends in a plural, 'Associates', or names no role).
  const last = list.at(-1) ?? '';
  return known.length / list.length >= 0.5 || (list.length <= 5 && ROLE_NOUNS.has(last) && !/s$/.test(last));
}

/** The role nouns of a title, for comparing titles ('Senior Software Engineer' -> ['engineer']). */
export function roleNounsOf(title: string): string[] {
  return titleWords(title).filter(
    (word) => ROLE_NOUNS.has(word) && !['lead', 'head', 'chief', 'senior'].includes(word),
  );
}

/** The content words of a title (role nouns and their field words, no seniority or connectors). */
export function titleKeywords(title: string): string[] {
  const skip = new Set([
    'senior',
    'sr',
    'junior',
    'jr',
    'lead',
    'staff',
    'principal',
    'i',
    'ii',
    'iii',
    'iv',
    'and',
    '&',
    'of',
    'to',
    'in',
    'for',
    'the',
    'a',
    '-',
  ]);
  return titleWords(title).filter((word) => !skip.has(word));
}

/**
 * 'Registered Nurse Company Name' -> ['Registered Nurse', 'Company Name']: a title followed, with no
 * separator, by capitalised words that are not title words. Null when there is nothing to split.
 */
export function splitLeadingTitle(text: string): [string, string] | null {
  // German capitalises every noun: 'Trainee Finanzen' is one title, not a title and an employer.
  if (readingTable()?.language === 'de') return null;
  const tokens = text.trim().split(/\s+/);
  let cut = -1;
  for (let index = 0; index < tokens.length - 1; index += 1) {
    const word = (tokens[index] ?? '').toLowerCase().replace(/[^a-z0-9&+#-]/g, '');
    if (ROLE_NOUNS.has(word)) cut = index;
  }
  if (cut < 0) return null;
  const title = tokens.slice(0, cut + 1).join(' ');
  const rest = tokens.slice(cut + 1);
  const restWords = rest.map((token) => token.toLowerCase().replace(/[^a-z0-9&+#-]/g, ''));
  if (!looksLikeJobTitle(title)) return null;
  if (['of', 'and', '&', 'for', 'to', 'in', 'at', 'with'].includes(restWords[0] ?? '')) return null;
  // 'Sales Associate / Repair Tech': a second title after a slash, not an employer.
  if (rest[0] === '/' || (tokens[cut] ?? '').endsWith('/')) return null;
  // 'Registered Dental Hygienist (Part-Time)', 'Nurse (PRN)': what the brackets add is the title's.
  if (/^\(.*\)$/.test(rest.join(' '))) return null;
  if (restWords.some((word) => ROLE_NOUNS.has(word)) || restWords.every((word) => TITLE_MODIFIERS.has(word)))
    return null;
  if (!rest.every((token) => /^[\p{Lu}\d&(]/u.test(token))) return null;
  return [title.replace(/[/,-]$/, ''), rest.join(' ')];
}
