/**
 * The role a fact belongs to: the employer it names (in full, or by the words people call it by), the role
 * held in the year it gives, the role an earlier fact of the answer named, the question's bullet or entry,
 * else the one current role when the fact speaks of it. A fact with no role to go under comes back with the
 * reason.
 */
import { parseDateRange } from '../../parse/parse-dates';
import { squash } from '../../text/normalize-text';
import type { Bullet, ExperienceEntry, StructuredResume } from '../../types';
import { saidByItsEnd } from '../clean-words';
import type { AnswerFact } from '../read-answer';
import { type AnswerContext, type Home, type Placement, UNUSED_REASONS } from './answer-context';
import { covered } from './line-overlap';

function entries(resume: StructuredResume): Home[] {
  return resume.sections
    .filter((section) => section.type !== 'education')
    .flatMap((section) => section.entries.map((entry) => ({ entry, section })));
}

const normal = (text: string) => squash(text.toLowerCase().replace(/[^\p{L}\p{N}& ]/gu, ' '));

/** The entry an employer name points to: equal, or one name inside the other, case and punctuation aside. */
function entryNamed(resume: StructuredResume, place: string): Home | null {
  const wanted = normal(place);
  if (wanted.length < 2) return null;
  return (
    entries(resume).find(({ entry }) => {
      const company = normal(entry.company);
      return (
        company.length > 1 && (company === wanted || company.includes(wanted) || wanted.includes(company))
      );
    }) ?? null
  );
}

/** An employer the answer names anywhere ('... at Contoso'), even without a lead-in. */
/** Words many employers' names share: a lead of these alone names none ('University of', 'First National'). */
const GENERIC_EMPLOYER_WORD =
  /^(?:university|college|school|hospital|medical|center|centre|health|community|county|city|state|national|first|american|united|general|regional|memorial|saint|st|north|south|east|west|new|global|international|group|services|bank|district|department)$/;

export function employerMentioned(resume: StructuredResume, text: string): Home | null {
  const lower = ` ${normal(text)} `;
  // 'Columbia Pet Emergency' for 'Columbia Pet Emergency Center': the name without its last generic word.
  const namesOf = (company: string) => {
    const full = normal(company);
    const short = full.replace(
      /\s+(?:center|centre|inc|llc|ltd|co|corp|corporation|company|group|services|supply|supplies|partners|holdings|industries|international)$/,
      '',
    );
    const names = short !== full && short.split(' ').length >= 2 ? [full, short] : [full];
    // 'Foothill Studio' for 'Foothill Studio Landscape Architecture': the first words people call it by.
    const words = full.split(' ');
    for (let size = 2; size < words.length; size += 1) {
      const lead = words.slice(0, size);
      if (/^(?:of|and|the|for|at|in|&)$/.test(lead.at(-1) ?? '') || /^(?:the|a)$/.test(lead[0] ?? ''))
        continue;
      if (lead.every((word) => GENERIC_EMPLOYER_WORD.test(word))) continue;
      names.push(lead.join(' '));
    }
    return names;
  };
  return (
    entries(resume).find(
      ({ entry }) =>
        normal(entry.company).length > 2 &&
        !/company name/i.test(entry.company) &&
        (namesOf(entry.company).some((name) => lower.includes(` ${name} `)) ||
          saidByItsEnd(entry.company, text)),
    ) ?? null
  );
}

export function findBullet(
  resume: StructuredResume,
  bulletId: string | null,
  quoted = '',
): (Home & { bullet: Bullet }) | null {
  if (!bulletId) return null;
  for (const home of entries(resume)) {
    const bullet = home.entry.bullets.find((item) => item.id === bulletId);
    if (bullet) return { ...home, bullet };
    // A paragraph split into sentences ('{id}-s1', ...): the sentence the question quotes, else the first.
    const pieces = home.entry.bullets.filter((item) => item.id.startsWith(`${bulletId}-s`));
    if (pieces.length > 0) {
      const piece =
        [...pieces].sort((a, b) => covered(b.text, quoted) - covered(a.text, quoted))[0] ?? pieces[0];
      if (piece) return { ...home, bullet: piece };
    }
  }
  return null;
}

export function isCurrent(entry: ExperienceEntry): boolean {
  return parseDateRange(entry.dates)?.current ?? false;
}

/**
 * The roles at one employer whose headers stand together over the same lines: the headers without lines
 * right above this entry, and the earlier roles printed stacked under it.
 */
export function stackedRun(entries: readonly ExperienceEntry[], index: number): ExperienceEntry[] {
  const entry = entries[index] as ExperienceEntry;
  let first = index;
  while (
    first > 0 &&
    entries[first - 1]?.bullets.length === 0 &&
    entries[first - 1]?.company === entry.company
  )
    first -= 1;
  let last = index;
  while (entries[last + 1]?.stacked) last += 1;
  return entries.slice(first, last + 1);
}

