import type { QualityCase } from '../quality-case';
import { NO_CUT_QUOTES } from './shared';

const ANALYST_RESUME = `Megan Calloway
megan.calloway@example.com | 614-555-0133 | Columbus, OH | linkedin.com/in/megancalloway

SUMMARY
Data analyst with six years in insurance and health plan reporting.

EXPERIENCE

Senior Data Analyst
Brightline Insurance, Columbus, OH
Apr 2021 – Present
• Built Looker dashboards for claims leadership covering open claims, severity and cycle time
• Own the monthly claim volume forecast and compare it with actuals for the finance team
• Responsible for the weekly claims report sent to regional managers
• Wrote PostgreSQL views that feed 12 recurring reports, cutting report refresh time by 40%
• Helped clean up duplicate policyholder records before the CRM migration

Data Analyst
Cedar Valley Health Plan, Dayton, OH
Jul 2018 – Mar 2021
• Analyzed member enrollment and churn by county and plan type
• Assisted with the annual rate filing by preparing utilization extracts
• Maintained Excel models for provider network adequacy

EDUCATION
B.A. Economics, Ohio University, 2018

SKILLS
SQL, PostgreSQL, Looker, Excel, Pivot Tables, Data Cleaning, Forecasting
`;

const ANALYST_JOB = `Data Analyst, Member Insights
Harborline Health | Columbus, OH (hybrid, 2 days in office)

Harborline Health serves 400,000 members across Ohio and Kentucky. The Member Insights team turns claims,
enrollment and call-center data into decisions for our operations and product leaders.

What you'll do
- Write SQL to pull, join and validate data from our claims and enrollment warehouse
- Build and maintain dashboards for operations leaders
- Forecast monthly enrollment and call volume and explain variances
- Design and read out A/B tests of member outreach campaigns
- Automate recurring reports and document data definitions

What we're looking for
- 3+ years of experience as a data or business analyst
- Advanced SQL
- Data visualization experience with Tableau, Looker or similar
- Forecasting and time-series experience
- Python or R for analysis
- Experience designing and analyzing A/B tests
- Strong Excel skills
- Bachelor's degree in Computer Science, Mathematics, Statistics or a related field

Nice to have
- dbt or Snowflake
- Health insurance or managed care data (claims, eligibility, HEDIS)

We offer medical, dental and vision coverage, a 6% 401(k) match and tuition assistance.
`;

const SCIENTIST_RESUME = `Inés Cárdenas Muñoz
ines.cardenas@example.com | (206) 555-0164 | Seattle, WA | github.com/inescardenas

EXPERIENCE

Data Scientist, Solenne Energy, Seattle, WA
Jan 2021 – Present
- Built anomaly detection models on smart meter telemetry to flag failing meters
- Responsible for the day-ahead load forecasting model used by the grid operations desk
- Reduced false outage alerts by 27% by adding weather features to the alert model
- Worked on a feature store for meter and weather data with the data engineering team

Data Scientist, Pacific Rim Retail Group, Portland, OR
Aug 2018 – Dec 2020
- Developed a customer churn model for the loyalty program
- Helped with the design of store-level price experiments
- Wrote Python packages for data validation used by 6 analysts

EDUCATION
M.S. Statistics, University of Washington, 2018
B.S. Mathematics, Universidad de los Andes, 2016

SKILLS
Python, pandas, scikit-learn, XGBoost, SQL, time series, Bayesian Statistics, Git, Airflow
`;

const SCIENTIST_JOB = `Data Scientist II, Grid Analytics
Cascade Power Cooperative | Seattle, WA

We are looking for a data scientist to join the Grid Analytics team. You will turn meter, sensor and
weather data into forecasts and alerts that our operators rely on every day.

Responsibilities
- Build and maintain short-term load forecasting models
- Detect anomalies in meter and substation telemetry
- Partner with data engineering on features, pipelines and model monitoring
- Communicate results to operators and engineers who are not data scientists
- Review models and code written by other team members

Qualifications
- MS or PhD in Statistics, Computer Science, Physics or another quantitative field
- 3+ years applying machine learning in production
- Python and SQL
- Time series forecasting
- Experience with Apache Spark or another distributed computing framework
- Clear written and spoken communication

Preferred
- Experience in energy, utilities or IoT data
- Airflow or a similar workflow scheduler
- Experience with cloud platforms (AWS or Azure)

Cascade Power Cooperative is an equal opportunity employer. Pay range $128,000 – $156,000.
`;

