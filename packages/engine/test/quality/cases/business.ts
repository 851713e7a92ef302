import type { QualityCase } from '../quality-case';
import { NO_CUT_QUOTES } from './shared';

const MARKETING_RESUME = `Hannah Whitfield
hannah.whitfield@example.com | (720) 555-0139 | Denver, CO | linkedin.com/in/hannahwhitfield

EXPERIENCE

Digital Marketing Manager
Copperleaf Home Goods, Denver, CO
Mar 2021 – Present
- Managed a $350K annual paid media budget across search and social
- Responsible for the SEO content calendar and blog
- Assisted with the website relaunch on Shopify
- Ran email campaigns in Mailchimp for a list of 85,000 subscribers
- Wrote the brand guidelines for the in-house design team

Marketing Specialist
Trellis Digital Agency, Boulder, CO
Jun 2017 – Feb 2021
- Planned social media calendars for retail and restaurant clients
- Built monthly performance reports in Google Sheets
- Helped pitch new clients with case studies and audits

EDUCATION
B.S. Marketing, Colorado State University, 2017

SKILLS
SEO, content marketing, Mailchimp, Shopify, Meta Ads, Google Sheets, Canva, copywriting
`;

const MARKETING_JOB = `Marketing Manager, E-commerce
Aspen & Oak Outfitters | Denver, CO

Aspen & Oak sells outdoor apparel online and in 9 stores. We are hiring a marketing manager to grow our
direct-to-consumer channel.

What you'll do
- Own the e-commerce marketing plan and a $500K annual budget
- Lead SEO and content strategy for our site and blog
- Manage paid search and paid social campaigns with our agency
- Run email and SMS programs in Klaviyo or Mailchimp
- Plan and read A/B tests on landing pages and emails
- Report weekly on traffic, conversion and revenue from Google Analytics

Requirements
- 5+ years of digital marketing experience, 2+ in e-commerce
- Budget management experience
- SEO and content marketing
- Paid search (Google Ads) and paid social
- Email marketing
- Google Analytics (GA4)
- Strong writing and project management skills

Preferred
- Shopify experience
- HubSpot or another marketing automation platform
- Experience managing an agency

We offer a generous gear discount, health coverage, a 401(k) match and a hybrid schedule.
`;

const SALES_RESUME = `Rafael Domínguez
rafael.dominguez@example.com | 602-555-0161 | Phoenix, AZ

SUMMARY
Account executive with nine years of B2B territory sales in medical supplies and office equipment.

EXPERIENCE

Territory Account Executive
Summit Medical Supply, Phoenix, AZ
Jan 2020 – Present
• Manage 60 hospital accounts and surgery centers across central Arizona
• Responsible for growing hospital accounts in the Phoenix and Tucson territory
• Consistently recieved top customer satisfaction scores in the region
• Built a quarterly renewal process for service contracts
• Made cold calls and ran product demos for new surgery centers

Sales Representative
Keystone Office Solutions, Tempe, AZ
May 2015 – Dec 2019
• Sold copiers, printers and managed print services to schools and small businesses
• Helped with trade show booths and lead follow-up
• Ranked 2nd of 14 reps in new revenue in 2018

EDUCATION
B.A. Communication, Arizona State University, 2015

SKILLS
Territory management, prospecting, negotiation, pipeline management, Zoho CRM, product demonstrations
`;

const SALES_JOB = `Account Executive – Surgical Solutions
Vantage Surgical | Phoenix, AZ (field-based)

Vantage Surgical makes single-use instruments for orthopedic and general surgery. We are hiring an
account executive to grow our business with hospitals and ambulatory surgery centers in Arizona.

Responsibilities
- Own a territory quota and grow revenue in existing hospital and ASC accounts
- Prospect and win new accounts through calls, visits and in-service demos
- Manage pipeline and forecasts accurately in Salesforce
- Negotiate pricing and contracts with value analysis committees
- Build relationships with surgeons, OR directors and purchasing teams

Requirements
- 4+ years of B2B sales, medical device or medical supply preferred
- A record of meeting or exceeding quota
- Prospecting, negotiation and pipeline management skills
- Salesforce or another CRM
- LinkedIn Sales Navigator for prospecting
- Valid driver's license and ability to travel 50% within the territory

Preferred
- Hospital or surgery center customers
- Experience selling to value analysis committees
- Bachelor's degree

Base salary plus uncapped commission, car allowance, health coverage and a 401(k) match.
`;

