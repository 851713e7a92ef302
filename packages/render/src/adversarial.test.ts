/**
 * Hostile text in every field of the resume: stacks of combining marks, words longer than any line, mixed
 * scripts, the longest field the editor accepts and a 10 MB line. Work is counted, never timed: every
 * measurement goes through the fonts' `widthOf`, which the tests count (calls, and code units measured),
 * so a layout whose work grew faster than its text would show here.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { sampleResume } from '../test/fixtures';
import { computeLayout, layoutResume } from './layout-resume';
import { loadFonts } from './load-fonts';
import { MAX_CACHED_CHARACTERS, parsedFontSet } from './parsed-fonts';
import { renderPdf } from './render-pdf';
import { MAX_MARKS } from './text-units';
import type { RenderableResume, RenderOptions, TemplateName } from './types';

const fonts = loadFonts();
const TEMPLATE_NAMES: TemplateName[] = ['classic', 'modern', 'compact'];
const FAMILY = { classic: 'serif', modern: 'sans', compact: 'narrowSans' } as const;
const options = (template: TemplateName = 'classic'): RenderOptions => ({
  template,
  pageSize: 'letter',
  fonts,
});

/** The bullet that froze the server: a letter, 1,900 combining accents and 99 letters. */
const ACCENTS = (count: number) => '\u0301'.repeat(count);
const HOSTILE = `a${ACCENTS(1_900)}${'b'.repeat(99)}`;
/** The longest text the editor accepts in one field. */
const FIELD_LIMIT = 2_000;

type Counts = { calls: number; characters: number };
let restore: Array<() => void> = [];
afterEach(() => {
  for (const undo of restore) undo();
  restore = [];
});

/** Counts every measurement made with the template's fonts from now until the test ends. */
function countMeasuring(template: TemplateName = 'classic'): Counts {
  const counts = { calls: 0, characters: 0 };
  for (const face of Object.values(parsedFontSet(fonts[FAMILY[template]]))) {
    const original = face.widthOf;
    face.widthOf = (text) => {
      counts.calls += 1;
      counts.characters += text.length;
      return original(text);
    };
    restore.push(() => {
      face.widthOf = original;
    });
  }
  return counts;
}

/** The measuring a layout of `resume` costs. */
function measuringOf(resume: RenderableResume, template: TemplateName = 'classic'): Counts {
  // Laid out once first: the counts are of a warm layout, so a shaping cache left by another test
  // cannot change them.
  layoutResume(resume, options(template));
  const counts = countMeasuring(template);
  layoutResume(resume, options(template));
  for (const undo of restore.splice(0)) undo();
  return counts;
}

/** Every text of the resume, in code units. */
function resumeLength(resume: RenderableResume): number {
  const { contact } = resume;
  let total = Object.values(contact).join('').length;
  for (const section of resume.sections) {
    total += section.title.length + section.content_lines.join('').length;
    total += section.bullets.reduce((sum, bullet) => sum + bullet.text.length, 0);
    for (const entry of section.entries) {
      total += entry.title.length + entry.company.length + entry.location.length + entry.dates.length;
      total += entry.bullets.reduce((sum, bullet) => sum + bullet.text.length, 0);
    }
  }
  return total;
}

const bullet = (id: string, text: string) => ({ id, text, original_char: '•' });

/** Every text field of the structured resume, each as a way to put a text into it. */
const FIELDS: Record<string, (resume: RenderableResume, text: string) => void> = {
  name: (resume, text) => {
    resume.contact.name = text;
  },
  email: (resume, text) => {
    resume.contact.email = text;
  },
  phone: (resume, text) => {
    resume.contact.phone = text;
  },
  location: (resume, text) => {
    resume.contact.location = text;
  },
  linkedin: (resume, text) => {
    resume.contact.linkedin = text;
  },
  github: (resume, text) => {
    resume.contact.github = text;
  },
  'custom contact line': (resume, text) => {
    resume.contact.raw_contact_line = text;
  },
  headline: (resume, text) => {
    resume.sections.push({
      id: 'headline',
      title: '',
      type: 'general',
      visible: true,
      order: 0,
      content_lines: [text],
      bullets: [],
      entries: [],
    });
  },
  'section title': (resume, text) => {
    (resume.sections[0] as RenderableResume['sections'][number]).title = text;
  },
  summary: (resume, text) => {
    resume.sections[0]?.content_lines.push(text);
  },
  'entry title': (resume, text) => {
    (resume.sections[2]?.entries[0] as { title: string }).title = text;
  },
  'entry company': (resume, text) => {
    (resume.sections[2]?.entries[0] as { company: string }).company = text;
  },
  'entry location': (resume, text) => {
    (resume.sections[2]?.entries[0] as { location: string }).location = text;
  },
  'entry dates': (resume, text) => {
    (resume.sections[2]?.entries[0] as { dates: string }).dates = text;
  },
  'entry bullet': (resume, text) => {
    resume.sections[2]?.entries[0]?.bullets.push(bullet('hostile', text));
  },
  'section bullet': (resume, text) => {
    resume.sections[0]?.bullets.push(bullet('hostile', text));
  },
  skills: (resume, text) => {
    resume.sections[1]?.content_lines.push(text);
  },
};

