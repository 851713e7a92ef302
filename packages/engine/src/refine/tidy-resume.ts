/**
 * The refinement steps that need no answer (2 to 4 of refine.ts), each returning its edits for the resume
 * as it stands: paragraphs in a role as bullets, one sentence each, word for word; bullets without the first
 * person, in the tense of their role, without a weak opener; standard headings, and one date format where
 * the resume mixes them.
 */
import { dateWritingOf, formatDateRangeIn } from '../lang/format-dates';
import { isHeadingOfLanguage } from '../lang/section-titles';
import { dateStyle, formatDateRange, parseDateRange } from '../parse/parse-dates';
import { isCommonHeading } from '../parse/section-headings';
import { isWallOfText } from '../score/measure-resume';
import { LEADER_TITLE } from '../taxonomy/job-titles';
import { sentences } from '../text/normalize-text';
import type { StructuredResume } from '../types';
import { stackedRun, stackedTense } from './answers/find-role';
import { headingInStyle } from './answers/resume-style';
import { keepsBullet } from './check-provenance';
import type { ProposedEdit } from './edits';
import { rewriteBullet } from './rewrite-bullet';

/** 2. Paragraphs in a role, and 'I ...' sentences, as bullets: one sentence each, word for word. */
export function splitParagraphs(resume: StructuredResume): ProposedEdit[] {
  const edits: ProposedEdit[] = [];
  const glyph =
    resume.sections.flatMap((s) => s.entries.flatMap((e) => e.bullets)).find((b) => b.original_char)
      ?.original_char ?? '•';
  for (const section of resume.sections) {
    for (const entry of section.entries) {
      for (const paragraph of entry.bullets) {
        if (paragraph.original_char !== '') continue;
        const parts: string[] = [];
        for (const sentence of sentences(paragraph.text)) {
          const last = parts.length - 1;
          // A fragment of a few words belongs with the sentence before it.
          if (last >= 0 && sentence.split(/\s+/).length < 4) parts[last] = `${parts[last]} ${sentence}`;
          else parts.push(sentence);
        }
        const firstPerson = /^(?:i|we)\s/i.test(paragraph.text);
        if (parts.length < 2 && !(firstPerson && parts.length === 1 && !isWallOfText(paragraph))) continue;
        if (parts.length < 2 && !firstPerson) continue;
        edits.push({
          op: 'split_bullet',
          section_id: section.id,
          entry_id: entry.id,
          bullet: { ...paragraph },
          pieces: parts.map((text, index) => ({
            id: `${paragraph.id}-s${index + 1}`,
            text,
            original_char: glyph,
          })),
          reason: 'paragraph split into bullets, one sentence each',
          source: paragraph.text,
          origin: { kind: 'resume' },
        });
      }
    }
  }
  return edits;
}

/** 3. Bullets that need no new fact: first person, tense, 'Responsible for managing' -> 'Managed'. */
export function rewriteBullets(resume: StructuredResume): ProposedEdit[] {
  const edits: ProposedEdit[] = [];
  for (const section of resume.sections) {
    section.entries.forEach((entry, index) => {
      // Roles stacked at one employer share the lines under the last header: they are in the tense of
      // the latest of them ('Lead Technician, 2021 - Present' over 'Trainee, 2018 - 2019').
      const { current, past } = stackedTense(section.entries, index);
      const leads = stackedRun(section.entries, index).some((item) => LEADER_TITLE.test(item.title));
      for (const bullet of entry.bullets) {
        let rewrite = rewriteBullet(bullet.text, past, current, leads);
        // A line whose rewrite the guard would call dropped keeps its words: only tense and pronouns change.
        if (!keepsBullet(bullet.text, rewrite.text))
          rewrite = rewriteBullet(bullet.text, past, current, leads, false);
        if (rewrite.text === bullet.text || !keepsBullet(bullet.text, rewrite.text)) continue;
        edits.push({
          op: 'set_bullet',
          section_id: section.id,
          entry_id: entry.id,
          bullet_id: bullet.id,
          before: bullet.text,
          after: rewrite.text,
          reason: rewrite.rules.join('; '),
          source: bullet.text,
          origin: { kind: 'resume' },
        });
      }
    });
  }
  return edits;
}

const REFERENCES_ON_REQUEST =
  /^\s*(?:references?|referees)\s+(?:are\s+)?(?:available\s+)?(?:up)?on\s+request\.?\s*$|^\s*(?:references?\s+)?available\s+(?:up)?on\s+request\.?\s*$/i;

const SEASON_WORD = /\b(?:spring|summer|fall|autumn|winter)s?\b/i;

