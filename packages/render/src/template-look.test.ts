import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { sampleResume } from '../test/fixtures';
import { extractPdfText } from './extract-pdf-text';
import { computeLayout } from './layout-resume';
import { loadFonts } from './load-fonts';
import { renderDocx } from './render-docx';
import { renderPdf } from './render-pdf';
import { BODY_INK, inLookOrder } from './template-look';
import type { RenderOptions, TemplateLook, TemplateName } from './types';

const fonts = loadFonts();
const TEMPLATE_NAMES: TemplateName[] = ['classic', 'modern', 'compact'];
/** Some of the palette (contracts' ACCENT_COLOURS), and the options as contracts' templateLookOf resolves them. */
const ACCENT_COLOURS = { burgundy: '#7a1f2b', teal: '#0b5c5c', navy: '#1f3a5f' } as const;
const PAIRINGS = { inter_and_serif: { heading: 'sans', body: 'serif' } } as const;
const ORDERS: Record<string, readonly string[]> = {
  as_written: [],
  experience_first: ['summary', 'experience', 'projects', 'skills', 'education', 'certifications'],
  education_first: ['summary', 'education', 'projects', 'experience', 'skills', 'certifications'],
  skills_first: ['summary', 'skills', 'certifications', 'projects', 'experience', 'education'],
};
const look = (chosen: {
  accent?: keyof typeof ACCENT_COLOURS;
  fonts?: keyof typeof PAIRINGS;
  spacing?: TemplateLook['spacing'];
  section_order?: string;
}): TemplateLook => ({
  accent: chosen.accent ? ACCENT_COLOURS[chosen.accent] : null,
  fonts: chosen.fonts ? PAIRINGS[chosen.fonts] : null,
  spacing: chosen.spacing ?? 'standard',
  sectionOrder: ORDERS[chosen.section_order ?? 'as_written'] ?? [],
});
const options = (template: TemplateName, chosen: TemplateLook | null): RenderOptions => ({
  template,
  pageSize: 'letter',
  fonts,
  look: chosen,
});

/** Each line of text the PDF draws, with the fill colour it is drawn in (read with pdf.js). */
async function colouredText(pdf: Uint8Array): Promise<Array<{ text: string; color: string }>> {
  const loading = getDocument({ data: new Uint8Array(pdf), verbosity: 0, useSystemFonts: false });
  try {
    const document = await loading.promise;
    const page = await document.getPage(1);
    const operators = await page.getOperatorList();
    const drawn: Array<{ text: string; color: string }> = [];
    let color = '';
    operators.fnArray.forEach((operator, index) => {
      const args = operators.argsArray[index] as unknown[];
      if (operator === OPS.setFillRGBColor) color = String(args[0]).toLowerCase();
      if (operator === OPS.showText) {
        const glyphs = args[0] as Array<{ unicode?: string } | number>;
        const text = glyphs.map((glyph) => (typeof glyph === 'object' ? (glyph.unicode ?? '') : '')).join('');
        if (text.trim()) drawn.push({ text: text.trim(), color });
      }
    });
    return drawn;
  } finally {
    await loading.destroy();
  }
}

/** The sample with its skills written before its experience, so each preset has something to move. */
function skillsBeforeExperience() {
  const resume = sampleResume();
  const rank: Record<string, number> = { summary: 1, skills: 2, experience: 3, interests: 4 };
  for (const section of resume.sections) section.order = rank[section.type] ?? 9;
  return resume;
}

const sectionTitles = (text: string) =>
  ['Summary', 'Skills', 'Experience']
    .map((title) => ({ title, at: text.split('\n').indexOf(title) }))
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.title);

