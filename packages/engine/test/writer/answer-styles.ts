/**
 * Answers to the engine's questions in the four ways people answer (plain; terse; chatty with hedges;
 * 'No, but ...' with a fact), made from each question's kind and subject, for the writer's invariants
 * over every corpus resume. The figures vary with the question so that no two answers share one.
 */
import type { Question, StructuredResume } from '../../src/types';

export const ANSWER_STYLES = ['plain', 'terse', 'chatty', 'no-but'] as const;
export type AnswerStyle = (typeof ANSWER_STYLES)[number];

function latestCompany(resume: StructuredResume): string {
  return (
    resume.sections.flatMap((section) => section.entries).find((entry) => entry.company.trim())?.company ?? ''
  );
}

export function answerInStyle(
  question: Question,
  style: AnswerStyle,
  resume: StructuredResume,
  index: number,
): string {
  const n = 3 + ((index * 7) % 9);
  const p = 12 + ((index * 11) % 40);
  const a = 4 + (index % 5);
  const b = 1 + (index % 3);
  const k = 20 + ((index * 13) % 180);
  const y = 2 + (index % 6);
  const subject = question.target.subject ?? 'it';
  const company = latestCompany(resume);
  switch (question.kind) {
    case 'bullet_result':
      // Asked how much of a routine duty, or how many people were trained: a volume, said four ways.
      if (/\btrain/i.test(question.text) === false && /\bhow (?:much|many)\b/i.test(question.text))
        return {
          plain: `About ${n * 10} a week, roughly ${p}% of them the same day.`,
          terse: `${n}-${n + 4} a day`,
          chatty: `Honestly couldn't tell you exactly, probably ${n * 5}ish a month? It was busy lol`,
          'no-but': `No exact count, but I handled about ${k} a year with ${n} other people.`,
        }[style];
      if (/\btrain/i.test(question.text) && /\bhow many\b/i.test(question.text))
        return {
          plain: `I trained ${n} new hires over ${y} years.`,
          terse: `${n} people`,
          chatty: `Hmm maybe ${n}? Give or take, mostly on the basics.`,
          'no-but': `Not formally, but I onboarded ${n} coworkers.`,
        }[style];
      return {
        plain:
          index % 2 === 0
            ? `I cut the turnaround time from ${a} days to ${b} days.`
            : `Errors dropped by ${p}% in the first six months.`,
        terse: index % 2 === 0 ? `from ${a} days to ${b}` : `${p}% fewer errors`,
        chatty: `Honestly I think it was something like ${p}% fewer errors, maybe a bit more, we didn't track it super carefully but my manager noticed.`,
        'no-but': `No, not really, but I did train ${n} new hires on it.`,
      }[style];
    case 'bullet_scope':
      return {
        plain: `A team of ${n} people and a budget of about $${k}K.`,
        terse: `${n} people`,
        chatty: `Oh it was maybe ${n} of us, give or take, and I think around $${k}K in total.`,
        'no-but': `No budget of my own, but I coordinated ${n} volunteers.`,
      }[style];
    case 'missing_skill':
      return {
        plain:
          index % 2 === 0
            ? `Yes, I used ${subject} every week for ${y} years${company ? ` at ${company}` : ''}.`
            : `Yes, daily. We use ${subject} and Kronos/UKG for scheduling.`,
        terse: `Yes, ${y} yrs.`,
        chatty: `Kind of, the closest thing is some experiments with ${subject} on a side project, nothing serious honestly.`,
        'no-but': `No, I haven't used ${subject}, but I built ${n} weekly reports in Excel for my team.`,
      }[style];
    case 'missing_summary':
      return {
        plain: `I am a dependable professional with ${y} years of experience who keeps projects on schedule.`,
        terse: `${y} years, reliable, on schedule.`,
        chatty: `Hmm, I guess I'm really good with people and I never miss a deadline, I think that's what most managers say about me.`,
        'no-but': `Not sure, but I have ${y} years of experience and I finished ${n} projects on time last year.`,
      }[style];
    case 'missing_credential':
      return {
        plain:
          index % 2 === 0
            ? `Yes, I have held the ${subject} since 2019.`
            : 'Yes, I have my OSHA 30 (2019) and NFPA 70E, renewed 2024.',
        terse: 'yes',
        chatty: `I'm studying for the ${subject} right now, the exam is in March I think.`,
        'no-but': `No, but I completed ${k} hours of training toward it.`,
      }[style];
    case 'title_mismatch':
      return {
        plain: `Yes, I supervised ${n} people as a shift lead${company ? ` at ${company}` : ''} for ${y} years.`,
        terse: `Yes, ${y} yrs`,
        chatty: 'Sort of, I filled in for my manager a few times but it was never official.',
        'no-but': `No, but I trained ${n} new coworkers.`,
      }[style];
  }
}
