/**
 * Preview latency: layout and PDF bytes of a one-page and a two-page resume in each template (warm, fonts
 * loaded once), against headless Chromium printing the same two-page resume from HTML. Goal: our p99 at
 * most 50 ms for two pages, and at least 4 times faster than Chromium. Then the layout alone of hostile
 * text: the bullets that once held the server for minutes (a letter, 1,900 combining accents and 99
 * letters, nineteen of them: as much as the editor accepts), in each template. Run: node --import tsx
 * packages/render/bench/render-bench.ts (also part of npm run bench); `--hostile` runs only that part.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseResume, type StructuredResume } from '@resumeloop/engine';
import { layoutResume } from '../src/layout-resume';
import { loadFonts } from '../src/load-fonts';
import { renderPdf } from '../src/render-pdf';
import type { RenderableResume, TemplateName } from '../src/types';
import { CORPUS_PRESENT, CORPUS_URL, sampleResume } from '../test/fixtures';

const RUNS = Number(process.env.RENDER_BENCH_RUNS ?? 200);
const CHROMIUM_RUNS = Number(process.env.CHROMIUM_BENCH_RUNS ?? 40);
const GOAL_P99_MS = 50;
const GOAL_SPEEDUP = 4;
const TEMPLATE_NAMES: TemplateName[] = ['classic', 'modern', 'compact'];
const HOSTILE_RUNS = Number(process.env.HOSTILE_BENCH_RUNS ?? 50);
const HOSTILE_BULLET = `a${'\u0301'.repeat(1_900)}${'b'.repeat(99)}`;
const HOSTILE_BULLETS = 19;
const hostileOnly = process.argv.includes('--hostile');

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

async function time(runs: number, work: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let warm = 0; warm < 5; warm += 1) await work();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

/** A resume of about two pages: a long corpus resume when the corpus is there, else the sample repeated. */
function twoPageResume(): RenderableResume {
  if (CORPUS_PRESENT && existsSync(new URL('004.txt', CORPUS_URL))) {
    const resume: StructuredResume = parseResume(readFileSync(new URL('004.txt', CORPUS_URL), 'utf8'));
    resume.contact = { ...sampleResume().contact };
    return resume;
  }
  const resume = sampleResume();
  const experience = resume.sections.find((section) => section.type === 'experience');
  if (experience) experience.entries = Array.from({ length: 8 }, () => experience.entries).flat();
  return resume;
}

/**
 * The resume made long enough to fill two pages in this template (a compact template fits more on a
 * page): its experience entries repeated until the layout says two pages.
 */
function atLeastTwoPages(resume: RenderableResume, template: TemplateName): RenderableResume {
  const longer = structuredClone(resume);
  const experience = longer.sections.find((section) => section.entries.length > 0);
  const original = experience ? [...experience.entries] : [];
  for (let copies = 1; copies < 6; copies += 1) {
    if (layoutResume(longer, { template, pageSize: 'letter', fonts: loadFonts() }).pages >= 2) break;
    if (!experience || original.length === 0) break;
    experience.entries = [
      ...experience.entries,
      ...original.map((entry) => ({ ...entry, id: `${entry.id}-copy${copies}` })),
    ];
  }
  return longer;
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The same resume as simple HTML, for Chromium to print. */
function resumeHtml(resume: RenderableResume): string {
  const parts = [`<h1>${escapeHtml(resume.contact.name)}</h1>`];
  parts.push(
    `<p>${escapeHtml([resume.contact.email, resume.contact.phone, resume.contact.location].join(' | '))}</p>`,
  );
  for (const section of [...resume.sections].sort((a, b) => a.order - b.order)) {
    if (!section.visible) continue;
    if (section.title) parts.push(`<h2>${escapeHtml(section.title)}</h2>`);
    for (const line of section.content_lines) parts.push(`<p>${escapeHtml(line)}</p>`);
    if (section.bullets.length > 0)
      parts.push(
        `<ul>${section.bullets.map((bullet) => `<li>${escapeHtml(bullet.text)}</li>`).join('')}</ul>`,
      );
    for (const entry of section.entries) {
      parts.push(
        `<h3>${escapeHtml([entry.title, entry.company, entry.location].filter(Boolean).join(' — '))}</h3>`,
      );
      parts.push(`<p><i>${escapeHtml(entry.dates)}</i></p>`);
      parts.push(`<ul>${entry.bullets.map((bullet) => `<li>${escapeHtml(bullet.text)}</li>`).join('')}</ul>`);
    }
  }
  return `<!doctype html><html><head><meta charset="utf-8"><style>body{font:10.5pt Georgia,serif;margin:0}h1{font-size:22pt;text-align:center}h2{font-size:12.5pt;border-bottom:1px solid #000}h3{font-size:10.5pt;margin:6pt 0 0}p{margin:2pt 0}</style></head><body>${parts.join('')}</body></html>`;
}

async function chromiumTimes(html: string): Promise<{ p50: number; p99: number } | null> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) return null;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    return await time(CHROMIUM_RUNS, async () => {
      await page.setContent(html);
      await page.pdf({
        format: 'Letter',
        margin: { top: '0.75in', bottom: '0.75in', left: '0.8in', right: '0.8in' },
      });
    });
  } finally {
    await browser.close();
  }
}

