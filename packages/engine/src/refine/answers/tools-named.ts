/**
 * The tools an answer says the person works with, for the skills list: tools the taxonomy knows, and
 * products it does not when the answer says they are used ('I use MercuryGate TMS every day', 'our ERP is
 * Epicor Kinetic', 'I schedule in Kronos/UKG'). Never a tool of a negative or a hedge, an employer, a
 * place, a month or a language.
 */
import { findSkillMentions } from '../../taxonomy/find-skills';
import { escapeRegExp } from '../../text/normalize-text';
import type { StructuredResume } from '../../types';
import type { AnswerFact } from '../read-answer';

const NAME = String.raw`[A-Z][\w+&.-]*(?:[ /](?:[A-Z][\w+&.-]*|\d+[A-Za-z]*))*`;
/** 'use X', 'used X and Y', 'via X', 'our ERP is X', 'in X' where X is written as a product is. */
const SAID_USED = [
  new RegExp(
    String.raw`\b(?:use|used|uses|using|via|through)\s+(?:the\s+)?(${NAME}(?:(?:,\s*|\s+and\s+|\s*&\s*)${NAME})*)`,
    'g',
  ),
  new RegExp(
    String.raw`\b(?:our|the|my)\s+(?:ERP|TMS|WMS|EHR|EMR|CRM|HRIS|ATS|LMS|POS|PMS|CAD|system|software|platform|ticketing system)\s+(?:is|was)\s+(${NAME})`,
    'g',
  ),
  // 'in Kronos/UKG', 'in PointClickCare', 'in MercuryGate TMS': a name with an inner capital or a slash.
  /\b(?:in|on|into)\s+([A-Z][a-z]+[A-Z][\w+&.-]*(?:[ /][A-Z][\w+&.-]*)*|[A-Z][\w+&.-]*\/[A-Z][\w+&.-]*)/g,
];
const NOT_TOOLS =
  /^(?:I|A|An|The|It|This|That|We|Our|My|January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|English|Spanish|French|German|Mandarin|Chinese|Vietnamese|Portuguese|Arabic|Korean|Japanese|Russian|Tagalog|Hindi|Italian|Polish)\b/;
const HEDGE =
  /\b(?:kind of|sort of|closest|similar|a little|a bit|exposure|not really|tinker\w*|played with|experiment\w*|familiar|heard of|read about|basic|only in (?:school|class|a course)|in training|not as a|that['’]s about it|just for|only for)\b/i;

/** Words of the resume's employers, schools and places: never a tool. */
function placeWords(resume: StructuredResume): Set<string> {
  const words = new Set<string>();
  for (const section of resume.sections)
    for (const entry of section.entries)
      for (const text of [entry.company, entry.location])
        for (const word of (text ?? '').split(/[^\p{L}\d&]+/u))
          if (word.length > 1) words.add(word.toLowerCase());
  return words;
}

export function toolsNamed(fact: AnswerFact, resume: StructuredResume): string[] {
  if (fact.kind === 'tool_not_used' || fact.kind === 'nothing' || HEDGE.test(fact.text)) return [];
  const found = new Set<string>();
  // 'our ERP is Epicor Kinetic': the kind of system is no tool of its own.
  for (const mention of findSkillMentions(fact.text))
    if (
      mention.skill.kind === 'tool' &&
      // A product is named with its capital: 'workday 4' is a day of the close, not Workday.
      /^\p{Lu}/u.test(mention.text) &&
      !new RegExp(`\\b${escapeRegExp(mention.text)}\\s+(?:is|was)\\b`).test(fact.text)
    )
      found.add(mention.skill.name);
    // A product named as products are ('Excel', 'XLOOKUP'), in the person's own form.
    else if (
      mention.skill.kind === 'hard' &&
      /^\p{Lu}/u.test(mention.text) &&
      (mention.text.length <= 4 ? /^\p{Lu}+$/u.test(mention.text) : true) &&
      (fact.text.indexOf(mention.text) > 0 || /^\p{Lu}[\p{Ll}\d]*\p{Lu}/u.test(mention.text)) &&
      /\b(?:in|with|using|use|used|on)\s+(?:\S+\s+){0,2}$/i.test(
        fact.text.slice(0, fact.text.indexOf(mention.text)),
      )
    )
      found.add(mention.text);
  const places = placeWords(resume);
  const known = [...found].map((name) => name.toLowerCase());
  for (const pattern of SAID_USED)
    for (const match of fact.text.matchAll(pattern)) {
      // 'EnterpriseRx at Desert Bloom and PioneerRx at Valley Family Drug': each name said as used.
      const names = (match[1] ?? '').split(/,\s*|\s+and\s+|\s*&\s*/);
      for (const raw of names) {
        const name = raw.replace(/[.,;:]+$/, '').trim();
        if (!name || NOT_TOOLS.test(name) || name.length < 3) continue;
        if (name.split(/[ /]/).every((word) => places.has(word.toLowerCase()))) continue;
        if (known.some((tool) => tool.includes(name.toLowerCase()))) continue;
        // The name as the person writes it ('Kronos/UKG', 'Epicor Kinetic') over the taxonomy's shorter one.
        for (const tool of [...found])
          if (name.toLowerCase().includes(tool.toLowerCase())) found.delete(tool);
        found.add(name);
      }
    }
  // 'EnterpriseRx at Desert Bloom and PioneerRx at Valley Family Drug': the second name after 'and'.
  const used = /\b(?:use|used|using)\s+(.+)$/i.exec(fact.text)?.[1] ?? '';
  for (const match of used.matchAll(/\band\s+([A-Z][a-z]+[A-Z][\w+&.-]*)/g)) {
    const name = match[1] ?? '';
    if (!known.includes(name.toLowerCase())) found.add(name);
  }
  return [...found];
}
