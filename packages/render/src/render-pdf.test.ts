import { describe, expect, it } from 'vitest';
import { sampleResume } from '../test/fixtures';
import { readPdfFacts } from '../test/pdf-reader';
import { extractPdfText } from './extract-pdf-text';
import { layoutResume } from './layout-resume';
import { loadFonts } from './load-fonts';
import { renderPdf } from './render-pdf';
import type { RenderableResume, RenderOptions, TemplateName } from './types';

const fonts = loadFonts();
const TEMPLATE_NAMES: TemplateName[] = ['classic', 'modern', 'compact'];
const options = (template: TemplateName = 'classic', extra: Partial<RenderOptions> = {}): RenderOptions => ({
  template,
  pageSize: 'letter',
  fonts,
  ...extra,
});

async function textOf(resume: RenderableResume, template: TemplateName = 'classic'): Promise<string> {
  return extractPdfText((await renderPdf(resume, options(template))).pdf);
}

/** The sample with its experience entries repeated until it needs more than one page. */
function longResume(copies: number): RenderableResume {
  const resume = sampleResume();
  const experience = resume.sections.find((section) => section.type === 'experience');
  if (!experience) throw new Error('The sample has an experience section.');
  const entries = experience.entries;
  experience.entries = Array.from({ length: copies }, (_, copy) =>
    entries.map((entry) => ({ ...entry, id: `${entry.id}-${copy}` })),
  ).flat();
  return resume;
}

describe('renderPdf', () => {
  it.each(TEMPLATE_NAMES)(
    'prints every visible field in order and nothing of a hidden section (%s)',
    async (template) => {
      const text = await textOf(sampleResume(), template);
      const lines = text.split('\n');
      expect(lines[0]).toBe('Zoë Ångström-O’Neill');
      // A contact line too wide for the page breaks between fields, never inside one.
      expect(lines.slice(1, lines.indexOf('Summary')).join(' | ')).toBe(
        'zoe.oneill@example.com | (555) 010-2030 | Montréal, QC | linkedin.com/in/zoe-oneill | github.com/zoeoneill',
      );
      expect(lines).toContain('Office Manager — Café Fleur Ltd, Montréal, QC');
      expect(lines).toContain('Mar 2019 – Present');
      expect(lines).toContain('• Filed and reconciled the office’s accounts every week');
      const order = ['Summary', 'Experience', 'Office Manager', 'Administrative Assistant', 'Skills'].map(
        (word) => text.indexOf(word),
      );
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(text).not.toMatch(/Hidden Hobbies|falconry|Unseen bullet/);
    },
  );

  it.each(TEMPLATE_NAMES)(
    'keeps accents, curly quotes and dashes, and never ligates fi, fl or ff (%s)',
    async (template) => {
      const text = await textOf(sampleResume(), template);
      expect(text).toContain(
        'Office manager with a “people first” approach – efficient, fluent in scheduling — and calm.',
      );
      expect(text).toContain('staff affairs');
      expect(text).toContain('Filed');
      expect(text).not.toMatch(/[\uFB00-\uFB06]/);
    },
  );

  it('writes the title and author into the document properties', async () => {
    const facts = await readPdfFacts((await renderPdf(sampleResume(), options())).pdf);
    expect(facts.title).toBe('Zoë Ångström-O’Neill – Resume');
    expect(facts.author).toBe('Zoë Ångström-O’Neill');
    const custom = await readPdfFacts(
      (await renderPdf(sampleResume(), options('modern', { title: 'CV', author: 'Z. O.' }))).pdf,
    );
    expect([custom.title, custom.author]).toEqual(['CV', 'Z. O.']);
  });

  it('links the email, LinkedIn and GitHub addresses', async () => {
    const facts = await readPdfFacts((await renderPdf(sampleResume(), options('modern'))).pdf);
    expect(facts.links).toEqual([
      'mailto:zoe.oneill@example.com',
      'https://linkedin.com/in/zoe-oneill',
      'https://github.com/zoeoneill',
    ]);
  });

  it('prints a custom contact line in place of the fields, with its addresses linked', async () => {
    const resume = sampleResume();
    resume.contact.raw_contact_line = 'Montréal · zoe@example.org · linkedin.com/in/zoe';
    const { pdf } = await renderPdf(resume, options('compact'));
    const lines = (await extractPdfText(pdf)).split('\n');
    expect(lines[1]).toBe('Montréal · zoe@example.org · linkedin.com/in/zoe');
    expect(lines.join('\n')).not.toContain('(555) 010-2030');
    expect((await readPdfFacts(pdf)).links).toEqual([
      'mailto:zoe@example.org',
      'https://linkedin.com/in/zoe',
    ]);
  });

  it('sizes pages as Letter or A4', async () => {
    const letter = await readPdfFacts((await renderPdf(sampleResume(), options('classic'))).pdf);
    const a4 = await readPdfFacts(
      (await renderPdf(sampleResume(), options('classic', { pageSize: 'a4' }))).pdf,
    );
    expect(letter.sizes).toEqual([[612, 792]]);
    expect(a4.sizes).toEqual([[595.28, 841.89]]);
  });

  it.each(TEMPLATE_NAMES)('counts pages as printed: a long resume takes several (%s)', async (template) => {
    const resume = longResume(12);
    const { pdf, layout } = await renderPdf(resume, options(template));
    expect(layout.pages).toBeGreaterThanOrEqual(2);
    expect((await readPdfFacts(pdf)).pages).toBe(layout.pages);
    expect(layout.estimated_pages).toBeGreaterThan(layout.pages - 1);
    expect(layout.estimated_pages).toBeLessThanOrEqual(layout.pages);
    expect(Math.round(layout.estimated_pages * 10)).toBe(layout.estimated_pages * 10);
    expect(layoutResume(resume, options(template))).toEqual(layout);
    const short = layoutResume(sampleResume(), options(template));
    expect(short.pages).toBe(1);
    expect(short.estimated_pages).toBeGreaterThan(0);
    expect(short.estimated_pages).toBeLessThan(1);
  });
});