const round = (value: number): number => Math.round(value * 10) / 10;

/** The sample resume with the hostile bullets in place of its first entry's. */
function hostileResume(): RenderableResume {
  const resume = sampleResume();
  const entry = resume.sections.find((section) => section.entries.length > 0)?.entries[0];
  if (entry)
    entry.bullets = Array.from({ length: HOSTILE_BULLETS }, (_, index) => ({
      id: `hostile-${index}`,
      text: HOSTILE_BULLET,
      original_char: '•',
    }));
  return resume;
}

/** Rows of the layout alone of the hostile resume, in each template (the editor's save and load). */
async function hostileRows(fonts: ReturnType<typeof loadFonts>): Promise<Record<string, string | number>[]> {
  const resume = hostileResume();
  const rows: Record<string, string | number>[] = [];
  for (const template of TEMPLATE_NAMES) {
    let pages = 0;
    const { p50, p99 } = await time(HOSTILE_RUNS, async () => {
      pages = layoutResume(resume, { template, pageSize: 'letter', fonts }).pages;
    });
    rows.push({
      render: `${template}, hostile bullets x${HOSTILE_BULLETS} (1 letter + 1,900 marks + 99 letters), layout`,
      pages,
      'p50 ms': round(p50),
      'p99 ms': round(p99),
      'chromium p50 / ours': '',
      goal: '',
    });
  }
  return rows;
}

if (hostileOnly) {
  const rows = await hostileRows(loadFonts());
  console.log(`\nRender: layout of hostile text, ${HOSTILE_RUNS} warm runs each`);
  console.table(rows);
  process.exit(0);
}

const fontsStarted = performance.now();
const fonts = loadFonts();
const fontsMs = performance.now() - fontsStarted;
const oneStarted = performance.now();
await renderPdf(sampleResume(), { template: 'classic', pageSize: 'letter', fonts });
const firstRenderMs = performance.now() - oneStarted;

const twoPages = twoPageResume();
const chromium = await chromiumTimes(resumeHtml(twoPages));
const rows: Record<string, string | number>[] = [];
for (const template of TEMPLATE_NAMES) {
  for (const [label, resume] of [
    ['one page', sampleResume()],
    ['two pages', atLeastTwoPages(twoPages, template)],
  ] as const) {
    let pages = 0;
    const { p50, p99 } = await time(RUNS, async () => {
      pages = (await renderPdf(resume, { template, pageSize: 'letter', fonts })).layout.pages;
    });
    const twoPage = label === 'two pages';
    const ratio = chromium && twoPage ? round(chromium.p50 / p50) : null;
    rows.push({
      render: `${template}, ${label}`,
      pages,
      'p50 ms': round(p50),
      'p99 ms': round(p99),
      'chromium p50 / ours': ratio ?? (twoPage ? 'skipped (no chromium)' : ''),
      goal: twoPage
        ? `${p99 <= GOAL_P99_MS ? 'met' : 'MISSED'}: p99 <= ${GOAL_P99_MS} ms${
            ratio === null
              ? ''
              : `, ${ratio >= GOAL_SPEEDUP ? 'met' : 'MISSED'}: >= ${GOAL_SPEEDUP}x chromium`
          }`
        : '',
    });
  }
}
rows.push(...(await hostileRows(fonts)));
rows.push({
  render: 'chromium, two pages (HTML to PDF)',
  pages: '',
  'p50 ms': chromium ? round(chromium.p50) : 'skipped (no chromium)',
  'p99 ms': chromium ? round(chromium.p99) : '',
  'chromium p50 / ours': '',
  goal: '',
});
console.log(
  `\nRender: PDF preview latency, ${RUNS} warm runs each (Chromium ${CHROMIUM_RUNS}); fonts read in ${round(fontsMs)} ms, first render ${round(firstRenderMs)} ms`,
);
console.table(rows);