const MIXED_SCRIPTS = 'Zoë 王小明 😀👩‍💻 مرحبا नमस्ते Привет Ελληνικά Tiếng Việt ';

/** Texts of the longest length the editor accepts in a field. */
const LONGEST: Record<string, string> = {
  'combining marks': HOSTILE,
  'one word': 'x'.repeat(FIELD_LIMIT),
  'mixed scripts': MIXED_SCRIPTS.repeat(Math.ceil(FIELD_LIMIT / MIXED_SCRIPTS.length)).slice(0, FIELD_LIMIT),
  'marks on every letter': `e${ACCENTS(MAX_MARKS)}`.repeat(FIELD_LIMIT / (MAX_MARKS + 1)),
  'runs of spaces': `a | ${' '.repeat(96)}`.repeat(FIELD_LIMIT / 100),
};

/** The most a layout measures per code unit of its text, with room for the fixed headings and glyphs. */
const MEASURED_PER_CHARACTER = 4;
const MEASURED_FIXED = 5_000;

describe('a stack of combining marks', () => {
  it(`is cut to ${MAX_MARKS} marks, so a taller stack costs no more to lay out`, () => {
    const withStack = (count: number) => {
      const resume = sampleResume();
      FIELDS['entry bullet']?.(resume, `a${ACCENTS(count)}${'b'.repeat(99)}`);
      return resume;
    };
    const tall = measuringOf(withStack(1_900));
    expect(measuringOf(withStack(19_000))).toEqual(tall);
    expect(measuringOf(withStack(MAX_MARKS + 1))).toEqual(tall);

    const { pages } = computeLayout(withStack(1_900), options());
    const printed = pages.lines.flatMap((line) => line.runs.map((run) => run.text)).join('');
    // 'a' and its first accent compose to 'á'; the marks kept after it are the rest of MAX_MARKS.
    expect(printed).toContain(`á${ACCENTS(MAX_MARKS - 1)}b`);
    expect(printed).not.toMatch(new RegExp(`\\p{M}{${MAX_MARKS + 1}}`, 'u'));
  });

  it('costs one measurement per letter and mark, however many there are', () => {
    const counts = (letters: number) => {
      const resume = sampleResume();
      FIELDS['entry bullet']?.(resume, `e${ACCENTS(MAX_MARKS)}`.repeat(letters));
      return measuringOf(resume);
    };
    const [one, two, four] = [counts(1_000), counts(2_000), counts(4_000)];
    // Twice the letters, twice the extra work (give or take a line): linear growth, not quadratic.
    expect(four.calls - two.calls).toBeCloseTo(2 * (two.calls - one.calls), -1);
    expect(four.characters - two.characters).toBeLessThanOrEqual(2.1 * (two.characters - one.characters));
    expect(two.characters - one.characters).toBeLessThanOrEqual(1_000 * (MAX_MARKS + 1) * 2);
  });
});

describe('a word longer than the line', () => {
  it('is cut into lines by adding up the widths of its letters, never by measuring each prefix', () => {
    const counts = (length: number) => {
      const resume = sampleResume();
      FIELDS['entry bullet']?.(resume, 'x'.repeat(length));
      return { ...measuringOf(resume), lines: computeLayout(resume, options()).pages.lines.length };
    };
    const [short, long, longer] = [counts(10_000), counts(20_000), counts(40_000)];
    expect(Math.abs(longer.lines - long.lines - 2 * (long.lines - short.lines))).toBeLessThanOrEqual(1);
    // Each added letter is measured about once.
    expect(longer.characters - long.characters).toBeLessThanOrEqual(20_000 * 1.2);
    expect(long.characters - short.characters).toBeLessThanOrEqual(10_000 * 1.2);
  });

  it('keeps every letter, in order, across the lines it takes', () => {
    const resume = sampleResume();
    const word = 'abcdefghijklmnopqrstuvwxyz0123456789'.repeat(40);
    FIELDS.summary?.(resume, word);
    const { pages } = computeLayout(resume, options());
    const lines = pages.lines.map((line) => line.runs.map((run) => run.text).join(''));
    const start = lines.findIndex((line) => line.startsWith('abcdef'));
    const cut = lines.slice(start).join('');
    expect(cut.startsWith(word)).toBe(true);
    const limit = pages.width - 2 * 60;
    for (const line of pages.lines.slice(start, start + 10))
      for (const run of line.runs) expect(run.x + run.width).toBeLessThanOrEqual(60 + limit + 0.5);
  });
});

