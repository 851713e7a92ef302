import type { ScoreCase, StuffingCase } from '../quality-case';
import { TELEMETRY_NURSE_JOB, TELEMETRY_NURSE_RESUME } from './healthcare';
import { BACKEND_BROKER_JOB } from './software';

const LOREM = `Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et
dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea
commodo consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat
nulla pariatur. Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim
id est laborum. Curabitur pretium tincidunt lacus, nulla gravida orci a odio. Nullam varius, turpis et
commodo pharetra, est eros bibendum elit, nec luctus magna felis sollicitudin mauris. Integer in mauris eu
nibh euismod gravida. Duis ac tellus et risus vulputate vehicula. Donec lobortis risus a elit. Etiam tempor.
`;

const DATA_ENGINEER_JOB = `Senior Data Engineer
Tidewater Analytics | Norfolk, VA (remote within the US)

Tidewater Analytics builds the data platform behind pricing and demand products for 150 regional grocers.
We are hiring a senior data engineer to own batch and streaming pipelines end to end.

What you'll do
- Design, build and operate batch and streaming pipelines that land data in our lakehouse
- Model curated datasets for analysts and data scientists
- Run pipelines reliably with tests, monitoring and clear ownership
- Manage cloud infrastructure as code
- Mentor two junior engineers and review their designs

Requirements
- 5+ years of data engineering experience
- Python and SQL
- Apache Spark (PySpark or Scala)
- Apache Airflow for orchestration
- dbt for transformations
- Snowflake or Databricks
- Delta Lake or another lakehouse table format
- Kafka for streaming ingestion
- Docker and Kubernetes
- Terraform
- AWS (S3, Glue, Redshift)
- Data quality testing with Great Expectations or similar

Preferred
- Retail or consumer goods data
- Experience with Looker

We offer remote work, a home-office stipend, health coverage and a 401(k) match.
`;

const BI_ANALYST_RESUME = `Keisha Barrow
keisha.barrow@example.com | (757) 555-0182 | Virginia Beach, VA | linkedin.com/in/keishabarrow

SUMMARY
Business intelligence analyst with five years of retail and supply chain reporting.

EXPERIENCE

Business Intelligence Analyst
Chesapeake Grocers, Chesapeake, VA
Mar 2022 – Present
- Built Tableau dashboards for store operations, used weekly by 45 district managers
- Wrote SQL queries and views that cut the weekly sales report from 5 hours to 30 minutes
- Responsible for data validation of the daily store sales feed
- Automated shrink and waste reporting with Python scripts, saving 8 hours a week

Reporting Analyst
Bayline Distribution, Norfolk, VA
Jun 2019 – Feb 2022
- Produced weekly fill-rate and on-time delivery reports for 3 warehouses
- Maintained Excel models for carrier cost comparisons
- Helped migrate reports from Access to SQL Server

EDUCATION
B.S. Information Systems, Old Dominion University, 2019

SKILLS
SQL, SQL Server, Python, Tableau, Excel, Power Query, data validation
`;

/** Thirteen of the job's required skills that the resume never shows, added as one skills line. */
const STUFFED_SKILLS_LINE =
  'Apache Spark, Apache Airflow, dbt, Snowflake, Databricks, Delta Lake, Kafka, Docker, Kubernetes, Terraform, AWS, Redshift, Great Expectations';

export const NOT_A_RESUME: ScoreCase[] = [
  {
    id: 'not-a-resume-greeting',
    industry: 'Software Engineering',
    text: 'hello',
    job: BACKEND_BROKER_JOB,
    maxOverall: 35,
  },
  {
    id: 'not-a-resume-lorem-ipsum',
    industry: 'General Professional',
    text: LOREM,
    job: BACKEND_BROKER_JOB,
    maxOverall: 35,
  },
  {
    id: 'not-a-resume-job-ad',
    industry: 'Data Science',
    text: DATA_ENGINEER_JOB,
    job: DATA_ENGINEER_JOB,
    maxOverall: 35,
  },
];

export const STUFFING: StuffingCase[] = [
  {
    id: 'stuffing-skills-line',
    industry: 'Data Science',
    resume: BI_ANALYST_RESUME,
    job: DATA_ENGINEER_JOB,
    stuffed: `${BI_ANALYST_RESUME}${STUFFED_SKILLS_LINE}\n`,
    maxGain: 1,
  },
  {
    id: 'stuffing-job-pasted',
    industry: 'Healthcare',
    resume: TELEMETRY_NURSE_RESUME,
    job: TELEMETRY_NURSE_JOB,
    stuffed: `${TELEMETRY_NURSE_RESUME}\n${TELEMETRY_NURSE_JOB}`,
    maxGain: 0,
  },
];