/** 4. Standard headings and one date format. */
export function standardize(resume: StructuredResume): ProposedEdit[] {
  const edits: ProposedEdit[] = [];
  // Dates written one way throughout stay as written ('March 2021 - Present' is no worse than 'Mar 2021 –
  // Present'); only a resume that mixes styles gets one.
  const styles = new Set(
    resume.sections
      .flatMap((section) => section.entries)
      .map((entry) => (entry.dates.trim() ? dateStyle(entry.dates) : ''))
      .filter((style) => style !== ''),
  );
  const mixedDates = styles.size > 1;
  // A resume in another language gets its dates in that language ('marzo 2021 – actualidad'), never English.
  const language = resume.language ?? 'en';
  const writing = mixedDates && language !== 'en' ? dateWritingOf(resume, language) : null;
  resume.sections.forEach((section, sectionIndex) => {
    // 'References available upon request': employers ask for references when they want them; the line
    // says nothing, and under the skills it reads as one of them. A heading with nothing else goes too.
    if (
      section.type === 'references' &&
      section.entries.length === 0 &&
      section.bullets.length === 0 &&
      section.content_lines.length > 0 &&
      section.content_lines.every((line) => REFERENCES_ON_REQUEST.test(line) || !line.trim())
    ) {
      edits.push({
        op: 'remove_section',
        section,
        index: sectionIndex,
        reason: 'references on request left out',
        source: section.content_lines.join(' '),
        origin: { kind: 'resume' },
      });
      return;
    }
    for (let index = section.content_lines.length - 1; index >= 0; index--) {
      const line = section.content_lines[index] ?? '';
      if (!REFERENCES_ON_REQUEST.test(line)) continue;
      edits.push({
        op: 'remove_line',
        section_id: section.id,
        index,
        text: line,
        reason: 'references on request left out',
        source: line,
        origin: { kind: 'resume' },
      });
    }
    if (section.title && section.type !== 'general') {
      const standard = headingInStyle(resume, section.type, section.title);
      // 'LICENSES AND CERTIFICATIONS' is the standard heading already: case and '&'/'and' aside.
      const plain = (title: string) =>
        title
          .toLowerCase()
          .replace(/\s*&\s*/g, ' and ')
          .replace(/\s+/g, ' ')
          .trim();
      // A heading that is the standard one shortened ('Certifications' of 'Licenses & Certifications'),
      // a sentence ('References available upon request'), a kind of its own ('Professional Development')
      // or the twin of another section's stays as written.
      const words = plain(section.title)
        .split(/[\s/]+/)
        .filter((word) => word !== 'and');
      const shortened = words.every((word) => plain(standard).split(' ').includes(word));
      const ownKind =
        /\b(?:development|training|courses?|coursework|continuing|education|workshops?)\b/i.test(
          section.title,
        ) && section.type !== 'education';
      // 'TEACHING EXPERIENCE' and 'RELATED EXPERIENCE': two sections of one kind keep the names that
      // tell them apart.
      const twin = resume.sections.some(
        (other) =>
          other.id !== section.id &&
          other.title !== '' &&
          (plain(other.title) === plain(standard) || other.type === section.type),
      );
      // An objective is renamed only by the summary that takes its place, never over its own words.
      const objective = /objective/i.test(section.title);
      const keep =
        shortened ||
        ownKind ||
        twin ||
        objective ||
        isCommonHeading(section.title) ||
        // A heading of the resume's own language ('Beruflicher Werdegang') is filed as it is.
        isHeadingOfLanguage(section.title, language) ||
        section.type === 'references' ||
        words.length > 4;
      if (standard && !keep && plain(standard) !== plain(section.title)) {
        edits.push({
          op: 'set_title',
          section_id: section.id,
          before: section.title,
          after: standard,
          reason: 'standard section heading',
          source: section.title,
          origin: { kind: 'resume' },
        });
      }
    }
    for (const entry of mixedDates ? section.entries : []) {
      // A season says less than a month: 'Summer 2020' as 'Jun 2020' would state a month the resume never
      // gave. Such dates stay as written.
      if (SEASON_WORD.test(entry.dates)) continue;
      const range = parseDateRange(entry.dates);
      if (!range) continue;
      const formatted = writing ? formatDateRangeIn(range, writing) : formatDateRange(range);
      if (formatted === entry.dates) continue;
      edits.push({
        op: 'set_dates',
        section_id: section.id,
        entry_id: entry.id,
        before: entry.dates,
        after: formatted,
        reason: 'one date format',
        source: entry.dates,
        origin: { kind: 'resume' },
      });
    }
  });
  return edits;
}
