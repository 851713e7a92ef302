import { looksLikeJobTitle } from '../../taxonomy/job-titles';
/**
 * What an answer adds to the resume's lists rather than to a role: a language the person speaks, a skill
 * the answer confirms (in the list's own style, on the line of its kind), a credential held (with the year
 * the answer gives). Each goes into its own section, added under a heading in the resume's style when there
 * is none, and only when the resume does not list it already.
 */

import type { TextLanguage } from '../../lang/detect-language';
import { tableFor } from '../../lang/tables';
import { renderResumeText } from '../../parse/render-resume-text';
import { findSkillMentions } from '../../taxonomy/find-skills';
import { capitalize, sentences } from '../../text/normalize-text';
import type { Section } from '../../types';
import type { AnswerContext, Placement } from './answer-context';
import { contentStems } from './line-overlap';
import { addedSection, headingInStyle } from './resume-style';

/** Languages people list on a resume. */
const LANGUAGE_NAMES =
  'Spanish|French|German|Italian|Portuguese|Mandarin|Chinese|Cantonese|Japanese|Korean|Vietnamese|Tagalog|Arabic|Hindi|Urdu|Bengali|Punjabi|Russian|Ukrainian|Polish|Dutch|Greek|Turkish|Hebrew|Farsi|Persian|Swahili|Somali|Haitian Creole|Creole|American Sign Language|ASL';
/** 'I'm fluent in Spanish', 'I speak conversational French', 'bilingual English/Spanish', 'native Korean speaker'. */
const SPOKEN = new RegExp(
  String.raw`\b(?:(fluent|conversational|native|proficient|bilingual|basic|professional working)\s+(?:in\s+)?(?:English\s*(?:\/|and)\s*)?(${LANGUAGE_NAMES})|speak\s+(fluent|conversational|native|basic)?\s*(${LANGUAGE_NAMES}))\b`,
  'i',
);

