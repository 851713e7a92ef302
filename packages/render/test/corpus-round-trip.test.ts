/**
 * Every corpus resume in every template: the PDF's extracted text holds every visible field in order and
 * nothing of a hidden section, and the engine parses it back into the same contact, section types and
 * experience entries as the original text.
 */
import { entryGroups, parseResume, type StructuredResume } from '@resumeloop/engine';
import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../src/extract-pdf-text';
import { loadFonts } from '../src/load-fonts';
import { renderPdf } from '../src/render-pdf';
import type { TemplateName } from '../src/types';
import { CORPUS_PRESENT, corpusResumes } from './fixtures';

const TEMPLATE_NAMES: TemplateName[] = ['classic', 'modern', 'compact'];

const normalise = (text: string): string => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
/** Without spaces (lines wrap anywhere) and control characters (which have no glyph and are not printed). */
const compact = (text: string): string =>
  text
    .normalize('NFC')
    .replace(/[\s\p{Cc}\p{Cf}]+/gu, '')
    .toLowerCase();

/** What must survive the round trip: contact, the visible sections' types in order, and the entries. */
function signature(resume: StructuredResume) {
  const visible = [...resume.sections].sort((a, b) => a.order - b.order).filter((section) => section.visible);
  return {
    contact: {
      name: normalise(resume.contact.name),
      email: normalise(resume.contact.email),
      phone: resume.contact.phone.replace(/\D/g, ''),
    },
    sections: visible.map((section) => section.type),
    entries: visible
      .flatMap((section) => section.entries)
      .map((entry) => ({
        company: normalise(entry.company),
        title: normalise(entry.title),
        dates: normalise(entry.dates),
      })),
  };
}

/** Every printed field, in reading order. */
function visibleFields(resume: StructuredResume): string[] {
  const { contact } = resume;
  const fields = [contact.name];
  if (contact.raw_contact_line.trim()) fields.push(contact.raw_contact_line);
  else fields.push(contact.email, contact.phone, contact.location, contact.linkedin, contact.github);
  for (const section of [...resume.sections].sort((a, b) => a.order - b.order)) {
    if (!section.visible) continue;
    fields.push(section.title, ...section.content_lines, ...section.bullets.map((bullet) => bullet.text));
    // A promotion prints its headers together, then the lines (entryGroups).
    for (const group of entryGroups(section.entries)) {
      for (const entry of group) fields.push(entry.title, entry.company, entry.location, entry.dates);
      fields.push(...(group[0]?.bullets ?? []).map((bullet) => bullet.text));
    }
  }
  return fields.filter((field) => field.trim());
}

/** Hides the last section that is neither experience nor the untitled top, when there is one. */
function hideOneSection(resume: StructuredResume): string[] {
  const candidates = resume.sections.filter(
    (section) => section.type !== 'experience' && section.title.trim(),
  );
  const hidden = candidates.at(-1);
  if (!hidden) return [];
  hidden.visible = false;
  return [hidden.title, ...hidden.content_lines, ...hidden.bullets.map((bullet) => bullet.text)];
}

describe.skipIf(!CORPUS_PRESENT)('round trip of the corpus through the PDF', () => {
  const fonts = loadFonts();
  const resumes = corpusResumes();

  it('reads the corpus', () => {
    expect(resumes.length).toBeGreaterThanOrEqual(40);
  });

  describe.each(TEMPLATE_NAMES)('%s', (template) => {
    it.each(resumes.map((resume) => [resume.file, resume.text] as const))('%s', async (file, text) => {
      const resume = parseResume(text);
      const hiddenLines = hideOneSection(resume);
      const { pdf } = await renderPdf(resume, { template, pageSize: 'letter', fonts });
      const extracted = await extractPdfText(pdf);

      const flat = compact(extracted);
      let from = 0;
      const missing: string[] = [];
      for (const field of visibleFields(resume)) {
        const at = flat.indexOf(compact(field), from);
        if (at < 0) missing.push(field);
        else from = at + compact(field).length;
      }
      expect({ file, missing }).toEqual({ file, missing: [] });

      const visibleText = visibleFields(resume).map(compact).join('\n');
      const leaked = hiddenLines.filter(
        (line) =>
          compact(line).length > 3 && !visibleText.includes(compact(line)) && flat.includes(compact(line)),
      );
      expect({ file, leaked }).toEqual({ file, leaked: [] });

      expect({ file, ...signature(parseResume(extracted)) }).toEqual({ file, ...signature(resume) });
    });
  });
});