describe('template options', () => {
  it.each(TEMPLATE_NAMES)(
    "the PDF's text follows the section order preset, and as written keeps the resume's (%s)",
    async (template) => {
      const resume = skillsBeforeExperience();
      const written = await extractPdfText((await renderPdf(resume, options(template, null))).pdf);
      expect(sectionTitles(written)).toEqual(['Summary', 'Skills', 'Experience']);
      const asWritten = look({ section_order: 'as_written' });
      expect(
        sectionTitles(await extractPdfText((await renderPdf(resume, options(template, asWritten))).pdf)),
      ).toEqual(['Summary', 'Skills', 'Experience']);
      const experienceFirst = look({ section_order: 'experience_first' });
      const reordered = await extractPdfText(
        (await renderPdf(resume, options(template, experienceFirst))).pdf,
      );
      expect(sectionTitles(reordered)).toEqual(['Summary', 'Experience', 'Skills']);
      // Nothing is lost by the move, and the hidden section stays hidden.
      expect(reordered).toContain('• Filed and reconciled the office’s accounts every week');
      expect(reordered).not.toMatch(/Hidden Hobbies/);
      const skillsFirst = look({ section_order: 'skills_first' });
      expect(
        sectionTitles(
          await extractPdfText((await renderPdf(sampleResume(), options(template, skillsFirst))).pdf),
        ),
      ).toEqual(['Summary', 'Skills', 'Experience']);
      expect(
        sectionTitles(await extractPdfText((await renderPdf(sampleResume(), options(template, null))).pdf)),
      ).toEqual(['Summary', 'Experience', 'Skills']);
    },
  );

  it('puts the preset types first and keeps the rest in the order the resume has them', () => {
    const resume = skillsBeforeExperience();
    const ordered = inLookOrder(resume, look({ section_order: 'education_first' }));
    const types = [...ordered.sections].sort((a, b) => a.order - b.order).map((section) => section.type);
    // No education section: projects, experience and skills follow the preset, interests keep their place.
    expect(types).toEqual(['summary', 'experience', 'skills', 'interests']);
    const asWritten = inLookOrder(resume, look({ section_order: 'as_written' }));
    expect(asWritten).toBe(resume);
    expect(inLookOrder(resume, null)).toBe(resume);
  });

  it.each(TEMPLATE_NAMES)(
    'the accent colours the name and headings in the PDF, and the body text stays near-black (%s)',
    async (template) => {
      const accent = ACCENT_COLOURS.burgundy;
      const drawn = await colouredText(
        (await renderPdf(sampleResume(), options(template, look({ accent: 'burgundy' })))).pdf,
      );
      const colourOf = (text: string) => drawn.find((run) => run.text.startsWith(text))?.color;
      expect(colourOf('Zoë')).toBe(accent);
      expect(colourOf('Summary')).toBe(accent);
      expect(colourOf('Experience')).toBe(accent);
      const accented = drawn.filter((run) => run.color === accent).map((run) => run.text);
      expect(accented.every((text) => /^(Zoë|Summary|Skills|Experience)/.test(text))).toBe(true);
      expect(colourOf('Filed and reconciled')).toBe(BODY_INK);
      expect(colourOf('Office Manager')).toBe(BODY_INK);
      // The template's own look has no burgundy anywhere.
      const own = await colouredText((await renderPdf(sampleResume(), options(template, null))).pdf);
      expect(own.some((run) => run.color === accent)).toBe(false);
    },
  );

  it('colours the heading rules with the accent', () => {
    const { pages } = computeLayout(sampleResume(), options('modern', look({ accent: 'teal' })));
    expect(pages.rules.length).toBeGreaterThan(0);
    expect(pages.rules.every((rule) => rule.color === ACCENT_COLOURS.teal)).toBe(true);
  });

  it('sets the name and headings in the pairing’s heading family and the rest in its body family', async () => {
    const { pages } = computeLayout(sampleResume(), options('classic', look({ fonts: 'inter_and_serif' })));
    const faces = new Map(pages.lines.flatMap((line) => line.runs.map((run) => [run.text.trim(), run.face])));
    expect(faces.get('Summary')).toBe('sans-bold');
    expect([...faces].find(([text]) => text.startsWith('Filed'))?.[1]).toBe('serif-regular');
    // The PDF embeds both families and still reads back whole.
    const text = await extractPdfText(
      (await renderPdf(sampleResume(), options('classic', look({ fonts: 'inter_and_serif' })))).pdf,
    );
    expect(text).toContain('Office Manager — Café Fleur Ltd, Montréal, QC');
  });

  it('compact spacing fits more on a page than relaxed, standard is the template itself', () => {
    const heightOf = (spacing: TemplateLook['spacing']) => {
      const { pages } = computeLayout(sampleResume(), options('classic', look({ spacing })));
      return pages.lines.at(-1)?.baseline ?? 0;
    };
    const standard = computeLayout(sampleResume(), options('classic', null)).pages.lines.at(-1)?.baseline;
    expect(heightOf('standard')).toBe(standard);
    expect(heightOf('compact')).toBeLessThan(heightOf('standard'));
    expect(heightOf('relaxed')).toBeGreaterThan(heightOf('standard'));
  });

  it('the DOCX follows the options too', async () => {
    const { default: mammoth } = await import('mammoth');
    const resume = skillsBeforeExperience();
    const text = async (chosen: TemplateLook | null) =>
      (
        await mammoth.extractRawText({
          buffer: Buffer.from(await renderDocx(resume, options('classic', chosen))),
        })
      ).value;
    const written = await text(null);
    expect(written.indexOf('Skills')).toBeLessThan(written.indexOf('Experience'));
    const moved = await text(look({ section_order: 'experience_first' }));
    expect(moved.indexOf('Experience')).toBeLessThan(moved.indexOf('Skills'));
    const xml = await renderDocxXml(sampleResume(), look({ accent: 'navy', fonts: 'inter_and_serif' }));
    expect(xml).toContain(`w:color w:val="${ACCENT_COLOURS.navy.slice(1)}"`);
    expect(xml).toContain('w:ascii="Inter"');
    expect(xml).toContain('w:ascii="Source Serif 4"');
  });
});

async function renderDocxXml(resume: ReturnType<typeof sampleResume>, chosen: TemplateLook): Promise<string> {
  const { unzipSync, strFromU8 } = await import('fflate');
  const docx = await renderDocx(resume, options('classic', chosen));
  const file = unzipSync(docx)['word/document.xml'];
  if (!file) throw new Error('no document.xml');
  return strFromU8(file);
}