/** The language a fact says the person speaks, with how well: 'Spanish (fluent)'. Null if none. */
export function spokenLanguage(text: string): string | null {
  const match = SPOKEN.exec(text);
  if (!match || /(?:\bnot\b|n't\b|\bnever\b|\bno\b)/i.test(text.slice(0, match.index))) return null;
  // 'some basic Spanish phrases', 'a few words of French': no language spoken.
  if (/^\s*(?:phrases|words|terms|greetings|expressions)\b/i.test(text.slice(match.index + match[0].length)))
    return null;
  if (/\b(?:a few|some|basic)\s+(?:\w+\s+)?(?:phrases|words)\b/i.test(text)) return null;
  const name = match[2] ?? match[4] ?? '';
  const level = (match[1] ?? match[3] ?? '').toLowerCase();
  const canonical = name.replace(/\b\w/g, (c) => c.toUpperCase()).replace(/^Asl$/, 'ASL');
  return level ? `${canonical} (${level})` : canonical;
}

/** The label of a languages line in the resume's language: 'Languages', 'Idiomas', 'Langues', 'Sprachen'. */
function languagesLabel(language: TextLanguage): string {
  if (language === 'en') return 'Languages';
  const heading = tableFor(language).headings.languages?.[0] ?? '';
  return heading ? capitalize(heading) : 'Languages';
}

/** A language the person speaks, on the resume's languages line or section (added when there is none). */
export function addLanguage(language: string, placement: Placement, context: AnswerContext): boolean {
  const resume = context.resume();
  const name = language.replace(/\s*\(.*$/, '');
  const whole = renderResumeText(resume);
  if (new RegExp(`\\b${name}\\b`, 'i').test(whole)) return false;
  const origin = { kind: 'answer' as const, question_index: placement.index };
  const reason = 'language from your answer';
  const own = resume.sections.find((section) => section.type === 'languages');
  if (own)
    return context.propose({
      op: 'insert_line',
      section_id: own.id,
      index: own.content_lines.length,
      text: language,
      reason,
      source: placement.answer,
      origin,
    });
  const skills = resume.sections.find((section) => section.type === 'skills');
  if (skills && skills.bullets.length === 0)
    return context.propose({
      op: 'insert_line',
      section_id: skills.id,
      index: skills.content_lines.length,
      text: `${languagesLabel(resume.language ?? 'en')}: ${language}`,
      reason,
      source: placement.answer,
      origin,
    });
  const section: Section = {
    id: 'section-languages-added',
    title: headingInStyle(resume, 'languages'),
    type: 'languages',
    visible: true,
    order: resume.sections.length + 1,
    content_lines: [],
    bullets: [],
    entries: [],
  };
  return context.proposeAll([
    { op: 'add_section', section, reason: 'Languages section added', source: placement.answer, origin },
    {
      op: 'insert_line',
      section_id: section.id,
      index: 0,
      text: language,
      reason,
      source: placement.answer,
      origin,
    },
  ]);
}

/** Words of a soft-skills list written without a label ('Teamwork, communication, time management'). */
const SOFT_WORD =
  /\b(?:team ?work|team player|communication|interpersonal|time management|problem[- ]solving|leadership|detail|organi[sz]ed|organi[sz]ation|reliable|punctual|dependable|hard[- ]?working|motivated|multi-?task\w*|adaptab\w+|flexib\w+|customer service|work ethic|fast[- ]paced|self[- ]starter|positive attitude|patience|creativ\w+|collaborat\w+)\b/i;

/** A list line most of whose items are soft skills: no place for a tool or a practice. */
export function softList(line: string): boolean {
  const items = line
    .replace(/^[^:]{0,30}:\s*/, '')
    .split(/[,;|•·]\s*/)
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length >= 3 && items.filter((item) => SOFT_WORD.test(item)).length / items.length >= 0.6;
}

/** The skills section's last line, with the skill added in the list's own style. */
export function addSkill(
  name: string,
  placement: Placement,
  context: AnswerContext,
  /** A product the answer names as used, which the taxonomy may not know: it goes with the tools. */
  product = false,
): void {
  const resume = context.resume();
  const origin = { kind: 'answer' as const, question_index: placement.index };
  const reason = 'skill added: your answer confirms it';
  const skills = resume.sections.find((section) => section.type === 'skills');
  const listed = (
    skills ? [...skills.content_lines, ...skills.bullets.map((bullet) => bullet.text)] : []
  ).join(' ');
  if (listed.toLowerCase().includes(name.toLowerCase())) return;
  // In the list's own style: a practice in lower case where the list writes practices so
  // ('variance analysis, dashboards'), a tool's name as it is written ('Power BI').
  const mention = findSkillMentions(name)[0];
  const listsLower = listed.split(/[,;|•·]\s*/).some((item) => /^\p{Ll}/u.test(item.trim()));
  const subject =
    !product &&
    listsLower &&
    // A one-word name ('Epic', 'Excel') keeps its capital: lower-cased it reads as a common word.
    /\s/.test(name) &&
    mention &&
    mention.skill.kind !== 'tool' &&
    mention.skill.kind !== 'credential' &&
    /^\p{Lu}\p{Ll}+(?:\s\p{Lu}?\p{Ll}+)*$/u.test(name)
      ? name.toLowerCase()
      : name;
  if (!skills) {
    const section = addedSection(resume, 'skills');
    context.proposeAll([
      { op: 'add_section', section, reason: 'Skills section added', source: placement.answer, origin },
      {
        op: 'insert_line',
        section_id: section.id,
        index: 0,
        text: subject,
        reason,
        source: placement.answer,
        origin,
      },
    ]);
    return;
  }
  const lines = skills.content_lines;
  // The line the skill is of: a tool on a 'Tools:' or 'Software:' line, a practice on any other; the last
  // such line, where lists grow.
  const toolLabel = (line: string) =>
    /^(?:tools|software|technologies|technical|platforms|systems|applications|programs|equipment|languages)\b[^:]{0,20}:/i.test(
      line.trim(),
    );
  const isTool = product || mention?.skill.kind === 'tool';
  // Never on a line of soft skills or languages; a tool on a tools line where the list has one.
  const otherKind = (line: string) =>
    /^(?:soft|interpersonal|personal|people|languages?|spoken|certifications?|licen[cs]es?)\b[^:]{0,20}:/i.test(
      line.trim(),
    ) || softList(line);
  // A list of things: two separators at least, or one after a label ('Tools: Excel, SQL'); 'Member,
  // Central Ohio Paralegal Association' is a role and its body, no list.
  const listLine = (line: string) => {
    const separators = (line.match(/,|\s[·|•]\s/g) ?? []).length;
    return separators >= 2 || (separators === 1 && /^[^:,]{1,30}:\s*\S/.test(line.trim()));
  };
  const commaLines = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => listLine(line) && !otherKind(line) && (isTool || !toolLabel(line)));
  const toolLines = isTool ? commaLines.filter(({ line }) => toolLabel(line)) : [];
  const fitting = toolLines.length > 0 ? toolLines : commaLines;
  const lastIndex = fitting.at(-1)?.index ?? lines.length - 1;
  const last = lines[lastIndex];
  if (last !== undefined && listLine(last) && !otherKind(last) && (isTool || !toolLabel(last))) {
    // The list's own separator: '·', '|' or '•' where it uses one, else ';' or ','.
    const glyph = /\s([·|•])\s/.exec(last)?.[1];
    const separator = glyph
      ? ` ${glyph} `
      : /;/.test(last) && !/,/.test(last.split(';').at(-1) ?? '')
        ? '; '
        : ', ';
    context.propose({
      op: 'set_line',
      section_id: skills.id,
      index: lastIndex,
      before: last,
      after: `${last.replace(/[.\s]+$/, '')}${separator}${subject}`,
      reason,
      source: placement.answer,
      origin,
    });
    return;
  }
  // A list written as bullets takes another bullet, whatever lines stand beside it.
  if (skills.bullets.length > 0) {
    context.propose({
      op: 'insert_bullet',
      section_id: skills.id,
      entry_id: null,
      after_id: skills.bullets.at(-1)?.id ?? null,
      bullet: {
        id: `${skills.id}-a${skills.bullets.length + 1}`,
        text: subject,
        original_char: skills.bullets[0]?.original_char ?? '•',
      },
      reason,
      source: placement.answer,
      origin,
    });
    return;
  }
  context.propose({
    op: 'insert_line',
    section_id: skills.id,
    index: lines.length,
    text: subject,
    reason,
    source: placement.answer,
    origin,
  });
}

/** Words of a credential's name that say what it is, not that it is one. */
const CREDENTIAL_NOISE = /^(?:licen|certif|credent|registr|nation|state|board|current|activ|valid|provid)/;

/**
 * Two names of one credential: most of the words of one in the other, an acronym spelled out ('PTA' and
 * 'Physical Therapist Assistant'), or the same opening ('OSHA 30' and 'OSHA 30-Hour Construction').
 */
export function namesSameCredential(name: string, listed: string): boolean {
  const head = (text: string) =>
    text
      .toLowerCase()
      .split(/[^a-z0-9+]+/)
      .filter(Boolean)
      .slice(0, 2)
      .join(' ');
  if (head(name).includes(' ') && head(name) === head(listed)) return true;
  const initials = (listed.match(/\b[A-Z][a-z]+/g) ?? []).map((word) => word.charAt(0)).join('');
  const words = name
    .replace(/\b[A-Z]{2,6}\b/g, (acronym) => (initials.includes(acronym) ? '' : acronym))
    .replace(/\s*\([^)]*\)/g, ' ');
  const stems = contentStems(words).filter((stem) => !CREDENTIAL_NOISE.test(stem));
  const theirs = new Set(contentStems(listed));
  const acronymsGone = words !== name.replace(/\s*\([^)]*\)/g, ' ');
  if (stems.length === 0) return acronymsGone;
  return stems.filter((stem) => theirs.has(stem)).length / stems.length >= 0.6;
}

