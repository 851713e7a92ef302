/**
 * An ATS report as the render package draws it: every text already in the reader's language (the server
 * formats them from its catalogue), so this package only lays them out.
 */

export type CheckStatus = 'passed' | 'failed' | 'not_run';

export interface ReportCheck {
  status: CheckStatus;
  /** The status as a word ('Passed'): the report never relies on colour alone. */
  statusLabel: string;
  label: string;
  /** 'Points: 4 of 4'. */
  points: string;
  /** What the check found, with its caption ('What we found'). */
  found: { caption: string; text: string };
  /** How to fix it, with its caption; absent when there is nothing to fix. */
  fix?: { caption: string; text: string };
}

export interface ReportCategory {
  heading: string;
  /** '72 of 100 · weight 20%'. */
  summary: string;
  checks: ReportCheck[];
}

export interface AtsReportDocument {
  /** The report's language, a BCP 47 tag ('de-DE'): the PDF is tagged with it. */
  language: string;
  /** The document's title (its metadata) and the page's heading. */
  title: string;
  /** Lines under the heading: the job, the industry, the dates. */
  details: string[];
  /** The overall score line ('Overall score: 58 before, 74 after'). */
  overall: string;
  /** The scores table: a heading, the column captions and one row per category. */
  scores: {
    heading: string;
    columns: [string, string, string, string];
    rows: Array<[string, string, string, string]>;
  };
  /** The checks part: its heading, a line on which scores they are, then each category's checks. */
  checks: { heading: string; intro: string; categories: ReportCategory[] };
  /**
   * The page number line, with `{page}` and `{pages}` where the numbers go ('Page {page} of {pages}'):
   * a string rather than a function, so the report crosses to a render thread as plain data.
   */
  pageLabel: string;
}
