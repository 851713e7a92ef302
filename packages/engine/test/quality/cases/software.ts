import type { QualityCase } from '../quality-case';
import { NO_CUT_QUOTES } from './shared';

const BACKEND_LONG_BULLET =
  'Coordinated the move of the billing service from a single virtual machine to containers on the shared Kubernetes cluster, including blue-green deploys, health checks, log shipping, secrets rotation and a rollback plan agreed with finance and support before the cut-over weekend';

export const BACKEND_BROKER_RESUME = `Priya Raman
priya.raman@example.com | (312) 555-0187 | Chicago, IL | github.com/priyaraman

EXPERIENCE

Backend Engineer
Lakeshore Freight Systems, Chicago, IL
Mar 2021 – Present
- Responsible for the shipment tracking API used by carrier partners (Python, Flask, PostgreSQL)
- Built event consumers on RabbitMQ that update load status for the dispatch dashboard
- Replaced 14 cron jobs with a queue-driven scheduler, cutting missed runs from 9 a month to 0
- Helped reduce database load by rewriting slow reporting queries
- Wrote runbooks for kubectl rollbacks and on-call handoffs
- ${BACKEND_LONG_BULLET}

Software Engineer
Northgate Insurance Group, Milwaukee, WI
Jun 2018 – Feb 2021
- Developed REST endpoints for the policy quoting service in Python and Django
- Assisted with the migration of nightly batch jobs to AWS Lambda
- Added unit and integration tests, raising coverage from 41% to 78%
- Worked on the internal admin portal for underwriters

EDUCATION
B.S. Computer Science, University of Illinois Urbana-Champaign, 2018

SKILLS
Python, Django, Flask, PostgreSQL, RabbitMQ, Docker, Kubernetes, AWS, Git, Linux, cron
`;

export const BACKEND_BROKER_JOB = `Senior Backend Engineer
Routewise | Chicago, IL (hybrid)

About us
Routewise builds the dispatch and visibility platform that mid-size carriers use to plan loads, track
trucks and bill shippers. Our backend handles about two million events a day.

What you will do
- Design and build backend services and REST APIs for load tracking and billing
- Own event-driven integrations with carriers, brokers and telematics providers
- Improve the reliability and performance of our data stores and queues
- Take part in a weekly on-call rotation and lead blameless incident reviews
- Review code and mentor two to three mid-level engineers

Requirements
- 5+ years of professional experience building backend services in Python or Go
- Strong SQL and experience with relational databases at scale
- Kafka or another message broker (RabbitMQ, SQS)
- Docker and Kubernetes in production
- Experience with AWS
- Bachelor's degree or equivalent practical experience

Nice to have
- Terraform or other infrastructure as code
- Observability tooling such as Prometheus and Grafana
- Experience in logistics or supply chain software

We offer a competitive salary, equity, health and dental coverage and a 401(k) match.
`;

const SRE_PTY_RESUME = `Thabo Nkosi
thabo.nkosi@example.com | +27 82 555 0199 | Cape Town, South Africa | linkedin.com/in/thabonkosi

EXPERIENCE

Platform Engineer | Karoo Freight (Pty) Ltd | Cape Town | 2021 – Present
• Responsible for the CI/CD pipelines of 25 microservices in GitLab CI
• Built a telemetry pipeline with OpenTelemetry that ships traces from the route-planning services
• Helped reduce cloud spend by tagging resources and removing idle instances
• Automated TLS certificate renewals with cron and a small Go tool
• Assisted with incident reviews and wrote the postmortem template

DevOps Engineer | Bluewave Analytics | Johannesburg | 2017 – 2021
• Maintained Ansible playbooks for 120 Linux servers
• Set up monitoring dashboards for the data platform
• Worked on backup and restore drills for the PostgreSQL clusters
• Wrote Bash and Python scripts for log rotation and disk alerts

EDUCATION
BSc Computer Science, University of Cape Town, 2016

SKILLS
Linux, Bash, Python, Go, GitLab CI, Ansible, Docker, AWS, PostgreSQL, OpenTelemetry, cron
`;

const SRE_PTY_JOB = `Site Reliability Engineer
Fynbos Pay | Cape Town or remote (South Africa)

Fynbos Pay processes card and instant EFT payments for 3,000 merchants. Our SRE team keeps the platform
fast, observable and boring, and helps product teams ship safely.

Responsibilities
- Run and improve our Kubernetes clusters on AWS
- Build and maintain infrastructure as code for every environment
- Own monitoring, alerting and SLOs with the product teams
- Lead incident response and run blameless postmortems
- Automate toil: certificate management, capacity reports, access reviews
- Improve CI/CD pipelines and deployment safety

Requirements
- 4+ years in SRE, DevOps or platform engineering
- Kubernetes and Docker in production
- Terraform or another infrastructure-as-code tool
- Prometheus and Grafana for monitoring and alerting
- Strong Linux skills and scripting in Go, Python or Bash
- CI/CD experience (GitLab CI, GitHub Actions or similar)
- Calm, structured incident response

Preferred
- OpenTelemetry or other distributed tracing
- PCI DSS or other payments compliance experience
- BSc in Computer Science, Engineering or equivalent experience

Benefits: medical aid, retirement fund contribution, learning budget and flexible hours.
`;

