/** A resume, job, answers and a rewrite of it for the review and AI-writer suites. */

/** A fictional resume, job and answers whose rewrite below changes known lines. */
export const REVIEW_RESUME = `Dana Whitfield
dana.whitfield@example.com | (555) 310-2244 | Denver, CO

Summary
Operations analyst who builds reports for warehouse teams.

Experience
Operations Analyst, Front Range Distribution, Denver, CO
Mar 2021 - Present
- Responsible for the weekly inventory report for 3 warehouses
- Helped reduce mis-picks by auditing pick paths
- Built a Power BI dashboard for shift supervisors

Inventory Clerk, Summit Supply Co., Aurora, CO
Jun 2018 - Feb 2021
- Counted cycle inventory and reconciled variances in Excel
- Trained new clerks on the scanner workflow

Education
B.S. Business Administration, Colorado Plains University, 2018

Skills
Excel, Power BI, SQL, inventory control, cycle counting
`;

export const REVIEW_JOB = `Senior Operations Analyst
We need someone with SQL, Power BI, Tableau and Python to build reporting for our distribution centers.
Requirements: 5+ years in operations analytics, Lean Six Sigma Green Belt preferred.`;

export const REVIEW_ANSWERS = [
  'The weekly report covers about 12,000 SKUs and it used to take 6 hours, now about 90 minutes after I automated it with SQL.',
  "No, I haven't used Tableau or Python, only Power BI and SQL.",
];

/** A careful rewrite with one honest result from the answers, one planted figure and one planted tool. */
export const REVIEW_REWRITE = `Dana Whitfield
dana.whitfield@example.com | (555) 310-2244 | Denver, CO

Summary
Operations analyst who builds SQL and Power BI reporting for warehouse teams.

Experience
Operations Analyst, Front Range Distribution, Denver, CO
Mar 2021 - Present
- Automated the weekly inventory report for 3 warehouses (about 12,000 SKUs) with SQL, cutting it from 6 hours to about 90 minutes
- Helped reduce mis-picks by 45% by auditing pick paths
- Built Power BI and Tableau dashboards for shift supervisors

Inventory Clerk, Summit Supply Co., Aurora, CO
Jun 2018 - Feb 2021
- Counted cycle inventory and reconciled variances in Excel
- Trained new clerks on the scanner workflow

Education
B.S. Business Administration, Colorado Plains University, 2018

Skills
Excel, Power BI, SQL, inventory control, cycle counting
`;
