/** SPEC §3: one example result. Every person, employer and school here is fictional. */
export type ExampleResult = {
  title: string;
  industry: string;
  experience: string;
  beforeScore: number;
  afterScore: number;
  improvements: readonly string[];
  beforeText: string;
  afterText: string;
};

/**
 * Fictional samples (SPEC §2.7, §9: 62 to 94, 58 to 91, 71 to 89). Each after text only rewords and
 * reorders facts from its before text; a fact that is new in the after text, such as a number, comes from
 * the sample's answers and is named in its improvements, just as real refinement works.
 */
export const EXAMPLE_RESULTS: readonly ExampleResult[] = [
  {
    title: 'Software Engineer',
    industry: 'Software Engineering',
    experience: '6 years',
    beforeScore: 62,
    afterScore: 94,
    improvements: [
      'Replaced the vague objective with a summary of 6 years of experience, counted from the dates already listed',
      'Used standard section headings (Summary, Experience, Skills, Education) that ATS parsers recognise',
      'Rewrote duty statements ("Responsible for", "Helped") as action verbs',
      'From the answers: the payments API handles about 2 million transactions a month',
      'From the answers: 12 services moved to Kubernetes, cutting deployment time from 1 hour to 10 minutes',
      'From the answers: 4 new hires mentored',
      'Put job title before employer, in the same order for every role',
    ],
    beforeText: `JORDAN AVERY
jordan.avery@example.com | (555) 010-2391 | Portland, OR

Objective: Looking for a challenging software role where I can grow.

Work History
Copperline Software - Software Developer - 2021-present
- Responsible for the payments API
- Worked on moving services to Kubernetes
- Helped new hires

Harbor Analytics - Junior Developer - 2019-2021
- Did bug fixes and tests for the reporting app
- Wrote SQL queries

Skills: Java, Python, SQL, Docker, Kubernetes, Git
Education: B.S. Computer Science, Cascade State University, 2019`,
    afterText: `JORDAN AVERY
Portland, OR | (555) 010-2391 | jordan.avery@example.com

SUMMARY
Software developer with 6 years of experience building Java and Python
services, payments APIs and Kubernetes deployments.

EXPERIENCE
Software Developer, Copperline Software | 2021-Present
- Own the payments API, which handles about 2 million transactions a month
- Moved 12 services to Kubernetes, cutting deployment time from 1 hour
  to 10 minutes
- Mentored 4 new hires through onboarding and their first code reviews

Junior Developer, Harbor Analytics | 2019-2021
- Fixed defects and wrote automated tests for the reporting application
- Wrote SQL queries for customer reports

SKILLS
Java, Python, SQL, Docker, Kubernetes, Git

EDUCATION
B.S. Computer Science, Cascade State University, 2019`,
  },
  {
    title: 'Marketing Manager',
    industry: 'Marketing',
    experience: '8 years',
    beforeScore: 58,
    afterScore: 91,
    improvements: [
      'Replaced the informal "About me" with a professional summary of 8 years of experience, counted from the listed dates',
      'Removed exclamation marks and first-person phrasing for a professional tone',
      'From the answers: a team of 5 across email and social media',
      'From the answers: email open rates rose from 18% to 27% on a list of 120,000 subscribers',
      'From the answers: organic traffic grew 35% in the 6 months after the website launch',
      'From the answers: booths at 9 trade shows a year',
      'Moved contact details onto one line and used standard section headings',
    ],
    beforeText: `Priya Raman
priya.raman@example.com
555-014-7720

About me
Creative and passionate marketer who loves telling stories!!

Experience
Marketing Manager at Brightleaf Home Goods (2020 - now)
- in charge of email marketing and social media
- managed a team
- launched new website

Marketing Coordinator at Fernway Outdoor Co. (2017 - 2020)
- Made content for Instagram and the blog
- Organized trade show booths

Education - BA Communications, Lakeshore College 2017
Tools I use: HubSpot, Google Analytics, Canva, Mailchimp`,
    afterText: `PRIYA RAMAN
priya.raman@example.com | 555-014-7720

SUMMARY
Marketing manager with 8 years of experience in email, social media and
content marketing, leading a team of 5.

EXPERIENCE
Marketing Manager, Brightleaf Home Goods | 2020-Present
- Lead a team of 5 across email marketing and social media
- Raised email open rates from 18% to 27% on a list of 120,000 subscribers
- Launched the new company website; organic traffic grew 35% in 6 months

Marketing Coordinator, Fernway Outdoor Co. | 2017-2020
- Created content for Instagram and the company blog
- Organized booths for 9 trade shows a year

EDUCATION
BA Communications, Lakeshore College, 2017

SKILLS
HubSpot, Google Analytics, Mailchimp, Canva`,
  },
  {
    title: 'Financial Analyst',
    industry: 'Finance & Banking',
    experience: '4 years',
    beforeScore: 71,
    afterScore: 89,
    improvements: [
      'Added a summary of 4 years of experience, counted from the listed dates, using terms from the job description',
      'Led each bullet with the result and the tool used',
      'From the answers: the forecasting model covers 38 branches and is accurate to within 3%',
      'From the answers: Power BI cut report preparation from 5 days to 2',
      'From the answers: a $240 million operating budget',
      'From the answers: 15 companies researched during the internship',
      'Used one consistent date format and put the certification under the name as its own line',
    ],
    beforeText: `Daniel Okafor, CFA Level II Candidate
daniel.okafor@example.com | (555) 013-4482 | Chicago, IL

PROFESSIONAL EXPERIENCE
Financial Analyst, Meridian Regional Bank, 2021 to present
• Prepare monthly variance reports for leadership
• Built forecasting model in Excel for branch deposits
• Support annual budgeting process

Analyst Intern, Lakemont Capital Partners, Summer 2020
• Researched companies for the investment team

EDUCATION
B.S. Finance, Midlands University, 2021, GPA 3.7

SKILLS
Excel, SQL, Power BI, financial modeling, variance analysis`,
    afterText: `DANIEL OKAFOR
Chicago, IL | (555) 013-4482 | daniel.okafor@example.com
CFA Level II Candidate

SUMMARY
Financial analyst with 4 years of experience in forecasting, budgeting
and variance analysis at a regional bank.

EXPERIENCE
Financial Analyst, Meridian Regional Bank | 2021-Present
- Built an Excel forecasting model for deposits across 38 branches,
  accurate to within 3%
- Prepare monthly variance reports for leadership, cutting preparation
  from 5 days to 2 with Power BI
- Support the annual budgeting process for a $240 million operating budget

Analyst Intern, Lakemont Capital Partners | Summer 2020
- Researched 15 companies for the investment team

EDUCATION
B.S. Finance, Midlands University, 2021 | GPA 3.7

SKILLS
Excel, SQL, Power BI, Financial Modeling, Variance Analysis`,
  },
];