/**
 * The tense of the lines under the entry at `index`: current when its role or one stacked with it is,
 * past when all of those have ended ('Lead Technician, 2021 - Present' over 'Trainee, 2018 - 2019' is
 * current), neither when none has dates.
 */
export function stackedTense(
  entries: readonly ExperienceEntry[],
  index: number,
): { current: boolean; past: boolean } {
  const ranges = stackedRun(entries, index)
    .map((item) => parseDateRange(item.dates))
    .filter((range) => range !== null);
  const current = ranges.some((range) => range.current);
  return { current, past: ranges.length > 0 && !current };
}

/** Whether the lines under this entry are current work: its own role or one stacked with it is. */
export function runIsCurrent(resume: StructuredResume, entry: ExperienceEntry): boolean {
  for (const section of resume.sections) {
    const index = section.entries.indexOf(entry);
    if (index >= 0) return stackedTense(section.entries, index).current;
  }
  return isCurrent(entry);
}

/** The role a fact belongs to: the employer it names, else the question's, else the current one if clear. */
export function homeOf(
  fact: AnswerFact,
  placement: Placement,
  context: AnswerContext,
): Home | { reason: string } {
  const resume = context.resume();
  if (fact.place) {
    const named = entryNamed(resume, fact.place);
    return named ?? { reason: UNUSED_REASONS.noEmployer(fact.place) };
  }
  const mentioned = employerMentioned(resume, fact.text);
  if (mentioned) {
    placement.namedHome = mentioned;
    return mentioned;
  }
  // Said in the present ('I keep about 40 grants on track'): the one current role, whatever was said before.
  const current = entries(resume).filter(({ entry }) => isCurrent(entry));
  const saidNow =
    fact.clause.subject === 'self' &&
    fact.clause.verb !== '' &&
    (fact.clause.verb.toLowerCase() === fact.clause.base ||
      fact.clause.verb.toLowerCase() === `${fact.clause.base}s`) &&
    !/^(?:be|have)$/.test(fact.clause.base);
  if (
    saidNow &&
    current.length === 1 &&
    current[0] &&
    !findBullet(resume, placement.question.target.bullet_id)
  )
    return current[0];
  // 'In 2021 I did a 6-month engagement ...': the role held that year, when one role was; not a span of
  // years ('from 4 in 2019 to zero since 2021').
  const years = new Set(fact.text.match(/\b(?:19|20)\d{2}\b/g) ?? []);
  const year =
    years.size === 1 ? /\b(?:in|during|since|from)\s+((?:19|20)\d{2})\b/i.exec(fact.text)?.[1] : undefined;
  if (year) {
    const held = entries(resume).filter(({ entry }) => {
      const range = parseDateRange(entry.dates);
      const from = range?.start?.year;
      const to = range?.current ? 9999 : (range?.end?.year ?? from);
      return from !== undefined && to !== undefined && from <= Number(year) && Number(year) <= to;
    });
    const within = held.filter(({ entry }) => {
      const range = parseDateRange(entry.dates);
      return !(range?.start?.year === Number(year) || range?.end?.year === Number(year)) || held.length === 1;
    });
    if (within.length === 1 && within[0]) {
      placement.namedHome = within[0];
      return within[0];
    }
  }
  // 'In 2021 I did a 6-month engagement ... I made 22 hires in those 6 months': the same role.
  if (placement.namedHome && entries(resume).some(({ entry }) => entry.id === placement.namedHome?.entry.id))
    return placement.namedHome;
  const target = findBullet(resume, placement.question.target.bullet_id, placement.question.text);
  if (target) return target;
  if (placement.question.target.entry_id) {
    const entry = entries(resume).find(({ entry: item }) => item.id === placement.question.target.entry_id);
    if (entry) return entry;
  }
  // The answer names the employer elsewhere ('My title is Designer II at Foothill Studio, but for the
  // last 18 months ... I was the project manager'): the fact is of that role.
  const answerNames = employerMentioned(resume, placement.answer);
  if (answerNames) return answerNames;
  // A fact that names no role goes under the current one only when there is one current role and the
  // fact speaks of it (its work, in the present, or its words): else it is the user's to place.
  const all = entries(resume);
  const latest = current.length === 1 ? current[0] : all.length === 1 ? all[0] : undefined;
  if (!latest) return { reason: UNUSED_REASONS.noRole };
  const present = fact.clause.verb !== '' && fact.clause.verb.toLowerCase() === fact.clause.base;
  const speaks = covered(fact.text, latest.entry.bullets.map((bullet) => bullet.text).join(' ')) >= 0.34;
  return present || speaks || all.length === 1 ? latest : { reason: UNUSED_REASONS.noRole };
}
