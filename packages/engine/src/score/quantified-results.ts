/**
 * Whether a bullet carries a measurable result: a figure tied into its sentence ('Cut costs 30%', 'Managed
 * 12 engineers'), not a year, a list index or a number tacked on after a break. The content impact
 * checks and the questions about results count bullets by it.
 */
import { verbForms } from '../taxonomy/wording';

const YEAR_ONLY = /^(?:19|20)\d{2}$/;

/** Words that tie a figure into a sentence: 'by 30%', 'from 5 days to 2', 'across 12 sites'. */
const CONNECTOR =
  /(?:^|\s)(?:by|from|to|of|over|under|within|across|for|per|than|at|with|in|on|nearly|about|approximately|around|roughly|almost|up to|more than|less than|fewer than|some|all|every|each|top|first)\s*$/i;
/** A verb of change a few words before the figure: 'Grew revenue 20%', 'cut costs by a third, 30%'. */
const CHANGE_VERB_NEAR =
  /\b(?:increas|decreas|reduc|cut|grew|grow|rais|sav|improv|boost|lower|drop|generat|earn|exceed|achiev|expand|accelerat|shorten|eliminat|recover|halv|doubl|tripl|lift|slash|trim|shrank|shrink|sold|won|closed|brought)\w*(?:\s+\S+){0,4}\s*$/i;
const UNIT_AFTER =
  /^\s?(?:%|percent|x\b|times\b|k\b|m\b|mm\b|bn\b|million|billion|thousand|\+|(?:[a-z-]+\s){0,2}(?:users|customers|clients|patients|students|employees|staff|people|members|accounts|projects|hires|stores|sites|locations|reports|hours|days|weeks|months|minutes|beds|units|leads|deals|orders|tickets|calls|visits|requests|transactions|campaigns|products|applications|servers|countries|states|teams|engineers|nurses|teachers|vendors|suppliers|partners|properties|events|volunteers|donors|classes|courses|cases|claims|shipments|routes|trucks|vehicles|sessions|workshops|positions|languages|articles|followers|subscribers|downloads|views|markets|regions|departments|facilities|offices|systems|releases|features|tests|defects|bugs|incidents|records|documents|invoices|loans|policies|buildings|homes|meals|guests|rooms|audits|inspections|programs|grants|entities|branches|schools|direct reports))/i;

/**
 * A bullet carries a result when a figure (not a year, not a list index) sits inside its sentence: tied by a
 * unit ('40%', '3,000 users', '$2M'), a connector ('by 30%', 'from 5 days to 2') or a verb of doing just
 * before it ('Managed 12 engineers'). A figure tacked on after a break ('Led weekly meetings - 40%',
 * 'Handled payroll 45') is no result: it earns nothing.
 */
export function isQuantified(text: string): boolean {
  if (/\b(?:doubled|tripled|quadrupled|halved)\b/i.test(text)) return true;
  for (const match of text.matchAll(/(?<![\w.])[$€£¥]?\d[\d,.]*\+?/g)) {
    const figure = match[0];
    const digits = figure.replace(/[^\d.,]/g, '').replace(/[.,]$/, '');
    if (YEAR_ONLY.test(digits) || Number(digits.replace(/,/g, '')) <= 1) continue;
    const before = text.slice(0, match.index);
    const after = text.slice(match.index + figure.length);
    // After a break, a few words with no connector are a tail stuck on, not part of the sentence.
    const tail = /(?:\s[-–—]\s*|[,;(:|.]\s*)([^-–—,;(:|.]*)$/.exec(before);
    const tailWords = tail ? `${tail[1] ?? ''}${figure}${after}`.trim().split(/\s+/).length : 99;
    const connected = CONNECTOR.test(before);
    if (tail && tailWords <= 3 && !connected) continue;
    const previous =
      before
        .trim()
        .replace(
          /(?:\s+(?:a|an|the|over|nearly|about|approximately|roughly|almost|some|all|every|each))+$/i,
          '',
        )
        .split(/\s+/)
        .at(-1) ?? '';
    const verbRightBefore = verbForms(previous.replace(/[^a-z]/gi, '')) !== undefined;
    const tied = connected || verbRightBefore || CHANGE_VERB_NEAR.test(before);
    if (tied) return true;
    // A count of things ('3,000 users') is a figure of its own; a bare '25%' or '$40K' needs a tie.
    // Money or a share followed by what it measures ('a $2M budget' after a verb is tied above; '40%
    // faster onboarding' here) is part of the sentence.
    if (
      /^\s?(?:%|percent|[kmb]\b|mm\b|bn\b|million|billion)?\s+(?:faster|fewer|less|more|higher|lower|increase|decrease|reduction|growth|budget|revenue|savings|annual|sales|of)\b/i.test(
        after,
      )
    )
      return true;
    if (
      !/^[$€£¥]/.test(figure) &&
      UNIT_AFTER.test(after) &&
      !/^\s?(?:%|percent|x\b|times\b|k\b|m\b|mm\b|bn\b|million|billion|thousand|\+)/i.test(after)
    )
      return true;
  }
  return false;
}
