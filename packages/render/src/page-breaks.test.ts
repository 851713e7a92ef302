import { describe, expect, it } from 'vitest';
import { sampleResume } from '../test/fixtures';
import { computeLayout } from './layout-resume';
import { loadFonts } from './load-fonts';
import { renderDocx } from './render-docx';
import type { RenderableResume, RenderOptions } from './types';

const options: RenderOptions = {
  template: 'classic',
  pageSize: 'letter',
  fonts: loadFonts(),
  yearsOfExperience: 10,
};

/** The sample with its experience entries repeated `copies` times. */
function withEntries(copies: number): RenderableResume {
  const resume = sampleResume();
  const experience = resume.sections.find((section) => section.type === 'experience');
  if (!experience) throw new Error('The sample has an experience section.');
  const entries = experience.entries;
  experience.entries = Array.from({ length: copies }, (_, copy) =>
    entries.map((entry) => ({
      ...entry,
      id: `${entry.id}-${copy}`,
      title: `${entry.title} (copy ${copy})`,
      // Three times the bullets, so that some entry is cut by a page break.
      bullets: [0, 1, 2].flatMap((round) =>
        entry.bullets.map((bullet) => ({
          ...bullet,
          id: `${bullet.id}-${copy}-${round}`,
          text: `Copy ${copy}.${round}: ${bullet.text}`,
        })),
      ),
    })),
  ).flat();
  return resume;
}

/** The printed lines of an entry: its header (by its whole title) and its bullets. */
const linesOfEntry = (
  lines: ReturnType<typeof computeLayout>['pages']['lines'],
  entry: RenderableResume['sections'][number]['entries'][number],
) =>
  lines.filter((line) => {
    const text = line.runs.map((run) => run.text).join('');
    return (
      text.includes(`${entry.title} —`) ||
      entry.bullets.some((bullet) => text.includes(bullet.text.slice(0, 26)))
    );
  });

/** The page each printed line starting with `text` is on. */
function pagesOf(resume: RenderableResume, text: string): number[] {
  return computeLayout(resume, options)
    .pages.lines.filter((line) =>
      line.runs
        .map((run) => run.text)
        .join('')
        .startsWith(text),
    )
    .map((line) => line.page);
}

describe('page breaks', () => {
  it('starts a section on a new page when it is set to', () => {
    const resume = sampleResume();
    expect(pagesOf(resume, 'Skills')).toEqual([0]);
    const skills = resume.sections.find((section) => section.type === 'skills');
    if (!skills) throw new Error('The sample has a skills section.');
    skills.page_break_before = true;
    expect(pagesOf(resume, 'Skills')).toEqual([1]);
    expect(computeLayout(resume, options).report.pages).toBe(2);
  });

  it('keeps an entry set to stay together on one page, header and every bullet', () => {
    // Find a length of resume where some entry splits across the page break.
    for (let copies = 3; copies < 12; copies += 1) {
      const resume = withEntries(copies);
      const { pages, blocks } = computeLayout(resume, options);
      const entries = resume.sections.flatMap((section) => section.entries);
      const split = entries.find(
        (entry) => new Set(linesOfEntry(pages.lines, entry).map((line) => line.page)).size > 1,
      );
      if (!split) continue;
      expect(blocks.length).toBeGreaterThan(0);
      split.keep_together = true;
      const kept = linesOfEntry(computeLayout(resume, options).pages.lines, split);
      expect(kept.length).toBe(1 + split.bullets.length);
      expect(new Set(kept.map((line) => line.page)).size).toBe(1);
      return;
    }
    throw new Error('No length of the sample split an entry across pages.');
  });

  it('warns when the last page holds only a few lines, and says how to fix it', () => {
    const resume = sampleResume();
    const skills = resume.sections.find((section) => section.type === 'skills');
    if (!skills) throw new Error('The sample has a skills section.');
    skills.page_break_before = true;
    expect(computeLayout(resume, options).report.warnings).toContainEqual(
      expect.stringMatching(/^Page 2 holds only \d+ lines?; shorten a few bullets or hide a section/),
    );
  });

  it('writes a section that starts a new page as a page break in the Word file', async () => {
    const resume = sampleResume();
    const skills = resume.sections.find((section) => section.type === 'skills');
    if (!skills) throw new Error('The sample has a skills section.');
    const { unzipSync, strFromU8 } = await import('fflate');
    const xml = async (value: RenderableResume) =>
      strFromU8(unzipSync(await renderDocx(value, options))['word/document.xml'] ?? new Uint8Array());
    expect(await xml(resume)).not.toContain('w:pageBreakBefore');
    skills.page_break_before = true;
    expect(await xml(resume)).toContain('w:pageBreakBefore');
  });

  it('names a line left alone at the top of a page, and the bullet it ends', () => {
    const long =
      'Ran the quarterly supplier review across eleven vendors, compared delivery times, prices and defect rates against contract terms, and negotiated the renewals that followed with the finance team';
    // Lines added to the summary one at a time move every page break down a line at a time.
    for (let extra = 0; extra < 60; extra += 1) {
      const resume = withEntries(4);
      for (const entry of resume.sections.flatMap((section) => section.entries))
        for (const bullet of entry.bullets) bullet.text = `${bullet.text.slice(0, 12)} ${long}`;
      const summary = resume.sections.find((section) => section.type === 'summary');
      summary?.content_lines.push(...Array.from({ length: extra }, (_, line) => `Note ${line + 1}.`));
      const { pages, report } = computeLayout(resume, options);
      const widow = report.warnings.find((warning) => warning.startsWith('The last line of '));
      if (!widow) continue;
      expect(widow).toMatch(
        /is alone at the top of page \d; shorten it by a few words, or keep its entry together\.$/,
      );
      // The page it names starts with that line.
      const page = Number(/top of page (\d)/.exec(widow)?.[1]) - 1;
      expect(pages.lines.find((line) => line.page === page)).toBeDefined();
      return;
    }
    throw new Error('No length of the sample left a line alone at the top of a page.');
  });
});
