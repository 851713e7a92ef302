/**
 * Resume and job texts for the refinement tests: real ones from the shared corpus (../shared/corpus from
 * the repository root, read at run time and never copied) when it is present, else the texts below.
 */
import { existsSync, readFileSync } from 'node:fs';

const CORPUS_URL = new URL('../../../../shared/corpus/', import.meta.url);
export const CORPUS_PRESENT = existsSync(CORPUS_URL);

function corpusText(path: string): string | undefined {
  const url = new URL(path, CORPUS_URL);
  return CORPUS_PRESENT && existsSync(url) ? readFileSync(url, 'utf8') : undefined;
}

const OWN_RESUME = `Jordan Rivera
jordan.rivera@example.com | (555) 201-4477 | Austin, TX | linkedin.com/in/jordanrivera

Summary
Backend developer who builds payment and reporting services.

Experience
Software Engineer, Lakeside Payments, Austin, TX
Mar 2021 - Present
- Responsible for the settlement service written in Java and Spring Boot
- Worked on migrating nightly batch jobs to event-driven processing with Kafka
- Helped the team move deployments to Kubernetes on AWS
- I wrote integration tests for the refunds API

Junior Developer, Brightline Health, Dallas, TX
Jun 2018 - Feb 2021
- Maintained patient scheduling features in a Python and Django application
- Fixed bugs reported by the support team
- Built reports with SQL for the operations group

Education
B.S. Computer Science, University of North Texas, 2018

Skills
Java, Spring Boot, Python, Django, SQL, PostgreSQL, Kafka, Git
`;

const OWN_JOB = `Senior Backend Engineer
Northwind Commerce | Remote (US)

We are looking for a Senior Backend Engineer to design and operate the services behind our checkout and
payments platform.

Responsibilities
- Design, build and run scalable microservices in Java or Kotlin with Spring Boot
- Own services in production on AWS with Kubernetes and Terraform
- Improve reliability, latency and cost of payment processing
- Mentor engineers and lead design reviews

Requirements
- 5+ years of backend software development experience
- Strong Java and Spring Boot; experience with Kafka and PostgreSQL
- Experience with AWS, Docker and Kubernetes
- Experience with CI/CD pipelines and observability tools such as Prometheus and Grafana

Nice to have
- Kotlin, Terraform, GraphQL
- Experience in payments or fintech
`;

export const RESUME = corpusText('resumes/001.txt') ?? OWN_RESUME;
export const JOB = corpusText('jobs/001.txt') ?? OWN_JOB;
export const INDUSTRY = 'Software Engineering';
export const OTHER_RESUME = corpusText('resumes/013.txt') ?? OWN_RESUME.replace('Jordan Rivera', 'Sam Lee');
export const OTHER_JOB = corpusText('jobs/012.txt') ?? OWN_JOB.replace('Senior', 'Staff');

/** A resume over 8,000 characters: a corpus resume that long, or ours with its experience repeated. */
export const LONG_RESUME = (() => {
  const long = [corpusText('resumes/034.txt'), corpusText('resumes/029.txt')].find(
    (text) => text !== undefined && text.trim().length > 8000,
  );
  if (long) return long;
  let text = OWN_RESUME;
  while (text.length <= 8200) text += `\n${OWN_RESUME.split('Education')[0]}`;
  return text;
})();

/** An answer of the kind a person writes, with numbers the refinement may use. */
export const ANSWER =
  'We cut settlement processing time by 40% for about 2,000 merchants, and I led that work with two other engineers.';
