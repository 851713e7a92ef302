import type { QualityCase } from '../quality-case';
import { NO_CUT_QUOTES } from './shared';

const ACCOUNTANT_LONG_BULLET =
  'Prepared monthly budget vs. actuals variance reports for 9 department heads, explaining swings in payroll, freight and packaging costs and agreeing next-month adjustments with each department before the close calendar locked';

const ACCOUNTANT_RESUME = `Siobhán Kelly
siobhan.kelly@example.com | (617) 555-0153 | Quincy, MA

EXPERIENCE

Staff Accountant
Corvel Foods Inc., Boston, MA
Feb 2021 – Present
- Reduced month-end close from 8 business days to 5 by standardizing journal entry templates
- Responsible for monthly accruals and prepaid amortization schedules
- Helped streamline vendor invoice approvals
- Reconciled 14 bank and credit card accounts each month
- ${ACCOUNTANT_LONG_BULLET}
- Assisted with the annual external audit

Audit Associate
Hollis & Grant LLP, Boston, MA
Sep 2018 – Jan 2021
- Tested revenue and inventory balances for manufacturing and distribution clients
- Prepared workpapers and tie-outs for 11 year-end audits
- Worked on internal control walkthroughs for a family-owned retailer

EDUCATION
B.S. Accounting, Bentley University, 2018

CERTIFICATIONS
CPA candidate (passed FAR and AUD)

SKILLS
GAAP, journal entries, reconciliations, accruals, QuickBooks, NetSuite, Excel (pivot tables, XLOOKUP)
`;

const ACCOUNTANT_JOB = `Senior Staff Accountant
Beacon Harbor Brands | Boston, MA (hybrid)

Beacon Harbor Brands makes and distributes specialty foods to 2,000 retailers. Our accounting team of six
closes the books for three entities each month.

Responsibilities
- Own parts of the month-end close: journal entries, accruals, prepaid and fixed asset schedules
- Reconcile bank, credit card and balance sheet accounts
- Prepare budget vs. actual reporting and support the annual budgeting process
- Improve accounts payable and invoice approval workflows in NetSuite
- Support the annual external audit and prepare PBC schedules
- Document and improve internal controls

Requirements
- Bachelor's degree in Accounting or Finance
- 3+ years of accounting experience in public accounting or industry
- Solid knowledge of US GAAP and accrual accounting
- NetSuite or a similar ERP
- Advanced Excel (pivot tables, lookups)
- Month-end close and account reconciliation experience

Preferred
- CPA or progress toward a CPA
- Experience with SOX controls
- Consumer products or food manufacturing experience

Benefits include health coverage, 401(k) with match and CPA exam support.
`;

const FPA_RESUME = `José Luis Ferrández
jl.ferrandez@example.com | (305) 555-0117 | Miami, FL | linkedin.com/in/jlferrandez

SUMMARY
Financial analyst with seven years in hospitality and banking finance.

EXPERIENCE

Senior Financial Analyst
Alder Ridge Hospitality Group, Miami, FL
2021 – Present
• Built the monthly EBITDA bridge for the executive team
• Prepared the annual budget for 12 hotels with the property controllers
• Own the 13-week cash forecast and the quarterly reforecast against actuals
• Responsible for capital expenditure tracking and project approvals
• Helped reduce labor cost overruns by building a weekly staffing model

Financial Analyst
Norcastle Bank, Fort Lauderdale, FL
2018 – 2021
• Analyzed branch profitability and deposit pricing
• Assisted with the annual planning cycle for retail banking
• Automated the loan portfolio report, saving 6 hours a week

EDUCATION
B.S. Finance, Florida International University, 2018

SKILLS
Financial modeling, budgeting, forecasting, variance analysis, Excel, SQL, Hyperion
`;

const FPA_JOB = `FP&A Analyst II
Solara Resorts | Miami, FL

Solara Resorts owns and operates 18 resort and urban hotels. Our FP&A team partners with hotel leaders and
the executive team on budgets, forecasts and performance reviews.

Responsibilities
- Lead the annual budgeting process for a portfolio of hotels
- Prepare monthly forecasts and explain variances to budget and prior year
- Build EBITDA bridges and management reporting for the executive team
- Track capital expenditure budgets and returns on completed projects
- Build dashboards for hotel general managers
- Improve models, templates and planning processes

Requirements
- Bachelor's degree in Finance, Accounting, Economics or a related field
- 3-5 years of FP&A or corporate finance experience
- Budgeting and forecasting experience
- Financial modeling and variance analysis
- Advanced Excel
- Power BI or Tableau

Preferred
- Hospitality or multi-unit experience
- Anaplan or another planning tool
- SQL

We offer hotel discounts, medical and dental coverage, a 401(k) match and a hybrid schedule.
`;