const HR_LONG_BULLET =
  'Handled employee relations investigations for warehouse and driver staff, interviewing witnesses, documenting findings and recommending corrective action to managers and legal counsel while keeping every case file confidential';

const HR_RESUME = `Ngozi Eze
ngozi.eze@example.com | (901) 555-0142 | Memphis, TN

EXPERIENCE

HR Generalist
Pinecrest Logistics, Memphis, TN
Apr 2020 – Present
- Responsible for onboarding new hires for three distribution centers
- ${HR_LONG_BULLET}
- Processed 300+ benefits enrollments each open enrollment period in BambooHR
- Updated the employee handbook and attendance policy
- Assisted with FMLA and ADA leave requests

HR Coordinator
Alder & Finch Staffing, Memphis, TN
Jan 2017 – Mar 2020
- Scheduled interviews and ran background checks for light industrial placements
- Helped with weekly payroll for about 400 temporary associates
- Maintained personnel files and I-9 compliance

EDUCATION
B.B.A. Human Resource Management, University of Memphis, 2016

SKILLS
Onboarding, employee relations, BambooHR, benefits administration, FMLA, I-9, recruiting, payroll
`;

const HR_JOB = `HR Generalist
Delta River Foods | Memphis, TN

Delta River Foods runs two production plants and a cold-storage warehouse with 900 employees. Our HR
generalist supports plant leaders on every part of the employee life cycle.

Responsibilities
- Lead onboarding and orientation for hourly and salaried hires
- Investigate employee relations concerns and recommend corrective action
- Administer benefits, leaves of absence (FMLA, ADA) and workers' compensation
- Maintain employee data in our HRIS (Workday or BambooHR) and produce reports
- Partner with recruiters on high-volume hourly hiring
- Keep policies and the handbook current with federal and Tennessee law

Requirements
- 3+ years of HR generalist or HR coordinator experience
- Employee relations and investigation experience
- Benefits administration and leave management
- HRIS experience (Workday or BambooHR)
- Working knowledge of FMLA, ADA, FLSA and I-9 requirements

Preferred
- SHRM-CP or PHR certification
- Manufacturing or warehouse experience
- Bachelor's degree in Human Resources or Business

Full benefits from day one, 401(k) match, and a shift differential for plant-based roles.
`;

