/**
 * Why a claim is flagged, in words the user understands: one table, so that every writer's change is
 * explained the same way and the texts can be translated in one place.
 */

const DEGREE_NAMES = [
  'no degree',
  'a high school diploma',
  "an associate's degree",
  "a bachelor's degree",
  "a master's degree",
  'a doctorate',
];

export const CLAIM_REASONS = {
  numberNew: (span: string) => `${span}: this figure is not in your resume or answers`,
  numberDiffers: (span: string, source: string) => `${span}: your resume and answers say ${source}`,
  direction: (span: string, direction: 'up' | 'down') =>
    `${span}: your resume and answers say it went ${direction}, not ${direction === 'up' ? 'down' : 'up'}`,
  yearNotInSources: (span: string) => `${span}: this year is not in your resume or answers`,
  years: (span: string, years: number) =>
    `${span}: the dates in your resume add up to ${years} ${years === 1 ? 'year' : 'years'}`,
  dates: (span: string, original: string) =>
    original ? `${span}: your resume says ${original}` : `${span}: these dates are not in your resume`,
  skillDenied: (span: string) => `${span}: you said you have not used it`,
  credentialDenied: (span: string) => `${span}: you said you do not hold it`,
  jobOnly: (span: string) => `${span}: only the job posting names it; your resume and answers do not`,
  notInSources: (span: string) => `${span}: not in your resume or answers`,
  degree: (span: string, level: number) => `${span}: your resume lists ${DEGREE_NAMES[level] ?? 'no degree'}`,
  pending: (span: string) => `${span}: your resume says this credential is not complete yet`,
  title: (span: string, titles: readonly string[]) =>
    titles.length > 0
      ? `${span}: your titles were ${titles.slice(0, 3).join('; ')}`
      : `${span}: no title in your resume says this`,
  entryTitle: (span: string, original: string) => `${span}: your title was ${original}`,
  place: (span: string, original: string) =>
    original ? `${span}: your resume says ${original}` : `${span}: not in your resume or answers`,
  award: (span: string) => `${span}: no award, ranking or publication like this is in your resume or answers`,
  scopeHelped: (span: string) => `${span}: your resume and answers say you helped or took part`,
  scopeNew: (span: string) => `${span}: your resume and answers do not say you led or owned this`,
  someoneElse: (span: string, who: string) => `${span}: your answer says ${who.toLowerCase()} did this`,
  contact: (span: string) => `${span}: not the contact details your resume gives`,
  removed: 'Leaves out this line of your resume',
  moved: (company: string) => `This line was under ${company} in your resume`,
} as const;