export const SOFTWARE_CASES: QualityCase[] = [
  {
    id: 'swe-backend-broker-alternative',
    occupation: 'software engineer (backend)',
    industry: 'Software Engineering',
    resume: BACKEND_BROKER_RESUME,
    job: BACKEND_BROKER_JOB,
    answers: [
      {
        kind: 'bullet_result',
        textIncludes: 'shipment tracking API',
        answer:
          'I cut p95 latency of the tracking API from 850 ms to 210 ms by adding caching and removing N+1 queries. It serves about 40 carrier partners.',
      },
      { textIncludes: 'slow reporting queries', answer: 'not measured' },
      {
        kind: 'missing_skill',
        subject: 'Terraform',
        answer: 'I have not used Terraform; a separate platform team owned our infrastructure.',
      },
      {
        textIncludes: 'billing service',
        answer: 'A team of 3 engineers, and the cut-over caused 0 minutes of billing downtime.',
      },
      {
        kind: 'missing_summary',
        answer:
          'Backend engineer who builds event-driven Python services for freight and insurance, with RabbitMQ and PostgreSQL in production.',
      },
    ],
    defaultAnswer: '',
    expect: {
      facts: [
        { text: '850 ms to 210 ms', under: 'Lakeshore Freight Systems' },
        { text: '40 carrier partners', under: 'Lakeshore Freight Systems' },
        { text: '3 engineers', under: 'Lakeshore Freight Systems' },
      ],
      survive: [
        'cron',
        'kubectl',
        'RabbitMQ',
        'PostgreSQL',
        'Lakeshore Freight Systems',
        'Northgate Insurance Group',
      ],
      absent: ['Terraform', 'not measured'],
      alreadyShown: ['Kafka', 'SQL', 'Docker', 'Kubernetes'],
      notAsked: [
        'Kafka',
        'missed runs from 9',
        'coverage from 41%',
        'asks for (SQL|Docker|Kubernetes|AWS)\\b',
        ...NO_CUT_QUOTES,
      ],
      degree: "Bachelor's degree",
      degreeLevel: 3,
      wholeQuotes: [BACKEND_LONG_BULLET],
    },
  },
  {
    id: 'swe-sre-pty-employer',
    occupation: 'site reliability engineer',
    industry: 'Software Engineering',
    resume: SRE_PTY_RESUME,
    job: SRE_PTY_JOB,
    answers: [
      {
        textIncludes: 'cloud spend',
        answer: 'I cut monthly AWS spend from $48,000 to $31,000 over two quarters.',
      },
      {
        kind: 'missing_skill',
        subject: 'Kubernetes',
        answer: 'I have not used Kubernetes in production.',
      },
      {
        kind: 'missing_skill',
        subject: 'Prometheus',
        answer:
          'At Bluewave Analytics I set up Prometheus and Grafana for 30 services and wrote the alert rules for the on-call team.',
      },
      {
        textIncludes: 'incident reviews',
        answer:
          'I ran 14 incident reviews in 2023. Mean time to recovery fell from 3 hours to 50 minutes over that year. The postmortem template is now used by all 5 engineering teams.',
      },
      { textIncludes: 'certificate renewals', answer: 'Yes' },
      {
        kind: 'missing_summary',
        answer:
          'Platform engineer with a background in Linux operations, focused on CI/CD, observability and cutting cloud cost.',
      },
    ],
    defaultAnswer: '',
    expect: {
      facts: [
        { text: '$48,000 to $31,000', under: 'Karoo Freight (Pty) Ltd' },
        { text: '3 hours to 50 minutes', under: 'Karoo Freight (Pty) Ltd' },
        { text: '5 engineering teams', under: 'Karoo Freight (Pty) Ltd' },
        { text: 'Prometheus', under: 'Bluewave Analytics' },
        { text: '30 services', under: 'Bluewave Analytics' },
      ],
      survive: ['Karoo Freight (Pty) Ltd', 'telemetry', 'OpenTelemetry', 'cron', 'GitLab CI'],
      absent: ['Kubernetes'],
      alreadyShown: ['Docker', 'Linux', 'CI/CD'],
      notAsked: ['120 Linux servers', '25 microservices', ...NO_CUT_QUOTES],
    },
  },
];