describe.each(Object.entries(LONGEST))('the longest field the editor accepts: %s', (_, text) => {
  it.each(Object.keys(FIELDS))('in the %s lays out with work in proportion to its length', (field) => {
    const resume = sampleResume();
    FIELDS[field]?.(resume, text);
    const counts = measuringOf(resume);
    expect(counts.characters).toBeLessThanOrEqual(
      MEASURED_PER_CHARACTER * resumeLength(resume) + MEASURED_FIXED,
    );
    const report = layoutResume(resume, options());
    expect(report.estimated_pages).toBeGreaterThan(0);
  });
});

describe('the hostile bullets, as many as the editor accepts', () => {
  const hostileResume = () => {
    const resume = sampleResume();
    const entry = resume.sections[2]?.entries[0];
    if (entry) entry.bullets = Array.from({ length: 19 }, (_, index) => bullet(`h${index}`, HOSTILE));
    return resume;
  };

  it.each(TEMPLATE_NAMES)('lay out and print in %s, each bullet costing the same', async (template) => {
    const withBullets = (count: number) => {
      const resume = hostileResume();
      const entry = resume.sections[2]?.entries[0];
      if (entry) entry.bullets = entry.bullets.slice(0, count);
      return measuringOf(resume, template);
    };
    const [one, ten, nineteen] = [withBullets(1), withBullets(10), withBullets(19)];
    expect((nineteen.calls - ten.calls) / 9).toBe((ten.calls - one.calls) / 9);
    const { pdf, layout } = await renderPdf(hostileResume(), options(template));
    expect(Buffer.from(pdf.subarray(0, 4)).toString('latin1')).toBe('%PDF');
    expect(layout.pages).toBeGreaterThan(0);
  });
});

describe('a 10 MB line', () => {
  it('lays out in one bullet with one measurement per letter, and the caches keep to their budget', () => {
    const unit = `Zoë${ACCENTS(12)}${'x'.repeat(40)}王`;
    const line = unit.repeat(Math.ceil(10_000_000 / unit.length));
    const resume = sampleResume();
    FIELDS['entry bullet']?.(resume, line);
    const counts = countMeasuring();
    const { pages } = computeLayout(resume, options());
    expect(pages.lines.length).toBeGreaterThan(50_000);
    expect(counts.calls).toBeLessThanOrEqual(line.length + MEASURED_FIXED);
    expect(counts.characters).toBeLessThanOrEqual(MEASURED_PER_CHARACTER * line.length);
    for (const face of Object.values(parsedFontSet(fonts.serif)))
      expect(face.cached().characters).toBeLessThanOrEqual(MAX_CACHED_CHARACTERS);
  }, 120_000);
});

describe('the shaping caches', () => {
  it('hold at most their budget of text, however many different words are laid out', () => {
    let seed = 7;
    const word = () => {
      let text = '';
      for (let letter = 0; letter < 9; letter += 1) {
        seed = (seed * 48_271) % 2_147_483_647;
        text += String.fromCharCode(97 + (seed % 26));
      }
      return text;
    };
    for (let round = 0; round < 30; round += 1) {
      const resume = sampleResume();
      FIELDS.summary?.(resume, Array.from({ length: 400 }, word).join(' '));
      // A long word is never shaped whole, so it is never kept.
      FIELDS.skills?.(resume, word().repeat(100));
      layoutResume(resume, options());
    }
    const regular = parsedFontSet(fonts.serif).regular.cached();
    expect(regular.characters).toBeGreaterThan(MAX_CACHED_CHARACTERS / 2);
    expect(regular.characters).toBeLessThanOrEqual(MAX_CACHED_CHARACTERS);
  });
});

describe('characters the fonts cannot draw', () => {
  it.each(TEMPLATE_NAMES)(
    'are named in a warning, each once, and the PDF is still written (%s)',
    async (template) => {
      const resume = sampleResume();
      resume.contact.name = '王小明 Wang';
      FIELDS.summary?.(resume, 'Loves 😀 and 王 calligraphy; speaks العربية');
      const { pdf, layout } = await renderPdf(resume, options(template));
      expect(Buffer.from(pdf.subarray(0, 4)).toString('latin1')).toBe('%PDF');
      expect(layout.warnings).toEqual([
        "Some characters can't be printed in this template's font and will show as boxes in the PDF: 王, 小, 明, 😀, ا, ل, ع, ر, ب, ي and 1 more.",
      ]);
    },
  );

  it('are not reported for the Latin, Greek and Cyrillic letters every template has', () => {
    const resume = sampleResume();
    FIELDS.summary?.(resume, 'Tiếng Việt, Ελληνικά, Привет, Łódź, Ærøskøbing, Straße – “quoted” • ½ €');
    for (const template of TEMPLATE_NAMES)
      expect(layoutResume(resume, options(template)).warnings).toEqual([]);
  });
});
