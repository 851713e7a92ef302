/**
 * The question about leading people, asked when the job wants someone who has led, trained or supervised
 * others ('2 years as a lead operator', 'supervisory experience') and no title or line of the resume shows
 * it: a coach asks that before any keyword, since acting and informal leads rarely write it down.
 */
import { holdsWork } from '../parse/work-sections';
import type { ScoreDetail } from '../score/score-resume';
import type { Question } from '../types';
import { questionText } from './question-wording';

/** A requirement of leading people ('2 years as a lead operator', 'supervisory experience'). */
const LEADING =
  /\b(?:lead(?:ing)?\s+(?:a\s+|small\s+)?(?:team|technicians|staff|crews?|shift)|(?:crew|site|team|shift) lead\b|mechanic-in-charge|in charge of (?:a |the )?(?:crew|team|shift)|as (?:a |the )?(?:shift )?lead\b|lead (?:operator|technician|experience)|supervis\w*|managing (?:a )?(?:team|staff|people)|people management|team leadership)/i;

export function leadingQuestion(detail: ScoreDetail): Question | null {
  const { facts, job } = detail;
  const leadAsked = (job.requirements ?? []).find(
    (requirement) =>
      requirement.members.some((member) => LEADING.test(member.name)) ||
      requirement.words.some((words) => LEADING.test(words)),
  );
  const leads = facts.entries.some(
    (entry) =>
      /\b(?:lead|supervisor|manager|chief|head|foreman|director)\b/i.test(entry.title) ||
      entry.bullets.some((bullet) =>
        /^(?:led|lead|leads|supervised|supervise|supervises|managed|manage|manages|oversaw|oversee|directed)\b/i.test(
          bullet.text,
        ),
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