export const FINANCE_CASES: QualityCase[] = [
  {
    id: 'accountant-accruals-actuals',
    occupation: 'staff accountant',
    industry: 'Finance & Banking',
    resume: ACCOUNTANT_RESUME,
    job: ACCOUNTANT_JOB,
    answers: [
      {
        textIncludes: 'vendor invoice approvals',
        answer:
          'I cut vendor invoice processing from 6 days to 2 by setting up approval routing in NetSuite.',
      },
      {
        textIncludes: 'annual external audit',
        answer:
          'I prepared the PBC schedules for the 2023 audit. Audit adjustments fell from 7 to 1 compared with the year before. Fieldwork also finished 2 weeks earlier than planned.',
      },
      { textIncludes: 'accruals and prepaid', answer: 'Yes' },
      {
        kind: 'missing_skill',
        subject: 'Sarbanes-Oxley',
        answer: 'I have not worked under SOX; none of our clients or employers were public companies.',
      },
      {
        kind: 'missing_summary',
        answer:
          'Staff accountant with audit experience at Hollis & Grant LLP who now runs accruals, reconciliations and variance reporting in industry.',
      },
    ],
    defaultAnswer: '',
    expect: {
      facts: [
        { text: '6 days to 2', under: 'Corvel Foods Inc.' },
        { text: '7 to 1', under: 'Corvel Foods Inc.' },
        { text: '2 weeks', under: 'Corvel Foods Inc.' },
      ],
      survive: ['accruals', 'actuals', 'Hollis & Grant LLP', 'Corvel Foods Inc.', 'Siobhán Kelly', 'XLOOKUP'],
      absent: ['SOX', 'Sarbanes'],
      notRequired: ['Finance'],
      alreadyShown: ['Accruals', 'Budgeting', 'Month-End Close', 'NetSuite', 'Reconciliation', 'GAAP'],
      notAsked: ['8 business days to 5', '14 bank', '11 year-end audits', ...NO_CUT_QUOTES],
      degree: "Bachelor's degree",
      degreeLevel: 3,
      wholeQuotes: [ACCOUNTANT_LONG_BULLET],
    },
  },
  {
    id: 'financial-analyst-ebitda-forecast',
    occupation: 'financial analyst (FP&A)',
    industry: 'Finance & Banking',
    resume: FPA_RESUME,
    job: FPA_JOB,
    answers: [
      {
        textIncludes: 'capital expenditure',
        answer: 'A $1.8M annual capex budget across 6 properties, shared with one other analyst.',
      },
      { kind: 'missing_skill', subject: 'Anaplan', answer: 'No experience with Anaplan.' },
      {
        kind: 'missing_skill',
        subject: 'Power BI',
        answer: 'At Norcastle Bank I built Power BI reports on branch profitability for 40 branch managers.',
      },
      {
        textIncludes: 'EBITDA bridge',
        answer:
          'The EBITDA bridge replaced a manual slide deck and saves the controller about 10 hours each month.',
      },
      {
        textIncludes: 'labor cost overruns',
        answer:
          'I built the staffing model in Excel and the hotels used it to schedule housekeeping. Overtime hours dropped 22% across the 12 hotels in the first six months, about $310,000 saved.',
      },
    ],
    defaultAnswer: '',
    expect: {
      facts: [
        { text: '$1.8M', under: 'Alder Ridge Hospitality Group' },
        { text: '6 properties', under: 'Alder Ridge Hospitality Group' },
        { text: 'Power BI', under: 'Norcastle Bank' },
        { text: '40 branch managers', under: 'Norcastle Bank' },
        { text: '10 hours', under: 'Alder Ridge Hospitality Group' },
        { text: '22%', under: 'Alder Ridge Hospitality Group' },
        { text: '$310,000', under: 'Alder Ridge Hospitality Group' },
      ],
      survive: ['EBITDA', 'actuals', 'José Luis Ferrández', 'Hyperion', '13-week'],
      absent: ['Anaplan'],
      notRequired: ['Economics', 'Economic Analysis', 'Accounting', 'Finance'],
      alreadyShown: ['Budgeting', 'Forecasting', 'Financial Modeling', 'Variance Analysis', 'Excel'],
      notAsked: ['6 hours a week', 'asks for (budgeting|forecasting|Excel)\\b', ...NO_CUT_QUOTES],
      degree: "Bachelor's degree",
      degreeLevel: 3,
    },
  },
];
