/**
 * Splits a job description into segments (lines, then sentences) and tags each with the part of the ad it
 * belongs to: requirements, preferred, responsibilities, about the company, benefits. Ads pasted from
 * LinkedIn often lose their line breaks ('ResponsibilitiesBuild ...'), so known headings glued to the next
 * word are split first.
 */
import { looksLikeJobTitle } from '../taxonomy/job-titles';
import { normalizeNewlines, sentences } from '../text/normalize-text';
import { type SentenceRole, sentenceRole } from './sentence-role';

export type JobPart = 'intro' | 'requirements' | 'preferred' | 'responsibilities' | 'company' | 'benefits';

export interface JobSegment {
  text: string;
  part: JobPart;
  preferred: boolean;
  /** Benefits, equal-opportunity and company blurbs: no skills are read from these. */
  boilerplate: boolean;
  /** Whether the sentence states a requirement or describes the work (sentence-role.ts). */
  role: SentenceRole;
}

/**
 * A heading's part, read from its words in this order: 'Preferred Qualifications' is preferred,
 * 'Essential Responsibilities/Duties' the work, 'Job Skills & Qualifications' and 'Education/Experience'
 * what is asked, 'Working Conditions' and 'What's in it for you' no requirement at all.
 */
export const HEADING_RULES: ReadonlyArray<readonly [RegExp, JobPart]> = [
  [
    /\b(?:benefits?|perks|compensation|salary|pay(?: range)?|what we offer|we offer|why (?:join|work)|what['’]s in it|equal (?:employment )?opportunity|eeo|working conditions|physical (?:demands|requirements)|work environment|schedule|job type|location)\b/i,
    'benefits',
  ],
  [
    /^(?:about us|about the company|who we are|our company|company (?:overview|description|profile)|our (?:mission|story|culture|values)|culture|about (?!the\b|you\b|this\b|us\b)[A-Z][\w&.-]*(?: [A-Z][\w&.-]*){0,3}$)/i,
    'company',
  ],
  [
    /\b(?:preferred|nice[- ]to[- ]haves?|bonus(?: points)?|desired|desirable|good to have|pluses|ideally|additional (?:skills|qualifications))\b|^plus(?:es)?$/i,
    'preferred',
  ],
  [
    /\b(?:responsibilit\w*|responsibilites|duties|what you(?:['’]ll| will) (?:do|be doing)|day[- ]to[- ]day|essential (?:job )?functions|job functions|job (?:description|summary|purpose)|position (?:summary|overview|description)|purpose of (?:the )?(?:job|position|role)|(?:job|role|position) expectations|your impact|the opportunity|in this role)\b|^(?:(?:about )?the (?:role|job|position)|your role|role|overview|summary)$/i,
    'responsibilities',
  ],
  [
    /\b(?:requirements?|required|qualifications?|must[- ]haves?|what you(?:['’]ll| will)? (?:need|bring)|what we(?:['’]re| are) looking for|who you are|about you|your (?:profile|background|experience|skills)|skills|knowledge|abilities|competenc\w*|education|experience|signs of a great|ideal candidate|you have|you bring|what it takes|credentials|licens\w*|certifications?|essential|minimum)\b/i,
    'requirements',
  ],
];

/** Headings written before their first item with no colon ('Primary Responsibilities Be part of ...'). */
const BARE_HEADING =
  /^((?:(?:minimum|basic|required|preferred|desired|additional) (?:experience|skills|education|knowledge)(?: and (?:experience|skills|education|knowledge))?)|(?:(?:primary|key|main|essential|core|general|minimum|basic|required|preferred|additional|job|position|company) )?(?:responsibilities|duties|qualifications|requirements|overview|knowledge, skills and abilities|skills and abilities|skills & abilities|education and experience|education & experience|what you['’]ll do|what you will do|who you are|what you['’]ll need|what you bring|about you|about the role|nice to haves?|what['’]s in it for you|benefits|perks|our culture|company culture|about us|why [A-Z][\w&'’-]*\??))(?:\s{2,}|\s+(?=[A-Z0-9]))(?=\S)/i;

/**
 * The word a heading ends on ('Job Skills & Qualifications', 'What You'll Need', 'About the Role'): a
 * line that merely contains such a word ('Experience with AWS', 'Strong communication skills') is an
 * item, not a heading, unless a colon closes it.
 */
const HEADING_END =
  /\b(?:requirements?|qualifications?|skills|experience|education|abilities|knowledge|competencies|responsibilities|responsibilites|duties|functions|role|job|position|overview|summary|description|benefits?|perks|offer|compensation|salary|pay|us|company|culture|mission|values|story|you|do|doing|need|bring|haves?|plus|pluses|preferred|desired|desirable|required|expectations|conditions|demands|environment|schedule|type|location|preferences|bonus|profile|background|essentials|opportunity|impact|purpose|certifications|licen[cs]es|licensure|credentials|training)\)?$/i;

/** The part a heading starts; `labelled` when a colon closed it in the text ('Requirements:'). */
function headingPart(line: string, labelled = false): JobPart | null {
  const closed = labelled || /[:：]\s*$/.test(line);
  const trimmed = line.trim().replace(/[:：]\s*$/, '');
  if (trimmed.length === 0 || trimmed.length > 60 || /[.!?]$|[:·•]/.test(trimmed)) return null;
  if (trimmed.split(/\s+/).length > 9 || !/^[A-Z0-9(]/.test(trimmed)) return null;
  // '*1st Shift - $5,000 SIGN-ON BONUS' announces pay, it heads nothing.
  if (/[$€£]/.test(trimmed)) return null;
  if (!closed && !HEADING_END.test(trimmed) && !/^About [A-Z]/.test(trimmed)) return null;
  // 'Bachelor's (Preferred)' is a job board's item under its 'Education:' field.
  if (/\((?:preferred|required)\)$/i.test(trimmed)) return null;
  // 'Vendor management and process improvement experience' is an item; 'Key Knowledge, Skills and
  // Abilities' and 'Preferred experience' are headings.
  const words = trimmed.split(/\s+/);
  const titleCase = words.every((word) => word.length < 4 || /^[^a-z]/.test(word));
  const opener =
    /^(?:preferred|required|minimum|basic|key|what|who|about|nice|bonus|your|the|job|position|additional|desired|essential|our|why|education|experience|skills|qualifications|requirements|responsibilities|duties|benefits|primary|main|general)$/i;
  // A label closed by a colon may be a phrase ('Signs of a great candidate for Crisp:').
  const named =
    closed && /\b(?:qualifications|requirements|responsibilities|candidate|looking for)\b/i.test(trimmed);
  if (!titleCase && !named && (words.length > 3 || !opener.test(words[0] ?? ''))) return null;
  // 'Customer Experience Manager', 'Benefits Coordinator': a title, not a heading; 'Project Engineer
  // Qualifications' is the heading of that title's qualifications.
  const headingNoun =
    /\b(?:qualifications|requirements|responsibilities|duties|skills|benefits|overview|summary)$/i;
  if (!headingNoun.test(trimmed) && looksLikeJobTitle(trimmed)) return null;
  for (const [pattern, part] of HEADING_RULES) if (pattern.test(trimmed)) return part;
  return null;
}

/**
 * A heading at the start of a line with its first item after it: 'Qualifications:Bachelor's ...',
 * 'Education/Experience· High School diploma', 'Who You Are 1-2 years of ...'.
 */
function leadingHeading(line: string): { part: JobPart; rest: string } | null {
  const labelled = /^([^:·•]{2,60}?)\s*[:·•]\s*(\S.*)$/.exec(line);
  if (labelled) {
    const part = headingPart(labelled[1] ?? '', true);
    if (part) return { part, rest: labelled[2] ?? '' };
  }
  const bare = BARE_HEADING.exec(line);
  // The pattern ignores case: the item after the heading must still start with a capital or a digit.
  if (bare && /^[A-Z0-9]/.test(line.slice(bare[0].length))) {
    const part = headingPart(bare[1] ?? '', true);
    if (part) return { part, rest: line.slice(bare[0].length) };
  }
  return null;
}

const GLUED_HEADINGS =
  /(Responsibilities|Qualifications|Requirements|Benefits|Compensation|Perks|What We Offer|Preferred Qualifications|Minimum Qualifications|Basic Qualifications|About the Role|About Us|About You|Who You Are|What You'll Do|What You’ll Do|Nice to Have|Job Description|Key Responsibilities|Job Expectations|Our Culture|Physical Demands|Work Environment|Working Conditions|Skills)(?=[A-Z0-9])/g;

/**
 * Words that open an item, found glued to the end of the item before where a list lost its line breaks
 * ('delivery schedulesUtilizes source control', 'Company BrandExperience with', 'Science2+ years').
 */
const GLUED_ITEM =
  /(?<=\b[A-Za-z][a-z]{2,24})(?=(?:Experience|Knowledge|Proficien\w*|Ability|Abilities|Commitment|Familiarity|Understanding|Strong|Excellent|Good|Positive|Great|Advanced|Working|Valid|Current|Demonstrable|Comprehensive|Bachelor\w*|Master\w*|Associate(?:['’]?s)?(?= [Dd]egree)|High [Ss]chool|Basic|Minimum|Must|Leadership|Prefer(?:red)?|Required|Demonstrated|Proven)\b)|(?<=\b[a-z]{3,24})(?=(?:Utilizes|Uses|Works|Engage|Develop|Build|Manage|Lead|Create|Design|Support|Ensure|Maintain|Provide|Collaborate|Partner|Identify|Assist|Perform|Conduct|Prepare|Coordinate|Communicate|Own|Drive|Monitor|Review|Track|Plan|Deliver|Help|Act|Serve|Be|Answer|Understand|Consistently|Stay|Respond|Write|Edit|Schedule|Post|Attend|Research)\b)|(?<=[a-z]{2})(?=\d{1,2}\+?\s*(?:years?|yrs)\b)/g;

/** What a sentence addressed to the candidate says: it states a requirement or a duty. */
const CANDIDATE_CUE =
  /\b(you|your|candidates?|applicants?|experience|experienced|skills?|ability|able to|required|requires?|must|should|proficien\w*|knowledge|familiar\w*|degree|years?|responsib\w*|duties|will be|looking for|seeking|hiring)\b/i;

export const PREFERRED_CUE =
  /\b(preferred|a plus|is a plus|nice to have|nice-to-have|bonus|desirable|desired|ideally|advantageous|an advantage|would be great|beneficial|good to have)\b/i;
export const BOILERPLATE_CUE =
  /\b(equal opportunity|equal employment|affirmative action employer|without regard to|reasonable accommodation|paid time off|pto|401\s?\(?k\)?|health insurance|dental insurance|vision insurance|medical, dental|parental leave|tuition reimbursement|employee discounts?|discounts? on|save on|wellness program|e-verify|background (?:check|investigation|screening)s?|drug (?:screen|test)(?:ing)?|pre-employment|physical demands|vision abilities|the (?:employee|individual|incumbent) (?:is|will|must|may)\b|lift(?:ing)? (?:up to )?\d+ ?(?:lbs?|pounds)|sit(?:ting)? (?:and|or) stand(?:ing)?|student loan forgiveness|loan forgiveness|to apply|how to apply|apply (?:now|online|here|today)|application (?:package|process)|completing (?:this|the|an|your) application|submit (?:a |your |two |\(?\d\)? )?(?:resume|cover letter|application|references|transcripts)|references from|(?:open|posted) until filled|review of applications|applications? (?:will be|are) (?:reviewed|accepted)|letters? of (?:interest|reference|recommendation)|https?:\/\/\S+|policy applies|terms and conditions of employment|reserves the right|perform (?:each|every|all|the) essential (?:duty|duties|functions?))\b/i;
/** What the employer provides: '(provided by Origami)', '(paid for by the company)'. */
const PROVIDED = /\((?:provided|paid for|sponsored|covered|offered) by [^)\n]{1,40}\)/;

export function readJobText(text: string): JobSegment[] {
  const normalized = normalizeNewlines(text)
    .replace(GLUED_HEADINGS, '$1\n')
    .replace(GLUED_ITEM, '\n')
    // Job boards' own fields run together ('Monday to FridayExperience:Marketing: 1 year (Preferred)Graphic
    // design: 2 years (Preferred)'): each field and each item on its own line.
    .replace(
      /(?<=\S)(?=(?:Education|Experience|Licen[cs]e(?:\/Certification)?|Certifications?|Language|Shift availability|Work Location|Ability to (?:Commute|Relocate)|Willingness to travel|Schedule|Benefits|Pay|Job Type|Work Remotely|Supplemental [Pp]ay(?: types)?|Expected hours|Application Question\(s\)):)/g,
      '\n',
    )
    .replace(/\((Preferred|Required)\)(?=\S)/g, '($1)\n')
    // Items whose line breaks were lost: 'A+Preferred· CompTIA', 'skills.● Ability', 'preferredInsurance
    // experience', 'coursesB.S. in Mathematics', 'Engineering.5+ years'.
    .replace(/(?<!\s)\s*[●•▪]\s*|(?<=\S)·\s*|(?<!\s)\s+·\s*/g, '\n')
    .replace(/(?<=\b(?:[Pp]referred|[Rr]equired|[Dd]esired|a plus))(?=[A-Z])/g, '\n')
    .replace(/(?<=[a-z0-9+)])(?=(?:Preferred|Required)\b)/g, ' ')
    .replace(/(?<=[a-z]{3})(?=(?:B\.[SA]\.|M\.[SA]\.|B\.Sc|M\.Sc)\s)/g, '\n')
    .replace(/(?<=[a-z]{2}\.)(?=\d{1,2}\+?\s*(?:years?|yrs)\b)/g, '\n')
    // A heading in capitals run into the text around it ('... and Investors PREFERRED
    // QUALIFICATIONSBachelor's degree').
    .replace(
      /\b(QUALIFICATIONS|REQUIREMENTS|RESPONSIBILITIES|DUTIES|BENEFITS|SKILLS|EDUCATION)(?=[A-Z][a-z])/g,
      '$1\n',
    )
    .replace(
      /(?<=\S)(?<!\b(?:PREFERRED|REQUIRED|MINIMUM|BASIC|ADDITIONAL|KEY|ESSENTIAL|JOB)) ?(?=(?:(?:PREFERRED|REQUIRED|MINIMUM|BASIC|ADDITIONAL|KEY|ESSENTIAL|JOB) )?(?:QUALIFICATIONS|REQUIREMENTS|RESPONSIBILITIES|DUTIES|BENEFITS|SKILLS|EDUCATION)\b)/g,
      '\n',
    )
    // A heading run into the line before it ('... with the faculty Qualifications:Experience in ...').
    .replace(
      /(?<=[a-z,.;)]) +(?=(?:(?:Minimum|Preferred|Required|Basic|Key|Additional|Essential) )?(?:Qualifications|Requirements|Responsibilities|Duties|Benefits|Skills|Education)\s*:)/g,
      '\n',
    )
    // Sentences run together where line breaks were lost ('platform SimilarWeb.Exceptional growth').
    .replace(/([a-z]{2}[.!?]|[A-Z+#]{2}[.!?])(?=[A-Z][a-z]{2,}\b)/g, '$1\n')
    // What the employer provides ('CPR, First Aid, AED certification (provided by Origami)') is an item
    // of its own, and no requirement (BOILERPLATE_CUE): it runs back to the item before, at most 50
    // characters.
    .replace(new RegExp(String.raw`\b[^.;:()\n]{0,50}?${PROVIDED.source}`, 'g'), '\n$&\n');
  // An ad with headings puts the company's pitch before the first one: there, a sentence that does not
  // speak of the candidate or the work describes the company ('Thousands of companies rely on ...').
  const hasHeadings = normalized
    .split('\n')
    .some((line) => headingPart(line.trim()) !== null || leadingHeading(line.trim()) !== null);
  const segments: JobSegment[] = [];
  let part: JobPart = 'intro';
  for (const rawLine of normalized.split('\n')) {
    const line = rawLine.trim();
    if (line.length === 0) continue;
    const lineHeading = headingPart(line);
    if (lineHeading) {
      part = lineHeading;
      continue;
    }
    // A heading may start the line or a sentence inside it, where line breaks were lost ('... so far!
    // What You'll Do Own the entire sales cycle').
    for (const piece of sentences(line.replace(/^[•·*\-–—▪●◦o]\s+/, ''))) {
      const heading = headingPart(piece);
      if (heading) {
        part = heading;
        continue;
      }
      const leading = leadingHeading(piece);
      // 'Requirements: 5 years of Java' keeps its content and starts the part; a short label of the
      // job's terms ('Location: Chicago', 'Job Type: Full-time') speaks of its own line only.
      if (leading && !(leading.part === 'benefits' && leading.rest.length <= 40)) part = leading.part;
      const sentence = (leading ? leading.rest : piece).replace(/^[•·*\-–—▪●◦o]\s+/, '');
      if (sentence.length === 0) continue;
      const segmentPart = leading?.part ?? part;
      // An item that says 'must' or 'required' under a preferred heading is required all the same.
      const insisted = /\b(?:must|required)\b/i.test(sentence) && !PREFERRED_CUE.test(sentence);
      const preferred = (segmentPart === 'preferred' && !insisted) || PREFERRED_CUE.test(sentence);
      // An intro sentence about the company ('We are ...', 'Our platform ...') is not a requirement.
      const aboutCompany =
        segmentPart === 'intro' &&
        // A short line there is the title or a location ('Senior Java Developer'), not a pitch.
        ((hasHeadings && sentence.split(/\s+/).length >= 7) || /\b(we|our|us)\b/i.test(sentence)) &&
        !CANDIDATE_CUE.test(sentence);
      segments.push({
        text: sentence,
        part: segmentPart,
        preferred,
        boilerplate:
          aboutCompany ||
          segmentPart === 'benefits' ||
          segmentPart === 'company' ||
          BOILERPLATE_CUE.test(sentence) ||
          PROVIDED.test(sentence),
        role: sentenceRole(sentence, segmentPart),
      });
    }
  }
  return segments;
}