export const DATA_CASES: QualityCase[] = [
  {
    id: 'data-analyst-other-words',
    occupation: 'data analyst',
    industry: 'Data Science',
    resume: ANALYST_RESUME,
    job: ANALYST_JOB,
    answers: [
      {
        kind: 'missing_skill',
        subject: 'Python',
        answer:
          'Yes. As an analyst at Cedar Valley Health Plan I analyzed member churn in Python with pandas, about 2 years of daily use.',
      },
      {
        kind: 'missing_skill',
        subject: 'A/B Testing',
        answer: 'I have no experience with A/B testing.',
      },
      {
        textIncludes: 'weekly claims report',
        answer:
          'I automated the weekly claims report with scheduled SQL and a Looker delivery. It used to take me 6 hours every Monday and now it takes 20 minutes. I also added a data quality check that caught 3 bad loads in its first month.',
      },
      { textIncludes: 'duplicate policyholder records', answer: 'nothing measurable' },
      {
        textIncludes: 'claim volume forecast',
        answer: 'The forecast stayed within 4% of actuals for 10 of the last 12 months.',
      },
    ],
    defaultAnswer: '',
    expect: {
      facts: [
        { text: 'Python', under: 'Cedar Valley Health Plan' },
        { text: '6 hours', under: 'Brightline Insurance' },
        { text: '20 minutes', under: 'Brightline Insurance' },
        { text: '3 bad loads', under: 'Brightline Insurance' },
        { text: '4% of actuals', under: 'Brightline Insurance' },
      ],
      survive: ['Looker', 'actuals', 'PostgreSQL', 'Cedar Valley Health Plan'],
      absent: ['A/B test', 'nothing measurable'],
      notRequired: ['Computer Science', 'Mathematics', 'Statistics'],
      alreadyShown: ['SQL', 'Data Visualization', 'Forecasting', 'Excel'],
      notAsked: [
        '12 recurring reports',
        'asks for (SQL|Forecasting|Data Visualization|Excel)\\b',
        '(Computer Science|Mathematics|Statistics)\\?',
        ...NO_CUT_QUOTES,
      ],
      degree: "Bachelor's degree",
      degreeLevel: 3,
    },
  },
  {
    id: 'data-scientist-ms-or-phd',
    occupation: 'data scientist',
    industry: 'Data Science',
    resume: SCIENTIST_RESUME,
    job: SCIENTIST_JOB,
    answers: [
      {
        textIncludes: 'anomaly detection',
        answer: 'A team of 4 data scientists, and the models score about 2 million smart meters every night.',
      },
      {
        kind: 'missing_skill',
        subject: 'Apache Spark',
        answer: 'I have never used Spark; our data fit in a single warehouse.',
      },
      {
        textIncludes: 'churn model',
        answer:
          'My churn model raised the response rate of the retention campaign from 3.1% to 4.6%, and marketing used it for every loyalty mailing in 2020.',
      },
      {
        textIncludes: 'load forecasting model',
        answer:
          'I lowered the forecast error (MAPE) from 6.8% to 4.1%. Operators use it every morning to schedule about 300 MW of peaking capacity.',
      },
      {
        kind: 'missing_summary',
        answer:
          'Data scientist with an M.S. in Statistics who builds forecasting and anomaly detection models on energy telemetry.',
      },
    ],
    defaultAnswer: '',
    expect: {
      facts: [
        { text: '4 data scientists', under: 'Solenne Energy' },
        // 'the models score about 2 million smart meters every night' is a clause of its own that no line
        // takes without reading as an afterthought: it comes back unused, for the person to place.
        { text: '3.1% to 4.6%', under: 'Pacific Rim Retail Group' },
        { text: '6.8% to 4.1%', under: 'Solenne Energy' },
      ],
      survive: ['Inés Cárdenas Muñoz', 'telemetry', 'Universidad de los Andes', 'scikit-learn', 'XGBoost'],
      absent: ['Spark'],
      notRequired: ['Computer Science', 'Physics'],
      alreadyShown: ['Python', 'SQL', 'Forecasting', 'Time Series Analysis', 'Apache Airflow'],
      notAsked: [
        'false outage alerts',
        '6 analysts',
        "\\bmaster'?s\\b[^?]*\\?",
        'graduate degree',
        ...NO_CUT_QUOTES,
      ],
      degree: "Master's degree",
      degreeLevel: 4,
    },
  },
];