export const BUSINESS_CASES: QualityCase[] = [
  {
    id: 'marketing-manager-budget-seo',
    occupation: 'marketing manager',
    industry: 'Marketing',
    resume: MARKETING_RESUME,
    job: MARKETING_JOB,
    answers: [
      {
        textIncludes: 'SEO content calendar',
        answer: 'I grew organic sessions from 40,000 to 95,000 a month in 18 months.',
      },
      {
        textIncludes: 'website relaunch',
        answer:
          'I wrote the product page copy and planned the redirects for the relaunch. Conversion rate went from 1.8% to 2.6% in the first quarter. Page load time dropped by 35% after we compressed images.',
      },
      { kind: 'missing_skill', subject: 'HubSpot', answer: 'I have not used HubSpot.' },
      { textIncludes: 'brand guidelines', answer: 'nothing measurable' },
      {
        kind: 'missing_skill',
        subject: 'Google Ads',
        answer: 'At Trellis Digital Agency I managed Google Ads accounts for 11 retail clients.',
      },
      {
        kind: 'missing_summary',
        answer:
          'E-commerce marketer who grows organic traffic and email revenue for consumer brands and manages paid media budgets.',
      },
    ],
    defaultAnswer: '',
    expect: {
      facts: [
        { text: '40,000 to 95,000', under: 'Copperleaf Home Goods' },
        { text: '1.8% to 2.6%', under: 'Copperleaf Home Goods' },
        { text: '35%', under: 'Copperleaf Home Goods' },
        { text: '11 retail clients', under: 'Trellis Digital Agency' },
      ],
      survive: ['Mailchimp', 'Shopify', 'Copperleaf Home Goods', 'Meta Ads'],
      absent: ['HubSpot', 'nothing measurable'],
      alreadyShown: ['Budgeting', 'Email Marketing', 'Search Engine Optimization', 'Content Marketing'],
      notAsked: [
        '\\$350K',
        '85,000 subscribers',
        'asks for (budget\\w*|SEO|email marketing)\\b',
        ...NO_CUT_QUOTES,
      ],
    },
  },
  {
    id: 'sales-rep-typo-other-employer',
    occupation: 'sales representative',
    industry: 'Sales',
    resume: SALES_RESUME,
    job: SALES_JOB,
    answers: [
      {
        textIncludes: 'growing hospital accounts',
        answer:
          'I grew territory revenue from $2.1M to $3.4M in two years and finished 2023 at 118% of quota.',
      },
      {
        kind: 'missing_skill',
        subject: 'LinkedIn Sales Navigator',
        answer: 'I have never used Sales Navigator; I prospect from hospital directories and referrals.',
      },
      { textIncludes: 'cold calls', answer: 'Yes' },
      {
        textIncludes: 'renewal process',
        answer:
          'At Keystone Office Solutions I built a similar renewal process and kept 94% of service contracts over 3 years.',
      },
      {
        textIncludes: 'trade show',
        answer: 'not measured',
      },
    ],
    defaultAnswer: '',
    expect: {
      facts: [
        { text: '$2.1M to $3.4M', under: 'Summit Medical Supply' },
        { text: '118%', under: 'Summit Medical Supply' },
        { text: '94%', under: 'Keystone Office Solutions' },
      ],
      survive: ['recieved', 'Rafael Domínguez', 'Zoho CRM'],
      absent: ['Sales Navigator', 'not measured'],
      alreadyShown: ['Prospecting', 'Negotiation', 'Pipeline Management', 'Salesforce', 'CRM'],
      notAsked: ['Salesforce', '60 hospital accounts', '2nd of 14', ...NO_CUT_QUOTES],
    },
  },
  {
    id: 'hr-generalist-multi-fact',
    occupation: 'HR generalist',
    industry: 'Human Resources',
    resume: HR_RESUME,
    job: HR_JOB,
    answers: [
      {
        textIncludes: 'onboarding new hires',
        answer:
          'I rebuilt onboarding in 2023. I cut the time from offer to first shift from 10 days to 3, and 90-day turnover fell from 22% to 14%. I ran orientation for about 180 hires that year.',
      },
      {
        textIncludes: 'employee relations investigations',
        answer: 'About 40 cases a year, covering 650 employees across 3 warehouses.',
      },
      {
        kind: 'missing_credential',
        answer: 'I do not hold SHRM-CP or PHR yet.',
      },
      {
        kind: 'missing_skill',
        subject: 'SHRM-CP',
        answer: 'I do not hold SHRM-CP or PHR yet.',
      },
      { textIncludes: 'employee handbook', answer: 'not measured' },
      {
        kind: 'missing_summary',
        answer:
          'HR generalist for warehouse and logistics teams, strongest in onboarding, employee relations and leave administration.',
      },
    ],
    defaultAnswer: '',
    expect: {
      facts: [
        { text: '10 days to 3', under: 'Pinecrest Logistics' },
        { text: '22% to 14%', under: 'Pinecrest Logistics' },
        { text: '180 hires', under: 'Pinecrest Logistics' },
        { text: '650 employees', under: 'Pinecrest Logistics' },
        { text: '3 warehouses', under: 'Pinecrest Logistics' },
      ],
      survive: ['Alder & Finch Staffing', 'BambooHR', 'I-9', 'FMLA'],
      absent: ['SHRM', 'PHR', 'not measured'],
      alreadyShown: ['HRIS', 'Employee Relations', 'Onboarding', 'Benefits Administration', 'FMLA'],
      notAsked: ['Workday', '300\\+ benefits', '400 temporary', ...NO_CUT_QUOTES],
      wholeQuotes: [HR_LONG_BULLET],
    },
  },
];