describe('layoutResume', () => {
  it('counts the visible characters and all characters', () => {
    const report = layoutResume(sampleResume(), options());
    const hidden = 'Hidden Hobbies'.length + 'Secret falconry club'.length + 'Unseen bullet text'.length;
    expect(report.total_char_count - report.character_count).toBe(hidden);
    expect(report.character_count).toBeGreaterThan(300);
  });

  it('has no warnings for a tidy one-page resume', () => {
    expect(layoutResume(sampleResume(), options()).warnings).toEqual([]);
  });

  it('warns about a missing email and phone, unless a custom contact line carries them', () => {
    const resume = sampleResume();
    resume.contact.email = '';
    resume.contact.phone = '';
    expect(layoutResume(resume, options()).warnings).toEqual([
      'Add an email address so employers can reach you.',
      'Add a phone number so employers can reach you.',
    ]);
    resume.contact.raw_contact_line = 'zoe@example.org | +1 555 010 2030';
    expect(layoutResume(resume, options()).warnings).toEqual([]);
  });

  it('names an empty visible section, but not a hidden one', () => {
    const resume = sampleResume();
    resume.sections.push(
      {
        id: 'e',
        title: 'Projects',
        type: 'projects',
        visible: true,
        order: 5,
        content_lines: [' '],
        bullets: [],
        entries: [],
      },
      {
        id: 'h',
        title: 'Awards',
        type: 'awards',
        visible: false,
        order: 6,
        content_lines: [],
        bullets: [],
        entries: [],
      },
    );
    expect(layoutResume(resume, options()).warnings).toEqual([
      "The section 'Projects' is empty; add to it or hide it.",
    ]);
  });

  it('counts bullets over two printed lines and names the first', () => {
    const resume = sampleResume();
    const entry = resume.sections[2]?.entries[0];
    if (!entry) throw new Error('The sample has an entry.');
    const long =
      'Coordinated the relocation of the head office across town, including movers, furniture, network cabling, phone lines, security badges and a weekend of unpacking for forty-two staff members and three departments';
    entry.bullets.push(
      { id: 'l1', text: long, original_char: '•' },
      { id: 'l2', text: long, original_char: '-' },
    );
    expect(layoutResume(resume, options()).warnings).toEqual([
      "2 bullets run over 2 lines; shorten them, starting with 'Coordinated the relocation of the head o…'.",
    ]);
  });

  it('notices a date written in a different format from the rest', () => {
    const resume = sampleResume();
    const entries = resume.sections[2]?.entries ?? [];
    entries.push({
      ...entries[1],
      id: 'e3',
      dates: '03/2012 - 2015',
      bullets: [],
    } as (typeof entries)[number]);
    expect(layoutResume(resume, options()).warnings).toEqual([
      "Dates are written in different formats ('Mar 2019 – Present' and '03/2012 - 2015'); use one format throughout.",
    ]);
  });

  it('wants one page under five years of experience and two pages otherwise', () => {
    const twoPages = longResume(7);
    const report = layoutResume(twoPages, options('classic', { yearsOfExperience: 10 }));
    expect(report.pages).toBe(2);
    expect(report.warnings).toEqual([]);
    expect(layoutResume(twoPages, options('classic', { yearsOfExperience: 3 })).warnings).toEqual([
      'Your resume runs to 2 pages; with under 5 years of experience, keep it to one page.',
    ]);
    expect(layoutResume(longResume(30), options('classic', { yearsOfExperience: 10 })).warnings).toEqual([
      expect.stringMatching(/^Your resume runs to \d pages; keep it to two pages at most\.$/),
    ]);
  });
});
