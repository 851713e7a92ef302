/**
 * Splits a job description into segments (lines, then sentences) and tags each with the part of the ad it
 * belongs to: requirements, preferred, responsibilities, about the company, benefits. Ads pasted from
 * LinkedIn often lose their line breaks ('ResponsibilitiesBuild ...'), so known headings glued to the next
 * word are split first.
 */
import { normalizeNewlines, sentences } from '../text/normalize-text';

export type JobPart = 'intro' | 'requirements' | 'preferred' | 'responsibilities' | 'company' | 'benefits';

export interface JobSegment {
  text: string;
  part: JobPart;
  preferred: boolean;
  /** Benefits, equal-opportunity and company blurbs: no skills are read from these. */
  boilerplate: boolean;
}

const HEADING_RULES: ReadonlyArray<readonly [RegExp, JobPart]> = [
  [
    /^(preferred|nice[- ]to[- ]have|bonus|desired|desirable|good to have|pluses|plus|additional skills|preferred qualifications|preferred skills|nice to haves|ideally)/i,
    'preferred',
  ],
  [
    /^(requirements|required|qualifications|minimum qualifications|basic qualifications|required skills|required qualifications|what you('|’)ll need|what we('|’)re looking for|who you are|skills|must have|essential|experience|education|you have|about you|your profile|skills and experience|knowledge)/i,
    'requirements',
  ],
  [
    /^(responsibilities|responsibilites|key responsibilities|duties|what you('|’)ll do|the role|about the role|role|your role|job description|the job|position summary|job summary|day to day|essential functions|essential duties)/i,
    'responsibilities',
  ],
  [
    /^(about us|about the company|who we are|our company|company overview|our mission|about [A-Z]\w+$)/i,
    'company',
  ],
  [
    /^(benefits|perks|what we offer|compensation|salary|pay|why join|why work|we offer|equal opportunity|eeo)/i,
    'benefits',
  ],
];

const GLUED_HEADINGS =
  /(Responsibilities|Qualifications|Requirements|Benefits|Compensation|Perks|What We Offer|Preferred Qualifications|Minimum Qualifications|Basic Qualifications|About the Role|About Us|About You|Who You Are|What You'll Do|What You’ll Do|Nice to Have|Job Description|Key Responsibilities|Skills)(?=[A-Z0-9])/g;

/** What a sentence addressed to the candidate says: it states a requirement or a duty. */
const CANDIDATE_CUE =
  /\b(you|your|candidates?|applicants?|experience|experienced|skills?|ability|able to|required|requires?|must|should|proficien\w*|knowledge|familiar\w*|degree|years?|responsib\w*|duties|will be|looking for|seeking|hiring)\b/i;

const PREFERRED_CUE =
  /\b(preferred|a plus|is a plus|nice to have|nice-to-have|bonus|desirable|desired|ideally|advantageous|an advantage|would be great|beneficial|good to have)\b/i;
const BOILERPLATE_CUE =
  /\b(equal opportunity|equal employment|affirmative action employer|without regard to|reasonable accommodation|paid time off|pto|401\s?\(?k\)?|health insurance|dental insurance|vision insurance|medical, dental|parental leave|tuition reimbursement|employee discounts?|discounts? on|save on|wellness program|e-verify|background (?:check|investigation|screening)s?|drug (?:screen|test)(?:ing)?|pre-employment|physical demands|lift(?:ing)? (?:up to )?\d+ ?(?:lbs?|pounds)|sit(?:ting)? (?:and|or) stand(?:ing)?|student loan forgiveness|loan forgiveness)\b/i;

function headingPart(line: string): JobPart | null {
  const trimmed = line.trim().replace(/[:：]\s*$/, '');
  if (trimmed.length === 0 || trimmed.length > 50 || /[.!?]$/.test(trimmed)) return null;
  for (const [pattern, part] of HEADING_RULES) if (pattern.test(trimmed)) return part;
  return null;
}

export function readJobText(text: string): JobSegment[] {
  const normalized = normalizeNewlines(text)
    .replace(GLUED_HEADINGS, '$1\n')
    // Sentences run together where line breaks were lost ('platform SimilarWeb.Exceptional growth').
    .replace(/([a-z]{2}[.!?])(?=[A-Z][a-z]{2,}\b)/g, '$1\n');
  // An ad with headings puts the company's pitch before the first one: there, a sentence that does not
  // speak of the candidate or the work describes the company ('Thousands of companies rely on ...').
  const hasHeadings = normalized.split('\n').some((line) => headingPart(line.trim()) !== null);
  const segments: JobSegment[] = [];
  let part: JobPart = 'intro';
  for (const rawLine of normalized.split('\n')) {
    const line = rawLine.trim();
    if (line.length === 0) continue;
    const heading = headingPart(line);
    if (heading) {
      part = heading;
      // 'Requirements: 5 years of Java' keeps its content.
      const rest = line.replace(/^[^:]{1,50}:\s*/, '');
      if (rest === line || rest.length === 0) continue;
    }
    const inline = /^([A-Za-z' ]{3,40}):\s+(.+)$/.exec(line);
    const inlinePart = inline ? headingPart(inline[1] ?? '') : null;
    for (const sentence of sentences(line.replace(/^[•·*\-–—▪●◦o]\s+/, ''))) {
      const segmentPart = inlinePart ?? part;
      const preferred = segmentPart === 'preferred' || PREFERRED_CUE.test(sentence);
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
          BOILERPLATE_CUE.test(sentence),
      });
    }
  }
  return segments;
}
