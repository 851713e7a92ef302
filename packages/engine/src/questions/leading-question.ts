/**
 * The question about leading people, asked when the job wants someone who has led, trained or supervised
 * others ('2 years as a lead operator', 'supervisory experience') and no title or line of the resume shows
 * it: a coach asks that before any keyword, since acting and informal leads rarely write it down.
 */
import { holdsWork } from '../parse/work-sections';
import type { ScoreDetail } from '../score/score-resume';
import { LEADER_TITLE } from '../taxonomy/job-titles';
import type { Question } from '../types';
import { questionText } from './question-wording';

/** A requirement of leading people ('2 years as a lead operator', 'supervisory experience'). */
const LEADING =
  /\b(?:lead(?:ing)?\s+(?:a\s+|small\s+)?(?:team|technicians|staff|crews?|shift)|(?:crew|site|team|shift) lead\b|mechanic-in-charge|in charge of (?:a |the )?(?:crew|team|shift)|as (?:a |the )?(?:shift )?lead\b|lead (?:operator|technician|experience)|supervis\w*|managing (?:a )?(?:team|staff|people)|people management|team leadership)/i;

/**
 * A line that shows leading people anywhere in it: 'Provided immediate supervision to a group of
 * employees', '... training, loss prevention, team leadership', 'led team in inside sales'.
 */
const SHOWS_LEADING =
  /^(?:led|lead|leads|supervised|supervise|supervises|managed|manage|manages|oversaw|oversee|directed)\b|\b(?:led|leads|supervised|supervises|supervising|managed|manages|managing|oversaw|oversees|overseeing|directed|directs|trained and supervised)\s+(?:(?:a|the|my|our|\d+|small|large|dedicated|shift|sales|store|\w+-person)\s+){0,3}(?:team|teams|staff|crews?|employees|associates|technicians|agents|people|group|reps|representatives|volunteers|workers|nurses|operators|assistants|cashiers|servers|drivers)\b|\bteam leadership\b|\bsupervision (?:of|to)\b|\bteam of \d+ (?:direct reports|employees|staff)\b/i;

export function leadingQuestion(detail: ScoreDetail): Question | null {
  const { facts, job } = detail;
  const leadAsked = (job.requirements ?? []).find(
    (requirement) =>
      requirement.members.some((member) => LEADING.test(member.name)) ||
      requirement.words.some((words) => LEADING.test(words)),
  );
  const leads =
    facts.entries.some(
      (entry) =>
        LEADER_TITLE.test(entry.title) || entry.bullets.some((bullet) => SHOWS_LEADING.test(bullet.text)),
    ) ||
    detail.resume.sections.some(
      (section) =>
        /^(?:summary|skills)$/.test(section.type) &&
        [...section.content_lines, ...section.bullets.map((bullet) => bullet.text)].some((line) =>
          SHOWS_LEADING.test(line),
        ),
    );
  if (leadAsked && !leads) {
    return {
      id: 'q-leading',
      kind: 'missing_skill',
      ...questionText('questions.leading.people'),
      target: {
        section_id: facts.entries[0] ? (detail.resume.sections.find(holdsWork)?.id ?? 'skills') : 'skills',
        entry_id: facts.entries[0]?.id ?? null,
        bullet_id: null,
        subject: 'Team Leadership',
      },
      category: 'tailoring',
      expected_gain: 1.5,
    };
  }
  return null;
}