/** A credential the answer says the person holds, in the certifications section: the name, and the year given. */
const CREDENTIAL_WORD =
  /\b(?:licen[cs]ed?|certifi\w*|certificate|credential|registered|board|diploma|degree|card)\b|^[A-Z]{2,6}(?:-[A-Z]{1,3})?$/i;

export function addCredential(
  subject: string,
  answer: string,
  placement: Placement,
  context: AnswerContext,
  /** The year the answer gives beside the name ('OSHA 30 (2021)'), when it says one. */
  givenYear?: string,
): boolean {
  const resume = context.resume();
  const origin = { kind: 'answer' as const, question_index: placement.index };
  const name = subject.trim().replace(/^(?:a|an|the|my)\s+/i, '');
  // 'Library Associate II at IVPL': a job held, no credential, whatever the question asked.
  if (/\s(?:at|with|for)\s+\p{Lu}/u.test(name) || (looksLikeJobTitle(name) && !CREDENTIAL_WORD.test(name)))
    return false;
  const key = contentStems(name).filter((stem) => !/^(?:licen|certif|credent|registr)/.test(stem));
  // The year goes with the credential only when the sentence that names it gives one ('CAM from 2020'
  // is not the licence's year).
  // A short name ('IV certification', 'RN licence') has no content stem: its own words name it.
  const shortWords = name
    .toLowerCase()
    .split(/[^a-z0-9+]+/)
    .filter((word) => word.length >= 2 && !/^(?:licen|certif|credent|registr)/.test(word));
  const naming = sentences(answer).find((sentence) =>
    key.length > 0
      ? key.every((stem) => contentStems(sentence).includes(stem))
      : shortWords.length > 0 &&
        shortWords.every((word) =>
          new RegExp(`(?:^|[^a-z0-9])${word.replace(/\+/g, '\\+')}(?![a-z0-9])`, 'i').test(sentence),
        ),
  );
  const year =
    givenYear ?? (naming ? /\b(?:since|in|from)\s+((?:19|20)\d{2})\b/i.exec(naming)?.[1] : undefined);
  const line = capitalize(year ? `${name} (${year})` : name);
  const section = resume.sections.find((item) => item.type === 'certifications');
  const reason = 'credential from your answer';
  // 'Do you hold CPR?' 'Yes, BLS for Healthcare Providers from the AHA': the answer names what the person
  // holds; when the resume lists that already, there is nothing to add.
  const named = findSkillMentions(answer).filter(
    (mention) => mention.skill.kind === 'credential' && !/^(?:licen|certif)/i.test(mention.text),
  );
  const askedNamed = key.length > 0 && key.every((stem) => contentStems(answer).includes(stem));
  const whole = resume.sections
    .flatMap((item) => [
      ...item.content_lines,
      ...item.bullets.map((bullet) => bullet.text),
      ...item.entries.flatMap((entry) => [entry.title, ...entry.bullets.map((bullet) => bullet.text)]),
    ])
    .join('\n');
  if (!askedNamed && named.length > 0) {
    const held = new Set(findSkillMentions(whole).map((mention) => mention.skill.id));
    if (named.every((mention) => held.has(mention.skill.id))) return true;
  }
  // 'Current state licence (RN, LPN, or your discipline's equivalent)': the posting's words for a choice
  // are no credential's name; the line is written only in words that name what the person holds.
  if (/\b(?:or|your|equivalent|any)\b|[()]/i.test(name)) return false;
  if (section) {
    // Held already, in other words ('North Carolina Real Estate Broker License' for 'real estate licence').
    const lines = [...section.content_lines, ...section.bullets.map((bullet) => bullet.text)];
    const listed = contentStems(lines.join(' '));
    if (
      (key.length > 0
        ? key.every((stem) => listed.includes(stem))
        : listed.join(' ').includes(name.toLowerCase())) ||
      lines.some((listedLine) => namesSameCredential(name, listedLine))
    )
      return true;
    // A list of bullets takes one more bullet, in its own glyph.
    if (section.content_lines.length === 0 && section.bullets.length > 0)
      return context.propose({
        op: 'insert_bullet',
        section_id: section.id,
        entry_id: null,
        after_id: section.bullets.at(-1)?.id ?? null,
        bullet: {
          id: `${section.id}-b${section.bullets.length + 1}-added`,
          text: line,
          original_char: section.bullets.at(-1)?.original_char ?? '',
        },
        reason,
        source: answer,
        origin,
      });
    return context.propose({
      op: 'insert_line',
      section_id: section.id,
      index: section.content_lines.length,
      text: line,
      reason,
      source: answer,
      origin,
    });
  }
  const created = addedSection(resume, 'certifications');
  return context.proposeAll([
    { op: 'add_section', section: created, reason: 'Certifications section added', source: answer, origin },
    { op: 'insert_line', section_id: created.id, index: 0, text: line, reason, source: answer, origin },
  ]);
}
